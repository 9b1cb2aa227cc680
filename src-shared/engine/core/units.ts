/** Unit facts the rules need: whose it is, its current step (MA) and how much it counts for stacking. */
import type { HexRef, Step } from '../../model';
import type { Stacking } from '../../ruleset';
import type { Board, UnitInfo } from './board';
import { RecentCache } from './recent-cache';
import type { GameState, UnitState } from './state';
import { int32s } from './typed-slab';
import { recordBuilder } from './units-record';

/**
 * The printed values in use: two-sided counters show the back (disrupted) side when disrupted (15.1), and for good
 * once reduced (step 1: a crew-served weapon that joined a Banzai charge as a reduced squad, OST 12.8);
 * chain counters use their current step.
 */
export function currentStep(info: UnitInfo, unit: UnitState): Step {
  const steps = info.type.steps;
  if (info.type.stepModel === 'two-sided') return steps[(unit.disrupted || unit.step > 0) && steps.length > 1 ? 1 : 0];
  return steps[Math.min(Math.max(unit.step, 0), steps.length - 1)];
}

export function movementAllowance(info: UnitInfo, unit: UnitState): number {
  return currentStep(info, unit).ma;
}

const flagSets = new WeakMap<UnitInfo['type'], ReadonlySet<string>>();

/** The unit type has the flag (in lower case; the type's own flags in any case). */
export function hasFlag(info: UnitInfo, flag: string): boolean {
  let flags = flagSets.get(info.type);
  if (!flags) flagSets.set(info.type, (flags = new Set(info.type.flags.map((f) => f.toLowerCase()))));
  return flags.has(flag);
}

/** Mechanized class (2.4, 10.3): the unit's movement class is of the mechanized kind in the ruleset. */
export function isMechanized(board: Board, info: UnitInfo): boolean {
  return board.ruleset.movementClasses.find((c) => c.id === info.type.movementClass)?.kind === 'mechanized';
}

/** Echelon symbols as printed on counters (2.4) and the names the stacking table uses. */
const ECHELONS: Readonly<Record<string, string>> = {
  '•': 'squad',
  '••': 'section',
  '•••': 'platoon',
  '...': 'platoon',
  '[•••]': 'group',
  I: 'company',
  II: 'battalion',
  III: 'regiment',
  X: 'brigade',
};

/** Stacking points of a unit size: by name ("company") or printed symbol ("I"), else the default (7.2). */
export function sizePoints(stacking: Stacking, size: string): number {
  const raw = size.trim();
  const candidates = [raw, raw.toLowerCase(), Object.hasOwn(ECHELONS, raw) ? ECHELONS[raw] : ''];
  for (const key of candidates) {
    if (key !== '' && Object.hasOwn(stacking.sizePoints, key)) return stacking.sizePoints[key];
  }
  return stacking.defaultSizePoints;
}

const pointsByBoard = new WeakMap<Board, Map<string, number>>();

/** The stacking points of one of the board's units (7.2), looked up once per board: stacking is checked very often. */
export function unitPoints(board: Board, unitId: string): number {
  let known = pointsByBoard.get(board);
  if (!known) pointsByBoard.set(board, (known = new Map()));
  let points = known.get(unitId);
  if (points === undefined) known.set(unitId, (points = sizePoints(board.stacking, board.units[unitId].type.size)));
  return points;
}

/** A units record's table; `ordered`: the record's keys are exactly `unitIds`, in that order (list is then its values). */
type UnitTable = { readonly unitIds: readonly string[]; readonly list: readonly UnitState[]; readonly ordered: boolean };

const statesByUnits = new RecentCache<GameState['units'], UnitTable>();

/**
 * Each unit's state, in board.unitIds order: the index-addressed table of a units record, made once per record (one
 * Object.values pass, see unitsInOrder). Loops over the units read `unitStates(state)[i]` with `unitInfos(board)[i]`,
 * and a lookup by id goes through unitOf: a read of `state.units[id]` at a site that sees many ids takes V8's generic
 * keyed-load path (some 250 instructions on a record of 40 units), where an array read takes a few.
 */
export function unitStates(state: GameState): readonly UnitState[] {
  return unitTable(state).list;
}

function unitTable(state: GameState): UnitTable {
  const { board } = state;
  const known = statesByUnits.get(state.units);
  if (known && known.unitIds === board.unitIds) return known;
  const ids = board.unitIds;
  const inOrder = unitsInOrder(state.units, ids);
  const table = { unitIds: ids, list: inOrder ?? ids.map((id) => state.units[id]), ordered: inOrder !== null };
  statesByUnits.set(state.units, table);
  return table;
}

/**
 * A copy of `state.units` to change (a draft): made by the units record builder (units-record.ts) when one is
 * installed and the record has the board's ids in order, else by spread. The same keys, order and values either way.
 */
export function copyUnits(state: GameState): Record<string, UnitState> {
  const table = unitTable(state);
  const build = table.ordered ? recordBuilder(table.unitIds) : null;
  return build ? build(table.list) : { ...state.units };
}

/**
 * `{ ...unit, hex }`, written out as a literal for a unit state of the three keys every unit starts with (setup.ts
 * makes them in this order, and every copy keeps it): a spread of a small record takes Node 20's V8 about half a
 * microsecond where the site sees records of several shapes, a literal a tenth of that. Others are spread.
 */
export function unitAt(unit: UnitState, hex: HexRef | null): UnitState {
  return unitWith(unit, hex, unit.disrupted, unit.step);
}

/**
 * `{ ...unit, hex, disrupted, step }`: the literal of unitAt for the three keys every unit state has (the same reason),
 * so that every unit state in play is made by one literal and has one hidden class; the spread for one with more
 * keys. With the spreads each rule wrote before, a Palembang game's unit states had some thirty hidden classes, and
 * every read of a unit's hex in the engine was megamorphic.
 */
export function unitWith(unit: UnitState, hex: HexRef | null, disrupted: boolean, step: number): UnitState {
  if (hasMoreKeys(unit)) return { ...unit, hex, disrupted, step };
  return { hex, disrupted, step };
}

/** `{ ...unit, hex: null, eliminated: true }`, as one literal for a unit state of the three keys (see unitWith). */
export function unitEliminated(unit: UnitState): UnitState {
  if (hasMoreKeys(unit)) return { ...unit, hex: null, eliminated: true };
  return { hex: null, disrupted: unit.disrupted, step: unit.step, eliminated: true };
}

/** A unit state with a key beyond the three every unit starts with (hex, disrupted, step). */
function hasMoreKeys(unit: UnitState): boolean {
  return unit.eliminated !== undefined || unit.removed !== undefined || unit.aboard !== undefined;
}

/**
 * `state.units` with unit `unitId` set to `unit` (`{ ...state.units, [unitId]: unit }`), by the units record builder
 * when it can (see copyUnits); the new record's table is then known at once, without another pass over it.
 */
export function unitsWith(state: GameState, unitId: string, unit: UnitState): GameState['units'] {
  const i = unitIndex(state.board, unitId);
  const table = i >= 0 ? unitTable(state) : null;
  const build = table?.ordered ? recordBuilder(table.unitIds) : null;
  if (!table || !build) return { ...state.units, [unitId]: unit };
  const list = table.list.slice();
  list[i] = unit;
  const next = build(list);
  statesByUnits.set(next, { unitIds: table.unitIds, list, ordered: true });
  return next;
}

/**
 * A snapshot of a units draft (`{ ...units }`): made by the units record builder when the draft has the board's ids in
 * order, as copyUnits makes drafts, with its table kept at once; else by spread. The same keys, order and values.
 */
export function snapshotUnits(board: Board, units: Readonly<Record<string, UnitState>>): GameState['units'] {
  const ids = board.unitIds;
  const list = unitsInOrder(units, ids);
  const build = list ? recordBuilder(ids) : null;
  if (!list || !build) return { ...units };
  const next = build(list);
  statesByUnits.set(next, { unitIds: ids, list, ordered: true });
  return next;
}

const indexesByIds = new WeakMap<readonly string[], Map<string, number>>();
let lastIds: readonly string[] | null = null;
let lastIndexes: ReadonlyMap<string, number> = new Map();
// The last id asked about and its index: the rules ask about one unit several times running (checkMover reads its
// facts, its state and its progress), and comparing the same string is cheaper than hashing it into the Map.
let lastId = '';
let lastIndex = -1;

/** The unit's index in board.unitIds, or -1 for an id the board does not have. */
export function unitIndex(board: Board, unitId: string): number {
  const ids = board.unitIds;
  if (ids !== lastIds) {
    let indexes = indexesByIds.get(ids);
    if (!indexes) indexesByIds.set(ids, (indexes = new Map(ids.map((id, i) => [id, i]))));
    lastIds = ids;
    lastIndexes = indexes;
    lastId = '';
    lastIndex = -1;
  } else if (unitId === lastId) return lastIndex;
  lastId = unitId;
  lastIndex = lastIndexes.get(unitId) ?? -1;
  return lastIndex;
}

/** `state.units[unitId]`, read from the units record's table (unitStates). */
export function unitOf(state: GameState, unitId: string): UnitState {
  const i = unitIndex(state.board, unitId);
  return i < 0 ? state.units[unitId] : unitStates(state)[i];
}

/**
 * `make(board)`, worked out once per board: kept in a WeakMap, and the last board's answer at hand without a lookup
 * (the hot loops ask about the same board again and again).
 */
function perBoard<T>(make: (board: Board) => T): (board: Board) => T {
  const byBoard = new WeakMap<Board, T>();
  let lastBoard: Board | null = null;
  let last: T | undefined;
  return (board) => {
    if (board !== lastBoard) {
      last = byBoard.get(board);
      if (last === undefined) byBoard.set(board, (last = make(board)));
      lastBoard = board;
    }
    return last as T;
  };
}

/** Each unit's facts (`board.units[id]`), in board.unitIds order, made once per board. */
export const unitInfos: (board: Board) => readonly UnitInfo[] = perBoard((board) => board.unitIds.map((id) => board.units[id]));

const hexesByUnits = new RecentCache<GameState['units'], { readonly unitIds: readonly string[]; readonly cols: number; readonly at: Int32Array }>();

/**
 * Per unit, in board.unitIds order: the index of its hex, or -1 off the map. Worked out once per units record (states
 * are immutable, and a step of play reads the units' positions many times over), so the array is shared: read it,
 * never write to it.
 */
export function unitHexIndexes(state: GameState): Int32Array {
  const { board } = state;
  const known = hexesByUnits.get(state.units);
  if (known && known.unitIds === board.unitIds && known.cols === board.cols) return known.at;
  const ids = board.unitIds;
  const at = int32s(ids.length);
  const list = unitStates(state);
  for (let i = 0; i < ids.length; i++) {
    const hex = list[i]?.hex; // undefined for an id the record lacks
    at[i] = hex ? hex.row * board.cols + hex.col : -1;
  }
  hexesByUnits.set(state.units, { unitIds: ids, cols: board.cols, at });
  return at;
}

/**
 * The record's unit states in `ids` order when its keys are exactly those ids in that order (a game's units record
 * always is: createGame writes it in board.unitIds order and every copy keeps the order), else null. One pass of
 * Object.values reads a record of this size several times faster than a lookup by id per unit, which V8 makes
 * through its generic keyed-load path once a site has seen many unit ids.
 */
function unitsInOrder(units: GameState['units'], ids: readonly string[]): readonly UnitState[] | null {
  const keys = Object.keys(units);
  if (keys.length !== ids.length) return null;
  for (let i = 0; i < keys.length; i++) if (keys[i] !== ids[i]) return null;
  return Object.values(units);
}

/** Each unit's side id, in board.unitIds order; looked up once per board (loops over the units read it often). */
export const unitSideIds: (board: Board) => readonly string[] = perBoard((board) => board.unitIds.map((id) => board.units[id].sideId));

/**
 * `next` is `state.units` with unit `unitId` alone moved, to `hex` (null: off the map): the positions kept for the old
 * record carry over to it with that one change, instead of being looked up again unit by unit.
 */
export function keepPositions(state: GameState, next: GameState['units'], unitId: string, hex: HexRef | null): void {
  const { board } = state;
  const known = hexesByUnits.get(state.units);
  if (!known || known.unitIds !== board.unitIds || known.cols !== board.cols) return;
  const i = unitIndex(board, unitId);
  if (i < 0) return;
  const at = int32s(known.at.length);
  at.set(known.at);
  at[i] = hex ? hex.row * board.cols + hex.col : -1;
  hexesByUnits.set(next, { unitIds: board.unitIds, cols: board.cols, at });
}

/** The board's facts about the unit, or undefined for an id it does not have (one lookup, in the index Map, for the board's own ids). */
export function unitInfo(board: Board, unitId: string): UnitInfo | undefined {
  const i = unitIndex(board, unitId);
  if (i >= 0) return unitInfos(board)[i];
  return Object.hasOwn(board.units, unitId) ? board.units[unitId] : undefined;
}
