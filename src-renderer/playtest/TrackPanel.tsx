import { observer } from 'mobx-react-lite';
import { cpOf, PHASES, phasingSide, scoreVictory } from '../../src-shared/engine';
import type { GameStore } from './game-store';

const colourOf = (game: GameStore, sideId: string) => game.doc.sides.find((s) => s.id === sideId)?.colour ?? '#888';

/** The turn record track: each turn's label, night, CP per side; the current turn marked with the turn marker. */
const TurnTrack = observer(function TurnTrack({ game }: { game: GameStore }) {
  const { state } = game;
  const sides = state.board.sides;
  return (
    <section className="track-panel" data-testid="turn-track">
      <h4>Turn record track</h4>
      <table className="turn-track">
        <thead>
          <tr>
            <th>Turn</th>
            {sides.map((s) => (
              <th key={s.id} title={`${s.name} command points`}>
                <i className="side-dot" style={{ background: colourOf(game, s.id) }} /> CP
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {state.board.turns.map((t) => (
            <tr key={t.index} className={t.index === state.turn ? 'current' : t.index < state.turn ? 'past' : ''} data-turn={t.index}>
              <td>
                {t.index === state.turn && <span className="turn-marker" title="Game turn marker" />}
                {t.label || `Turn ${t.index}`}
                {t.night && (
                  <span className="night" title="Night turn">
                    ☾
                  </span>
                )}
              </td>
              {sides.map((s) => (
                <td key={s.id} className="num">
                  {Object.hasOwn(t.cp, s.id) ? t.cp[s.id] : 0}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
});

/** The sequence of play: each side's player turn, phase by phase, the current phase marked. */
const PhaseList = observer(function PhaseList({ game }: { game: GameStore }) {
  const { state } = game;
  const phasing = phasingSide(state).id;
  return (
    <section className="track-panel" data-testid="phase-list">
      <h4>Sequence of play</h4>
      {state.board.sides.map((side) => (
        <div key={side.id} className={side.id === phasing ? 'phase-side current' : 'phase-side'}>
          <div className="phase-side-name">
            <i className="side-dot" style={{ background: colourOf(game, side.id) }} /> {side.name} player turn
          </div>
          <ol className="phases">
            {side.phases.map((p) => (
              <li key={p} className={side.id === phasing && p === state.phase ? 'current' : ''} data-phase={p} title={`Rule ${PHASES[p].rule}`}>
                {PHASES[p].name}
              </li>
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
});

/** Command points in hand and the VP each side would score now, with every line of the breakdown. */
const SidesPanel = observer(function SidesPanel({ game }: { game: GameStore }) {
  const { state, names } = game;
  const score = scoreVictory(state);
  return (
    <section className="track-panel" data-testid="vp-panel">
      <h4>Command points and victory points</h4>
      {state.board.sides.map((side) => {
        const lines = score.lines.filter((l) => l.side === side.id);
        return (
          <details key={side.id} className="side-score" data-side={side.id}>
            <summary>
              <i className="side-dot" style={{ background: colourOf(game, side.id) }} /> <strong>{side.name}</strong>
              <span className="spacer" />
              <span data-testid={`cp-${side.id}`}>{cpOf(state, side.id)} CP</span>
              <span className="vp" data-testid={`vp-${side.id}`}>
                {score.totals[side.id] ?? 0} VP
              </span>
            </summary>
            {lines.length === 0 ? (
              <p className="muted small">No VP yet.</p>
            ) : (
              <ul className="vp-lines">
                {lines.map((l, i) => (
                  <li key={i}>
                    <span>{names.text(l.what)}</span>
                    <span className="muted">{l.count > 1 ? `${l.count} × ${l.vpEach}` : ''}</span>
                    <strong>{l.vp}</strong>
                  </li>
                ))}
              </ul>
            )}
          </details>
        );
      })}
      <p className="muted small" data-testid="vp-level">
        {score.explanation.at(-1) ?? ''}
      </p>
    </section>
  );
});

/** The left column of the board: turn record track, sequence of play, CP and live VP. */
export const TrackPanel = observer(function TrackPanel({ game }: { game: GameStore }) {
  return (
    <aside className="play-left" data-testid="play-left">
      <SidesPanel game={game} />
      <PhaseList game={game} />
      <TurnTrack game={game} />
    </aside>
  );
});
