import { cube, withoutNegativeZero } from './cube';
import type { CubeHex, HexGridGeometry, MapSize, OffsetHex } from './types';

/** Half of the shifted index, rounded the way the stagger needs (exact for any safe integer). */
function staggerShift(geom: HexGridGeometry, index: number): number {
  return geom.stagger === 'odd' ? Math.floor(index / 2) : Math.ceil(index / 2);
}

export function offsetToCube(geom: HexGridGeometry, hex: OffsetHex): CubeHex {
  if (geom.orientation === 'flat') return cube(hex.col, hex.row - staggerShift(geom, hex.col));
  return cube(hex.col - staggerShift(geom, hex.row), hex.row);
}

export function cubeToOffset(geom: HexGridGeometry, c: CubeHex): OffsetHex {
  if (geom.orientation === 'flat') {
    return { col: withoutNegativeZero(c.q), row: withoutNegativeZero(c.r + staggerShift(geom, c.q)) };
  }
  return { col: withoutNegativeZero(c.q + staggerShift(geom, c.r)), row: withoutNegativeZero(c.r) };
}

export function hexEquals(a: OffsetHex, b: OffsetHex): boolean {
  return a.col === b.col && a.row === b.row;
}

export function inBounds(size: MapSize, hex: OffsetHex): boolean {
  return (
    Number.isInteger(hex.col) &&
    Number.isInteger(hex.row) &&
    hex.col >= 0 &&
    hex.row >= 0 &&
    hex.col < size.cols &&
    hex.row < size.rows
  );
}

/** Stable map key "col,row" (zero-based, as stored). */
export function hexKey(hex: OffsetHex): string {
  return `${hex.col},${hex.row}`;
}

/** Parses a canonical integer as printed by String(n): no "+", no leading zeros, no "-0". */
export function parseCanonicalInteger(text: string): number | null {
  if (!/^-?\d+$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) && String(n) === text ? n : null;
}

/** Inverse of hexKey; null unless the text is exactly what hexKey prints. */
export function parseHexKey(key: string): OffsetHex | null {
  const parts = key.split(',');
  if (parts.length !== 2) return null;
  const col = parseCanonicalInteger(parts[0]);
  const row = parseCanonicalInteger(parts[1]);
  return col === null || row === null ? null : { col, row };
}
