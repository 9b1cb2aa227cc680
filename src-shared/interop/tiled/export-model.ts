import { parseHexsideKey, type HexGridGeometry, type OffsetHex, type Point } from '../../hex';
import type { Feature, ScenarioDocument } from '../../model';
import { tileCentre, tiledGridFor, tiledLayout, tilePolygon, type TiledLayout } from './geometry';
import type { TiledHexGrid, TiledPropertyValue } from './model';

/** A tileset Atoll writes: tiles in a row-major image of `columns` columns, each with its class and properties. */
export type ExportTileset = {
  name: string;
  firstGid: number;
  /** The image file, beside the map. */
  image: string;
  imageWidth: number;
  imageHeight: number;
  columns: number;
  tiles: { id: number; type: string; properties: Record<string, TiledPropertyValue> }[];
};

export type ExportObject = {
  id: number;
  name: string;
  type: string;
  x: number;
  y: number;
  /** A polyline's points, relative to (x, y); a point object has none. */
  polyline?: Point[];
  properties: Record<string, TiledPropertyValue>;
};

export type ExportMap = {
  grid: TiledHexGrid;
  width: number;
  height: number;
  properties: Record<string, TiledPropertyValue>;
  tilesets: ExportTileset[];
  tileLayers: { id: number; name: string; gids: number[] }[];
  objectLayers: { id: number; name: string; objects: ExportObject[] }[];
  nextLayerId: number;
  nextObjectId: number;
};

export const TERRAIN_TILESET = 'atoll-terrain';
export const ELEVATION_TILESET = 'atoll-elevation';
/** Tiles per row of the generated tileset images. */
export const TILESET_COLUMNS = 8;

/** The file names of the two tileset images beside a map called `stem`. */
export function tilesetImageNames(stem: string): { terrain: string; elevation: string } {
  return { terrain: `${stem}-terrain.png`, elevation: `${stem}-elevation.png` };
}

/** Hexside side lengths Tiled can draw as even pixel counts: small, medium (Palm Point's 64 × 56) and large. */
export const TILE_SIZES = { small: 16, medium: 32, large: 48 } as const;
export type TileSize = keyof typeof TILE_SIZES;

/** Join segments that meet end to end into polylines (exact matches: the points come from one integer layout). */
export function chainSegments(segments: readonly [Point, Point][]): Point[][] {
  const key = (p: Point) => `${p.x},${p.y}`;
  const ends = new Map<string, number[]>();
  segments.forEach(([a, b], i) => {
    for (const p of [a, b]) ends.set(key(p), [...(ends.get(key(p)) ?? []), i]);
  });
  const used = new Set<number>();
  const lines: Point[][] = [];
  const walk = (start: number, from: Point) => {
    const line = [from];
    let at = from;
    let next: number | undefined = start;
    while (next !== undefined) {
      used.add(next);
      const [a, b] = segments[next];
      at = key(a) === key(at) ? b : a;
      line.push(at);
      next = (ends.get(key(at)) ?? []).find((i) => !used.has(i));
    }
    lines.push(line);
  };
  // Open chains first, from an end only one segment touches; then what is left (closed loops).
  segments.forEach(([a, b], i) => {
    if (used.has(i)) return;
    if (ends.get(key(a))!.length === 1) walk(i, a);
    else if (ends.get(key(b))!.length === 1) walk(i, b);
  });
  segments.forEach(([a], i) => {
    if (!used.has(i)) walk(i, a);
  });
  return lines;
}

/** The two corners two neighbouring hexes share, in Tiled pixels. */
function sharedEdge(l: TiledLayout, a: OffsetHex, b: OffsetHex): [Point, Point] | null {
  const pa = tilePolygon(l, a.col, a.row);
  const pb = tilePolygon(l, b.col, b.row);
  const common: Point[] = [];
  for (const p of pa) if (pb.some((q) => q.x === p.x && q.y === p.y) && !common.some((q) => q.x === p.x && q.y === p.y)) common.push(p);
  return common.length === 2 ? [common[0], common[1]] : null;
}

function featureObject(f: Feature, id: number, l: TiledLayout): ExportObject {
  const c = tileCentre(l, f.hex.col, f.hex.row);
  const properties: Record<string, TiledPropertyValue> = {};
  for (const [k, v] of Object.entries(f.props)) if (k !== 'text' && k !== 'name') properties[k] = v;
  if (f.facing !== undefined) properties.facing = f.facing;
  const name = f.type === 'label' ? String(f.props.text ?? '') : String(f.props.name ?? '');
  return { id, name, type: f.type, x: c.x, y: c.y, properties };
}

/**
 * The Tiled map of a scenario: its grid with Atoll's orientation and stagger, a terrain layer (one tile per terrain
 * of the ruleset, each with a `terrain` property), an elevation layer (one tile per level in use, each with an
 * `elevation` property), the features and labels as point objects, and the hexsides and the paths as polylines whose
 * class is their type, each in a layer of its own.
 */
export function exportModel(doc: ScenarioDocument, stem: string, size: TileSize = 'medium'): ExportMap {
  const geom: HexGridGeometry = { orientation: doc.map.orientation, stagger: doc.map.stagger };
  const grid = tiledGridFor(geom, TILE_SIZES[size]);
  const l = tiledLayout(grid);
  const { cols, rows } = doc.map;
  const terrains = doc.ruleset.terrain;
  const terrainIndex = new Map(terrains.map((t, i) => [t.id, i]));
  const levels = [...new Set(doc.hexes.map((h) => h.elevation).filter((e) => e !== 0))].sort((a, b) => a - b);
  const images = tilesetImageNames(stem);
  const terrainSet: ExportTileset = {
    name: TERRAIN_TILESET, firstGid: 1, image: images.terrain, columns: TILESET_COLUMNS,
    imageWidth: grid.tileWidth * Math.min(TILESET_COLUMNS, terrains.length), imageHeight: grid.tileHeight * Math.ceil(terrains.length / TILESET_COLUMNS),
    tiles: terrains.map((t, id) => ({ id, type: t.id, properties: { terrain: t.id, name: t.name } })),
  };
  const elevationSet: ExportTileset = {
    name: ELEVATION_TILESET, firstGid: terrains.length + 1, image: images.elevation, columns: TILESET_COLUMNS,
    imageWidth: grid.tileWidth * Math.min(TILESET_COLUMNS, Math.max(1, levels.length)), imageHeight: grid.tileHeight * Math.max(1, Math.ceil(levels.length / TILESET_COLUMNS)),
    tiles: levels.map((level, id) => ({ id, type: 'elevation', properties: { elevation: level } })),
  };
  const terrainGids = new Array<number>(cols * rows).fill(terrainIndex.get(doc.map.defaultTerrain)! + 1);
  const elevationGids = new Array<number>(cols * rows).fill(0);
  for (const h of doc.hexes) {
    if (h.col >= cols || h.row >= rows) continue;
    terrainGids[h.row * cols + h.col] = (terrainIndex.get(h.terrain) ?? terrainIndex.get(doc.map.defaultTerrain)!) + 1;
    if (h.elevation !== 0) elevationGids[h.row * cols + h.col] = elevationSet.firstGid + levels.indexOf(h.elevation);
  }

  let nextObject = 1;
  const features = doc.features.map((f) => featureObject(f, nextObject++, l));
  const names = new Map<string, string>([...doc.ruleset.hexsides, ...doc.ruleset.paths].map((t) => [t.id, t.name]));
  const lines = (byType: Map<string, [Point, Point][]>): ExportObject[] =>
    [...byType]
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([type, segments]) =>
        chainSegments(segments).map(([o, ...rest]) => ({
          id: nextObject++, name: names.get(type) ?? type, type, x: o.x, y: o.y, polyline: [{ x: 0, y: 0 }, ...rest.map((p) => ({ x: p.x - o.x, y: p.y - o.y }))], properties: {},
        })),
      );
  const hexsides = new Map<string, [Point, Point][]>();
  for (const h of doc.hexsides) {
    const side = parseHexsideKey(geom, h.id);
    const edge = side && sharedEdge(l, side.hex, side.other);
    if (edge) hexsides.set(h.type, [...(hexsides.get(h.type) ?? []), edge]);
  }
  const paths = new Map<string, [Point, Point][]>();
  for (const p of doc.paths) {
    const side = parseHexsideKey(geom, p.id.slice(0, p.id.indexOf('|')));
    if (side) paths.set(p.type, [...(paths.get(p.type) ?? []), [tileCentre(l, side.hex.col, side.hex.row), tileCentre(l, side.other.col, side.other.row)]]);
  }

  return {
    grid, width: cols, height: rows,
    properties: { title: doc.info.title, hexSizeMm: doc.map.hexSizeMm },
    tilesets: levels.length > 0 ? [terrainSet, elevationSet] : [terrainSet],
    tileLayers: [{ id: 1, name: 'Terrain', gids: terrainGids }, { id: 2, name: 'Elevation', gids: elevationGids }],
    objectLayers: [
      { id: 3, name: 'Features', objects: features },
      { id: 4, name: 'Hexsides', objects: lines(hexsides) },
      { id: 5, name: 'Paths', objects: lines(paths) },
    ],
    nextLayerId: 6,
    nextObjectId: nextObject,
  };
}
