/**
 * The greedy bot's Movement Phase: reinforcements enter at the entry hex nearest a target, then each unit (entered
 * ones first, the rest in id order, each considered once) moves to the reachable hex nearest a target by its
 * distance field, within the stacking limit. A unit stays where it is when it holds an objective (the first of its
 * side's units there), stands in an enemy ZOC (it will attack), or cannot get nearer.
 */
import type { Action } from '../actions';
import { hexAt, hexIndex } from '../board';
import { entryOptions } from '../entry';
import { checkMover } from '../mover';
import { moveContext, reachSearch } from '../reach';
import { poolOf, type GameState } from '../state';
import { unitPoints } from '../units';
import type { PhaseMemory } from './phase-memory';
import { distanceField, objectiveHexes, occupancy, stackPoints, targetHexes } from './goals';

/** What every decision of one call reads: worked out once. */
type View = {
  readonly state: GameState;
  readonly targets: readonly number[];
  readonly objectives: ReadonlySet<number>;
  /** Stacking points of the side's units per hex. */
  readonly points: Int32Array;
};

const fits = (view: View, at: number, unitId: string, leaving = -1) =>
  view.points[at] - (at === leaving ? unitPoints(view.state.board, unitId) : 0) + unitPoints(view.state.board, unitId) <= view.state.board.stacking.pointsPerHex;

function holdsObjective(state: GameState, unitId: string, objectives: ReadonlySet<number>): boolean {
  const { board } = state;
  const hex = state.units[unitId].hex;
  if (!hex || !objectives.has(hexIndex(board, hex))) return false;
  const side = board.units[unitId].sideId;
  const first = board.unitIds.find((id) => board.units[id].sideId === side && state.units[id].hex?.col === hex.col && state.units[id].hex?.row === hex.row);
  return first === unitId;
}

/** The move that brings the unit nearest a target, or null to stay. */
function bestMove(view: View, unitId: string): Action | null {
  const { state, objectives } = view;
  const ctx = moveContext(state, unitId);
  if (!ctx || ctx.ezoc[ctx.start] === 1 || holdsObjective(state, unitId, objectives)) return null;
  const field = distanceField(state.board, unitId, view.targets);
  let best = -1;
  let bestScore = field[ctx.start];
  if (bestScore < 0) return null;
  // Nearer wins; on a tie an objective hex, then the lower hex index, so the choice never depends on search order.
  const better = (at: number, score: number) => {
    if (best < 0 || score !== bestScore) return score < bestScore;
    if (objectives.has(at) !== objectives.has(best)) return objectives.has(at);
    return at < best;
  };
  for (const at of reachSearch(state, unitId, ctx).reached) {
    const score = field[at];
    if (score < 0 || !better(at, score) || !fits(view, at, unitId, ctx.start)) continue;
    best = at;
    bestScore = score;
  }
  return best < 0 ? null : { type: 'moveTo', unitId, to: hexAt(state.board, best) };
}

/** The best entry for the first pool unit of the side that can enter now. */
function bestEntry(view: View, side: string): Action | null {
  const { state } = view;
  const { board } = state;
  const pool = poolOf(state);
  for (const unitId of Object.keys(pool).sort()) {
    if (board.units[unitId].sideId !== side || pool[unitId].method === 'airdrop') continue;
    const options = entryOptions(state, unitId).options.map((o) => o.hex);
    if (options.length === 0) continue;
    const field = distanceField(board, unitId, view.targets);
    const roomy = options.filter((at) => fits(view, at, unitId));
    const score = (at: number) => (field[at] < 0 ? Infinity : field[at]);
    let best = -1;
    for (const at of roomy.length > 0 ? roomy : options) if (best < 0 || score(at) < score(best)) best = at;
    return { type: 'enter', unitId, hex: hexAt(board, best) };
  }
  return null;
}

export function movementAction(state: GameState, side: string, memory: PhaseMemory): Action | null {
  const { board } = state;
  const view: View = { state, targets: targetHexes(state, side, occupancy(state)), objectives: new Set(objectiveHexes(board)), points: stackPoints(state, side) };
  const current = state.movement.current;
  if (current !== null && !memory.considered.has(current)) {
    memory.considered.add(current);
    const move = bestMove(view, current);
    if (move) return move;
  }
  const entry = bestEntry(view, side);
  if (entry) return entry;
  for (const unitId of board.unitIds) {
    if (memory.considered.has(unitId) || board.units[unitId].sideId !== side || !state.units[unitId].hex) continue;
    memory.considered.add(unitId);
    if (checkMover(state, unitId)) continue;
    const move = bestMove(view, unitId);
    if (move) return move;
  }
  return null;
}
