import { cube, cubeAdd, cubeEquals, cubeSubtract } from './cube';
import { cubeToOffset, offsetToCube } from './offset';
import type { CubeHex, HexDirection, HexGridGeometry, HexOrientation, OffsetHex } from './types';

export const HEX_DIRECTIONS: readonly HexDirection[] = [0, 1, 2, 3, 4, 5];

const FLAT_NAMES = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;
const POINTY_NAMES = ['NE', 'E', 'SE', 'SW', 'W', 'NW'] as const;

// Clockwise on screen (y down). Pointy-top is the flat-top list rotated by one step.
const FLAT_VECTORS: readonly CubeHex[] = [cube(0, -1), cube(1, -1), cube(1, 0), cube(0, 1), cube(-1, 1), cube(-1, 0)];
const POINTY_VECTORS: readonly CubeHex[] = [cube(1, -1), cube(1, 0), cube(0, 1), cube(-1, 1), cube(-1, 0), cube(0, -1)];

export function isHexDirection(n: number): n is HexDirection {
  return Number.isInteger(n) && n >= 0 && n <= 5;
}

/** The six direction names, indexed by HexDirection. */
export function directionNames(orientation: HexOrientation): readonly string[] {
  return orientation === 'flat' ? FLAT_NAMES : POINTY_NAMES;
}

export function opposite(dir: HexDirection): HexDirection {
  return ((dir + 3) % 6) as HexDirection;
}

/** The cube step for one direction. */
export function cubeDirection(orientation: HexOrientation, dir: HexDirection): CubeHex {
  return (orientation === 'flat' ? FLAT_VECTORS : POINTY_VECTORS)[dir];
}

export function neighbour(geom: HexGridGeometry, hex: OffsetHex, dir: HexDirection): OffsetHex {
  return cubeToOffset(geom, cubeAdd(offsetToCube(geom, hex), cubeDirection(geom.orientation, dir)));
}

/** The six neighbours in direction order 0..5 (may lie off the map). */
export function neighbours(geom: HexGridGeometry, hex: OffsetHex): OffsetHex[] {
  return HEX_DIRECTIONS.map((dir) => neighbour(geom, hex, dir));
}

/** The direction from one hex to an adjacent one, or null when they are not adjacent. */
export function directionOf(geom: HexGridGeometry, from: OffsetHex, to: OffsetHex): HexDirection | null {
  const step = cubeSubtract(offsetToCube(geom, to), offsetToCube(geom, from));
  return HEX_DIRECTIONS.find((dir) => cubeEquals(step, cubeDirection(geom.orientation, dir))) ?? null;
}
