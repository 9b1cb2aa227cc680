// Rules 4.2, 5.4, 9.2, 10.0, 10.1, 10.9, 10.10, OST 13.7.
/** Whether a unit may move (or fast-move) right now, and its progress in the current Movement Phase. */
import { workingError } from '../engineering/engineering';
import { cpOf } from '../command-points/command-points';
import { ruleError, type RuleError } from '../core/errors';
import { firstFault, hooks } from '../core/registry';
import type { Board, UnitInfo } from '../core/board';
import { RecentCache } from '../core/recent-cache';
import { NO_MOVEMENT, phasingSide, type GameState, type MovementState, type UnitMoveProgress } from '../core/state';
import { unitIndex, unitOf, movementAllowance, unitInfo } from '../core/units';

type ProgressRecord = MovementState['units'];

/**
 * The entries of the progress records that moves make (movement.ts), as a table in board.unitIds order: a Movement
 * Phase asks for units' progress over and over, mostly of units not in the record, and a lookup by id in a record of a
 * few changing keys takes V8's generic keyed-load path (a miss in its lookup cache, several hundred instructions); an
 * index (unitIndex) and an array read do not, and a move copies the table by one slice (a Map of the entries, as
 * before, cost ten times that to copy).
 */
type ProgressTable = { readonly unitIds: readonly string[]; readonly list: readonly (UnitMoveProgress | undefined)[] };

const progressTables = new RecentCache<ProgressRecord, ProgressTable>();
const emptyTables = new WeakMap<readonly string[], ProgressTable>();

/** The record's table: known for the empty record and for records made by withProgressOf. */
function knownTable(units: ProgressRecord, unitIds: readonly string[]): ProgressTable | undefined {
  if (units === NO_MOVEMENT.units) {
    let empty = emptyTables.get(unitIds);
    if (!empty) emptyTables.set(unitIds, (empty = { unitIds, list: unitIds.map(() => undefined) }));
    return empty;
  }
  const table = progressTables.get(units);
  return table && table.unitIds === unitIds ? table : undefined;
}

/**
 * `units` with the progress of the units given set (`changes`, in order), and its table kept for progressOf. The new
 * record's keys are the old record's, then the new ones in the order given, as a spread would make them.
 */
export function withProgressOf(board: Board, units: ProgressRecord, changes: readonly (readonly [string, UnitMoveProgress])[]): ProgressRecord {
  const next: Record<string, UnitMoveProgress> = { ...units };
  const ids = board.unitIds;
  const known = knownTable(units, ids);
  const list = known ? known.list.slice() : ids.map((id) => (Object.hasOwn(units, id) ? units[id] : undefined));
  for (const [unitId, progress] of changes) {
    next[unitId] = progress;
    const i = unitIndex(board, unitId);
    if (i >= 0) list[i] = progress;
  }
  progressTables.set(next, { unitIds: ids, list });
  return next;
}

export function progressOf(state: GameState, unitId: string): UnitMoveProgress {
  const { board } = state;
  const { units } = state.movement;
  const table = knownTable(units, board.unitIds);
  let existing: UnitMoveProgress | undefined;
  if (!table) existing = units[unitId];
  else {
    // An id the board lacks is read from the record's own keys (it can be there only if a rule put it there).
    const i = unitIndex(board, unitId);
    existing = i >= 0 ? table.list[i] : Object.hasOwn(units, unitId) ? units[unitId] : undefined;
  }
  if (existing) return existing;
  const info = unitInfo(board, unitId) as UnitInfo;
  return { mpLeft: movementAllowance(info, unitOf(state, unitId)), hexesEntered: 0, halted: false, fastMoved: false, done: false };
}

/** The checks every movement action shares: game on, Movement Phase, known unit of the phasing side, on the map, move not over. */
export function checkMover(state: GameState, unitId: string): RuleError | null {
  if (state.over) return ruleError('game-over', 'The game is over: no more actions.', '4.2');
  const info = unitInfo(state.board, unitId);
  if (!info) return ruleError('unknown-unit', `There is no unit '${unitId}' in this game.`);
  if (state.phase !== 'movement') return ruleError('wrong-phase', 'Units move only in their own Movement Phase.', '4.2');
  const side = phasingSide(state);
  if (info.sideId !== side.id) {
    return ruleError('not-your-turn', `${info.designation} belongs to ${info.sideId}; only the phasing player (${side.id}) moves units now.`, '4.1');
  }
  if (!unitOf(state, unitId).hex) return ruleError('unit-not-on-map', `${info.designation} is not on the map.`, '10.9');
  const progress = progressOf(state, unitId);
  if (progress.done) {
    return ruleError('unit-already-moved', `${info.designation} has finished its move: another unit has moved since, and units move one at a time.`, '10.1');
  }
  if (progress.banzaiExtra) return ruleError('unit-already-moved', `${info.designation} has moved its extra Banzai hex: its move is over.`, 'OST 13.7');
  if (progress.halted) return ruleError('unit-halted', `${info.designation} entered an enemy zone of control and must stay there this phase.`, '9.2');
  return workingError(state, unitId) ?? firstFault(hooks('moverFault'), state, unitId);
}

/** Fast movement (10.10) on top of checkMover: once per unit per phase, a unit with an MA, and 1 CP in hand. */
export function checkFastMove(state: GameState, unitId: string): RuleError | null {
  const base = checkMover(state, unitId);
  if (base) return base;
  const info = state.board.units[unitId];
  if (progressOf(state, unitId).fastMoved) return ruleError('already-fast-moved', `${info.designation} has already made its fast movement this phase.`, '10.10');
  if (movementAllowance(info, state.units[unitId]) < 1) return ruleError('illegal-move', `${info.designation} has no movement allowance.`, '10.0');
  const side = phasingSide(state).id;
  const cp = cpOf(state, side);
  if (cp < 1) return ruleError('not-enough-cp', `Fast movement costs 1 CP and ${side} has ${cp} CP left.`, '5.4');
  return null;
}
