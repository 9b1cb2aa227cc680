/** A result cell of a chart: one of the table's result codes. */
export function ResultSelect<T extends string>({ value, options, testId, onChange }: { value: T; options: readonly T[]; testId?: string; onChange: (v: T) => void }) {
  return (
    <select value={value} data-testid={testId} onChange={(e) => onChange(e.currentTarget.value as T)}>
      {options.map((o) => (
        <option key={o} value={o}>
          {o}
        </option>
      ))}
    </select>
  );
}
