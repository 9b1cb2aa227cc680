/**
 * Where the greedy bot wants to go: the objective hexes its side does not hold, or the enemy's hexes once it holds
 * them all; and how far each hex is from the nearest of them for a movement class, in half MP by the engine's own
 * step costs (a distance field, so rivers and prohibited terrain are walked round rather than stared across).
 */
import { hexIndex, type Board } from '../core/board';
import { isRiverBoat } from '../modules/river-boats/river-boats';
import { stepCostHalf, unitCostTables } from '../movement/movement-cost';
import type { GameState } from '../core/state';
import { hasFlag, unitHexIndexes, unitPoints } from '../core/units';
import { int32s } from '../core/typed-slab';
import { holdConditionHexes } from '../victory/victory-conditions';

/** Per board, in board.unitIds order: each unit's side and stacking points (units.ts unitPoints), looked up once. */
type UnitTable = { readonly sides: readonly string[]; readonly points: Int32Array };
const tablesByBoard = new WeakMap<Board, UnitTable>();

function unitTable(board: Board): UnitTable {
  let table = tablesByBoard.get(board);
  if (!table) {
    table = { sides: board.unitIds.map((id) => board.units[id].sideId), points: Int32Array.from(board.unitIds, (id) => unitPoints(board, id)) };
    tablesByBoard.set(board, table);
  }
  return table;
}

const unitsBySide = new WeakMap<Board, Map<string, readonly string[]>>();

/** The side's units, in board.unitIds order; worked out once per board. */
export function unitsOf(board: Board, side: string): readonly string[] {
  let bySide = unitsBySide.get(board);
  if (!bySide) unitsBySide.set(board, (bySide = new Map()));
  let ids = bySide.get(side);
  if (!ids) bySide.set(side, (ids = board.unitIds.filter((id) => board.units[id].sideId === side)));
  return ids;
}

/** Who stands where, as one side sees it: both worked out in one pass over the units. */
export type SideView = {
  /** Per hex: the side whose units stand there, or undefined. */
  readonly occupied: readonly (string | undefined)[];
  /** Per hex: the stacking points of the side's units there. */
  readonly points: Int32Array;
};

/**
 * The arrays sideView fills, kept per board so a call allocates nothing; `touched`: the hexes filled last time, the
 * first `touchedCount` of it (written by index rather than emptied by `length = 0`, a call into V8's runtime).
 */
type Scratch = { readonly occupied: (string | undefined)[]; readonly points: Int32Array; readonly touched: number[]; touchedCount: number };
const scratchByBoard = new WeakMap<Board, Scratch>();

/**
 * Who stands where now. Asked at every step of a Movement Phase, so the arrays are the board's own scratch, reused:
 * read them within the call that asked, and never keep them past the next sideView of the same board.
 */
export function sideView(state: GameState, side: string): SideView {
  const { board } = state;
  const { sides, points } = unitTable(board);
  let scratch = scratchByBoard.get(board);
  if (!scratch) scratchByBoard.set(board, (scratch = { occupied: new Array<string | undefined>(board.size).fill(undefined), points: new Int32Array(board.size), touched: [], touchedCount: 0 }));
  const { occupied, points: own, touched } = scratch;
  for (let k = 0; k < scratch.touchedCount; k++) {
    const at = touched[k];
    occupied[at] = undefined;
    own[at] = 0;
  }
  let count = 0;
  const hexes = unitHexIndexes(state);
  for (let i = 0; i < hexes.length; i++) {
    const at = hexes[i];
    if (at < 0) continue;
    if (occupied[at] === undefined) touched[count++] = at;
    occupied[at] = sides[i];
    if (sides[i] === side) own[at] += points[i];
  }
  scratch.touchedCount = count;
  return { occupied, points: own };
}

/** Per hex: the side whose units stand there, or undefined. */
export function occupancy(state: GameState): (string | undefined)[] {
  const { board } = state;
  const { sides } = unitTable(board);
  const out: (string | undefined)[] = new Array<string | undefined>(board.size);
  const hexes = unitHexIndexes(state);
  for (let i = 0; i < hexes.length; i++) if (hexes[i] >= 0) out[hexes[i]] = sides[i];
  return out;
}

const objectivesByBoard = new WeakMap<Board, readonly number[]>();
const objectiveSets = new WeakMap<Board, ReadonlySet<number>>();

/** The objective hexes and the hexes the scenario's hold conditions name (21.1), sorted; worked out once per board. */
export function objectiveHexes(board: Board): readonly number[] {
  let hexes = objectivesByBoard.get(board);
  const goals = () => [...board.scenario.objectives.map((o) => o.hex), ...holdConditionHexes(board)].map((h) => hexIndex(board, h));
  if (!hexes) objectivesByBoard.set(board, (hexes = [...new Set(goals())].sort((a, b) => a - b)));
  return hexes;
}

/** The objective hexes as a set; worked out once per board. */
export function objectiveSet(board: Board): ReadonlySet<number> {
  let set = objectiveSets.get(board);
  if (!set) objectiveSets.set(board, (set = new Set(objectiveHexes(board))));
  return set;
}

/** Objective hexes the side does not occupy; when it holds every one (or there are none), the enemy's hexes. */
export function targetHexes(state: GameState, side: string, occupied: readonly (string | undefined)[] = occupancy(state)): number[] {
  const open = objectiveHexes(state.board).filter((at) => occupied[at] !== side);
  if (open.length > 0) return open;
  const enemy: number[] = [];
  occupied.forEach((owner, at) => {
    if (owner !== undefined && owner !== side) enemy.push(at);
  });
  return enemy;
}

/** Hexes from each hex to the nearest source, counted across the map whatever the terrain; -1 with no sources. */
export function hexSteps(board: Board, sources: readonly number[]): Int32Array {
  const steps = int32s(board.size).fill(-1);
  const queue = [...sources];
  for (const at of sources) steps[at] = 0;
  for (let k = 0; k < queue.length; k++) {
    const at = queue[k];
    for (let dir = 0; dir < 6; dir++) {
      const n = board.neighbourAt[at * 6 + dir];
      if (n < 0 || steps[n] >= 0) continue;
      steps[n] = steps[at] + 1;
      queue.push(n);
    }
  }
  return steps;
}

/** A board's distance fields: by movement key (class, amphibious, river boat), then by a hash of the target list. */
type FieldCache = { size: number; readonly keyOf: Map<string, string>; readonly byKind: Map<string, Map<number, { readonly targets: readonly number[]; readonly field: Int32Array }[]>> };
const fields = new WeakMap<Board, FieldCache>();
const MAX_FIELDS_PER_BOARD = 256;

/** The unit's movement key: units of one class, amphibious or not, river boat or not, share their fields. */
function movementKey(board: Board, cache: FieldCache, unitId: string): string {
  let key = cache.keyOf.get(unitId);
  if (key === undefined) {
    const info = board.units[unitId];
    key = `${info.type.movementClass}|${hasFlag(info, 'amphibious') ? 1 : 0}|${isRiverBoat(board, info) ? 1 : 0}`;
    cache.keyOf.set(unitId, key);
  }
  return key;
}

function targetsHash(targets: readonly number[]): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < targets.length; i++) h = Math.imul(h ^ targets[i], 0x01000193);
  return h;
}

function sameTargets(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Half-MP from each hex to the nearest target for a unit of this class (units and ZOC ignored), -1 where no target
 * can be reached. Memoized per board, class and target list (looked up by a hash of the list, not a string of it:
 * the Movement Phase asks at every step).
 */
export function distanceField(board: Board, unitId: string, targets: readonly number[]): Int32Array {
  const info = board.units[unitId];
  let cache = fields.get(board);
  if (!cache) fields.set(board, (cache = { size: 0, keyOf: new Map(), byKind: new Map() }));
  const kind = movementKey(board, cache, unitId);
  const hash = targetsHash(targets);
  let byHash = cache.byKind.get(kind);
  if (!byHash) cache.byKind.set(kind, (byHash = new Map()));
  const known = byHash.get(hash)?.find((e) => sameTargets(e.targets, targets));
  if (known) return known.field;
  const tables = unitCostTables(board, info);
  const dist = new Int32Array(board.size).fill(-1);
  const buckets: number[][] = [[]];
  for (const at of targets) {
    dist[at] = 0;
    buckets[0].push(at);
  }
  for (let cost = 0; cost < buckets.length; cost++) {
    const bucket = buckets[cost] ?? [];
    for (let k = 0; k < bucket.length; k++) {
      const at = bucket[k];
      if (dist[at] !== cost) continue;
      for (let dir = 0; dir < 6; dir++) {
        const from = board.neighbourAt[at * 6 + dir];
        if (from < 0) continue;
        // A unit in `from` steps back across the same hexside into `at`.
        const step = stepCostHalf(board, tables, from, (dir + 3) % 6, at);
        if (step < 0) continue;
        const total = cost + Math.max(1, step);
        if (dist[from] >= 0 && dist[from] <= total) continue;
        dist[from] = total;
        (buckets[total] ??= []).push(from);
      }
    }
  }
  if (cache.size >= MAX_FIELDS_PER_BOARD) {
    cache.byKind.clear();
    cache.size = 0;
    cache.byKind.set(kind, (byHash = new Map()));
  }
  const entry = { targets: [...targets], field: dist };
  const list = byHash.get(hash);
  if (list) list.push(entry);
  else byHash.set(hash, [entry]);
  cache.size++;
  return dist;
}
