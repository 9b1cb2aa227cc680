import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { notYetArrived, type Decision } from '../../src-shared/engine';
import { effectText } from '../../src-shared/playtest';
import type { GameStore } from './game-store';
import type { PlayUi } from './play-ui';

/** One open decision: the options (or candidate units) to tick, exactly as many as the table result says. */
const DecisionForm = observer(function DecisionForm({ game, ui, decision }: { game: GameStore; ui: PlayUi; decision: Decision }) {
  const [ticked, setTicked] = useState<number[]>([]);
  const { names } = game;
  // A pick offers the candidates still free to arrive (another decision may have taken some).
  const options =
    decision.kind === 'pick'
      ? decision.candidates.flatMap((id, i) => (notYetArrived(game.state, id) ? [{ i, label: names.unit(id) }] : []))
      : decision.options.map((o, i) => ({ i, label: effectText(names, o) }));
  const count = decision.kind === 'pick' ? Math.min(decision.count, options.length) : decision.count;
  const toggle = (i: number) => setTicked(ticked.includes(i) ? ticked.filter((t) => t !== i) : [...ticked, i]);
  const submit = () => {
    if (decision.kind === 'pick') ui.act({ type: 'pickUnits', decisionId: decision.id, unitIds: ticked.map((i) => decision.candidates[i]) });
    else ui.act({ type: 'choose', decisionId: decision.id, options: ticked });
  };
  return (
    <div className="decision" data-testid="decision" data-decision={decision.id}>
      <p>
        <strong>{names.source(decision.source)}</strong>: {decision.kind === 'pick' ? `pick the ${count} units that arrive` : `choose ${count === 1 ? 'one result' : `${count} results`}`} (16.4).
      </p>
      <ul>
        {options.map(({ i, label }) => (
          <li key={i}>
            <label>
              <input type="checkbox" checked={ticked.includes(i)} data-testid="decision-option" onChange={() => toggle(i)} /> {label}
            </label>
          </li>
        ))}
      </ul>
      <div className="play-row">
        <button type="button" className="primary" data-testid="decision-submit" disabled={ticked.length !== count} onClick={submit}>
          {decision.kind === 'pick' ? `These ${count} arrive` : 'Choose'} ({ticked.length} of {count})
        </button>
        {decision.kind === 'pick' && (
          <button type="button" onClick={() => setTicked(options.slice(0, count).map((o) => o.i))}>
            The first {count}
          </button>
        )}
      </div>
    </div>
  );
});

/** The Reinforcement Phase's open decisions of the side to act: made here before the phase can end. */
export const DecisionCard = observer(function DecisionCard({ game, ui }: { game: GameStore; ui: PlayUi }) {
  const pending = (game.state.reinforcement?.pending ?? []).filter((d) => d.sideId === ui.acting);
  if (!ui.canAct || pending.length === 0) return null;
  return (
    <section className="decision-card" data-testid="decision-card">
      <h4>Decide before the phase ends</h4>
      {pending.map((d) => (
        <DecisionForm key={d.id} game={game} ui={ui} decision={d} />
      ))}
    </section>
  );
});
