import { pacificOf, type GameState } from '../../../src-shared/engine';
import type { BoardStack } from './board-model';
import type { UnitFaces } from './unit-faces';

/** The face index a unit shows: two-sided counters their back when disrupted or reduced, chains their step. */
function stepIndexOf(state: GameState, unitId: string): number {
  const unit = state.units[unitId];
  const type = state.board.units[unitId].type;
  if (type.stepModel === 'two-sided') return unit.disrupted || unit.step > 0 ? 1 : 0;
  return unit.step;
}

/**
 * The stacks on the map in a state, in the engine's unit order within a hex. `visible` says which units the viewer
 * may see (hot-seat masks the other side's hidden units); a viewer's own hidden units carry the hidden mark.
 */
export function stacksOf(state: GameState, faces: UnitFaces, visible: (unitId: string) => boolean = () => true): BoardStack[] {
  const hidden = new Set(pacificOf(state).hidden ?? []);
  const byHex = new Map<string, BoardStack & { counters: BoardStack['counters'][number][] }>();
  for (const id of state.board.unitIds) {
    const hex = state.units[id].hex;
    if (!hex || !visible(id)) continue;
    const counter = faces.counter(id, stepIndexOf(state, id), hidden.has(id));
    if (!counter) continue;
    const key = `${hex.col},${hex.row}`;
    let stack = byHex.get(key);
    if (!stack) byHex.set(key, (stack = { key, hex, counters: [] }));
    stack.counters.push(counter);
  }
  return [...byHex.values()];
}
