import { z } from 'zod';
import { InteropError } from '../errors';
import { decodeCells, type CellSource } from './layer-data';
import type { TiledChunk, TiledImage, TiledLayer, TiledObject, TiledObjectShape, TiledProperties, TiledTile, TiledTileset } from './model';
import { joinPath } from './paths';
import { freezeProperties, propertyValue, TILED_LIMITS, type ReadContext } from './read-common';

const int = (min: number, max: number) => z.number().int().min(min).max(max);
const coord = z.number().finite().min(-1e9).max(1e9);
const text = z.string().max(2000);

const PropertiesSchema = z
  .array(z.object({ name: z.string().max(200), type: z.string().max(40).optional(), value: z.unknown() }))
  .max(200)
  .optional();

export const TmjMapSchema = z.object({
  type: z.literal('map').optional(),
  orientation: z.string().max(40),
  width: int(1, 1 << 20),
  height: int(1, 1 << 20),
  tilewidth: int(1, TILED_LIMITS.tilePx),
  tileheight: int(1, TILED_LIMITS.tilePx),
  hexsidelength: int(0, TILED_LIMITS.tilePx).optional(),
  staggeraxis: z.enum(['x', 'y']).optional(),
  staggerindex: z.enum(['odd', 'even']).optional(),
  infinite: z.boolean().optional(),
  layers: z.array(z.unknown()).max(TILED_LIMITS.layers),
  tilesets: z.array(z.unknown()).max(TILED_LIMITS.tilesets),
  properties: PropertiesSchema,
});

const DataSchema = z.union([z.array(z.unknown()).max(TILED_LIMITS.cells), z.string().max(TILED_LIMITS.fileChars)]);

const LayerHead = z.object({ type: z.string().max(40), name: z.string().max(200).default(''), visible: z.boolean().default(true) });

const TileLayerSchema = z.object({
  width: int(1, 4096).optional(),
  height: int(1, 4096).optional(),
  data: DataSchema.optional(),
  encoding: z.enum(['csv', 'base64']).optional(),
  compression: z.string().max(20).optional(),
  chunks: z.array(z.object({ x: int(-(2 ** 30), 2 ** 30), y: int(-(2 ** 30), 2 ** 30), width: int(1, 4096), height: int(1, 4096), data: DataSchema })).max(1 << 16).optional(),
});

const PointSchema = z.object({ x: coord, y: coord });
const ObjectSchema = z.object({
  id: int(0, 2 ** 31).default(0),
  name: z.string().max(200).default(''),
  type: z.string().max(200).optional(),
  class: z.string().max(200).optional(),
  x: coord.default(0),
  y: coord.default(0),
  width: coord.default(0),
  height: coord.default(0),
  rotation: coord.default(0),
  point: z.boolean().optional(),
  ellipse: z.boolean().optional(),
  polygon: z.array(PointSchema).max(TILED_LIMITS.pointsPerObject).optional(),
  polyline: z.array(PointSchema).max(TILED_LIMITS.pointsPerObject).optional(),
  text: z.object({ text: text.default('') }).optional(),
  gid: z.number().int().min(0).max(0xffffffff).optional(),
  properties: PropertiesSchema,
});
const ObjectLayerSchema = z.object({ objects: z.array(z.unknown()).max(TILED_LIMITS.objects).default([]) });

const TileSchema = z.object({
  id: int(0, 0x0fffffff),
  type: z.string().max(200).optional(),
  class: z.string().max(200).optional(),
  properties: PropertiesSchema,
  image: z.string().max(4096).optional(),
  imagewidth: int(0, 1 << 16).optional(),
  imageheight: int(0, 1 << 16).optional(),
});

export const TsjTilesetSchema = z.object({
  name: z.string().max(200).default(''),
  tilewidth: int(0, TILED_LIMITS.tilePx).default(0),
  tileheight: int(0, TILED_LIMITS.tilePx).default(0),
  spacing: int(0, 4096).default(0),
  margin: int(0, 4096).default(0),
  tilecount: int(0, 0x0fffffff).default(0),
  columns: int(0, 1 << 16).default(0),
  image: z.string().max(4096).optional(),
  imagewidth: int(0, 1 << 16).default(0),
  imageheight: int(0, 1 << 16).default(0),
  tiles: z.array(TileSchema).max(TILED_LIMITS.tilesPerTileset).default([]),
});

export const TilesetRefSchema = z.object({ firstgid: int(1, 0x0fffffff), source: z.string().max(4096).optional() });

/** The first problem zod found, as one line naming the file and the JSON path. */
export function parsed<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('');
  throw new InteropError(`${where}${path ? ` ${path.replace(/^\./, '')}` : ''}: ${issue.message}`);
}

export function tmjProperties(list: z.infer<typeof PropertiesSchema>): TiledProperties {
  return freezeProperties((list ?? []).map((p) => [p.name, propertyValue(p.type, p.value)]));
}

/** A JSON tileset's content (embedded, or a `.tsj`); `base` is its folder relative to the map's folder. */
export function tsjTileset(value: unknown, firstGid: number, base: string, where: string, source?: string): TiledTileset {
  const t = parsed(TsjTilesetSchema, value, where);
  const image = (src: string | undefined, width: number, height: number): TiledImage | undefined => (src ? { source: joinPath(base, src), width, height } : undefined);
  const tiles = new Map<number, TiledTile>();
  for (const tile of t.tiles)
    tiles.set(tile.id, { id: tile.id, type: tile.class ?? tile.type ?? '', properties: tmjProperties(tile.properties), image: image(tile.image, tile.imagewidth ?? 0, tile.imageheight ?? 0) });
  return {
    firstGid, name: t.name, source, tileWidth: t.tilewidth, tileHeight: t.tileheight, spacing: t.spacing, margin: t.margin,
    tileCount: t.tilecount, columns: t.columns, image: image(t.image, t.imagewidth, t.imageheight), tiles,
  };
}

function cellSource(data: unknown[] | string, encoding: string | undefined, compression: string | undefined): CellSource {
  if (typeof data === 'string') {
    if (encoding !== 'base64') throw new InteropError('layer data is text but the layer does not say it is base64');
    return { kind: 'base64', text: data, compression: compression ?? '' };
  }
  return { kind: 'array', values: data };
}

function tileLayer(value: unknown, name: string, visible: boolean, where: string, ctx: ReadContext): TiledLayer {
  const l = parsed(TileLayerSchema, value, where);
  const chunks: TiledChunk[] = [];
  const decode = (data: unknown[] | string, width: number, height: number) => {
    ctx.takeCells(width * height, where);
    try {
      return decodeCells(cellSource(data, l.encoding, l.compression), width * height, where, ctx.codec);
    } catch (e) {
      if (e instanceof InteropError && !e.message.startsWith(where)) throw new InteropError(`${where}: ${e.message}`);
      throw e;
    }
  };
  if (l.chunks) for (const c of l.chunks) chunks.push({ x: c.x, y: c.y, width: c.width, height: c.height, gids: decode(c.data, c.width, c.height) });
  else if (l.data !== undefined) {
    if (l.width === undefined || l.height === undefined) throw new InteropError(`${where}: the layer has data but no width and height`);
    chunks.push({ x: 0, y: 0, width: l.width, height: l.height, gids: decode(l.data, l.width, l.height) });
  }
  return { kind: 'tiles', name, visible, chunks };
}

function tmjObject(value: unknown, where: string, ctx: ReadContext): TiledObject {
  ctx.takeObject(where);
  const o = parsed(ObjectSchema, value, where);
  let shape: TiledObjectShape = 'rectangle';
  if (o.point) shape = 'point';
  else if (o.ellipse) shape = 'ellipse';
  else if (o.polygon) shape = 'polygon';
  else if (o.polyline) shape = 'polyline';
  else if (o.text) shape = 'text';
  else if (o.gid !== undefined) shape = 'tile';
  return {
    id: o.id, name: o.name, type: o.class ?? o.type ?? '', shape, x: o.x, y: o.y, width: o.width, height: o.height, rotation: o.rotation,
    points: o.polygon ?? o.polyline ?? [], text: o.text?.text ?? '', properties: tmjProperties(o.properties),
  };
}

/** The tile and object layers, groups flattened into `group/layer` names; group nesting is bounded. */
export function tmjLayers(values: unknown[], prefix: string, where: string, ctx: ReadContext, out: TiledLayer[] = [], depth = 0): TiledLayer[] {
  if (depth > 16) throw new InteropError(`${where}: groups nested more than 16 deep`);
  values.forEach((value, i) => {
    const at = `${where} layers[${i}]`;
    const head = parsed(LayerHead, value, at);
    const name = `${prefix}${head.name}`;
    if (out.length >= TILED_LIMITS.layers) throw new InteropError(`${where}: more than ${TILED_LIMITS.layers} layers`);
    if (head.type === 'tilelayer') out.push(tileLayer(value, name, head.visible, `${where} › layer "${name}"`, ctx));
    else if (head.type === 'objectgroup') {
      const objects = parsed(ObjectLayerSchema, value, at).objects.map((o, j) => tmjObject(o, `${where} › layer "${name}" objects[${j}]`, ctx));
      out.push({ kind: 'objects', name, visible: head.visible, objects });
    } else if (head.type === 'group') {
      const layers = parsed(z.object({ layers: z.array(z.unknown()).max(TILED_LIMITS.layers).default([]) }), value, at).layers;
      tmjLayers(layers, `${name}/`, where, ctx, out, depth + 1);
    }
  });
  return out;
}
