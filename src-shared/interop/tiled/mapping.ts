import { z } from 'zod';
import { FEATURE_TYPES, type FeatureType } from '../../model/map-refs';
import { IdSchema } from '../../model/ids';
import type { Ruleset } from '../../ruleset';
import type { TiledObject, TiledProperties, TiledTile, TiledTileset } from './model';
import { baseName } from './paths';

/** What one tile becomes in every hex it covers: a terrain, an elevation, a feature, any of them, or nothing. */
export const TileTargetSchema = z.strictObject({
  terrain: IdSchema.optional(),
  elevation: z.int().min(-10).max(50).optional(),
  feature: z.enum(FEATURE_TYPES).optional(),
});
export type TileTarget = z.infer<typeof TileTargetSchema>;

export const ZONE_PURPOSES = ['setup', 'entry', 'victory', 'other'] as const;

/** What the objects of one kind (shape group and class) become. */
export const ObjectTargetSchema = z.discriminatedUnion('as', [
  z.strictObject({ as: z.literal('label') }),
  z.strictObject({ as: z.literal('feature'), feature: z.enum(FEATURE_TYPES) }),
  z.strictObject({ as: z.literal('zone'), purpose: z.enum(ZONE_PURPOSES) }),
  z.strictObject({ as: z.literal('hexside'), type: IdSchema }),
  z.strictObject({ as: z.literal('path'), type: IdSchema }),
  z.strictObject({ as: z.literal('ignore') }),
]);
export type ObjectTarget = z.infer<typeof ObjectTargetSchema>;

export const MAPPING_FORMAT = 'atoll-tiled-mapping';

/** A tile mapping as a project remembers it and `import-tiled --mapping` reads it. Keys name tiles by tileset and
 *  local id, so one mapping serves every map drawn with the same tilesets. */
export const TiledMappingSchema = z.strictObject({
  format: z.literal(MAPPING_FORMAT),
  version: z.literal(1),
  /** Terrain of every hex no mapped tile covers; the ruleset's default when absent. */
  defaultTerrain: IdSchema.optional(),
  tiles: z.record(z.string().min(1).max(300), TileTargetSchema).refine((r) => Object.keys(r).length <= 20_000, 'at most 20,000 tiles'),
  objects: z.record(z.string().min(1).max(300), ObjectTargetSchema).refine((r) => Object.keys(r).length <= 5_000, 'at most 5,000 object kinds'),
});
export type TiledMapping = z.infer<typeof TiledMappingSchema>;

export function emptyMapping(): TiledMapping {
  return { format: MAPPING_FORMAT, version: 1, tiles: {}, objects: {} };
}

/** Later entries win; the result keeps every tile and object kind either mapping knows. */
export function mergeMappings(older: TiledMapping | null, newer: TiledMapping): TiledMapping {
  if (!older) return newer;
  return {
    ...newer,
    defaultTerrain: newer.defaultTerrain ?? older.defaultTerrain,
    tiles: { ...older.tiles, ...newer.tiles },
    objects: { ...older.objects, ...newer.objects },
  };
}

/** `tileset#id`: the tileset by name (by file name when it has none) and the tile's local id. */
export function tileKey(tileset: TiledTileset, localId: number): string {
  const name = tileset.name || (tileset.source ? baseName(tileset.source).replace(/\.[^.]+$/, '') : `tileset@${tileset.firstGid}`);
  return `${name}#${localId}`;
}

/** Objects are mapped by where they sit and their class: a point or a small mark, an area, a line. */
export type ObjectGroup = 'point' | 'area' | 'line';

export function objectGroup(o: TiledObject): ObjectGroup {
  if (o.shape === 'polyline') return 'line';
  if (o.shape === 'polygon') return 'area';
  if ((o.shape === 'rectangle' || o.shape === 'ellipse') && o.width > 0 && o.height > 0) return 'area';
  return 'point';
}

export function objectKey(o: TiledObject): string {
  return `${objectGroup(o)}|${o.type}`;
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A catalog entry named by `text`: its id or its name, case and punctuation aside, singular or plural. */
function findByName<T extends { id: string; name: string }>(list: readonly T[], text: string): T | undefined {
  const n = norm(text);
  if (!n) return undefined;
  const variants = [n, n.endsWith('s') ? n.slice(0, -1) : `${n}s`];
  return list.find((t) => variants.includes(norm(t.id)) || variants.includes(norm(t.name)));
}

function featureNamed(text: string): FeatureType | undefined {
  const n = norm(text);
  return FEATURE_TYPES.find((f) => norm(f) === n || norm(f) + 's' === n);
}

function numberProp(props: TiledProperties, name: string): number | undefined {
  const v = props[name];
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isInteger(n) ? n : undefined;
}

export type Suggestion<T> = { target: T; by: string };

/** What a tile says it is: a property `terrain`, `elevation` or `feature`, or its type/class naming a terrain or feature. */
export function suggestTile(tile: TiledTile | undefined, ruleset: Ruleset): Suggestion<TileTarget> | null {
  if (!tile) return null;
  const target: TileTarget = {};
  const by: string[] = [];
  const terrainProp = tile.properties.terrain;
  const terrain = typeof terrainProp === 'string' ? findByName(ruleset.terrain, terrainProp) : undefined;
  if (terrain) {
    target.terrain = terrain.id;
    by.push(`property terrain = ${String(terrainProp)}`);
  }
  const elevation = numberProp(tile.properties, 'elevation');
  if (elevation !== undefined && elevation >= -10 && elevation <= 50) {
    target.elevation = elevation;
    by.push(`property elevation = ${elevation}`);
  }
  const featureProp = tile.properties.feature;
  const feature = typeof featureProp === 'string' ? featureNamed(featureProp) : undefined;
  if (feature) {
    target.feature = feature;
    by.push(`property feature = ${String(featureProp)}`);
  }
  if (tile.type && !target.terrain && !target.feature) {
    const byClass = findByName(ruleset.terrain, tile.type);
    const featureByClass = featureNamed(tile.type);
    if (byClass) target.terrain = byClass.id;
    else if (featureByClass) target.feature = featureByClass;
    if (byClass || featureByClass) by.push(`class ${tile.type}`);
  }
  return by.length > 0 ? { target, by: by.join(', ') } : null;
}

/** What a kind of object most likely is: a feature or path or hexside its class names, a label, a zone. */
export function suggestObject(group: ObjectGroup, type: string, ruleset: Ruleset, sample?: TiledObject): Suggestion<ObjectTarget> {
  const feature = featureNamed(type);
  if (group === 'line') {
    const hexside = findByName(ruleset.hexsides, type);
    if (hexside) return { target: { as: 'hexside', type: hexside.id }, by: `class ${type}` };
    const path = findByName(ruleset.paths, type);
    if (path) return { target: { as: 'path', type: path.id }, by: `class ${type}` };
    return { target: { as: 'ignore' }, by: type ? `class ${type} names no hexside or path` : 'a line with no class' };
  }
  if (group === 'area' && !feature && norm(type) !== 'label') {
    const purpose = ZONE_PURPOSES.find((p) => norm(type).startsWith(p));
    return { target: { as: 'zone', purpose: purpose ?? 'other' }, by: purpose ? `class ${type}` : 'an area' };
  }
  if (feature === 'label' || (!feature && norm(type) === 'label')) return { target: { as: 'label' }, by: `class ${type}` };
  if (feature) return { target: { as: 'feature', feature }, by: `class ${type}` };
  if (sample && (sample.name || sample.text)) return { target: { as: 'label' }, by: 'a named mark' };
  return { target: { as: 'ignore' }, by: 'an unnamed mark' };
}
