// Rules Atoll 12 (transport: carriers, loading and unloading).
/**
 * Transport (issue 14, item 12). A unit type may be a carrier (`UnitType.carrier`): it carries units of the classes it
 * names, up to its capacity in units or in stacking points. In its side's Movement Phase a unit in a carrier's hex
 * boards it (`load`) and a unit aboard gets off into the carrier's hex (`unload`); each costs the carrier its load or
 * unload MP, and the carrier's move goes on from there (10.1: the unit whose move is in progress is the carrier).
 *
 * A unit aboard is off the map (`hex` null, `aboard` naming its carrier): it moves with the carrier, counts for no
 * stacking or ZOC, neither attacks nor can be attacked on its own, and its own move is over for the phase once it has
 * boarded or got off. When the carrier is hit, the units aboard roll on the Passenger Table (passengers.ts).
 * Units set up aboard (`Unit.aboard`) start aboard their carrier wherever it is placed (`startAboard`).
 */
import type { Carrier } from '../../../model';
import { labelOf, type Board, type UnitInfo } from '../../core/board';
import { ruleError, type RuleError } from '../../core/errors';
import { accept, refusal, type ApplyResult } from '../../core/result';
import { phasingSide, type GameState, type UnitState, withParts } from '../../core/state';
import { unitHexIndexes, unitPoints, unitSideIds, unitsWith } from '../../core/units';
import { mayStandIn, unitCostTables } from '../../movement/movement-cost';
import { checkMover, progressOf } from '../../movement/mover';
import { withProgress } from '../../movement/movement';
import type { GameSetup } from '../../scenario/setup-types';
import type { LoadAction, TransportAction, UnloadAction } from './events-transport';

export const TRANSPORT_RULE = 'Atoll 12';

export function carrierOf(info: UnitInfo): Carrier | undefined {
  return info.type.carrier;
}

const carriersByBoard = new WeakMap<Board, readonly string[]>();

/** The board's carrier units, in unit id order; none in a game without transport. */
export function carrierIds(board: Board): readonly string[] {
  let ids = carriersByBoard.get(board);
  if (!ids) carriersByBoard.set(board, (ids = board.unitIds.filter((id) => board.units[id].type.carrier !== undefined)));
  return ids;
}

/** The carrier takes units of this unit's class (its classes, in any case). */
export function carriesClass(carrier: Carrier, passenger: UnitInfo): boolean {
  const cls = passenger.type.unitClass.trim().toLowerCase();
  return carrier.classes.some((c) => c.trim().toLowerCase() === cls);
}

/** What one unit counts against a carrier's capacity: 1, or its stacking points. */
export function loadOf(board: Board, carrier: Carrier, unitId: string): number {
  return carrier.measure === 'units' ? 1 : unitPoints(board, unitId);
}

/** The units aboard a carrier, in unit id order. */
export function passengersOf(units: Readonly<Record<string, UnitState>>, board: Board, carrierId: string): string[] {
  return board.unitIds.filter((id) => units[id]?.aboard === carrierId);
}

/** What the carrier holds now, in its capacity's measure. */
export function loadAboard(units: Readonly<Record<string, UnitState>>, board: Board, carrierId: string): number {
  const carrier = carrierOf(board.units[carrierId]);
  if (!carrier) return 0;
  return passengersOf(units, board, carrierId).reduce((sum, id) => sum + loadOf(board, carrier, id), 0);
}

/** Why `unitId` may not ride `carrierId` at all (class, capacity, a carrier with units aboard), or null. */
export function boardingFault(board: Board, units: Readonly<Record<string, UnitState>>, unitId: string, carrierId: string): string | null {
  const info = board.units[unitId];
  const carrierInfo = board.units[carrierId];
  const carrier = carrierOf(carrierInfo);
  if (!carrier) return `${carrierInfo.designation} is not a carrier`;
  if (unitId === carrierId) return `${info.designation} cannot carry itself`;
  if (info.sideId !== carrierInfo.sideId) return `${carrierInfo.designation} carries only units of its own side`;
  if (!carriesClass(carrier, info)) return `${carrierInfo.designation} carries ${carrier.classes.join(', ')}, not ${info.type.unitClass || 'units without a class'}`;
  if (passengersOf(units, board, unitId).length > 0) return `${info.designation} has units aboard itself`;
  const load = loadAboard(units, board, carrierId) + loadOf(board, carrier, unitId);
  if (load > carrier.capacity) return `${carrierInfo.designation} would carry ${load} ${carrier.measure === 'units' ? 'units' : 'stacking points'}; it takes ${carrier.capacity}`;
  return null;
}

function checkLoad(state: GameState, action: LoadAction): RuleError | null {
  const { board } = state;
  if (!Object.hasOwn(board.units, action.carrierId)) return ruleError('unknown-unit', `There is no unit '${action.carrierId}' in this game.`);
  const passenger = checkMover(state, action.unitId);
  if (passenger) return passenger;
  const carrierMove = checkMover(state, action.carrierId);
  if (carrierMove) return carrierMove;
  const info = board.units[action.unitId];
  const carrierInfo = board.units[action.carrierId];
  const carrier = carrierOf(carrierInfo);
  const at = state.units[action.unitId].hex;
  const carrierAt = state.units[action.carrierId].hex;
  if (!at || !carrierAt || at.col !== carrierAt.col || at.row !== carrierAt.row)
    return ruleError('illegal-transport', `${info.designation} boards only a carrier in its own hex.`, TRANSPORT_RULE);
  const fault = boardingFault(board, state.units, action.unitId, action.carrierId);
  if (fault || !carrier) return ruleError('illegal-transport', `${fault ?? 'not a carrier'}.`, TRANSPORT_RULE);
  const mpLeft = progressOf(state, action.carrierId).mpLeft;
  if (mpLeft < carrier.loadMp) return ruleError('illegal-transport', `Loading costs ${carrierInfo.designation} ${carrier.loadMp} MP and it has ${mpLeft} left.`, TRANSPORT_RULE);
  return null;
}

function carrierOfPassenger(state: GameState, unitId: string): string | null {
  const unit = Object.hasOwn(state.units, unitId) ? state.units[unitId] : undefined;
  return unit?.aboard ?? null;
}

function checkUnload(state: GameState, action: UnloadAction): RuleError | null {
  const { board } = state;
  if (state.over) return ruleError('game-over', 'The game is over: no more actions.', '4.2');
  if (!Object.hasOwn(board.units, action.unitId)) return ruleError('unknown-unit', `There is no unit '${action.unitId}' in this game.`);
  const info = board.units[action.unitId];
  const carrierId = carrierOfPassenger(state, action.unitId);
  if (!carrierId) return ruleError('illegal-transport', `${info.designation} is aboard no carrier.`, TRANSPORT_RULE);
  if (state.phase !== 'movement') return ruleError('wrong-phase', 'Units get off their carriers only in their own Movement Phase.', '4.2');
  if (info.sideId !== phasingSide(state).id) return ruleError('not-your-turn', `${info.designation} belongs to ${info.sideId}; only the phasing player moves units now.`, '4.1');
  const carrierInfo = board.units[carrierId];
  const carrier = carrierOf(carrierInfo);
  const at = state.units[carrierId].hex;
  if (!carrier || !at) return ruleError('illegal-transport', `${carrierInfo.designation} is not on the map.`, TRANSPORT_RULE);
  const progress = progressOf(state, carrierId);
  if (progress.done) return ruleError('unit-already-moved', `${carrierInfo.designation} has finished its move: another unit has moved since, and units move one at a time.`, '10.1');
  if (progress.mpLeft < carrier.unloadMp)
    return ruleError('illegal-transport', `Unloading costs ${carrierInfo.designation} ${carrier.unloadMp} MP and it has ${progress.mpLeft} left.`, TRANSPORT_RULE);
  const index = at.row * board.cols + at.col;
  const label = labelOf(board, at);
  if (!mayStandIn(board, unitCostTables(board, info), index)) return ruleError('illegal-transport', `${info.designation} cannot get off in ${label}: its terrain is closed to it.`, TRANSPORT_RULE);
  const points = pointsInHex(state, index, info.sideId) + unitPoints(board, action.unitId);
  if (points > board.stacking.pointsPerHex)
    return ruleError('illegal-transport', `${label} would hold ${points} stacking points; the most is ${board.stacking.pointsPerHex} (7.2).`, TRANSPORT_RULE);
  return null;
}

/** Stacking points of a side's units on the map in hex `at`. */
function pointsInHex(state: GameState, at: number, sideId: string): number {
  const { board } = state;
  const hexes = unitHexIndexes(state);
  const sides = unitSideIds(board);
  let sum = 0;
  for (let i = 0; i < hexes.length; i++) if (hexes[i] === at && sides[i] === sideId) sum += unitPoints(board, board.unitIds[i]);
  return sum;
}

export function applyLoad(state: GameState, action: LoadAction): ApplyResult {
  const error = checkLoad(state, action);
  if (error) return refusal(error);
  const { board } = state;
  const carrier = carrierOf(board.units[action.carrierId]) as Carrier;
  const at = state.units[action.carrierId].hex as NonNullable<UnitState['hex']>;
  const progress = progressOf(state, action.carrierId);
  const mpLeft = progress.mpLeft - carrier.loadMp;
  const moved = withProgress(state, action.carrierId, { ...progress, mpLeft });
  const boarded = { ...moved.units[action.unitId], hex: null, aboard: action.carrierId };
  const units = unitsWith(moved, action.unitId, boarded);
  const next: GameState = withParts(moved, {
    units,
    movement: { ...moved.movement, units: { ...moved.movement.units, [action.unitId]: { ...progressOf(state, action.unitId), done: true } } },
  });
  return accept(next, [
    {
      type: 'unit-loaded', unitId: action.unitId, carrierId: action.carrierId, hex: labelOf(board, at), at, mp: carrier.loadMp, mpLeft,
      load: loadAboard(units, board, action.carrierId), capacity: carrier.capacity, measure: carrier.measure, rule: TRANSPORT_RULE,
    },
  ]);
}

/** The unit without its `aboard` mark, set down in `hex`. */
export function setDown(unit: UnitState, hex: NonNullable<UnitState['hex']>): UnitState {
  const { aboard: _aboard, ...rest } = unit;
  return { ...rest, hex };
}

export function applyUnload(state: GameState, action: UnloadAction): ApplyResult {
  const error = checkUnload(state, action);
  if (error) return refusal(error);
  const { board } = state;
  const carrierId = carrierOfPassenger(state, action.unitId) as string;
  const carrier = carrierOf(board.units[carrierId]) as Carrier;
  const at = state.units[carrierId].hex as NonNullable<UnitState['hex']>;
  const progress = progressOf(state, carrierId);
  const mpLeft = progress.mpLeft - carrier.unloadMp;
  const moved = withProgress(state, carrierId, { ...progress, mpLeft });
  const next: GameState = withParts(moved, {
    units: unitsWith(moved, action.unitId, setDown(moved.units[action.unitId], at)),
    // Off the carrier, the unit's move is over for this phase.
    movement: { ...moved.movement, units: { ...moved.movement.units, [action.unitId]: { mpLeft: 0, hexesEntered: 0, halted: false, fastMoved: false, done: true } } },
  });
  return accept(next, [
    { type: 'unit-unloaded', unitId: action.unitId, carrierId, hex: labelOf(board, at), at, mp: carrier.unloadMp, mpLeft, carrierLost: false, rule: TRANSPORT_RULE },
  ]);
}

export function applyTransport(state: GameState, action: TransportAction): ApplyResult {
  return action.type === 'load' ? applyLoad(state, action) : applyUnload(state, action);
}

/** Every load and unload open to the phasing side now: the random bot's list, and the greedy bot's to choose from. */
export function transportActions(state: GameState): TransportAction[] {
  if (state.phase !== 'movement' || state.over) return [];
  const { board } = state;
  const carriers = carrierIds(board);
  if (carriers.length === 0) return [];
  const side = phasingSide(state).id;
  const hexes = unitHexIndexes(state);
  const sides = unitSideIds(board);
  const out: TransportAction[] = [];
  for (const carrierId of carriers) {
    const carrierUnit = state.units[carrierId];
    if (board.units[carrierId].sideId !== side || !carrierUnit.hex) continue;
    const at = carrierUnit.hex.row * board.cols + carrierUnit.hex.col;
    for (let i = 0; i < hexes.length; i++) {
      if (hexes[i] !== at || sides[i] !== side) continue;
      const action: LoadAction = { type: 'load', unitId: board.unitIds[i], carrierId };
      if (action.unitId !== carrierId && checkLoad(state, action) === null) out.push(action);
    }
    for (const unitId of passengersOf(state.units, board, carrierId)) {
      const action: UnloadAction = { type: 'unload', unitId };
      if (checkUnload(state, action) === null) out.push(action);
    }
  }
  return out;
}

/**
 * The set-up's units that start aboard (`aboard`): each goes aboard its carrier, off the map, once the carrier is
 * placed (a carrier not placed carries nobody). Problems (not a carrier, full, of the wrong class) are pushed for
 * setupProblems.
 */
export function startAboard(setup: GameSetup, board: Board, units: Readonly<Record<string, UnitState>>, problems: string[]): Partial<GameState> {
  const aboard = setup.units.filter((u) => u.aboard !== undefined && Object.hasOwn(board.units, u.id));
  if (aboard.length === 0) return {};
  const next: Record<string, UnitState> = { ...units };
  for (const u of aboard) {
    const carrierId = u.aboard as string;
    const name = board.units[u.id].designation;
    if (!Object.hasOwn(board.units, carrierId)) {
      problems.push(`${name} is set up aboard '${carrierId}', which is not a unit of the scenario`);
      continue;
    }
    const carrierInfo = board.units[carrierId];
    // A carrier not placed carries nobody at the start (the checker says so: aboard-carrier-off-map).
    if (!next[carrierId].hex) continue;
    const fault = boardingFault(board, next, u.id, carrierId);
    if (fault) {
      problems.push(`${name} cannot be set up aboard ${carrierInfo.designation}: ${fault}`);
      continue;
    }
    next[u.id] = { ...next[u.id], hex: null, aboard: carrierId };
  }
  return { units: next };
}
