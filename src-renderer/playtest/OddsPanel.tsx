import { observer } from 'mobx-react-lite';
import type { GameEvent } from '../../src-shared/engine';
import { fractionText, narrate, shiftText, signed } from '../../src-shared/playtest';
import type { GameStore } from './game-store';
import type { PlayUi } from './play-ui';

const percent = (p: number) => `${Math.round(p * 100)} %`;
const barWidth = (p: number) => `${(p * 100).toFixed(1)}%`;

/** The last roll of the CRT: the die, the result and what followed (retreats, eliminations, an open pursuit). */
const LastCombat = observer(function LastCombat({ game }: { game: GameStore }) {
  const events = game.lastEvents;
  const combat = events.find((e): e is Extract<GameEvent, { type: 'combat-resolved' }> => e.type === 'combat-resolved');
  if (!combat) return null;
  const after = events.filter((e) => e !== combat && ['unit-retreated', 'unit-disrupted', 'unit-eliminated', 'pursuit-open', 'unit-step-lost', 'retreat-ignored', 'refinery-fire-rolled'].includes(e.type));
  return (
    <section className="odds-result" data-testid="combat-result">
      <h4>
        Die <span className="die">{combat.die}</span> on column {combat.finalColumn.label}: <strong data-testid="combat-result-label">{combat.resultLabel}</strong>
      </h4>
      {combat.notes.length > 0 && <p className="small muted">{combat.notes.map((n) => game.names.text(n)).join(' ')}</p>}
      <ul className="small">
        {after.map((e, i) => (
          <li key={i}>{narrate(e, game.names).text}</li>
        ))}
      </ul>
      {events.some((e) => e.type === 'pursuit-open') && <p className="small">The defenders’ hex is empty: the lit units may pursue into it (click one, then a hex), or end the pursuit with the next attack.</p>}
    </section>
  );
});

/**
 * The defending player's retreat choice (13.1), planned before the die: per defending unit, the engine's choice or a
 * route clicked hex by hex on the map. Offered when a person plays the defending side; a bot defender leaves it to the
 * engine.
 */
const RetreatPlan = observer(function RetreatPlan({ game, ui, defenders }: { game: GameStore; ui: PlayUi; defenders: readonly string[] }) {
  const { names, state } = game;
  const plan = ui.attack;
  const side = defenders[0] ? state.board.units[defenders[0]]?.sideId : undefined;
  if (!side || game.playerOf(side) !== 'human') return null;
  return (
    <section className="retreat-plan" data-testid="retreat-plan">
      <h4>{names.side(side)}’s retreat, should the result call for one</h4>
      <ul>
        {defenders.map((id) => {
          const route = plan.retreats[id] ?? [];
          return (
            <li key={id}>
              <strong>{names.unit(id)}</strong>: {route.length === 0 ? <span className="muted">the engine’s choice</span> : route.map((h) => names.hex(h)).join(' → ')}{' '}
              {plan.planning === id ? (
                <button type="button" className="link" data-testid="retreat-done" onClick={() => plan.planRetreat(null)}>
                  done
                </button>
              ) : (
                <button type="button" className="link" data-testid="retreat-plan-unit" onClick={() => plan.planRetreat(id)}>
                  plan on the map
                </button>
              )}
              {route.length > 0 && (
                <>
                  {' '}
                  <button type="button" className="link" onClick={() => plan.clearRetreat(id)}>
                    clear
                  </button>
                </>
              )}
            </li>
          );
        })}
      </ul>
      {plan.planning && <p className="small hand-note">Click the hexes of {names.unit(plan.planning)}’s route in order, from next to its hex outward (longest first: the die says how far it goes).</p>}
    </section>
  );
});

/**
 * The odds panel: the attack being put together, the engine's arithmetic (each unit's strength, the differential, the
 * base column, every shift with its cause, the final column) and the chance of each result on that column, before the
 * die is rolled; then the roll and what it did.
 */
export const OddsPanel = observer(function OddsPanel({ game, ui }: { game: GameStore; ui: PlayUi }) {
  const { names, state } = game;
  const plan = ui.attack;
  const odds = plan.odds;
  const inPhase = state.phase === 'ground-attack';
  return (
    <div className="odds-panel" data-testid="odds-panel">
      <LastCombat game={game} />
      {!inPhase && plan.empty && <p className="muted">Attacks are made in the Ground Attack Phase: click your units, then a lit enemy hex, to see the odds before you roll.</p>}
      {inPhase && plan.units.length === 0 && <p className="muted">Click your units that take part (a second click takes one out), then a lit enemy hex.</p>}
      {plan.units.length > 0 && (
        <section>
          <h4>
            Attacking with {plan.units.length} unit{plan.units.length === 1 ? '' : 's'}{' '}
            <button type="button" className="link" data-testid="attack-clear" onClick={() => plan.clear()}>
              clear
            </button>
          </h4>
          <p className="small">{names.units(plan.units)}</p>
          {!plan.defender && <p className="muted small">Now click a lit enemy hex.</p>}
        </section>
      )}
      {odds && !odds.ok && (
        <p className="odds-refused" role="alert" data-testid="odds-refused">
          {names.text(odds.error.message)}
          {odds.error.rule && <span className="muted"> (rule {odds.error.rule})</span>}
        </p>
      )}
      {odds?.ok && (
        <section data-testid="odds">
          <h4>Against {plan.defender ? names.hex(plan.defender) : ''}</h4>
          <table className="odds-table">
            <tbody>
              {odds.assessment.attackers.map((a) => (
                <tr key={a.unitId}>
                  <td>{names.unit(a.unitId)}</td>
                  <td className="muted">{a.ranged ? 'ranged' : 'adjacent'}</td>
                  <td className="num">{a.strength}</td>
                </tr>
              ))}
              <tr className="total">
                <td colSpan={2}>Attack strength</td>
                <td className="num" data-testid="odds-attack">
                  {odds.assessment.attack}
                </td>
              </tr>
              {odds.assessment.defenders.map((d) => (
                <tr key={d.unitId}>
                  <td>{names.unit(d.unitId)}</td>
                  <td className="muted">defends</td>
                  <td className="num">{d.strength}</td>
                </tr>
              ))}
              <tr className="total">
                <td colSpan={2}>Defence strength</td>
                <td className="num" data-testid="odds-defence">
                  {odds.assessment.defence}
                </td>
              </tr>
              <tr className="total">
                <td colSpan={2}>Differential</td>
                <td className="num" data-testid="odds-differential">
                  {signed(odds.assessment.differential)}
                </td>
              </tr>
              <tr>
                <td colSpan={2}>Base column</td>
                <td className="num">{odds.assessment.baseColumn.label}</td>
              </tr>
              {odds.assessment.shifts.map((s, i) => (
                <tr key={i} data-testid="odds-shift">
                  <td colSpan={2}>
                    {names.text(s.cause)} <span className="muted">({s.rule})</span>
                  </td>
                  <td className="num">{shiftText(s.shift)}</td>
                </tr>
              ))}
              <tr className="total final">
                <td colSpan={2}>Final column</td>
                <td className="num" data-testid="odds-final">
                  {odds.assessment.finalColumn.label}
                </td>
              </tr>
            </tbody>
          </table>
          {odds.assessment.notes?.map((n, i) => (
            <p key={i} className="small muted">
              {names.text(n)}
            </p>
          ))}
          <h4>Results on column {odds.assessment.finalColumn.label} (one die)</h4>
          <table className="odds-chances" data-testid="odds-chances">
            <tbody>
              {odds.chances.map((c) => (
                <tr key={c.result} data-result={c.result}>
                  <td>
                    <strong>{c.result}</strong> {c.label}
                  </td>
                  <td className="muted">die {c.rolls.join(', ')}</td>
                  <td className="num">{fractionText(c.ways, c.outOf)}</td>
                  <td className="bar">
                    <span style={{ width: barWidth(c.p) }} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="small muted">
            Defender eliminated {percent(odds.effects.defenderEliminated)} · retreats {percent(odds.effects.defenderRetreats)} · disrupted {percent(odds.effects.defenderDisrupted)} · attacker disrupted{' '}
            {percent(odds.effects.attackerDisrupted)}
          </p>
          <RetreatPlan game={game} ui={ui} defenders={odds.assessment.defenders.map((d) => d.unitId)} />
          <button type="button" className="primary roll" data-testid="attack-roll" disabled={!ui.canAct || !plan.action} onClick={() => plan.action && ui.act(plan.action)}>
            Roll the die
          </button>
        </section>
      )}
    </div>
  );
});
