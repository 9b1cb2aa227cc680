import { HEX_DIRECTIONS, neighbour, opposite } from './directions';
import { parseCanonicalInteger } from './offset';
import type { HexDirection, HexGridGeometry, OffsetHex } from './types';

/**
 * Canonical key "<col>,<row>:<dir>" of a hexside, always written from the hex that sees the side
 * in direction 0, 1 or 2 (N/NE/SE flat-top, NE/E/SE pointy-top). The same side computed from the
 * other hex gives the same key. Edge sides have keys too; their owner may be off the map
 * (col or row -1), e.g. the SW side of flat-top (0,0).
 */
export function hexsideKey(geom: HexGridGeometry, hex: OffsetHex, dir: HexDirection): string {
  if (dir <= 2) return `${hex.col},${hex.row}:${dir}`;
  const owner = neighbour(geom, hex, dir);
  return `${owner.col},${owner.row}:${opposite(dir)}`;
}

export type ParsedHexside = { hex: OffsetHex; dir: HexDirection; other: OffsetHex };

/** Inverse of hexsideKey: the owning hex, its direction (0..2) and the hex across the side. Null for anything hexsideKey would not print. */
export function parseHexsideKey(geom: HexGridGeometry, key: string): ParsedHexside | null {
  const match = /^([^,:]+),([^,:]+):([012])$/.exec(key);
  if (!match) return null;
  const col = parseCanonicalInteger(match[1]);
  const row = parseCanonicalInteger(match[2]);
  if (col === null || row === null) return null;
  const hex = { col, row };
  const dir = Number(match[3]) as HexDirection;
  return { hex, dir, other: neighbour(geom, hex, dir) };
}

/** The keys of the six sides of a hex, in direction order 0..5. */
export function hexsidesOf(geom: HexGridGeometry, hex: OffsetHex): string[] {
  return HEX_DIRECTIONS.map((dir) => hexsideKey(geom, hex, dir));
}
