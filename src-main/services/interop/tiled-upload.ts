import { createCanvas, loadImage, type Image } from '@napi-rs/canvas';
import type { TiledUpload } from '../../../src-shared/api/contract-interop';
import { MAX_TILED_UPLOAD_BYTES } from '../../../src-shared/api/contract-interop';
import { ApiError } from '../../../src-shared/api/errors';
import { InteropError } from '../../../src-shared/interop/errors';
import { tileKey } from '../../../src-shared/interop/tiled/mapping';
import { baseName } from '../../../src-shared/interop/tiled/paths';
import { tileImage } from '../../../src-shared/interop/tiled/tiles';
import { readTiledMap } from '../../../src-shared/interop/tiled/read-map';
import type { TiledMap } from '../../../src-shared/interop/tiled/model';
import type { TiledSummary } from '../../../src-shared/interop/tiled/summary';
import { sniffImage } from '../../../src-shared/model';
import { nodeTiledCodec } from './tiled-codec';
import { chosenResolver, textOf } from './tiled-files';

export type ChosenFile = { name: string; bytes: Buffer };

/** The files the user chose, decoded; their total size is checked first. */
export function chosenFiles(upload: TiledUpload): ChosenFile[] {
  const total = upload.files.reduce((n, f) => n + Math.floor((f.base64.length * 3) / 4), 0);
  if (total > MAX_TILED_UPLOAD_BYTES) throw new ApiError('invalid-request', `the files weigh ${(total / 1048576).toFixed(1)} MB together; at most ${MAX_TILED_UPLOAD_BYTES / 1048576} MB can be imported at once`);
  return upload.files.map((f) => ({ name: baseName(f.name), bytes: Buffer.from(f.base64, 'base64') }));
}

/** An InteropError as the api's error: a missing tileset names the files to add (details), anything else is a bad file. */
export function asApiError(e: unknown): unknown {
  if (!(e instanceof InteropError)) return e;
  if (e.missing.length > 0) return new ApiError('not-found', e.message, e.missing.map((file) => ({ path: file, message: 'not among the chosen files' })));
  return new ApiError('invalid-request', e.message);
}

/** Read the chosen map and the tilesets it names from among the chosen files. */
export function readChosenMap(upload: TiledUpload, files: ChosenFile[]): TiledMap {
  const mapFile = files.find((f) => f.name === baseName(upload.map));
  if (!mapFile) throw new ApiError('invalid-request', `the map ${upload.map} is not among the chosen files`);
  const texts = files.filter((f) => f !== mapFile && /\.(tsx|tsj|json|xml)$/i.test(f.name)).map((f) => ({ path: f.name, text: '', file: f }));
  const resolver = chosenResolver(texts);
  try {
    return readTiledMap({ path: mapFile.name, text: textOf(mapFile.bytes, mapFile.name) }, (relative) => {
      const found = resolver(relative) as (typeof texts)[number] | null;
      return found ? { path: found.path, text: textOf(found.file.bytes, found.path) } : null;
    }, nodeTiledCodec);
  } catch (e) {
    throw asApiError(e);
  }
}

const PICTURE_PX = 48;

/** The tileset and tile images the map names that are neither embedded nor among the chosen files. */
export function missingImages(map: TiledMap, files: ChosenFile[]): string[] {
  const named = new Set<string>();
  for (const t of map.tilesets) {
    if (t.image && t.image.embedded === undefined) named.add(t.image.source);
    for (const tile of t.tiles.values()) if (tile.image && tile.image.embedded === undefined) named.add(tile.image.source);
  }
  const chosen = new Set(files.map((f) => f.name.toLowerCase()));
  return [...named].filter((source) => !chosen.has(baseName(source).toLowerCase())).sort();
}

/** Small pictures of the tiles whose images were chosen too (or are embedded in the map), as PNG base64 by tile key. */
export async function tilePictures(map: TiledMap, summary: TiledSummary, files: ChosenFile[]): Promise<Record<string, string>> {
  const images = new Map<string, Image | null>();
  const imageFor = async (source: string, embedded: string | undefined): Promise<Image | null> => {
    const key = embedded !== undefined ? `embedded:${embedded.slice(0, 64)}:${embedded.length}` : source;
    if (images.has(key)) return images.get(key)!;
    let bytes: Buffer | undefined;
    if (embedded !== undefined) bytes = Buffer.from(embedded, 'base64');
    else {
      const name = baseName(source);
      bytes = (files.find((f) => f.name === name) ?? files.find((f) => f.name.toLowerCase() === name.toLowerCase()))?.bytes;
    }
    let image: Image | null = null;
    if (bytes && sniffImage(bytes)) {
      // Decoded before the first tile is cut from it (an Image given a buffer may still be decoding).
      image = await loadImage(bytes).catch(() => null);
      if (image && image.width === 0) image = null;
    }
    images.set(key, image);
    return image;
  };
  const out: Record<string, string> = {};
  for (const tile of summary.tiles.slice(0, 2000)) {
    const tileset = map.tilesets.find((t) => tileKey(t, tile.id) === tile.key);
    const pic = tileset ? tileImage({ tileset, id: tile.id, tile: tileset.tiles.get(tile.id) }) : null;
    if (!pic || pic.width <= 0 || pic.height <= 0) continue;
    const image = await imageFor(pic.image.source, pic.image.embedded);
    if (!image) continue;
    const k = Math.min(1, PICTURE_PX / Math.max(pic.width, pic.height));
    const canvas = createCanvas(Math.max(1, Math.round(pic.width * k)), Math.max(1, Math.round(pic.height * k)));
    canvas.getContext('2d').drawImage(image, pic.x, pic.y, pic.width, pic.height, 0, 0, canvas.width, canvas.height);
    out[tile.key] = (await canvas.encode('png')).toString('base64');
  }
  return out;
}
