import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CommitField } from './CommitField';

export { CommitField as TextField };

type NumberProps = {
  label: string;
  value: number | undefined;
  min: number;
  max: number;
  /** Shown and committed as `undefined` when the field is left empty; without it an empty field is refused. */
  optional?: boolean;
  /** Shown in an empty field, e.g. the default an optional value falls back to. */
  placeholder?: string;
  testId?: string;
  onCommit: (value: number | undefined) => void;
  report: (message: string) => void;
};

/** A whole-number field: commits once on blur or Enter; a value out of range is refused with a message. */
export function NumberField({ label, value, min, max, optional, placeholder, testId, onCommit, report }: NumberProps) {
  const shown = value === undefined ? '' : String(value);
  const [draft, setDraft] = useState(shown);
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    if (!editing) setDraft(shown);
  }, [shown, editing]);
  const finish = (text: string) => {
    setEditing(false);
    const trimmed = text.trim();
    if (trimmed === shown) return;
    if (trimmed === '' && optional) return onCommit(undefined);
    const n = Number(trimmed);
    if (trimmed === '' || !Number.isInteger(n) || n < min || n > max) {
      report(`${label}: "${text}" is not a whole number from ${min} to ${max}`);
      setDraft(shown);
      return;
    }
    onCommit(n);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      setDraft(shown);
      setEditing(false);
      e.currentTarget.blur();
    } else if (e.key === 'Enter') e.currentTarget.blur();
  };
  return (
    <label className="field number-field">
      {label && <span>{label}</span>}
      <input
        inputMode="numeric"
        value={draft}
        placeholder={placeholder}
        data-testid={testId}
        onFocus={() => setEditing(true)}
        onChange={(e) => setDraft(e.currentTarget.value)}
        onBlur={(e) => finish(e.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
    </label>
  );
}

type SelectProps<T extends string> = {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  testId?: string;
  onChange: (value: T) => void;
};

export function SelectField<T extends string>({ label, value, options, testId, onChange }: SelectProps<T>) {
  return (
    <label className="field">
      {label && <span>{label}</span>}
      <select value={value} data-testid={testId} onChange={(e) => onChange(e.currentTarget.value as T)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function CheckField({ label, value, testId, onChange }: { label: string; value: boolean; testId?: string; onChange: (value: boolean) => void }) {
  return (
    <label className="check-field">
      <input type="checkbox" checked={value} data-testid={testId} onChange={(e) => onChange(e.currentTarget.checked)} />
      {label && <span>{label}</span>}
    </label>
  );
}

/** Commits when the colour picker closes (the native `change` event), not on every step of a drag. */
export function ColourField({ label, value, testId, onChange }: { label: string; value: string; testId?: string; onChange: (value: string) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  const commit = useRef(onChange);
  commit.current = onChange;
  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    input.value = value;
    const onNativeChange = () => {
      if (input.value !== value) commit.current(input.value);
    };
    input.addEventListener('change', onNativeChange);
    return () => input.removeEventListener('change', onNativeChange);
  }, [value]);
  return (
    <label className="field colour-field">
      {label && <span>{label}</span>}
      <input ref={ref} type="color" defaultValue={value} data-testid={testId} />
    </label>
  );
}

export { Section } from './Section';
