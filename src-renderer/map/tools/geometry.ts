import {
  directionOf, hexCenter, hexCorners, hexsideKey, inBounds, neighbours, pixelToHex,
  type HexDirection, type HexGridGeometry, type MapSize, type OffsetHex, type Point,
} from '../../../src-shared/hex';

/** Every on-map hex connected to `start` through hexes for which `same` holds (hex-aware flood fill). */
export function floodFill(geom: HexGridGeometry, size: MapSize, start: OffsetHex, same: (hex: OffsetHex) => boolean, limit = 250_000): OffsetHex[] {
  if (!inBounds(size, start) || !same(start)) return [];
  const seen = new Uint8Array(size.cols * size.rows);
  const out: OffsetHex[] = [];
  const stack: OffsetHex[] = [start];
  seen[start.row * size.cols + start.col] = 1;
  while (stack.length && out.length < limit) {
    const hex = stack.pop()!;
    out.push(hex);
    for (const n of neighbours(geom, hex)) {
      if (!inBounds(size, n)) continue;
      const i = n.row * size.cols + n.col;
      if (seen[i] || !same(n)) continue;
      seen[i] = 1;
      stack.push(n);
    }
  }
  return out;
}

/** The side of `hex` whose midpoint is nearest to a point (mm), and how far that midpoint is. */
export function nearestSideOf(geom: HexGridGeometry, sizeMm: number, hex: OffsetHex, point: Point): { dir: HexDirection; distance: number } {
  const corners = hexCorners(geom, sizeMm, hex);
  let best = 0;
  let bestDistance = Infinity;
  for (let dir = 0; dir < 6; dir++) {
    const a = corners[dir];
    const b = corners[(dir + 1) % 6];
    const d = Math.hypot((a.x + b.x) / 2 - point.x, (a.y + b.y) / 2 - point.y);
    if (d < bestDistance) [best, bestDistance] = [dir, d];
  }
  return { dir: best as HexDirection, distance: bestDistance };
}

/** The hexside nearest to a point (mm): the nearest side of the hex under the point. */
export function nearestHexside(geom: HexGridGeometry, sizeMm: number, point: Point): { hex: OffsetHex; dir: HexDirection; key: string; distance: number } {
  const hex = pixelToHex(geom, sizeMm, point);
  const { dir, distance } = nearestSideOf(geom, sizeMm, hex, point);
  return { hex, dir, key: hexsideKey(geom, hex, dir), distance };
}

/** The hexside crossed when moving between two adjacent hexes, or null when they are not adjacent. */
export function crossing(geom: HexGridGeometry, from: OffsetHex, to: OffsetHex): string | null {
  const dir = directionOf(geom, from, to);
  return dir === null ? null : hexsideKey(geom, from, dir);
}

/** Is the point within `fraction` of a hex's inner radius from its centre? Used so a path drag only
 *  steps into a new hex once the pointer is well inside it. */
export function nearCentre(geom: HexGridGeometry, sizeMm: number, hex: OffsetHex, point: Point, fraction = 0.6): boolean {
  const c = hexCenter(geom, sizeMm, hex);
  return Math.hypot(c.x - point.x, c.y - point.y) <= (sizeMm / 2) * fraction;
}
