import { InteropError } from '../errors';
import { MAX_MAP_SIDE } from '../../model/map';
import { stripFlags, type TiledImage, type TiledMap, type TiledTile, type TiledTileset } from './model';

export type TileRef = { tileset: TiledTileset; id: number; tile: TiledTile | undefined };

/** gid → tileset and local id (flip flags stripped), remembered per gid: a map uses few distinct tiles. */
export function tileLookup(map: TiledMap): (gid: number) => TileRef | null {
  const sets = [...map.tilesets].sort((a, b) => b.firstGid - a.firstGid);
  const cache = new Map<number, TileRef | null>();
  return (raw) => {
    const gid = stripFlags(raw);
    if (gid === 0) return null;
    let ref = cache.get(gid);
    if (ref === undefined) {
      const tileset = sets.find((t) => t.firstGid <= gid);
      ref = tileset ? { tileset, id: gid - tileset.firstGid, tile: tileset.tiles.get(gid - tileset.firstGid) } : null;
      cache.set(gid, ref);
    }
    return ref;
  };
}

/** Where a tile's picture is: its own image, or a cell of its tileset's image. */
export function tileImage(ref: TileRef): { image: TiledImage; x: number; y: number; width: number; height: number } | null {
  if (ref.tile?.image) return { image: ref.tile.image, x: 0, y: 0, width: ref.tile.image.width, height: ref.tile.image.height };
  const t = ref.tileset;
  if (!t.image || t.tileWidth <= 0 || t.tileHeight <= 0) return null;
  const columns = t.columns > 0 ? t.columns : Math.floor((t.image.width - 2 * t.margin + t.spacing) / (t.tileWidth + t.spacing));
  if (columns <= 0) return null;
  const col = ref.id % columns;
  const row = Math.floor(ref.id / columns);
  return { image: t.image, x: t.margin + col * (t.tileWidth + t.spacing), y: t.margin + row * (t.tileHeight + t.spacing), width: t.tileWidth, height: t.tileHeight };
}

export type TileBounds = { minX: number; minY: number; cols: number; rows: number };

/** The cells that become hexes: a finite map's whole grid, or the cells an infinite map's tiles cover. */
export function mapBounds(map: TiledMap, where: string): TileBounds {
  if (!map.infinite) return { minX: 0, minY: 0, cols: map.width, rows: map.height };
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const layer of map.layers) {
    if (layer.kind !== 'tiles') continue;
    for (const c of layer.chunks)
      for (let j = 0; j < c.height; j++)
        for (let i = 0; i < c.width; i++) {
          if (c.gids[j * c.width + i] === 0) continue;
          const x = c.x + i;
          const y = c.y + j;
          if (x < minX) minX = x;
          if (x > maxX) maxX = x;
          if (y < minY) minY = y;
          if (y > maxY) maxY = y;
        }
  }
  if (minX === Infinity) throw new InteropError(`${where} is an infinite map with no tiles; there is nothing to import`);
  const cols = maxX - minX + 1;
  const rows = maxY - minY + 1;
  if (cols > MAX_MAP_SIDE || rows > MAX_MAP_SIDE)
    throw new InteropError(`${where}: its tiles cover ${cols} × ${rows} hexes; Atoll maps are at most ${MAX_MAP_SIDE} × ${MAX_MAP_SIDE}`);
  return { minX, minY, cols, rows };
}

/** Every non-empty cell of a tile layer inside the bounds, as hex coordinates and its gid. */
export function forEachCell(chunks: TiledMap['layers'][number] & { kind: 'tiles' }, bounds: TileBounds, visit: (col: number, row: number, gid: number) => void) {
  for (const c of chunks.chunks)
    for (let j = 0; j < c.height; j++) {
      const row = c.y + j - bounds.minY;
      if (row < 0 || row >= bounds.rows) continue;
      for (let i = 0; i < c.width; i++) {
        const gid = c.gids[j * c.width + i];
        if (gid === 0) continue;
        const col = c.x + i - bounds.minX;
        if (col >= 0 && col < bounds.cols) visit(col, row, gid);
      }
    }
}
