/**
 * The board: everything static about a game, derived once from the setup and shared by every state of the
 * game. Hexes are indexed `row * cols + col`; per-hexside tables are indexed `hex * 6 + direction` and hold
 * the same value from both hexes. Typed arrays keep the movement search off string keys.
 */
import {
  DEFAULT_NUMBERING,
  HEX_DIRECTIONS,
  cubeDirection,
  hexLabel,
  hexKey,
  offsetToCube,
  opposite,
  parseHexsideKey,
  type HexDirection,
  type HexGridGeometry,
  type Numbering,
  type SheetSide,
} from '../../hex';
import type { HexRef, Turn, UnitType } from '../../model';
import { defaultStacking, type Ruleset, type Stacking } from '../../ruleset';
import type { PhaseId } from './phases';
import { NO_SCENARIO_RULES, type ScenarioRules } from '../scenario/scenario-rules';

export type SideInfo = { readonly id: string; readonly name: string; readonly role: string; readonly phases: readonly PhaseId[] };

export type UnitInfo = {
  readonly id: string;
  readonly designation: string;
  readonly sideId: string;
  /** Absent in hand-built boards; reinforcements and victory lines select units by it (16.0, 21.2). */
  readonly contingentId?: string;
  readonly type: UnitType;
};

/** A feature on the map as combat sees it (11.4.1, 20.2). */
export type BoardFeature = {
  readonly id: string;
  readonly type: string;
  /** Helps only this side's defenders. */
  readonly side?: string;
  /** The hexside a cave faces (a HexDirection, OST 9.6); absent for features without one. */
  readonly facing?: number;
};

export type Board = {
  readonly cols: number;
  readonly rows: number;
  readonly size: number;
  readonly geom: HexGridGeometry;
  readonly numbering: Numbering;
  /** The sheet side compass north points to (edge areas, evacuation, scatter); the top when absent. */
  readonly north?: SheetSide;
  readonly ruleset: Ruleset;
  readonly stacking: Stacking;
  readonly terrainIds: readonly string[];
  /** Per hex: index into terrainIds. */
  readonly terrainAt: Uint16Array;
  readonly hexsideTypeIds: readonly string[];
  /** Per hex*6+dir: index into hexsideTypeIds, -1 for a plain hexside. */
  readonly hexsideAt: Int16Array;
  readonly pathTypeIds: readonly string[];
  /** Per hex*6+dir: index into pathLists, -1 when no path crosses the hexside. */
  readonly pathsAt: Int32Array;
  /** Lists of indexes into pathTypeIds. */
  readonly pathLists: readonly (readonly number[])[];
  /** Per hex*6+dir: the neighbouring hex index, -1 off the map. */
  readonly neighbourAt: Int32Array;
  /** In player-turn order. */
  readonly sides: readonly SideInfo[];
  /** Sorted by index. */
  readonly turns: readonly Pick<Turn, 'index' | 'label' | 'night' | 'cp'>[];
  readonly units: Readonly<Record<string, UnitInfo>>;
  /** Unit ids, sorted: the engine's iteration order. */
  readonly unitIds: readonly string[];
  /** Hex index -> the features in that hex. */
  readonly featuresAt: ReadonlyMap<number, readonly BoardFeature[]>;
  /** Most ranged units per combat, by side id (11.2.2); a side not listed: 1. */
  readonly fireCoordination: Readonly<Record<string, number>>;
  /** Arrivals, tables, CP bonuses, strikes, objectives and victory (scenario-rules.ts). */
  readonly scenario: ScenarioRules;
};

export function hexIndex(board: Pick<Board, 'cols'>, hex: HexRef): number {
  return hex.row * board.cols + hex.col;
}

export function hexAt(board: Pick<Board, 'cols'>, index: number): HexRef {
  return { col: index % board.cols, row: Math.floor(index / board.cols) };
}

/** A value shaped like a hex reference (whole col and row); says nothing about the map. */
export function isHexRef(value: unknown): value is HexRef {
  if (typeof value !== 'object' || value === null) return false;
  const { col, row } = value as { col?: unknown; row?: unknown };
  return Number.isSafeInteger(col) && Number.isSafeInteger(row);
}

export function onMap(board: Pick<Board, 'cols' | 'rows'>, hex: HexRef): boolean {
  return Number.isInteger(hex.col) && Number.isInteger(hex.row) && hex.col >= 0 && hex.row >= 0 && hex.col < board.cols && hex.row < board.rows;
}

/** The direction from hex index `from` to its neighbour `to`, or -1 when they are not adjacent. */
export function directionTo(board: Pick<Board, 'neighbourAt'>, from: number, to: number): number {
  for (let dir = 0; dir < 6; dir++) if (board.neighbourAt[from * 6 + dir] === to) return dir;
  return -1;
}

/** Per board: each hex's cube coordinates, q then r, by hex index (hexDistance). */
const cubesByBoard = new WeakMap<object, Int32Array>();

/**
 * Hexes between two hex indexes, as src-shared/hex's `distance` counts them, from a per-board table of cube
 * coordinates: the hex and cube records `distance` makes are some 70 bytes of garbage a call, and the bots ask it
 * for every ranged unit and target.
 */
export function hexDistance(board: Pick<Board, 'cols' | 'size' | 'geom'>, a: number, b: number): number {
  let cubes = cubesByBoard.get(board);
  if (!cubes) {
    cubes = new Int32Array(board.size * 2);
    for (let i = 0; i < board.size; i++) {
      const c = offsetToCube(board.geom, hexAt(board, i));
      cubes[2 * i] = c.q;
      cubes[2 * i + 1] = c.r;
    }
    cubesByBoard.set(board, cubes);
  }
  const dq = cubes[2 * a] - cubes[2 * b];
  const dr = cubes[2 * a + 1] - cubes[2 * b + 1];
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
}

/** Per numbering: the labels made so far, by row * LABEL_COLS + col. */
const labelsByNumbering = new WeakMap<Numbering, Map<number, string>>();
const LABEL_COLS = 1024;

/**
 * The label people see ("0405"), falling back to the "col,row" key where the numbering has none. Made once per
 * numbering and hex and kept: events name hexes by label, some nine hundred times in a bot game.
 */
export function labelOf(board: Pick<Board, 'numbering'>, hex: HexRef): string {
  const { col, row } = hex;
  if (!(Number.isInteger(col) && Number.isInteger(row) && col >= 0 && row >= 0 && col < LABEL_COLS && row < LABEL_COLS)) return hexLabel(board.numbering, hex) ?? hexKey(hex);
  let labels = labelsByNumbering.get(board.numbering);
  if (!labels) labelsByNumbering.set(board.numbering, (labels = new Map()));
  const at = row * LABEL_COLS + col;
  let label = labels.get(at);
  if (label === undefined) labels.set(at, (label = hexLabel(board.numbering, hex) ?? hexKey(hex)));
  return label;
}

/** Per hex*6+dir: the neighbour's index or -1; offset <-> cube arithmetic inlined from src-shared/hex (same conventions). */
export function buildNeighbourTable(cols: number, rows: number, geom: HexGridGeometry): Int32Array {
  const table = new Int32Array(cols * rows * 6);
  const flat = geom.orientation === 'flat';
  const shift = geom.stagger === 'odd' ? (i: number) => Math.floor(i / 2) : (i: number) => Math.ceil(i / 2);
  const vectors = HEX_DIRECTIONS.map((dir) => cubeDirection(geom.orientation, dir));
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++) {
      const q = flat ? col : col - shift(row);
      const r = flat ? row - shift(col) : row;
      for (let dir = 0; dir < 6; dir++) {
        const nq = q + vectors[dir].q;
        const nr = r + vectors[dir].r;
        const nCol = flat ? nq : nq + shift(nr);
        const nRow = flat ? nr + shift(nq) : nr;
        const inside = nCol >= 0 && nRow >= 0 && nCol < cols && nRow < rows;
        table[(row * cols + col) * 6 + dir] = inside ? nRow * cols + nCol : -1;
      }
    }
  return table;
}

type Interner = { ids: string[]; indexOf: (id: string) => number };

function interner(initial: readonly string[]): Interner {
  const ids = [...initial];
  const map = new Map(ids.map((id, i) => [id, i]));
  return {
    ids,
    indexOf(id) {
      let i = map.get(id);
      if (i === undefined) {
        i = ids.length;
        ids.push(id);
        map.set(id, i);
      }
      return i;
    },
  };
}

/** Calls `set(slot)` for both sides of a hexside key that lie on the map. */
function forHexside(cols: number, rows: number, geom: HexGridGeometry, key: string, set: (slot: number) => void): boolean {
  const parsed = parseHexsideKey(geom, key);
  if (!parsed) return false;
  const ends: [HexRef, HexDirection][] = [[parsed.hex, parsed.dir], [parsed.other, opposite(parsed.dir)]];
  for (const [hex, dir] of ends) {
    if (hex.col >= 0 && hex.row >= 0 && hex.col < cols && hex.row < rows) set((hex.row * cols + hex.col) * 6 + dir);
  }
  return true;
}

export type BoardInput = {
  cols: number;
  rows: number;
  geom: HexGridGeometry;
  numbering?: Numbering;
  north?: SheetSide;
  defaultTerrain: string;
  ruleset: Ruleset;
  hexes: readonly { col: number; row: number; terrain: string }[];
  hexsides: readonly { id: string; type: string }[];
  paths: readonly { id: string; type: string }[];
  sides: readonly SideInfo[];
  turns: Board['turns'];
  units: readonly UnitInfo[];
  features?: readonly { id: string; type: string; hex: HexRef; facing?: number; props?: Readonly<Record<string, unknown>> }[];
  fireCoordination?: Readonly<Record<string, number>>;
  scenario?: ScenarioRules;
};

/** Builds the static tables. Records that name hexes off the map are ignored; malformed keys are reported. */
export function buildBoard(input: BoardInput): { board: Board; problems: string[] } {
  const { cols, rows, geom } = input;
  const size = cols * rows;
  const problems: string[] = [];
  const terrain = interner([input.defaultTerrain]);
  const terrainAt = new Uint16Array(size);
  for (const h of input.hexes) {
    if (h.col < 0 || h.row < 0 || h.col >= cols || h.row >= rows) continue;
    terrainAt[h.row * cols + h.col] = terrain.indexOf(h.terrain);
  }
  const hexsideTypes = interner([]);
  const hexsideAt = new Int16Array(size * 6).fill(-1);
  for (const record of input.hexsides) {
    const type = hexsideTypes.indexOf(record.type);
    if (!forHexside(cols, rows, geom, record.id, (slot) => (hexsideAt[slot] = type))) problems.push(`bad hexside key '${record.id}'`);
  }
  const pathTypes = interner([]);
  const pathSets = new Map<string, number[]>();
  for (const record of input.paths) {
    const bar = record.id.lastIndexOf('|');
    const key = bar < 0 ? record.id : record.id.slice(0, bar);
    const list = pathSets.get(key) ?? [];
    const type = pathTypes.indexOf(record.type);
    if (!list.includes(type)) list.push(type);
    pathSets.set(key, list);
  }
  const pathsAt = new Int32Array(size * 6).fill(-1);
  const pathLists: number[][] = [];
  for (const [key, list] of pathSets) {
    const at = pathLists.length;
    pathLists.push(list.sort((a, b) => a - b));
    if (!forHexside(cols, rows, geom, key, (slot) => (pathsAt[slot] = at))) problems.push(`bad path key '${key}'`);
  }
  const units: Record<string, UnitInfo> = {};
  for (const u of input.units) units[u.id] = u;
  const featuresAt = new Map<number, BoardFeature[]>();
  for (const f of input.features ?? []) {
    if (!onMap({ cols, rows }, f.hex)) {
      problems.push(`feature '${f.id}' lies off the map`);
      continue;
    }
    const side = f.props?.side;
    const at = f.hex.row * cols + f.hex.col;
    const feature: BoardFeature = { id: f.id, type: f.type, ...(typeof side === 'string' ? { side } : {}), ...(f.facing !== undefined ? { facing: f.facing } : {}) };
    featuresAt.set(at, [...(featuresAt.get(at) ?? []), feature]);
  }
  const board: Board = {
    cols,
    rows,
    size,
    geom,
    numbering: input.numbering ?? DEFAULT_NUMBERING,
    ...(input.north && input.north !== 'top' ? { north: input.north } : {}),
    ruleset: input.ruleset,
    stacking: input.ruleset.stacking ?? defaultStacking(),
    terrainIds: terrain.ids,
    terrainAt,
    hexsideTypeIds: hexsideTypes.ids,
    hexsideAt,
    pathTypeIds: pathTypes.ids,
    pathsAt,
    pathLists,
    neighbourAt: buildNeighbourTable(cols, rows, geom),
    sides: input.sides,
    turns: [...input.turns].sort((a, b) => a.index - b.index),
    units,
    unitIds: input.units.map((u) => u.id).sort(),
    featuresAt,
    fireCoordination: { ...(input.fireCoordination ?? {}) },
    scenario: input.scenario ?? NO_SCENARIO_RULES,
  };
  return { board, problems };
}
