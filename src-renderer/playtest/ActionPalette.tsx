import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { searchIntents } from '../../src-shared/playtest';
import type { PlayUi } from './play-ui';

const SHOWN = 200;

/** Every action the engine allows now, searchable by its words: the fallback that leaves no legal action out of reach. */
export const ActionPalette = observer(function ActionPalette({ ui }: { ui: PlayUi }) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const all = ui.intents?.all ?? [];
  const found = searchIntents(all, query);
  const shown = found.slice(0, SHOWN);
  const pick = (i: number) => {
    const intent = shown[i];
    if (!intent) return;
    ui.setPalette(false);
    ui.act(intent.action);
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') setActive(Math.min(shown.length - 1, active + 1));
    else if (e.key === 'ArrowUp') setActive(Math.max(0, active - 1));
    else if (e.key === 'Enter') pick(active);
    else if (e.key === 'Escape') ui.setPalette(false);
    else return;
    e.preventDefault();
  };
  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && ui.setPalette(false)}>
      <div className="modal action-palette" role="dialog" aria-label="All legal actions" data-testid="action-palette">
        <header>
          <h2>All legal actions</h2>
          <button className="close" aria-label="Close" onClick={() => ui.setPalette(false)}>
            ×
          </button>
        </header>
        <input
          ref={input}
          value={query}
          placeholder={`Search ${all.length} actions (words in any order)`}
          data-testid="action-search"
          onChange={(e) => {
            setQuery(e.currentTarget.value);
            setActive(0);
          }}
          onKeyDown={onKey}
        />
        <ol className="palette-list">
          {shown.map((intent, i) => (
            <li key={i}>
              <button type="button" className={i === active ? 'active' : ''} data-action-type={intent.action.type} data-testid="palette-action" onMouseEnter={() => setActive(i)} onClick={() => pick(i)}>
                {intent.label}
              </button>
            </li>
          ))}
        </ol>
        <p className="muted small">
          {found.length === 0 ? 'No legal action matches.' : found.length > SHOWN ? `${found.length} match; the first ${SHOWN} are shown: add words to narrow them.` : `${found.length} of ${all.length}.`}
        </p>
      </div>
    </div>
  );
});

/** "End phase?" when the side still has obvious actions. */
export const EndPhaseConfirm = observer(function EndPhaseConfirm({ ui, phase }: { ui: PlayUi; phase: string }) {
  if (!ui.confirmEnd) return null;
  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && ui.cancelEnd()}>
      <div className="modal" role="dialog" aria-label="End the phase?" data-testid="end-phase-confirm">
        <header>
          <h2>End the {phase}?</h2>
        </header>
        <p>{ui.confirmEnd}</p>
        <div className="play-row">
          <button type="button" className="primary" data-testid="end-phase-yes" autoFocus onClick={() => ui.endPhase(true)}>
            End the phase
          </button>
          <button type="button" data-testid="end-phase-no" onClick={() => ui.cancelEnd()}>
            Keep playing
          </button>
        </div>
      </div>
    </div>
  );
});
