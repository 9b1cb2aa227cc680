/** A Tiled map as read from `.tmx`/`.tmj` (and its `.tsx`/`.tsj` tilesets), before anything is mapped to Atoll. */

export type TiledOrientation = 'orthogonal' | 'isometric' | 'staggered' | 'hexagonal';

/** The hexagonal grid of a Tiled map, as Tiled stores it. */
export type TiledHexGrid = {
  tileWidth: number;
  tileHeight: number;
  hexSideLength: number;
  /** x: columns are staggered (flat-top hexes); y: rows are staggered (pointy-top hexes). */
  staggerAxis: 'x' | 'y';
  /** Which columns or rows are pushed by half a hex. */
  staggerIndex: 'odd' | 'even';
};

export type TiledPropertyValue = string | number | boolean;
export type TiledProperties = Readonly<Record<string, TiledPropertyValue>>;

/** A tileset or tile image: a file beside the map (`source`, relative to the map) or, in a TMX, embedded as base64. */
export type TiledImage = { source: string; width: number; height: number; embedded?: string };

export type TiledTile = {
  /** Local id within its tileset. */
  id: number;
  /** The tile's `type` (Tiled up to 1.8) or `class` (1.9 on). */
  type: string;
  properties: TiledProperties;
  /** Image-collection tilesets give each tile its own image. */
  image?: TiledImage;
};

export type TiledTileset = {
  firstGid: number;
  name: string;
  /** The external file it came from, as the map names it; absent for an embedded tileset. */
  source?: string;
  tileWidth: number;
  tileHeight: number;
  spacing: number;
  margin: number;
  tileCount: number;
  columns: number;
  image?: TiledImage;
  tiles: ReadonlyMap<number, TiledTile>;
};

/** A rectangle of cells; gids as stored, flip flags still set. A finite layer is one chunk at (0, 0). */
export type TiledChunk = { x: number; y: number; width: number; height: number; gids: Uint32Array };

export type TiledTileLayer = { kind: 'tiles'; name: string; visible: boolean; chunks: TiledChunk[] };

export type TiledObjectShape = 'rectangle' | 'point' | 'ellipse' | 'polygon' | 'polyline' | 'tile' | 'text';

export type TiledObject = {
  id: number;
  name: string;
  /** `type` (up to 1.8) or `class` (1.9 on). */
  type: string;
  shape: TiledObjectShape;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
  /** Polygon and polyline points, relative to (x, y). */
  points: { x: number; y: number }[];
  text: string;
  properties: TiledProperties;
};

export type TiledObjectLayer = { kind: 'objects'; name: string; visible: boolean; objects: TiledObject[] };

export type TiledLayer = TiledTileLayer | TiledObjectLayer;

export type TiledMap = {
  format: 'tmx' | 'tmj';
  orientation: TiledOrientation;
  grid: TiledHexGrid;
  width: number;
  height: number;
  infinite: boolean;
  tilesets: TiledTileset[];
  /** Tile and object layers in drawing order (bottom first); layers inside groups are named `group/layer`. */
  layers: TiledLayer[];
  properties: TiledProperties;
};

/** Flip and rotation flags Tiled keeps in a gid's top four bits. */
export const GID_FLAGS = 0xf0000000;

export function stripFlags(gid: number): number {
  return (gid & ~GID_FLAGS) >>> 0;
}
