/**
 * Lookups over a ruleset. Movement lookups never throw: an unknown id or a closed hex comes back as
 * `{ prohibited: true, reason }`, with a reason short enough to show the player.
 */
import type { Ruleset } from './schema-ruleset';
import type { FeatureRule, HexsideCost, HexsideType, MoveCost, MovementClass, PathType, Terrain } from './schema';

export type Prohibited = { prohibited: true; reason: string };
export type MoveCostResult = { mp: number; bog: boolean } | Prohibited;
export type HexsideCostResult = { mp: number } | Prohibited;
export type MoveOptions = { amphibious?: boolean };

export function movementClassById(ruleset: Ruleset, id: string): MovementClass | undefined {
  return ruleset.movementClasses.find((c) => c.id === id);
}

export function terrainById(ruleset: Ruleset, id: string): Terrain | undefined {
  return ruleset.terrain.find((t) => t.id === id);
}

export function hexsideTypeById(ruleset: Ruleset, id: string): HexsideType | undefined {
  return ruleset.hexsides.find((h) => h.id === id);
}

export function pathTypeById(ruleset: Ruleset, id: string): PathType | undefined {
  return ruleset.paths.find((p) => p.id === id);
}

export function featureRuleById(ruleset: Ruleset, id: string): FeatureRule | undefined {
  return ruleset.features.find((f) => f.id === id);
}

function no(reason: string): Prohibited {
  return { prohibited: true, reason };
}

function classEntry<C>(
  ruleset: Ruleset,
  what: string,
  name: string,
  move: Record<string, C>,
  classId: string,
): { cost: C; className: string } | Prohibited {
  const cls = movementClassById(ruleset, classId);
  if (!cls) return no(`unknown movement class '${classId}'`);
  const cost = Object.hasOwn(move, classId) ? move[classId] : undefined;
  if (cost === undefined) return no(`${name}: no ${what} cost for ${cls.name.toLowerCase()} units`);
  return { cost, className: cls.name.toLowerCase() };
}

/** MP for a unit of a movement class to enter a hex of the given terrain (hexsides and paths not included). */
export function moveCost(ruleset: Ruleset, terrainId: string, movementClassId: string, options: MoveOptions = {}): MoveCostResult {
  const terrain = terrainById(ruleset, terrainId);
  if (!terrain) return no(`unknown terrain '${terrainId}'`);
  const entry = classEntry<MoveCost>(ruleset, 'movement', terrain.name, terrain.move, movementClassId);
  if ('prohibited' in entry) return entry;
  const { cost, className } = entry;
  if ('prohibited' in cost) return no(`${terrain.name}: ${className} units may not enter`);
  if (cost.amphibiousOnly && !options.amphibious) return no(`${terrain.name}: only amphibious ${className} units may enter`);
  return { mp: cost.mp, bog: cost.bog === true };
}

/** Additional MP for a unit of a movement class to cross a hexside of the given type. */
export function hexsideMoveCost(
  ruleset: Ruleset,
  hexsideTypeId: string,
  movementClassId: string,
  options: MoveOptions = {},
): HexsideCostResult {
  const type = hexsideTypeById(ruleset, hexsideTypeId);
  if (!type) return no(`unknown hexside type '${hexsideTypeId}'`);
  const entry = classEntry<HexsideCost>(ruleset, 'crossing', type.name, type.move, movementClassId);
  if ('prohibited' in entry) return entry;
  const { cost, className } = entry;
  if ('prohibited' in cost) return no(`${type.name}: ${className} units may not cross`);
  if (cost.amphibiousOnly && !options.amphibious) return no(`${type.name}: only amphibious ${className} units may cross`);
  return { mp: cost.mp };
}

/** MP per hex along a path for a movement class, or why the class cannot use the path rate. */
export function pathMoveCost(ruleset: Ruleset, pathTypeId: string, movementClassId: string): HexsideCostResult {
  const path = pathTypeById(ruleset, pathTypeId);
  if (!path) return no(`unknown path type '${pathTypeId}'`);
  const cls = movementClassById(ruleset, movementClassId);
  if (!cls) return no(`unknown movement class '${movementClassId}'`);
  if (!path.classes.includes(cls.id)) return no(`${path.name}: ${cls.name.toLowerCase()} units pay the terrain cost`);
  return { mp: path.mpPerHex };
}
