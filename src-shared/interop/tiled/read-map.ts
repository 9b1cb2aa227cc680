import { InteropError } from '../errors';
import { parseXml, childrenNamed, type XmlElement } from '../xml';
import type { TiledCodec } from './layer-data';
import type { TiledHexGrid, TiledMap, TiledTileset } from './model';
import { dirOf, joinPath } from './paths';
import {
  checkFileSize, checkMapSize, checkOrientation, intIn, ReadContext, TILED_LIMITS, type TiledFile, type TiledFileResolver,
} from './read-common';
import { parsed, tmjLayers, tmjProperties, TilesetRefSchema, TmjMapSchema, tsjTileset } from './read-tmj';
import { tmxLayers, tmxProperties, tmxTileset } from './read-tmx';

export type { TiledFile, TiledFileResolver };

type TilesetRef = { firstGid: number; source?: string; embedded?: (base: string) => TiledTileset };

function looksLike(text: string): 'xml' | 'json' | null {
  const first = /\S/.exec(text)?.[0];
  if (first === '<') return 'xml';
  if (first === '{') return 'json';
  return null;
}

function hexGrid(attrs: { tilewidth: number; tileheight: number; hexsidelength?: number; staggeraxis?: string; staggerindex?: string }, where: string): TiledHexGrid {
  const staggerAxis = attrs.staggeraxis ?? 'y';
  const staggerIndex = attrs.staggerindex ?? 'odd';
  if (staggerAxis !== 'x' && staggerAxis !== 'y') throw new InteropError(`${where}: staggeraxis must be x or y, not "${staggerAxis}"`);
  if (staggerIndex !== 'odd' && staggerIndex !== 'even') throw new InteropError(`${where}: staggerindex must be odd or even, not "${staggerIndex}"`);
  const side = attrs.hexsidelength ?? 0;
  const across = staggerAxis === 'x' ? attrs.tilewidth : attrs.tileheight;
  if (side >= across) throw new InteropError(`${where}: hexsidelength ${side} leaves no slanted sides on a ${attrs.tilewidth} × ${attrs.tileheight} tile`);
  return { tileWidth: attrs.tilewidth, tileHeight: attrs.tileheight, hexSideLength: side, staggerAxis, staggerIndex };
}

/** An external tileset file, `.tsx` or `.tsj`/`.json`, read from what the resolver found. */
function externalTileset(file: TiledFile, firstGid: number, source: string): TiledTileset {
  checkFileSize(file);
  const where = file.path;
  const base = dirOf(source);
  const kind = looksLike(file.text);
  if (kind === 'xml') {
    const root = parseXml(file.text, where);
    if (root.name !== 'tileset') throw new InteropError(`${where} is not a Tiled tileset (its root element is <${root.name}>)`);
    return tmxTileset(root, firstGid, base, where, source);
  }
  if (kind === 'json') {
    let value: unknown;
    try {
      value = JSON.parse(file.text);
    } catch (e) {
      throw new InteropError(`${where} is not valid JSON (${e instanceof Error ? e.message : String(e)})`);
    }
    return tsjTileset(value, firstGid, base, where, source);
  }
  throw new InteropError(`${where} is not a Tiled tileset (neither XML nor JSON)`);
}

function resolveTilesets(refs: TilesetRef[], resolve: TiledFileResolver, where: string): TiledTileset[] {
  const found = refs.map((r) => (r.source ? resolve(r.source) : null));
  const missing = refs.flatMap((r, i) => (r.source && !found[i] ? [r.source] : []));
  if (missing.length > 0)
    throw new InteropError(
      `${where} uses the tileset${missing.length > 1 ? 's' : ''} ${missing.join(', ')}, which ${missing.length > 1 ? 'were' : 'was'} not found; add ${missing.length > 1 ? 'them' : 'it'} beside the map`,
      missing,
    );
  const tilesets = refs.map((r, i) => (r.source ? externalTileset(found[i]!, r.firstGid, r.source) : r.embedded!('')));
  return tilesets.sort((a, b) => a.firstGid - b.firstGid);
}

function readTmx(file: TiledFile, resolve: TiledFileResolver, ctx: ReadContext): TiledMap {
  const where = file.path;
  const root: XmlElement = parseXml(file.text, where);
  if (root.name === 'tileset') throw new InteropError(`${where} is a Tiled tileset, not a map; choose the map (.tmx) that uses it`);
  if (root.name !== 'map') throw new InteropError(`${where} is not a Tiled map (its root element is <${root.name}>)`);
  const a = root.attrs;
  const orientation = checkOrientation(a.orientation ?? '', where);
  const width = intIn(a.width, 1, 1 << 20, 'the map width', where);
  const height = intIn(a.height, 1, 1 << 20, 'the map height', where);
  const infinite = a.infinite === '1';
  if (!infinite) checkMapSize(width, height, where);
  const grid = hexGrid(
    {
      tilewidth: intIn(a.tilewidth, 1, TILED_LIMITS.tilePx, 'tilewidth', where),
      tileheight: intIn(a.tileheight, 1, TILED_LIMITS.tilePx, 'tileheight', where),
      hexsidelength: a.hexsidelength !== undefined ? intIn(a.hexsidelength, 0, TILED_LIMITS.tilePx, 'hexsidelength', where) : undefined,
      staggeraxis: a.staggeraxis,
      staggerindex: a.staggerindex,
    },
    where,
  );
  const tilesetEls = childrenNamed(root, 'tileset');
  if (tilesetEls.length > TILED_LIMITS.tilesets) throw new InteropError(`${where}: more than ${TILED_LIMITS.tilesets} tilesets`);
  const refs: TilesetRef[] = tilesetEls.map((t) => {
    const firstGid = intIn(t.attrs.firstgid, 1, 0x0fffffff, 'a tileset firstgid', where);
    return t.attrs.source ? { firstGid, source: t.attrs.source } : { firstGid, embedded: (base: string) => tmxTileset(t, firstGid, base, where) };
  });
  const tilesets = resolveTilesets(refs, resolve, where);
  return { format: 'tmx', orientation, grid, width, height, infinite, tilesets, layers: tmxLayers(root, '', where, ctx), properties: tmxProperties(root) };
}

function readTmj(file: TiledFile, resolve: TiledFileResolver, ctx: ReadContext): TiledMap {
  const where = file.path;
  let value: unknown;
  try {
    value = JSON.parse(file.text);
  } catch (e) {
    throw new InteropError(`${where} is not valid JSON (${e instanceof Error ? e.message : String(e)})`);
  }
  if (typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'tileset')
    throw new InteropError(`${where} is a Tiled tileset, not a map; choose the map (.tmj) that uses it`);
  if (typeof value !== 'object' || value === null || typeof (value as { orientation?: unknown }).orientation !== 'string')
    throw new InteropError(`${where} is not a Tiled map (a JSON map has an orientation, a size and layers)`);
  checkOrientation((value as { orientation: string }).orientation, where);
  const m = parsed(TmjMapSchema, value, where);
  const infinite = m.infinite === true;
  if (!infinite) checkMapSize(m.width, m.height, where);
  const grid = hexGrid(m, where);
  const refs: TilesetRef[] = m.tilesets.map((t, i) => {
    const ref = parsed(TilesetRefSchema, t, `${where} tilesets[${i}]`);
    return ref.source ? { firstGid: ref.firstgid, source: ref.source } : { firstGid: ref.firstgid, embedded: (base: string) => tsjTileset(t, ref.firstgid, base, `${where} tilesets[${i}]`) };
  });
  const tilesets = resolveTilesets(refs, resolve, where);
  return {
    format: 'tmj', orientation: 'hexagonal', grid, width: m.width, height: m.height, infinite, tilesets,
    layers: tmjLayers(m.layers, '', where, ctx), properties: tmjProperties(m.properties),
  };
}

/**
 * Read a Tiled map (`.tmx` or `.tmj`/`.json`, told apart by content) and the external tilesets it names (found by
 * `resolve`, relative to the map's folder). Anything Atoll cannot use is an InteropError with a one-line reason;
 * an error lists every missing tileset at once.
 */
export function readTiledMap(file: TiledFile, resolve: TiledFileResolver, codec: TiledCodec): TiledMap {
  checkFileSize(file);
  const ctx = new ReadContext(codec);
  const kind = looksLike(file.text);
  if (kind === 'xml') return readTmx(file, (source) => resolve(joinPath('', source)), ctx);
  if (kind === 'json') return readTmj(file, (source) => resolve(joinPath('', source)), ctx);
  throw new InteropError(`${file.path} is not a Tiled map: it is neither XML (.tmx) nor JSON (.tmj)`);
}

