import type { Ruleset } from '../../ruleset';
import { atollGeometry } from './geometry';
import { objectGroup, objectKey, suggestObject, suggestTile, tileKey, type ObjectGroup, type ObjectTarget, type Suggestion, type TileTarget } from './mapping';
import type { TiledMap, TiledPropertyValue } from './model';
import { forEachCell, mapBounds, tileImage, tileLookup } from './tiles';

export type TilePicture = { source: string; embedded: boolean; x: number; y: number; width: number; height: number };

export type TileSummary = {
  key: string;
  tileset: string;
  id: number;
  type: string;
  properties: Record<string, TiledPropertyValue>;
  /** Cells that show it, over every tile layer. */
  count: number;
  layers: string[];
  picture: TilePicture | null;
  suggestion: Suggestion<TileTarget> | null;
};

export type ObjectKindSummary = {
  key: string;
  group: ObjectGroup;
  type: string;
  count: number;
  /** A few of their names, to recognise them by. */
  names: string[];
  suggestion: Suggestion<ObjectTarget>;
};

export type TiledSummary = {
  format: 'tmx' | 'tmj';
  cols: number;
  rows: number;
  orientation: 'flat' | 'pointy';
  stagger: 'odd' | 'even';
  infinite: boolean;
  tilesets: { name: string; source: string | null; image: string | null }[];
  layers: { name: string; kind: 'tiles' | 'objects'; size: number }[];
  tiles: TileSummary[];
  objects: ObjectKindSummary[];
  warnings: string[];
};

/** What the mapping dialog shows: every distinct tile with its picture, properties, use and suggested target,
 *  every kind of object, the grid Atoll will make, and what looks wrong. */
export function summarizeTiledMap(map: TiledMap, where: string, ruleset: Ruleset): TiledSummary {
  const bounds = mapBounds(map, where);
  const lookup = tileLookup(map);
  const tiles = new Map<string, TileSummary>();
  const unknownGids = new Set<number>();
  const layers: TiledSummary['layers'] = [];
  for (const layer of map.layers) {
    if (layer.kind === 'objects') {
      layers.push({ name: layer.name, kind: 'objects', size: layer.objects.length });
      continue;
    }
    let cells = 0;
    forEachCell(layer, bounds, (_c, _r, gid) => {
      cells++;
      const ref = lookup(gid);
      if (!ref) return void unknownGids.add(gid & 0x0fffffff);
      const key = tileKey(ref.tileset, ref.id);
      let s = tiles.get(key);
      if (!s) {
        const pic = tileImage(ref);
        s = {
          key, tileset: ref.tileset.name, id: ref.id, type: ref.tile?.type ?? '', properties: { ...(ref.tile?.properties ?? {}) }, count: 0, layers: [],
          picture: pic ? { source: pic.image.source, embedded: pic.image.embedded !== undefined, x: pic.x, y: pic.y, width: pic.width, height: pic.height } : null,
          suggestion: suggestTile(ref.tile, ruleset),
        };
        tiles.set(key, s);
      }
      s.count++;
      if (!s.layers.includes(layer.name)) s.layers.push(layer.name);
    });
    layers.push({ name: layer.name, kind: 'tiles', size: cells });
  }
  const objects = new Map<string, ObjectKindSummary>();
  for (const layer of map.layers) {
    if (layer.kind !== 'objects') continue;
    for (const o of layer.objects) {
      const key = objectKey(o);
      let s = objects.get(key);
      if (!s) {
        s = { key, group: objectGroup(o), type: o.type, count: 0, names: [], suggestion: suggestObject(objectGroup(o), o.type, ruleset, o) };
        objects.set(key, s);
      }
      s.count++;
      const name = o.name || o.text;
      if (name && s.names.length < 4 && !s.names.includes(name)) s.names.push(name.slice(0, 60));
    }
  }
  const warnings: string[] = [];
  if (unknownGids.size > 0) warnings.push(`tile number${unknownGids.size > 1 ? 's' : ''} ${[...unknownGids].slice(0, 5).join(', ')} belong${unknownGids.size > 1 ? '' : 's'} to no tileset; those cells are left at the default terrain`);
  for (const t of map.tilesets) if (!t.image && t.tiles.size === 0) warnings.push(`the tileset "${t.name}" has no image`);
  const geom = atollGeometry(map.grid, bounds.minX, bounds.minY);
  return {
    format: map.format, cols: bounds.cols, rows: bounds.rows, orientation: geom.orientation, stagger: geom.stagger, infinite: map.infinite,
    tilesets: map.tilesets.map((t) => ({ name: t.name, source: t.source ?? null, image: t.image?.source || null })),
    layers,
    tiles: [...tiles.values()].sort((a, b) => a.tileset.localeCompare(b.tileset) || a.id - b.id),
    objects: [...objects.values()].sort((a, b) => a.key.localeCompare(b.key)),
    warnings,
  };
}
