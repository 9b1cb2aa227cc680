/**
 * The greedy bot's Movement Phase. First, on the late turns of a losing game, a Banzai charge (greedy-banzai.ts);
 * then reinforcements enter at the entry hex nearest a target, then each unit (entered ones first, the rest in id
 * order, each considered once) moves to the reachable hex nearest a target by its distance field, within the stacking
 * limit. A unit stays where it is when it holds an objective (the first of its side's units there), stands in an
 * enemy ZOC (it will attack), or cannot get nearer. Before its move a unit may leave the map or head for its
 * evacuation edge (greedy-evacuation.ts), or fast-move (greedy-fast-move.ts); a Banzai participant makes the
 * closing move the charge demands. Units board carriers that can take them nearer, and get off near their targets
 * (greedy-transport.ts).
 */
import type { Action } from '../core/actions';
import { hexAt, hexIndex } from '../core/board';
import { entryOptions } from '../reinforcements/entry';
import { checkMover } from '../movement/mover';
import { moveContext, reachSearch } from '../movement/reach';
import { poolOf, type GameState } from '../core/state';
import { unitOf, hasFlag, unitHexIndexes, unitPoints, unitSideIds } from '../core/units';
import type { PhaseMemory } from './phase-memory';
import { banzaiDeclaration, banzaiMove } from './greedy-banzai';
import { inBanzai } from '../modules/banzai/banzai';
import { evacuateNow, evacuationMove } from './greedy-evacuation';
import { spareCp } from './cp-reserve';
import { wantsFastMove } from './greedy-fast-move';
import { distanceField, objectiveSet, sideView, targetHexes } from './goals';
import { transportAction } from './greedy-transport';

const once = (f: () => number) => {
  let known: number | undefined;
  return () => (known ??= f());
};

/** What every decision of one call reads: worked out once. */
type View = {
  readonly state: GameState;
  readonly targets: readonly number[];
  readonly targetSet: ReadonlySet<number>;
  /** The scenario scores evacuation for some unit of the side (greedy-evacuation.ts). */
  readonly evacuation: boolean;
  readonly objectives: ReadonlySet<number>;
  /** Stacking points of the side's units per hex. */
  readonly points: Int32Array;
  /** CP the side may spend on fast movement now (cp-reserve.ts), worked out on the first question. */
  readonly spare: () => number;
  /** Distance fields to the targets asked for in this call, by movement class (goals.ts distanceField). */
  readonly fields: Map<string, Int32Array>;
};

/** The unit's distance field to the view's targets (goals.ts keeps them per board; this saves the lookup per unit). */
function fieldFor(view: View, unitId: string): Int32Array {
  const { board } = view.state;
  const info = board.units[unitId];
  const key = hasFlag(info, 'amphibious') ? `${info.type.movementClass}|1` : info.type.movementClass;
  let field = view.fields.get(key);
  if (!field) view.fields.set(key, (field = distanceField(board, unitId, view.targets)));
  return field;
}

const fits = (view: View, at: number, unitId: string, leaving = -1) => fitsWith(view, at, unitPoints(view.state.board, unitId), leaving);

/** fits, for a unit of `points` stacking points (looked up once for the many hexes of one search). */
const fitsWith = (view: View, at: number, points: number, leaving: number) => view.points[at] - (at === leaving ? points : 0) + points <= view.state.board.stacking.pointsPerHex;

function holdsObjective(state: GameState, unitId: string, objectives: ReadonlySet<number>): boolean {
  const { board } = state;
  const hex = unitOf(state, unitId).hex;
  if (!hex || !objectives.has(hexIndex(board, hex))) return false;
  const side = board.units[unitId].sideId;
  const at = hexIndex(board, hex);
  const hexes = unitHexIndexes(state);
  const sides = unitSideIds(board);
  for (let i = 0; i < hexes.length; i++) if (hexes[i] === at && sides[i] === side) return board.unitIds[i] === unitId;
  return false;
}

/** The move that brings the unit nearest a target (or its evacuation, or a fast move first), or null to stay. */
function bestMove(view: View, unitId: string): Action | null {
  const { state, objectives } = view;
  const ctx = moveContext(state, unitId);
  if (!ctx) return null;
  if (inBanzai(state, unitId)) return banzaiMove(state, unitId, fieldFor(view, unitId));
  const holds = holdsObjective(state, unitId, objectives);
  if (view.evacuation) {
    const leave = evacuateNow(state, unitId, holds) ?? evacuationMove(state, unitId, ctx, reachSearch(state, unitId, ctx), holds);
    if (leave) return leave;
  }
  if (holds || ctx.ezoc[ctx.start] === 1) return null;
  const field = fieldFor(view, unitId);
  const search = reachSearch(state, unitId, ctx);
  let best = -1;
  let bestScore = field[ctx.start];
  if (bestScore < 0) return null;
  // Nearer wins; on a tie an objective hex, then the lower hex index, so the choice never depends on search order.
  const better = (at: number, score: number) => {
    if (best < 0 || score !== bestScore) return score < bestScore;
    if (objectives.has(at) !== objectives.has(best)) return objectives.has(at);
    return at < best;
  };
  const points = unitPoints(state.board, unitId);
  for (const at of search.reached) {
    const score = field[at];
    if (score < 0 || !better(at, score) || !fitsWith(view, at, points, ctx.start)) continue;
    best = at;
    bestScore = score;
  }
  const fitsHere = (at: number) => fitsWith(view, at, points, ctx.start);
  if (wantsFastMove({ state, unitId, ctx, search, field, bestScore, targets: view.targetSet, spare: view.spare, fits: fitsHere })) return { type: 'fastMove', unitId };
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
    const field = fieldFor(view, unitId);
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
  if (!memory.banzaiWeighed) {
    memory.banzaiWeighed = true;
    const charge = banzaiDeclaration(state, side);
    if (charge) return charge;
  }
  const here = sideView(state, side);
  const targets = targetHexes(state, side, here.occupied);
  const evacuation = (board.scenario.victory?.evacuation ?? []).some((line) => line.sideId === side && line.vp > 0);
  const view: View = { state, targets, targetSet: new Set(targets), evacuation, objectives: objectiveSet(board), points: here.points, spare: once(() => spareCp(state, side)), fields: new Map() };
  const ride = transportAction(state, side, memory, targets, view.objectives);
  if (ride) return ride;
  const current = state.movement.current;
  if (current !== null) {
    if (!memory.considered.has(current)) {
      memory.considered.add(current);
      const move = bestMove(view, current);
      if (move?.type === 'fastMove') memory.considered.delete(current);
      if (move) return move;
    } else if (evacuation) {
      // A unit that has just reached its evacuation edge leaves at once when it may.
      const leave = evacuateNow(state, current, holdsObjective(state, current, view.objectives));
      if (leave) return leave;
    }
  }
  const entry = bestEntry(view, side);
  if (entry) return entry;
  // The side's units in board order, as unitsOf lists them; positions read from the table rather than by id.
  const hexes = unitHexIndexes(state);
  const sides = unitSideIds(board);
  for (let i = 0; i < hexes.length; i++) {
    const unitId = board.unitIds[i];
    if (sides[i] !== side || hexes[i] < 0 || memory.considered.has(unitId)) continue;
    memory.considered.add(unitId);
    if (checkMover(state, unitId)) continue;
    const move = bestMove(view, unitId);
    if (move?.type === 'fastMove') memory.considered.delete(unitId);
    if (move) return move;
  }
  return null;
}
