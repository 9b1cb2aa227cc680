import { MAX_MAP_SIDE } from '../../model/map';
import { InteropError } from '../errors';
import type { TiledCodec } from './layer-data';
import type { TiledOrientation, TiledProperties, TiledPropertyValue } from './model';

/** A file of a Tiled map: its path relative to the map's folder (the map itself: its name) and its text. */
export type TiledFile = { path: string; text: string };
/** Finds a file the map refers to, by its path relative to the map's folder; null when it is not there. */
export type TiledFileResolver = (path: string) => TiledFile | null;

/** Limits on what a file may ask Atoll to allocate, checked before the allocation. */
export const TILED_LIMITS = {
  /** Largest map or tileset file, in characters. */
  fileChars: 48 * 1024 * 1024,
  layers: 64,
  /** Cells over every layer and chunk together (64 MB of gids). */
  cells: 16 * 1024 * 1024,
  tilesets: 64,
  tilesPerTileset: 65_536,
  objects: 100_000,
  pointsPerObject: 10_000,
  tilePx: 4096,
} as const;

/** What a reader shares while it reads one map: the codec and the budget of cells left. */
export class ReadContext {
  cellsLeft: number = TILED_LIMITS.cells;
  objects = 0;
  constructor(readonly codec: TiledCodec) {}

  takeCells(count: number, where: string) {
    if (count > this.cellsLeft) throw new InteropError(`${where}: the map holds more cells than Atoll reads (${TILED_LIMITS.cells.toLocaleString('en')} over all layers)`);
    this.cellsLeft -= count;
  }

  takeObject(where: string) {
    if (++this.objects > TILED_LIMITS.objects) throw new InteropError(`${where}: the map has more than ${TILED_LIMITS.objects.toLocaleString('en')} objects`);
  }
}

export function checkFileSize(file: TiledFile) {
  if (file.text.length > TILED_LIMITS.fileChars)
    throw new InteropError(`${file.path} is ${(file.text.length / 1048576).toFixed(1)} MB; the largest Tiled file Atoll reads is ${TILED_LIMITS.fileChars / 1048576} MB`);
}

const ORIENTATION_HELP: Record<string, string> = {
  orthogonal: 'orthogonal (square tiles)',
  isometric: 'isometric',
  staggered: 'isometric (staggered)',
};

/** Only hexagonal maps have hexes; every other orientation is refused here, before anything else is read. */
export function checkOrientation(orientation: string, where: string): TiledOrientation {
  if (orientation === 'hexagonal') return orientation;
  const known = ORIENTATION_HELP[orientation];
  throw new InteropError(
    known
      ? `${where} is an ${known} map; Atoll imports hexagonal Tiled maps only (Tiled: Map ▸ Map Properties ▸ Orientation: Hexagonal)`
      : `${where} has the orientation "${orientation}", which Tiled does not write; Atoll imports hexagonal Tiled maps only`,
  );
}

/** A finite map's size, refused before its layers are decoded when Atoll could not hold it. */
export function checkMapSize(width: number, height: number, where: string) {
  if (width > MAX_MAP_SIDE || height > MAX_MAP_SIDE)
    throw new InteropError(`${where} is ${width} × ${height} hexes; Atoll maps are at most ${MAX_MAP_SIDE} × ${MAX_MAP_SIDE}`);
}

export function intIn(value: unknown, min: number, max: number, what: string, where: string): number {
  const n = typeof value === 'string' ? (/^-?\d+$/.test(value.trim()) ? Number(value) : NaN) : typeof value === 'number' ? value : NaN;
  if (!Number.isInteger(n) || n < min || n > max) throw new InteropError(`${where}: ${what} must be a whole number from ${min} to ${max}, not "${String(value)}"`);
  return n;
}

export function numberIn(value: unknown, what: string, where: string, fallback = 0): number {
  if (value === undefined || value === '') return fallback;
  const n = typeof value === 'string' ? Number(value) : typeof value === 'number' ? value : NaN;
  if (!Number.isFinite(n) || Math.abs(n) > 1e9) throw new InteropError(`${where}: ${what} must be a number, not "${String(value)}"`);
  return n;
}

/** A property value as Tiled types it: numbers for int, float and object references, booleans, text otherwise. */
export function propertyValue(type: string | undefined, raw: unknown): TiledPropertyValue {
  switch (type) {
    case 'int':
    case 'float':
    case 'object': {
      const n = Number(raw);
      return Number.isFinite(n) ? n : 0;
    }
    case 'bool':
      return raw === true || raw === 'true';
    case 'class':
      return '';
    default:
      return typeof raw === 'string' ? raw.slice(0, 2000) : raw === undefined || raw === null ? '' : String(raw).slice(0, 2000);
  }
}

export function freezeProperties(entries: [string, TiledPropertyValue][]): TiledProperties {
  const props: Record<string, TiledPropertyValue> = Object.create(null) as Record<string, TiledPropertyValue>;
  for (const [name, value] of entries.slice(0, 200)) props[name.slice(0, 200)] = value;
  return props;
}
