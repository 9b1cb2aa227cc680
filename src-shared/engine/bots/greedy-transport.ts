/**
 * The greedy bot's transport (modules/transport) in its Movement Phase. Before a carrier moves, the units in its hex
 * that are more than one move from their nearest target (by their own distance field) and do not hold an objective
 * board it, as long as it has room; the carrier then drives to the hex nearest their target where they may get off,
 * keeping the MP to unload them; a carrier with units already aboard (set up aboard) drives the same way. Once it has moved,
 * each unit aboard gets off where it is within one move of a target on foot, where the carrier stands in an enemy
 * ZOC, or where the carrier came no nearer. Games without carriers never get here.
 */
import type { Action } from '../core/actions';
import { hexAt, hexIndex } from '../core/board';
import type { GameState } from '../core/state';
import { movementAllowance, unitHexIndexes, unitSideIds } from '../core/units';
import { moveContext, reachSearch } from '../movement/reach';
import { mayStandIn, unitCostTables } from '../movement/movement-cost';
import { progressOf } from '../movement/mover';
import { carrierIds, passengersOf, transportActions } from '../modules/transport/transport';
import type { LoadAction, UnloadAction } from '../modules/transport/events-transport';
import { distanceField } from './goals';
import type { PhaseMemory } from './phase-memory';

/** Half-MP from the unit's hex (or `at`) to its nearest target; -1 where none can be reached. */
function distance(state: GameState, unitId: string, targets: readonly number[], at: number): number {
  return distanceField(state.board, unitId, targets)[at];
}

/** Far enough from every target that a ride helps: more than its own movement allowance away (in half-MP). */
function wantsRide(state: GameState, unitId: string, targets: readonly number[], at: number): boolean {
  const d = distance(state, unitId, targets, at);
  return d < 0 || d > 2 * movementAllowance(state.board.units[unitId], state.units[unitId]);
}

/** The greedy transport action now, or null: unloads from the carrier that has moved, then loads onto carriers yet to move. */
export function transportAction(state: GameState, side: string, memory: PhaseMemory, targets: readonly number[], objectives: ReadonlySet<number>): Action | null {
  const { board } = state;
  if (carrierIds(board).length === 0) return null;
  const open = transportActions(state);
  if (open.length === 0) return null;
  const unloads = open.filter((a): a is UnloadAction => a.type === 'unload');
  for (const action of unloads) {
    const carrierId = state.units[action.unitId].aboard as string;
    if (!memory.considered.has(carrierId)) continue; // it has yet to make its move
    const hex = state.units[carrierId].hex;
    if (!hex) continue;
    const at = hexIndex(board, hex);
    const ctx = moveContext(state, carrierId);
    const inZoc = ctx !== null && ctx.ezoc[at] === 1;
    const progress = progressOf(state, carrierId);
    const stuck = progress.hexesEntered === 0;
    if (inZoc || stuck || !wantsRide(state, action.unitId, targets, at)) return action;
  }
  // A load makes the carrier the unit whose move is in progress: never in the middle of another unit's move.
  const current = state.movement.current;
  const loads = open.filter(
    (a): a is LoadAction => a.type === 'load' && board.units[a.carrierId].sideId === side && (current === null || current === a.carrierId || memory.considered.has(current)),
  );
  for (const action of loads) {
    if (memory.considered.has(action.carrierId) || memory.considered.has(action.unitId)) continue;
    const hex = state.units[action.unitId].hex;
    if (!hex) continue;
    const at = hexIndex(board, hex);
    if (objectives.has(at) && holdsFirst(state, action.unitId, at)) continue;
    if (progressOf(state, action.unitId).hexesEntered > 0) continue;
    const carrierField = distance(state, action.carrierId, targets, at);
    if (carrierField <= 0) continue; // the carrier cannot take it nearer
    if (wantsRide(state, action.unitId, targets, at)) return action;
  }
  if (current !== null && !memory.considered.has(current)) return loadedMove(state, current, memory, targets);
  // A carrier whose units are already aboard (set up aboard, or still aboard from an earlier phase) drives them too:
  // no load starts its move, so it is moved here, before the general moves can leave it (and them) where it is.
  if (current === null) {
    for (const carrierId of carrierIds(board)) {
      if (board.units[carrierId].sideId !== side || memory.considered.has(carrierId)) continue;
      if (passengersOf(state.units, board, carrierId).length === 0) continue;
      const move = loadedMove(state, carrierId, memory, targets);
      if (move) return move;
    }
  }
  return null;
}

/**
 * The move of a carrier with units aboard: to the reachable hex where they may get off that is nearest their target
 * (by the first one's distance field), keeping the MP to unload them all; null when it carries nobody. The carrier is
 * considered moved either way, so its units get off next if it stays.
 */
function loadedMove(state: GameState, carrierId: string, memory: PhaseMemory, targets: readonly number[]): Action | null {
  const { board } = state;
  const carrier = board.units[carrierId].type.carrier;
  const aboard = passengersOf(state.units, board, carrierId);
  if (!carrier || aboard.length === 0) return null;
  const ctx = moveContext(state, carrierId);
  if (!ctx) return null;
  memory.considered.add(carrierId);
  const search = reachSearch(state, carrierId, ctx);
  const keep = 2 * carrier.unloadMp * aboard.length;
  const field = distanceField(board, aboard[0], targets);
  const tables = unitCostTables(board, board.units[aboard[0]]);
  let best = ctx.start;
  for (const at of search.reached) {
    if (search.dist[at] < 0 || ctx.budgetHalf - search.dist[at] < keep || field[at] < 0 || !mayStandIn(board, tables, at)) continue;
    if (field[best] < 0 || field[at] < field[best] || (field[at] === field[best] && at < best)) best = at;
  }
  return best === ctx.start ? null : { type: 'moveTo', unitId: carrierId, to: hexAt(board, best) };
}

/** The unit is the first of its side in the hex (the one the greedy bot keeps on an objective). */
function holdsFirst(state: GameState, unitId: string, at: number): boolean {
  const hexes = unitHexIndexes(state);
  const sides = unitSideIds(state.board);
  const side = state.board.units[unitId].sideId;
  for (let i = 0; i < hexes.length; i++) if (hexes[i] === at && sides[i] === side) return state.board.unitIds[i] === unitId;
  return false;
}

/** Units aboard the side's carriers (for tests and the bots' reports). */
export function aboardOf(state: GameState, side: string): string[] {
  return carrierIds(state.board)
    .filter((id) => state.board.units[id].sideId === side)
    .flatMap((id) => passengersOf(state.units, state.board, id));
}
