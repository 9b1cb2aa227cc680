import { useRef, useState } from 'react';

export type Option = { value: string; label: string };

type Props = {
  label: string;
  options: readonly Option[];
  onPick: (value: string) => void;
  testId: string;
  disabled?: boolean;
};

/** A one-shot select for commands ("set type of all selected"): a mouse pick acts at once; keyboard browsing
 *  acts only on Enter, so arrowing through the list does not run a command per option. */
export function PickSelect({ label, options, onPick, testId, disabled }: Props) {
  const [draft, setDraft] = useState('');
  const byKeyboard = useRef(false);
  const pick = (value: string) => {
    setDraft('');
    if (value) onPick(value);
  };
  return (
    <select
      className="grid-pick"
      aria-label={label}
      data-testid={testId}
      disabled={disabled}
      value={draft}
      onMouseDown={() => (byKeyboard.current = false)}
      onKeyDown={(e) => {
        if (!(e.ctrlKey || e.metaKey || e.altKey)) e.stopPropagation();
        if (e.key === 'Enter') {
          e.preventDefault();
          pick(draft);
        } else if (e.key === 'Escape') setDraft('');
        else byKeyboard.current = true;
      }}
      onChange={(e) => (byKeyboard.current ? setDraft(e.currentTarget.value) : pick(e.currentTarget.value))}
      onBlur={() => setDraft('')}
    >
      <option value="">{label}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
