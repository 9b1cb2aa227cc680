import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Move } from './grid-selection';

/** How an edit ends: the value to commit (none when cancelled), where the active cell goes, and whether the
 *  grid takes the focus back (not when the focus left for another control). */
export type EditEnd = { value?: string; move?: Move; refocus: boolean };

type Option = { value: string; label: string };

/** Enter/Tab commit and move, Escape cancels; other keys stay in the editor (never reach the app's shortcuts). */
function editorKey(e: KeyboardEvent, value: () => string, end: (result: EditEnd) => void) {
  const mod = e.ctrlKey || e.metaKey || e.altKey;
  if (e.key === 'Enter') end({ value: value(), move: { rows: e.shiftKey ? -1 : 1, cols: 0 }, refocus: true });
  else if (e.key === 'Tab') end({ value: value(), move: { rows: 0, cols: e.shiftKey ? -1 : 1 }, refocus: true });
  else if (e.key === 'Escape') end({ refocus: true });
  else {
    if (!mod) e.stopPropagation();
    return;
  }
  e.preventDefault();
  e.stopPropagation();
}

/** Ends once: a key, then the blur that follows the unmount, must not commit twice. */
function useEndOnce(onEnd: (result: EditEnd) => void) {
  const done = useRef(false);
  return (result: EditEnd) => {
    if (done.current) return;
    done.current = true;
    onEnd(result);
  };
}

export function TextCellEditor({ initial, typed, onEnd }: { initial: string; typed?: string; onEnd: (r: EditEnd) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  const end = useEndOnce(onEnd);
  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    input.focus();
    // Typing into a cell replaces its text; Enter or a double click edits the text that is there.
    if (typed === undefined) input.select();
    else input.setSelectionRange(input.value.length, input.value.length);
  }, [typed]);
  return (
    <input
      ref={ref}
      className="grid-editor"
      data-testid="grid-editor"
      defaultValue={typed ?? initial}
      maxLength={200}
      onKeyDown={(e) => editorKey(e, () => e.currentTarget.value, end)}
      onBlur={(e) => end({ value: e.currentTarget.value, refocus: false })}
    />
  );
}

/** A select that commits a mouse pick at once; keyboard changes wait for Enter, Tab or leaving the cell. */
export function SelectCellEditor({ options, initial, typed, onEnd }: { options: Option[]; initial: string; typed?: string; onEnd: (r: EditEnd) => void }) {
  const ref = useRef<HTMLSelectElement>(null);
  const end = useEndOnce(onEnd);
  const byKeyboard = useRef(false);
  const [draft, setDraft] = useState(() => {
    const t = typed?.trim().toLowerCase();
    return (t && options.find((o) => o.label.toLowerCase().startsWith(t))?.value) || initial;
  });
  useEffect(() => ref.current?.focus(), []);
  return (
    <select
      ref={ref}
      className="grid-editor"
      data-testid="grid-editor"
      value={draft}
      onKeyDown={(e) => {
        byKeyboard.current = true;
        editorKey(e, () => draft, end);
      }}
      onMouseDown={() => (byKeyboard.current = false)}
      onChange={(e) => {
        setDraft(e.currentTarget.value);
        if (!byKeyboard.current) end({ value: e.currentTarget.value, refocus: true });
      }}
      onBlur={() => end({ value: draft, refocus: false })}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
