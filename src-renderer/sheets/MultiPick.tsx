type Props<T extends string> = {
  label: string;
  chosen: readonly T[];
  options: readonly { value: T; label: string }[];
  testId?: string;
  onChange: (chosen: T[]) => void;
};

/** A compact many-of list: chosen values as chips, the rest behind a disclosure. Order follows `options`. */
export function MultiPick<T extends string>({ label, chosen, options, testId, onChange }: Props<T>) {
  const toggle = (value: T, on: boolean) => onChange(options.map((o) => o.value).filter((v) => (v === value ? on : chosen.includes(v))));
  const names = options.filter((o) => chosen.includes(o.value)).map((o) => o.label);
  return (
    <details className="multi-pick" data-testid={testId}>
      <summary>
        <span className="muted">{label}:</span> {names.length ? names.join(', ') : 'none'}
      </summary>
      <div className="multi-pick-options">
        {options.map((o) => (
          <label key={o.value} className="check-field">
            <input type="checkbox" checked={chosen.includes(o.value)} data-testid={testId && `${testId}-${o.value}`} onChange={(e) => toggle(o.value, e.currentTarget.checked)} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </details>
  );
}
