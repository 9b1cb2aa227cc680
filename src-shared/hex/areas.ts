import { cube, cubeAdd, cubeScale } from './cube';
import { HEX_DIRECTIONS, cubeDirection } from './directions';
import { cubeToOffset, offsetToCube } from './offset';
import type { HexGridGeometry, OffsetHex } from './types';

function checkRadius(radius: number): void {
  if (!Number.isInteger(radius) || radius < 0) {
    throw new RangeError(`hex radius must be a non-negative integer, got ${radius}`);
  }
}

/**
 * The hexes at exactly `radius` from center, clockwise (6 * radius hexes; [center] for radius 0).
 * Starts at the corner hex reached by going radius steps in direction 4 (SW flat-top, W pointy-top).
 */
export function ring(geom: HexGridGeometry, center: OffsetHex, radius: number): OffsetHex[] {
  checkRadius(radius);
  if (radius === 0) return [{ col: center.col, row: center.row }];
  let c = cubeAdd(offsetToCube(geom, center), cubeScale(cubeDirection(geom.orientation, 4), radius));
  const result: OffsetHex[] = [];
  for (const dir of HEX_DIRECTIONS) {
    const step = cubeDirection(geom.orientation, dir);
    for (let i = 0; i < radius; i++) {
      result.push(cubeToOffset(geom, c));
      c = cubeAdd(c, step);
    }
  }
  return result;
}

/** Center first, then ring 1, ring 2, ... ring radius: 1 + 3 * radius * (radius + 1) hexes. */
export function spiral(geom: HexGridGeometry, center: OffsetHex, radius: number): OffsetHex[] {
  checkRadius(radius);
  const result: OffsetHex[] = [{ col: center.col, row: center.row }];
  for (let k = 1; k <= radius; k++) result.push(...ring(geom, center, k));
  return result;
}

/**
 * Every hex at distance <= radius (a brush footprint), in no promised order; same set as spiral.
 * Hexes off the map are included: filter with inBounds.
 */
export function hexesWithin(geom: HexGridGeometry, center: OffsetHex, radius: number): OffsetHex[] {
  checkRadius(radius);
  const c = offsetToCube(geom, center);
  const result: OffsetHex[] = [];
  for (let dq = -radius; dq <= radius; dq++) {
    const low = Math.max(-radius, -dq - radius);
    const high = Math.min(radius, -dq + radius);
    for (let dr = low; dr <= high; dr++) result.push(cubeToOffset(geom, cube(c.q + dq, c.r + dr)));
  }
  return result;
}
