// Rules 13.2, 19.2, 20.1, 23.3.
/**
 * Palembang's patrol boat, 23.3 (module 'river-boats'): river boats set up, move, retreat, pursue and enter only on
 * the river. In every other way they are ground units: they pay the terrain and hexside costs of their movement
 * class, stack, fight, are disrupted, and exert a ZOC into all six hexes around them like any other unit (zoc.ts
 * exempts no one).
 *
 * Which units: those whose unit type's class is one of the module's classes (param `classes`, comma-separated, case
 * ignored; default "river boat", the catalog class of Palembang's patrol boat).
 *
 * Atoll reading of the river:
 *  - a river hex is an all-river hex (terrain whose water is 'river') or a hex with a river hexside (a partial river
 *    hex). A river hexside is a water hexside type that a bridge type spans (the ruleset's 'river'), or a bridge
 *    type spanning one: an intact bridge still stands over the river, and a demolished bridge is a river (19.2);
 *  - a step follows the river when it enters a river hex and the river touches the hexside it crosses, its two end
 *    corners included: that hexside is a river hexside, either hex or one of the two hexes at its corners is
 *    all-river, or a river hexside meets one of its corners. So a boat may go along either bank, cross the river,
 *    and pass between the river's hexes and its banks, but may not cut across land from one bend (or one river) to
 *    another even when both hexes it joins touch some river;
 *  - an all-river hex, prohibited to ground units (20.1), is open to river boats at the module's `allRiverMp`
 *    (default 1 MP, like clear terrain; the printed TEC gives no figure).
 * A retreat that finds no such path eliminates the boat as any retreat without a legal route does (13.2).
 * Masks are worked out once per board (a board changes only when a hexside does, live-hexsides.ts).
 */
import { hexsideTypeById, terrainById, type Ruleset } from '../../../ruleset';
import { hexAt, labelOf, type Board, type UnitInfo } from '../../core/board';
import { SPECIAL_RULE_MODULES, boardModuleNumber, boardModuleParams, moduleText, type ModuleParams } from '../../scenario/special-rules';

export const RIVER_BOATS = SPECIAL_RULE_MODULES.riverBoats;
export const RIVER_BOAT_RULE = '23.3';

/** The unit classes (trimmed, lower case) the module's params name: param `classes`, else the river-boat class. */
export function riverBoatClasses(params: ModuleParams): ReadonlySet<string> {
  return new Set(moduleText(params, RIVER_BOATS, 'classes').split(',').map((c) => c.trim().toLowerCase()).filter((c) => c !== ''));
}

/** A unit class the classes name (case and surrounding spaces ignored). */
export const isRiverBoatClass = (classes: ReadonlySet<string>, unitClass: string): boolean => classes.has(unitClass.trim().toLowerCase());

const classesByModules = new WeakMap<object, ReadonlySet<string> | null>();

/** The unit classes the module keeps on the river, or null when the module is off. */
function riverClasses(board: Board): ReadonlySet<string> | null {
  const modules = board.scenario.modules;
  let classes = classesByModules.get(modules);
  if (classes === undefined) {
    const params = boardModuleParams(board, RIVER_BOATS);
    classes = params ? riverBoatClasses(params) : null;
    classesByModules.set(modules, classes);
  }
  return classes;
}

/** A unit the module keeps on the river: the module is on and the unit's class is one of its classes. */
export function isRiverBoat(board: Board, info: UnitInfo): boolean {
  const classes = riverClasses(board);
  return classes !== null && isRiverBoatClass(classes, info.type.unitClass);
}

/** Half-MP for a river boat to enter an all-river hex (param `allRiverMp`, whole MP, default 1). */
export function allRiverHalf(board: Board): number {
  return boardModuleNumber(board, RIVER_BOATS, 'allRiverMp') * 2;
}

export type RiverMasks = {
  /** Per terrain index: 1 for all-river terrain. */
  readonly allRiverTerrain: Uint8Array;
  /** Per hex: 1 for a river hex (all-river, or a river hexside on one of its sides). */
  readonly hex: Uint8Array;
  /** Per hex*6+dir: 1 when the step into the neighbour follows the river (see the file comment). */
  readonly step: Uint8Array;
};

const masksByBoard = new WeakMap<Board, RiverMasks>();

/** The river masks of this board, built once. */
export function riverMasks(board: Board): RiverMasks {
  let masks = masksByBoard.get(board);
  if (!masks) masksByBoard.set(board, (masks = buildMasks(board)));
  return masks;
}

/** Hexside type ids that are rivers: water types a bridge spans (and 'river'), and the bridge types spanning them. */
export function riverHexsideTypes(ruleset: Ruleset): Set<string> {
  const types = ruleset.hexsides;
  const rivers = new Set(types.flatMap((h) => (h.spans && hexsideTypeById(ruleset, h.spans)?.kind === 'water' ? [h.spans] : [])));
  if (hexsideTypeById(ruleset, 'river')?.kind === 'water') rivers.add('river');
  for (const h of types) if (h.spans !== undefined && rivers.has(h.spans)) rivers.add(h.id);
  return rivers;
}

function buildMasks(board: Board): RiverMasks {
  const allRiverTerrain = Uint8Array.from(board.terrainIds, (id) => (terrainById(board.ruleset, id)?.water === 'river' ? 1 : 0));
  const riverTypes = riverHexsideTypes(board.ruleset);
  const riverType = Uint8Array.from(board.hexsideTypeIds, (id) => (riverTypes.has(id) ? 1 : 0));
  const riverSide = (slot: number) => {
    const hs = board.hexsideAt[slot];
    return hs >= 0 && riverType[hs] === 1;
  };
  const allRiver = (at: number) => at >= 0 && allRiverTerrain[board.terrainAt[at]] === 1;
  const hex = new Uint8Array(board.size);
  for (let at = 0; at < board.size; at++) {
    let river = allRiver(at);
    for (let dir = 0; dir < 6 && !river; dir++) river = riverSide(at * 6 + dir);
    hex[at] = river ? 1 : 0;
  }
  const step = new Uint8Array(board.size * 6);
  for (let from = 0; from < board.size; from++)
    for (let dir = 0; dir < 6; dir++) {
      const to = board.neighbourAt[from * 6 + dir];
      if (to < 0 || hex[to] === 0) continue;
      let touches = riverSide(from * 6 + dir) || allRiver(from) || allRiver(to);
      // The hexes at the crossed hexside's corners are the neighbours the two hexes share.
      for (let a = 0; a < 6 && !touches; a++) {
        const corner = board.neighbourAt[from * 6 + a];
        if (corner < 0 || corner === to) continue;
        for (let b = 0; b < 6; b++) {
          if (board.neighbourAt[to * 6 + b] !== corner) continue;
          touches = allRiver(corner) || riverSide(from * 6 + a) || riverSide(to * 6 + b);
          break;
        }
      }
      step[from * 6 + dir] = touches ? 1 : 0;
    }
  return { allRiverTerrain, hex, step };
}

/** Why a river boat may not step from hex `from` across side `dir` into `to` (23.3), or null when it may. */
export function riverStepFault(board: Board, from: number, dir: number, to: number): string | null {
  const masks = riverMasks(board);
  if (masks.step[from * 6 + dir] === 1) return null;
  return riverHexFault(board, to) ?? `river boats keep to the river, and the river does not run between ${labelOf(board, hexAt(board, from))} and ${labelOf(board, hexAt(board, to))}`;
}

/** Why a river boat may not stand in hex `at` (23.3), or null when it is a river hex. */
export function riverHexFault(board: Board, at: number): string | null {
  if (riverMasks(board).hex[at] === 1) return null;
  return `river boats keep to the river, and ${labelOf(board, hexAt(board, at))} is neither an all-river hex nor beside a river hexside`;
}
