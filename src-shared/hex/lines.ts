import { cubeDistance, cubeLerp, cubeRound } from './cube';
import { cubeToOffset, offsetToCube } from './offset';
import type { CubeHex, HexGridGeometry, OffsetHex } from './types';

export function distance(geom: HexGridGeometry, a: OffsetHex, b: OffsetHex): number {
  return cubeDistance(offsetToCube(geom, a), offsetToCube(geom, b));
}

// A line running exactly along hexsides would hit rounding ties; nudging both ends by the same
// tiny cube offset breaks every tie the same way, so the result is deterministic.
const NUDGE = { q: 1e-6, r: 2e-6, s: -3e-6 };

function nudged(c: CubeHex): CubeHex {
  return { q: c.q + NUDGE.q, r: c.r + NUDGE.r, s: c.s + NUDGE.s };
}

/** The hexes on the straight line from a to b, both ends included; length is distance + 1. */
export function hexLine(geom: HexGridGeometry, a: OffsetHex, b: OffsetHex): OffsetHex[] {
  const from = offsetToCube(geom, a);
  const to = offsetToCube(geom, b);
  const n = cubeDistance(from, to);
  if (n === 0) return [{ col: a.col, row: a.row }];
  const start = nudged(from);
  const end = nudged(to);
  const line: OffsetHex[] = [];
  for (let i = 0; i <= n; i++) {
    line.push(cubeToOffset(geom, cubeRound(cubeLerp(start, end, i / n))));
  }
  return line;
}
