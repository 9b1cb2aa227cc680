import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { InteropError } from '../../../src-shared/interop/errors';
import { baseName } from '../../../src-shared/interop/tiled/paths';
import { TILED_LIMITS, type TiledFile, type TiledFileResolver } from '../../../src-shared/interop/tiled/read-common';

const decoder = new TextDecoder('utf-8', { fatal: true });

/** A text file of a Tiled map from disk; its size is checked before it is read. */
export function readTiledFile(file: string, shownAs = file): TiledFile {
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    throw new InteropError(`cannot find ${shownAs}`);
  }
  if (size > TILED_LIMITS.fileChars) throw new InteropError(`${shownAs} is ${(size / 1048576).toFixed(1)} MB; the largest Tiled file Atoll reads is ${TILED_LIMITS.fileChars / 1048576} MB`);
  return { path: shownAs, text: textOf(readFileSync(file), shownAs) };
}

/** UTF-8 text (a byte-order mark dropped); anything else is not a Tiled file. */
export function textOf(bytes: Uint8Array, shownAs: string): string {
  try {
    return decoder.decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw new InteropError(`${shownAs} is not a text file (Tiled maps and tilesets are UTF-8 XML or JSON)`);
  }
}

/** Files beside a map on disk (the CLI): `relative` is resolved against the map's folder. */
export function diskResolver(mapFile: string): TiledFileResolver {
  const dir = path.dirname(path.resolve(mapFile));
  return (relative) => {
    const file = path.resolve(dir, relative);
    try {
      if (!statSync(file).isFile()) return null;
    } catch {
      return null;
    }
    return readTiledFile(file, relative);
  };
}

/** Files chosen together with the map (the app): found by their path as the map names it, or by file name. */
export function chosenResolver(files: readonly TiledFile[]): TiledFileResolver {
  return (relative) => {
    const exact = files.find((f) => f.path === relative);
    if (exact) return exact;
    const name = baseName(relative);
    return files.find((f) => baseName(f.path) === name) ?? files.find((f) => baseName(f.path).toLowerCase() === name.toLowerCase()) ?? null;
  };
}
