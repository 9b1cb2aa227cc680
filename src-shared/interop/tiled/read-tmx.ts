import { InteropError } from '../errors';
import { childNamed, childrenNamed, type XmlElement } from '../xml';
import { decodeCells, type CellSource } from './layer-data';
import type { TiledChunk, TiledImage, TiledLayer, TiledObject, TiledObjectShape, TiledProperties, TiledTile, TiledTileset } from './model';
import { joinPath } from './paths';
import { freezeProperties, intIn, numberIn, propertyValue, TILED_LIMITS, type ReadContext } from './read-common';

/** `<properties>` of an element; multi-line string values are the property's text. */
export function tmxProperties(el: XmlElement): TiledProperties {
  const list = childNamed(el, 'properties');
  if (!list) return freezeProperties([]);
  return freezeProperties(
    childrenNamed(list, 'property').map((p) => [p.attrs.name ?? '', propertyValue(p.attrs.type, p.attrs.value ?? p.text)]),
  );
}

/** An `<image>`; `base` is the folder of the file that holds it, relative to the map's folder. */
function tmxImage(el: XmlElement | undefined, base: string, where: string): TiledImage | undefined {
  if (!el) return undefined;
  const size = (name: string) => (el.attrs[name] ? intIn(el.attrs[name], 0, 1 << 16, `the image ${name}`, where) : 0);
  const data = childNamed(el, 'data');
  if (!el.attrs.source && data && data.attrs.encoding === 'base64') return { source: '', width: size('width'), height: size('height'), embedded: data.text.trim() };
  if (!el.attrs.source) return undefined;
  return { source: joinPath(base, el.attrs.source), width: size('width'), height: size('height') };
}

/** A `<tileset>` element's own content (an embedded one, or the root of a `.tsx`). */
export function tmxTileset(el: XmlElement, firstGid: number, base: string, where: string, source?: string): TiledTileset {
  const a = el.attrs;
  const name = a.name ?? '';
  const at = `${where} › tileset "${name}"`;
  const tiles = new Map<number, TiledTile>();
  const tileEls = childrenNamed(el, 'tile');
  if (tileEls.length > TILED_LIMITS.tilesPerTileset) throw new InteropError(`${at}: more than ${TILED_LIMITS.tilesPerTileset} tiles`);
  for (const t of tileEls) {
    const id = intIn(t.attrs.id, 0, 0x0fffffff, 'a tile id', at);
    tiles.set(id, { id, type: t.attrs.class ?? t.attrs.type ?? '', properties: tmxProperties(t), image: tmxImage(childNamed(t, 'image'), base, at) });
  }
  const columns = a.columns !== undefined ? intIn(a.columns, 0, 1 << 16, 'columns', at) : 0;
  const tileCount = a.tilecount !== undefined ? intIn(a.tilecount, 0, 0x0fffffff, 'tilecount', at) : 0;
  return {
    firstGid,
    name,
    source,
    tileWidth: intIn(a.tilewidth ?? '0', 0, TILED_LIMITS.tilePx, 'tilewidth', at),
    tileHeight: intIn(a.tileheight ?? '0', 0, TILED_LIMITS.tilePx, 'tileheight', at),
    spacing: a.spacing ? intIn(a.spacing, 0, 4096, 'spacing', at) : 0,
    margin: a.margin ? intIn(a.margin, 0, 4096, 'margin', at) : 0,
    tileCount,
    columns,
    image: tmxImage(childNamed(el, 'image'), base, at),
    tiles,
  };
}

/** The cells held by `content` (a layer's `<data>` or one of its `<chunk>`s), encoded as `data` says. */
function cellSource(data: XmlElement, content: XmlElement, where: string): CellSource {
  const encoding = data.attrs.encoding ?? '';
  if (encoding === '') return { kind: 'xml', gids: childrenNamed(content, 'tile').map((t) => t.attrs.gid) };
  if (encoding === 'csv') return { kind: 'csv', text: content.text };
  if (encoding === 'base64') return { kind: 'base64', text: content.text, compression: data.attrs.compression ?? '' };
  throw new InteropError(`${where}: the encoding "${encoding}" is not one Tiled writes (csv, base64 or XML)`);
}

function chunkOf(data: XmlElement, el: XmlElement, where: string, ctx: ReadContext): TiledChunk {
  const x = intIn(el.attrs.x ?? '0', -(2 ** 30), 2 ** 30, 'the chunk x', where);
  const y = intIn(el.attrs.y ?? '0', -(2 ** 30), 2 ** 30, 'the chunk y', where);
  const width = intIn(el.attrs.width, 1, 4096, 'the chunk width', where);
  const height = intIn(el.attrs.height, 1, 4096, 'the chunk height', where);
  ctx.takeCells(width * height, where);
  return { x, y, width, height, gids: decodeCells(cellSource(data, el, where), width * height, where, ctx.codec) };
}

function tileLayer(el: XmlElement, name: string, where: string, ctx: ReadContext): TiledLayer {
  const at = `${where} › layer "${name}"`;
  const data = childNamed(el, 'data');
  if (!data) return { kind: 'tiles', name, visible: el.attrs.visible !== '0', chunks: [] };
  const chunkEls = childrenNamed(data, 'chunk');
  let chunks: TiledChunk[];
  if (chunkEls.length > 0) chunks = chunkEls.map((c) => chunkOf(data, c, at, ctx));
  else {
    const width = intIn(el.attrs.width, 1, 4096, 'the layer width', at);
    const height = intIn(el.attrs.height, 1, 4096, 'the layer height', at);
    ctx.takeCells(width * height, at);
    chunks = [{ x: 0, y: 0, width, height, gids: decodeCells(cellSource(data, data, at), width * height, at, ctx.codec) }];
  }
  return { kind: 'tiles', name, visible: el.attrs.visible !== '0', chunks };
}

function points(text: string | undefined, where: string): { x: number; y: number }[] {
  const pairs = (text ?? '').trim().split(/\s+/).filter(Boolean);
  if (pairs.length > TILED_LIMITS.pointsPerObject) throw new InteropError(`${where}: more than ${TILED_LIMITS.pointsPerObject} points`);
  return pairs.map((pair) => {
    const [x, y] = pair.split(',');
    return { x: numberIn(x, 'a point', where, NaN), y: numberIn(y, 'a point', where, NaN) };
  });
}

function tmxObject(el: XmlElement, where: string, ctx: ReadContext): TiledObject {
  ctx.takeObject(where);
  const a = el.attrs;
  const at = `${where} › object ${a.id ?? ''}`.trimEnd();
  let shape: TiledObjectShape = 'rectangle';
  let pts: { x: number; y: number }[] = [];
  let text = '';
  if (childNamed(el, 'point')) shape = 'point';
  else if (childNamed(el, 'ellipse')) shape = 'ellipse';
  else if (childNamed(el, 'polygon')) [shape, pts] = ['polygon', points(childNamed(el, 'polygon')?.attrs.points, at)];
  else if (childNamed(el, 'polyline')) [shape, pts] = ['polyline', points(childNamed(el, 'polyline')?.attrs.points, at)];
  else if (childNamed(el, 'text')) [shape, text] = ['text', childNamed(el, 'text')?.text ?? ''];
  else if (a.gid) shape = 'tile';
  return {
    id: a.id ? intIn(a.id, 0, 2 ** 31, 'the object id', at) : 0,
    name: (a.name ?? '').slice(0, 200),
    type: (a.class ?? a.type ?? '').slice(0, 200),
    shape,
    x: numberIn(a.x, 'x', at),
    y: numberIn(a.y, 'y', at),
    width: numberIn(a.width, 'width', at),
    height: numberIn(a.height, 'height', at),
    rotation: numberIn(a.rotation, 'rotation', at),
    points: pts,
    text: text.slice(0, 2000),
    properties: tmxProperties(el),
  };
}

/** The tile and object layers of a map element or group, groups flattened into `group/layer` names. */
export function tmxLayers(el: XmlElement, prefix: string, where: string, ctx: ReadContext, out: TiledLayer[] = []): TiledLayer[] {
  for (const child of el.children) {
    const name = `${prefix}${child.attrs.name ?? ''}`;
    if (out.length >= TILED_LIMITS.layers) throw new InteropError(`${where}: more than ${TILED_LIMITS.layers} layers`);
    if (child.name === 'layer') out.push(tileLayer(child, name, where, ctx));
    else if (child.name === 'objectgroup')
      out.push({ kind: 'objects', name, visible: child.attrs.visible !== '0', objects: childrenNamed(child, 'object').map((o) => tmxObject(o, `${where} › layer "${name}"`, ctx)) });
    else if (child.name === 'group') tmxLayers(child, `${name}/`, where, ctx, out);
  }
  return out;
}
