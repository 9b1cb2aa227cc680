import { observer } from 'mobx-react-lite';
import { commandPoints, liveScore, sequenceOfPlay, turnTrack } from '../../src-shared/playtest';
import type { GameStore } from './game-store';

const colourOf = (game: GameStore, sideId: string | null) => game.doc.sides.find((s) => s.id === sideId)?.colour ?? '#888';

/** The turn record track: each turn's label, night, CP per side (none without CP); the current turn carries the turn marker. */
const TurnTrack = observer(function TurnTrack({ game }: { game: GameStore }) {
  const { state } = game;
  const sides = commandPoints(state).length > 0 ? state.board.sides : [];
  return (
    <section className="track-panel" data-testid="turn-track">
      <h4>Turn record track</h4>
      <table className="turn-track">
        <thead>
          <tr>
            <th>Turn</th>
            {sides.map((s) => (
              <th key={s.id} className="num" title={`${s.name}: command points received`}>
                <i className="side-dot" style={{ background: colourOf(game, s.id) }} /> CP
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {turnTrack(state).map((t) => (
            <tr key={t.index} className={t.current ? 'current' : t.past ? 'past' : ''} data-turn={t.index}>
              <td>
                {t.current && <span className="turn-marker" title="Game turn marker" />}
                {t.label || `Turn ${t.index}`}
                {t.night && (
                  <span className="night" title="Night turn">
                    ☾
                  </span>
                )}
              </td>
              {sides.map((s) => (
                <td key={s.id} className="num">
                  {t.cp[s.id]}
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
  const rows = sequenceOfPlay(game.state);
  const sides = game.state.board.sides;
  return (
    <section className="track-panel" data-testid="phase-list">
      <h4>Sequence of play</h4>
      {sides.map((side) => {
        const own = rows.filter((r) => r.sideId === side.id);
        return (
          <div key={side.id} className={own.some((r) => r.current) ? 'phase-side current' : 'phase-side'}>
            <div className="phase-side-name">
              <i className="side-dot" style={{ background: colourOf(game, side.id) }} /> {side.name} player turn
            </div>
            <ol className="phases">
              {own.map((r) => (
                <li key={r.phase} className={r.current ? 'current' : r.done ? 'done' : ''} data-phase={r.phase} title={`Rule ${r.rule}`}>
                  {r.name}
                </li>
              ))}
            </ol>
          </div>
        );
      })}
    </section>
  );
});

/** Command points in hand (the CP track) and the VP each side would score now, with every line of the breakdown. */
const SidesPanel = observer(function SidesPanel({ game }: { game: GameStore }) {
  const { state, names } = game;
  const score = liveScore(state);
  const cp = commandPoints(state);
  // With victory conditions (21.1) the VP levels are not what ends the game: the line says so instead of a level.
  const decidedByConditions = (state.board.scenario.victory?.conditions?.length ?? 0) > 0;
  return (
    <section className="track-panel" data-testid="vp-panel">
      <h4>{cp.length > 0 ? 'Command points and victory points' : 'Victory points'}</h4>
      {score.sides.map((side) => (
        <details key={side.sideId} className="side-score" data-side={side.sideId}>
          <summary>
            <i className="side-dot" style={{ background: colourOf(game, side.sideId) }} /> <strong>{names.side(side.sideId)}</strong>
            <span className="spacer" />
            {cp.length > 0 && <span data-testid={`cp-${side.sideId}`}>{cp.find((c) => c.sideId === side.sideId)?.cp ?? 0} CP</span>}
            <span className="vp" data-testid={`vp-${side.sideId}`}>
              {side.vp} VP
            </span>
          </summary>
          {side.lines.length === 0 ? (
            <p className="muted small">No VP now.</p>
          ) : (
            <ul className="vp-lines">
              {side.lines.map((l, i) => (
                <li key={i}>
                  <span>{names.text(l.what)}</span>
                  <span className="muted">{l.count > 1 ? `${l.count} × ${l.vpEach}` : ''}</span>
                  <strong>{l.vp}</strong>
                </li>
              ))}
            </ul>
          )}
        </details>
      ))}
      <p className="muted small" data-testid="vp-level">
        {decidedByConditions
          ? `${score.leader === null ? 'VP even' : `${names.side(score.leader)} ahead by ${score.difference} VP`}; the scenario's victory conditions decide the game`
          : score.leader === null
            ? 'Level now: even'
            : `If the game ended now: ${names.side(score.leader)} ${score.level || 'leads'} (+${score.difference})`}
      </p>
    </section>
  );
});

/** The left column of the board: CP and live VP, the sequence of play, the turn record track. */
export const TrackPanel = observer(function TrackPanel({ game }: { game: GameStore }) {
  return (
    <aside className="play-left" data-testid="play-left">
      <SidesPanel game={game} />
      <PhaseList game={game} />
      <TurnTrack game={game} />
    </aside>
  );
});
