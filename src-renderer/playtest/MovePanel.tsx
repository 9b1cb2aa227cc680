import { observer } from 'mobx-react-lite';
import { mp, whyNot } from '../../src-shared/playtest';
import type { GameStore } from './game-store';
import type { PlayUi } from './play-ui';

/**
 * The move of the selected unit: its MP left, and for the hovered hex the path the engine takes with each step's cost
 * (terrain, hexside, road, ZOC) as the engine computes it; fast movement when the engine allows it.
 */
export const MovePanel = observer(function MovePanel({ game, ui }: { game: GameStore; ui: PlayUi }) {
  const { state, names } = game;
  const unitId = ui.selectedUnit;
  if (state.phase !== 'movement' || !unitId || ui.reach.length === 0) return null;
  const progress = state.movement.units[unitId];
  const preview = ui.preview;
  const fast = { type: 'fastMove' as const, unitId };
  const mayFastMove = ui.canAct && whyNot(state, fast) === null;
  return (
    <section className="move-panel" data-testid="move-panel">
      <h4>
        Move {names.unit(unitId)} <span className="muted">{progress ? `${mp(progress.mpLeft)} MP left` : ''}</span>
      </h4>
      <p className="small muted">
        The {ui.reach.length} hexes it can reach are lit with their cost; red hatching marks enemy zones of control (a move ends there). Hover a hex for the path, click it to move.
      </p>
      {preview && (
        <div data-testid="move-breakdown">
          <table className="move-steps">
            <thead>
              <tr>
                <th>Hex</th>
                <th>Cost</th>
                <th className="num">MP</th>
                <th className="num">left</th>
              </tr>
            </thead>
            <tbody>
              {preview.steps.map((step, i) => (
                <tr key={i} className={step.zocStop ? 'zoc-stop' : ''}>
                  <td>{step.hex}</td>
                  <td>
                    {step.parts.map((p, j) => (
                      <span key={j}>
                        {j > 0 ? ' + ' : ''}
                        {names.text(p.what)} {j > 0 && p.mp >= 0 ? `+${mp(p.mp)}` : mp(p.mp)}
                      </span>
                    ))}
                    {step.zocStop && <span className="zoc-note"> · enemy ZOC: the move ends here</span>}
                    {step.notes.map((n, j) => (
                      <span key={`n${j}`} className="muted">
                        {' '}
                        · {names.text(n)}
                      </span>
                    ))}
                  </td>
                  <td className="num">{mp(step.total)}</td>
                  <td className="num">{mp(step.mpLeft)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <td colSpan={2}>Total</td>
                <td className="num" data-testid="move-total">
                  {mp(preview.mpSpent)}
                </td>
                <td className="num">{mp(preview.mpLeft)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      {mayFastMove && (
        <button type="button" data-testid="move-fast" title="1 CP: roll one die and add it to the MP (10.10)" onClick={() => ui.act(fast)}>
          Fast move (1 CP, +1 die of MP)
        </button>
      )}
    </section>
  );
});
