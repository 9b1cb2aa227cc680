import { observer } from 'mobx-react-lite';
import type { Action } from '../../src-shared/engine';
import { strikeOdds, type ActionIntent } from '../../src-shared/playtest';
import type { GameStore } from './game-store';
import type { PlayUi } from './play-ui';

/** Actions shown as lit hexes or in their own panels rather than as buttons here. */
const ON_THE_MAP: ReadonlySet<Action['type']> = new Set(['moveTo', 'move', 'endPhase', 'fastMove']);

/** A strike commitment's odds against each defending unit, before the markers fly (playtest/odds strikeOdds). */
function StrikeOddsLine({ ui, intent }: { ui: PlayUi; intent: ActionIntent }) {
  if (intent.action.type !== 'commitStrikes') return null;
  const { type: _type, ...commit } = intent.action;
  const odds = strikeOdds(ui.game.state, commit);
  if (!odds.ok) return <span className="small odds-refused">{ui.game.names.text(odds.error.message)}</span>;
  const pct = (p: number) => `${Math.round(p * 100)}%`;
  return (
    <span className="small muted strike-odds" data-testid="strike-odds">
      {odds.targets.flatMap((t) =>
        t.defenders.map((d) => (
          <span key={`${t.hex.col},${t.hex.row},${d.unitId}`}>
            {ui.game.names.unit(d.unitId)}: column {d.arithmetic.finalColumn.label}, eliminated {pct(d.effects.defenderEliminated)}, disrupted {pct(d.effects.defenderDisrupted)}.{' '}
          </span>
        )),
      )}
    </span>
  );
}

function IntentButtons({ ui, intents, testId }: { ui: PlayUi; intents: readonly ActionIntent[]; testId: string }) {
  return (
    <ul className="intent-list" data-testid={testId}>
      {intents.map((intent, i) => (
        <li key={i}>
          <button type="button" data-action-type={intent.action.type} onClick={() => ui.act(intent.action)}>
            {intent.label}
          </button>
          <StrikeOddsLine ui={ui} intent={intent} />
        </li>
      ))}
    </ul>
  );
}

/**
 * What can be done now, from the engine's legal actions: the choices of the last click, the selected unit's actions,
 * the units waiting off the map to be dropped or to enter (take one in hand: its hexes light up), and the decisions that
 * concern no unit or hex (table choices, arrival plans).
 */
export const ActionsPanel = observer(function ActionsPanel({ game, ui }: { game: GameStore; ui: PlayUi }) {
  const intents = ui.intents;
  if (!intents) return null;
  const { names, state } = game;
  const unit = ui.selectedUnit;
  const mine = unit ? (intents.byUnit.get(unit) ?? []).filter((i) => !ON_THE_MAP.has(i.action.type)) : [];
  const waiting = [...intents.byUnit.keys()].filter((id) => !state.units[id]?.hex && (intents.byUnit.get(id) ?? []).some((i) => i.action.type === 'airdrop' || i.action.type === 'enter'));
  // Table decisions have their own card (DecisionCard); the rest with no unit or hex are offered here.
  const general = intents.general.filter((i) => !['endPhase', 'choose', 'pickUnits'].includes(i.action.type));
  const lit = ui.lit.length;
  return (
    <section className="actions-panel" data-testid="actions-panel">
      {ui.choices && (
        <div className="choices" data-testid="click-choices">
          <h4>Which one?</h4>
          <IntentButtons ui={ui} intents={ui.choices} testId="choice-list" />
        </div>
      )}
      {general.length > 0 && (
        <div className="decisions" data-testid="decisions">
          <h4>Decide</h4>
          <IntentButtons ui={ui} intents={general} testId="decision-list" />
        </div>
      )}
      {waiting.length > 0 && (
        <div data-testid="waiting-units">
          <h4>Waiting to {state.phase === 'airborne-landing' ? 'be dropped' : 'enter'}</h4>
          <div className="waiting">
            {waiting.map((id) => (
              <button key={id} type="button" className={ui.selectedUnit === id ? 'in-hand' : ''} data-unit={id} data-testid="waiting-unit" onClick={() => ui.takeOffMap(id)}>
                {names.unit(id)}
              </button>
            ))}
          </div>
        </div>
      )}
      {unit && lit > 0 && (
        <p className="small hand-note" data-testid="hand-note">
          <strong>{names.unit(unit)}</strong> in hand: {lit} hex{lit === 1 ? ' is' : 'es are'} lit where it may go; click one.
        </p>
      )}
      {!unit && lit > 0 && (
        <p className="small hand-note" data-testid="hand-note">
          {lit} hex{lit === 1 ? ' is' : 'es are'} lit for{' '}
          {state.phase === 'airborne-landing' ? 'drop zones or air supply' : state.phase === 'strikes' ? 'airstrikes and naval gunfire (their odds show before they fly)' : 'what can be done there'}; click one.
        </p>
      )}
      {mine.length > 0 && (
        <div data-testid="unit-actions">
          <h4>{names.unit(unit!)} can</h4>
          <IntentButtons ui={ui} intents={mine} testId="unit-action-list" />
        </div>
      )}
    </section>
  );
});
