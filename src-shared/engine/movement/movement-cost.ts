// Rules 10.2, 10.5, 10.6, 10.7, 10.8, 19.2, OST 9.8.
/**
 * The MP to enter a hex (10.2–10.8), per movement class. Costs are kept in half-MP integers (road ½ MP, 10.6)
 * in small per-class tables, so the movement search reads typed arrays only. `stepCostHalf` is the fast form
 * for the search; `explainStep` gives the same number with its parts for the UI (DESIGN §4.8).
 *
 * Paths: a road, railroad or track record on the crossed hexside gives its per-hex rate whatever the terrain
 * (10.6, 10.7). Across a hexside type that a bridge type spans (a river), only a bridge hexside carries the path
 * (10.8); a demolished bridge carries nothing (19.2). Any other hexside a path crosses costs nothing extra.
 *
 * Caves (module `caves`, OST 9.8): a mover's extra cost per hex, in half-MP, comes as a mask (`caves`, see
 * caves.ts: the cave chart's MP to enter, doubled, in a hex with a standing cave, for foot units); a step pays it for the hex it leaves and the hex it
 * enters, on top of the terrain or path rate. The board's cave hexes are kept once per board (caveHexMask), like the
 * cost tables, so the search adds two array reads per step and nothing else.
 */
import { featureRuleById, hexsideMoveCost, moveCost, pathMoveCost, pathTypeById, terrainById, hexsideTypeById } from '../../ruleset';
import { hexAt, labelOf, type Board, type UnitInfo } from '../core/board';
import type { CostPart } from '../core/events';
import { hooks } from '../core/registry';
import type { Confinement } from '../core/rule-module';
import { hasFlag } from '../core/units';

export type CostTables = {
  readonly terrainHalf: Int32Array;
  readonly terrainWhy: readonly string[];
  readonly terrainName: readonly string[];
  readonly hexsideHalf: Int32Array;
  readonly hexsideWhy: readonly string[];
  readonly hexsideName: readonly string[];
  /** 1: a path across this hexside type gives no path rate (an unbridged river, a demolished bridge). */
  readonly hexsideBlocksPath: Uint8Array;
  readonly hexsideIsBridge: Uint8Array;
  /** Per path list of the board: the cheapest usable rate and its path type index, or -1. */
  readonly pathListHalf: Int32Array;
  readonly pathListType: Int32Array;
  readonly pathWhy: readonly string[];
  /** River boats (23.3): per hex*6+dir, 1 where the step follows the river; null for every other unit. */
  readonly stepOpen: Uint8Array | null;
  /** River boats (23.3): per hex, 1 for a river hex they may stand in; null for every other unit. */
  readonly hexOpen: Uint8Array | null;
  /** The module that keeps the unit to a network (river boats, 23.3), or null. */
  readonly confinement: Confinement | null;
  /**
   * Per hex*6+dir: the half-MP of that step (stepCostHalf without caves), worked out the first time a search asks
   * (UNKNOWN_STEP until then): the searches of a game cross the same hexsides again and again.
   */
  readonly stepHalf: Int32Array;
};

const UNKNOWN_STEP = -2;

const half = (mp: number) => Math.round(mp * 2);

const tablesByBoard = new WeakMap<Board, Map<string, CostTables>>();

/**
 * The tables for a movement class on this board; built once per board and class (a board never changes).
 * `confinement`: the tables of a unit a module keeps to a network (a river boat, 23.3).
 */
export function costTables(board: Board, classId: string, amphibious: boolean, confinement: Confinement | null = null): CostTables {
  let cache = tablesByBoard.get(board);
  if (!cache) tablesByBoard.set(board, (cache = new Map()));
  const key = `${confinement ? `${confinement.rule} ` : ''}${amphibious ? 'amphibious ' : ''}${classId}`;
  let tables = cache.get(key);
  if (!tables) cache.set(key, (tables = buildCostTables(board, classId, amphibious, confinement)));
  return tables;
}

/** The module that keeps this unit to a network on this board (a river boat, 23.3), or null. */
export function confinementOf(board: Board, info: UnitInfo): Confinement | null {
  for (const confinement of hooks('confinement')) if (confinement.applies(board, info)) return confinement;
  return null;
}

const unitTablesByBoard = new WeakMap<Board, Map<UnitInfo, CostTables>>();

/**
 * The tables for this unit: its movement class, amphibious flag, and river-boat rule when the module is on (23.3).
 * Kept per board and unit: every movement search asks.
 */
export function unitCostTables(board: Board, info: UnitInfo): CostTables {
  let byUnit = unitTablesByBoard.get(board);
  if (!byUnit) unitTablesByBoard.set(board, (byUnit = new Map()));
  let tables = byUnit.get(info);
  if (!tables) byUnit.set(info, (tables = costTables(board, info.type.movementClass, hasFlag(info, 'amphibious'), confinementOf(board, info))));
  return tables;
}

/** The unit may stand in hex `at`: its terrain is not prohibited to it, and a river boat's hex is a river hex (23.3). */
export function mayStandIn(board: Board, t: CostTables, at: number): boolean {
  return t.terrainHalf[board.terrainAt[at]] >= 0 && (t.hexOpen === null || t.hexOpen[at] === 1);
}

function buildCostTables(board: Board, classId: string, amphibious: boolean, confinement: Confinement | null): CostTables {
  const r = board.ruleset;
  const options = { amphibious };
  const terrainHalf = new Int32Array(board.terrainIds.length);
  const terrainWhy: string[] = [];
  const terrainName: string[] = [];
  board.terrainIds.forEach((id, i) => {
    const cost = moveCost(r, id, classId, options);
    terrainHalf[i] = 'prohibited' in cost ? -1 : half(cost.mp);
    terrainWhy.push('prohibited' in cost ? cost.reason : '');
    terrainName.push((terrainById(r, id)?.name ?? id).toLowerCase());
  });
  const masks = confinement ? confinement.masks(board) : null;
  if (confinement && masks) {
    // 23.3: all-river hexes are open to river boats (Atoll default cost: modules/river-boats).
    masks.openTerrain.forEach((all, i) => {
      if (all === 0 || terrainHalf[i] >= 0) return;
      terrainHalf[i] = confinement.openTerrainHalf(board);
      terrainWhy[i] = '';
    });
  }
  const spanned = new Set(r.hexsides.flatMap((h) => (h.spans ? [h.spans] : [])));
  const demolished = new Set(r.hexsides.flatMap((h) => (h.demolishedAs ? [h.demolishedAs] : [])));
  const n = board.hexsideTypeIds.length;
  const hexsideHalf = new Int32Array(n);
  const hexsideBlocksPath = new Uint8Array(n);
  const hexsideIsBridge = new Uint8Array(n);
  const hexsideWhy: string[] = [];
  const hexsideName: string[] = [];
  board.hexsideTypeIds.forEach((id, i) => {
    const cost = hexsideMoveCost(r, id, classId, options);
    const type = hexsideTypeById(r, id);
    hexsideHalf[i] = 'prohibited' in cost ? -1 : half(cost.mp);
    hexsideWhy.push('prohibited' in cost ? cost.reason : '');
    hexsideName.push(`${(type?.name ?? id).toLowerCase()} hexside`);
    hexsideBlocksPath[i] = spanned.has(id) || demolished.has(id) ? 1 : 0;
    hexsideIsBridge[i] = type?.kind === 'bridge' && !demolished.has(id) ? 1 : 0;
  });
  const typeHalf = board.pathTypeIds.map((id) => {
    const cost = pathMoveCost(r, id, classId);
    return 'prohibited' in cost ? { half: -1, why: cost.reason } : { half: half(cost.mp), why: '' };
  });
  const pathListHalf = new Int32Array(board.pathLists.length).fill(-1);
  const pathListType = new Int32Array(board.pathLists.length).fill(-1);
  const pathWhy: string[] = [];
  board.pathLists.forEach((list, i) => {
    for (const t of list) {
      const h = typeHalf[t].half;
      if (h >= 0 && (pathListHalf[i] < 0 || h < pathListHalf[i])) {
        pathListHalf[i] = h;
        pathListType[i] = t;
      }
    }
    pathWhy.push(list.map((t) => typeHalf[t].why).filter((w) => w !== '').join('; '));
  });
  const stepOpen = masks ? masks.step : null;
  const hexOpen = masks ? masks.hex : null;
  const stepHalf = new Int32Array(board.size * 6).fill(UNKNOWN_STEP);
  return { terrainHalf, terrainWhy, terrainName, hexsideHalf, hexsideWhy, hexsideName, hexsideBlocksPath, hexsideIsBridge, pathListHalf, pathListType, pathWhy, stepOpen, hexOpen, confinement, stepHalf };
}

const caveHexesByBoard = new WeakMap<Board, Uint8Array | null>();

/**
 * OST 9.8: the cave's MP to enter or leave it (the feature chart's `enterMp`, 1 by default) in half-MP in every hex
 * holding a cave feature, 0 elsewhere; null when the board has no cave or the cave costs nothing. Built once per
 * board; a collapsed cave is taken out by the caves module (caves.ts, caveCostMask).
 */
export function caveHexMask(board: Board): Uint8Array | null {
  let mask = caveHexesByBoard.get(board);
  if (mask === undefined) {
    mask = null;
    const cost = half(featureRuleById(board.ruleset, 'cave')?.enterMp ?? 0);
    for (const [at, features] of board.featuresAt) {
      if (cost === 0 || !features.some((f) => f.type === 'cave')) continue;
      mask ??= new Uint8Array(board.size);
      mask[at] = cost;
    }
    caveHexesByBoard.set(board, mask);
  }
  return mask;
}

/**
 * Half-MP to step from hex `from` across side `dir` into hex `to` (its neighbour), or -1 when prohibited. `caves`
 * is the mover's cave mask (OST 9.8, see the file comment), or null.
 */
export function stepCostHalf(board: Board, t: CostTables, from: number, dir: number, to: number, caves: Uint8Array | null = null): number {
  const slot = from * 6 + dir;
  let base = t.stepHalf[slot];
  if (base === UNKNOWN_STEP) base = t.stepHalf[slot] = baseStepHalf(board, t, from, dir, to);
  return base < 0 || caves === null ? base : base + caves[from] + caves[to];
}

function baseStepHalf(board: Board, t: CostTables, from: number, dir: number, to: number): number {
  const slot = from * 6 + dir;
  if (t.stepOpen !== null && t.stepOpen[slot] === 0) return -1; // 23.3: a river boat keeps to the river
  const hs = board.hexsideAt[slot];
  const pl = board.pathsAt[slot];
  if (pl >= 0 && t.pathListHalf[pl] >= 0 && (hs < 0 || t.hexsideBlocksPath[hs] === 0)) return t.pathListHalf[pl];
  const terrain = t.terrainHalf[board.terrainAt[to]];
  if (terrain < 0 || hs < 0) return terrain;
  const side = t.hexsideHalf[hs];
  return side < 0 ? -1 : terrain + side;
}

export type StepCost =
  | { readonly ok: true; readonly parts: readonly CostPart[]; readonly total: number; readonly rule: string; readonly notes: readonly string[] }
  | { readonly ok: false; readonly reason: string; readonly rule: string };

function pathRule(id: string): string {
  return id === 'railroad' || id === 'track' ? '10.7' : '10.6';
}

/**
 * Explanations made so far, per cost tables (one set per board and class) and board, by `from * 6 + dir`: an
 * explanation reads nothing else, and every step of every move a bot game makes is explained for its event. A Map,
 * not a table of the board's size: a game explains the few hundred steps its moves take. Shared: read them, never
 * write to them.
 */
const explained = new WeakMap<CostTables, { readonly board: Board; readonly steps: Map<number, StepCost> }>();

function baseStep(board: Board, t: CostTables, from: number, dir: number, to: number): StepCost {
  let known = explained.get(t);
  if (!known || known.board !== board) explained.set(t, (known = { board, steps: new Map() }));
  const slot = from * 6 + dir;
  // `to` is the neighbour across that hexside; a step asked with another `to` is explained afresh.
  if (board.neighbourAt[slot] !== to) return explainBaseStep(board, t, from, dir, to);
  let step = known.steps.get(slot);
  if (step === undefined) known.steps.set(slot, (step = explainBaseStep(board, t, from, dir, to)));
  return step;
}

/** The same cost as stepCostHalf, with its parts and the rule that sets it; a cave's extra MP is a part of its own. */
export function explainStep(board: Board, t: CostTables, from: number, dir: number, to: number, caves: Uint8Array | null = null): StepCost {
  const step = baseStep(board, t, from, dir, to);
  if (!step.ok || caves === null || caves[from] + caves[to] === 0) return step;
  const parts = [...step.parts];
  const notes = [...step.notes];
  if (caves[from] > 0) parts.push({ what: 'leaving the cave', mp: caves[from] / 2 });
  if (caves[to] > 0) parts.push({ what: 'entering the cave', mp: caves[to] / 2 });
  const both = caves[from] > 0 && caves[to] > 0;
  const mp = Math.max(caves[from], caves[to]) / 2;
  notes.push(`${both ? 'leaving one cave and entering another costs' : caves[from] > 0 ? 'leaving a cave costs' : 'entering a cave costs'} ${mp} MP more${both ? ' each' : ''} (OST 9.8)`);
  return { ...step, parts, total: parts.reduce((sum, p) => sum + p.mp, 0), notes };
}

function explainBaseStep(board: Board, t: CostTables, from: number, dir: number, to: number): StepCost {
  const slot = from * 6 + dir;
  if (t.stepOpen !== null && t.stepOpen[slot] === 0) return { ok: false, reason: t.confinement?.stepFault(board, from, dir, to) ?? 'river boats keep to the river', rule: t.confinement?.rule ?? '23.3' };
  const hs = board.hexsideAt[slot];
  const pl = board.pathsAt[slot];
  const notes: string[] = [];
  if (pl >= 0) {
    const type = t.pathListType[pl];
    if (type >= 0 && (hs < 0 || t.hexsideBlocksPath[hs] === 0)) {
      const id = board.pathTypeIds[type];
      const name = (pathTypeById(board.ruleset, id)?.name ?? id).toLowerCase();
      const mp = t.pathListHalf[pl] / 2;
      notes.push(`along the ${name}: the other terrain of the hex does not count`);
      if (hs >= 0 && t.hexsideIsBridge[hs] === 1) notes.push(`the ${name} crosses by the bridge`);
      else if (hs >= 0) notes.push(`the ${name} crosses the ${t.hexsideName[hs]} at no extra cost`);
      const rule = hs >= 0 && t.hexsideIsBridge[hs] === 1 ? '10.8' : pathRule(id);
      return { ok: true, parts: [{ what: name, mp }], total: mp, rule, notes };
    }
    if (type >= 0) notes.push(`the path crosses the ${t.hexsideName[hs]} without a bridge: terrain costs apply (10.8)`);
    else if (t.pathWhy[pl] !== '') notes.push(t.pathWhy[pl]);
  }
  const terrain = board.terrainAt[to];
  const label = labelOf(board, hexAt(board, to));
  if (t.terrainHalf[terrain] < 0) return { ok: false, reason: `${label} is prohibited terrain (${t.terrainWhy[terrain]})`, rule: '10.2' };
  const parts: CostPart[] = [{ what: t.terrainName[terrain], mp: t.terrainHalf[terrain] / 2 }];
  if (t.confinement !== null && t.confinement.masks(board).openTerrain[terrain] === 1) notes.push('an all-river hex, open to river boats (23.3)');
  if (hs >= 0) {
    if (t.hexsideHalf[hs] < 0) return { ok: false, reason: `the hexside into ${label} may not be crossed (${t.hexsideWhy[hs]})`, rule: '10.5' };
    parts.push({ what: t.hexsideName[hs], mp: t.hexsideHalf[hs] / 2 });
  }
  const total = parts.reduce((sum, p) => sum + p.mp, 0);
  return { ok: true, parts, total, rule: hs >= 0 ? '10.5' : '10.2', notes };
}
