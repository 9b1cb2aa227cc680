import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

type Props = {
  label: string;
  value: string;
  multiline?: boolean;
  maxLength?: number;
  testId?: string;
  onCommit: (value: string) => void;
};

/** A text field that edits a local draft and commits once, on blur or Enter: one edit = one undo entry.
 *  Escape returns to the stored value. An undo from elsewhere replaces the draft when the field is idle. */
export function CommitField({ label, value, multiline, maxLength = 200, testId, onCommit }: Props) {
  const [draft, setDraft] = useState(value);
  const [editing, setEditing] = useState(false);
  const cancelled = useRef(false);
  useEffect(() => {
    if (!editing) setDraft(value);
  }, [value, editing]);

  const finish = (text: string) => {
    setEditing(false);
    if (cancelled.current) {
      cancelled.current = false;
      setDraft(value);
    } else if (text !== value) onCommit(text);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (e.key === 'Escape') {
      cancelled.current = true;
      e.currentTarget.blur();
    } else if (e.key === 'Enter' && !multiline) e.currentTarget.blur();
  };
  const common = {
    value: draft,
    maxLength,
    'data-testid': testId,
    onFocus: () => setEditing(true),
    onBlur: (e: { currentTarget: { value: string } }) => finish(e.currentTarget.value),
    onChange: (e: { currentTarget: { value: string } }) => setDraft(e.currentTarget.value),
    onKeyDown,
  };
  return (
    <label className="field">
      {label && <span>{label}</span>}
      {multiline ? <textarea {...common} rows={5} /> : <input {...common} />}
    </label>
  );
}
