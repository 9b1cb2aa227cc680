import { cubeRound } from './cube';
import { cubeToOffset, offsetToCube } from './offset';
import type { HexDirection, HexGridGeometry, OffsetHex, Point } from './types';

// `size` is the distance across the flats (any unit: mm, px...). Derived lengths:
//   radius  = centre-to-corner = size / sqrt(3)
//   advance = centre-to-centre along the staggered axis = 1.5 * radius = size * sqrt(3) / 2
const SQRT3 = Math.sqrt(3);

function cornerRadius(size: number): number {
  return size / SQRT3;
}

/**
 * Centre of hex (0,0). The layout puts the bounding box of the whole map at (0,0): with odd
 * stagger hex (0,0) touches the origin; with even stagger hex (0,0) is one of the pushed hexes,
 * so it sits half a hex lower (flat-top) or further right (pointy-top).
 */
function originCenter(geom: HexGridGeometry, size: number): Point {
  const half = geom.stagger === 'odd' ? size / 2 : size;
  return geom.orientation === 'flat' ? { x: cornerRadius(size), y: half } : { x: half, y: cornerRadius(size) };
}

export function hexCenter(geom: HexGridGeometry, size: number, hex: OffsetHex): Point {
  const o = originCenter(geom, size);
  const c = offsetToCube(geom, hex);
  const advance = (size * SQRT3) / 2;
  if (geom.orientation === 'flat') return { x: o.x + advance * c.q, y: o.y + size * (c.r + c.q / 2) };
  return { x: o.x + size * (c.q + c.r / 2), y: o.y + advance * c.r };
}

/** Corner offsets from the centre; side `dir` runs from corner dir to corner (dir + 1) % 6, clockwise. */
function cornerOffsets(geom: HexGridGeometry, size: number): Point[] {
  const rad = cornerRadius(size);
  const h = size / 2;
  if (geom.orientation === 'flat') {
    return [
      { x: -rad / 2, y: -h },
      { x: rad / 2, y: -h },
      { x: rad, y: 0 },
      { x: rad / 2, y: h },
      { x: -rad / 2, y: h },
      { x: -rad, y: 0 },
    ];
  }
  return [
    { x: 0, y: -rad },
    { x: h, y: -rad / 2 },
    { x: h, y: rad / 2 },
    { x: 0, y: rad },
    { x: -h, y: rad / 2 },
    { x: -h, y: -rad / 2 },
  ];
}

/** The six corners, clockwise, ordered so that corners d and d+1 bound the hexside in direction d. */
export function hexCorners(geom: HexGridGeometry, size: number, hex: OffsetHex): Point[] {
  const c = hexCenter(geom, size, hex);
  return cornerOffsets(geom, size).map((p) => ({ x: c.x + p.x, y: c.y + p.y }));
}

/** The two end points of the hexside in direction dir (for drawing rivers, walls...). */
export function hexsideSegment(geom: HexGridGeometry, size: number, hex: OffsetHex, dir: HexDirection): [Point, Point] {
  const corners = hexCorners(geom, size, hex);
  return [corners[dir], corners[(dir + 1) % 6]];
}

/** The hex containing a point (may be off the map: check with inBounds). */
export function pixelToHex(geom: HexGridGeometry, size: number, point: Point): OffsetHex {
  const o = originCenter(geom, size);
  const dx = point.x - o.x;
  const dy = point.y - o.y;
  const advance = (size * SQRT3) / 2;
  let q: number;
  let r: number;
  if (geom.orientation === 'flat') {
    q = dx / advance;
    r = dy / size - q / 2;
  } else {
    r = dy / advance;
    q = dx / size - r / 2;
  }
  return cubeToOffset(geom, cubeRound({ q, r, s: -q - r }));
}

/**
 * Width and height of the frame [0,width] x [0,height] that holds every hex of a cols x rows map.
 * The hexes touch (0,0), except on a one-column (flat) or one-row (pointy) even-stagger map,
 * whose only line is a pushed one and leaves a half-hex margin.
 */
export function mapPixelSize(geom: HexGridGeometry, size: number, cols: number, rows: number): { width: number; height: number } {
  if (cols <= 0 || rows <= 0) return { width: 0, height: 0 };
  const rad = cornerRadius(size);
  // The staggered half hex sticks out when a pushed line exists: always with 2+ lines,
  // and with a single line only when that line (index 0) is the pushed one (even stagger).
  const stagger = (lines: number): number => (lines > 1 || geom.stagger === 'even' ? size / 2 : 0);
  if (geom.orientation === 'flat') return { width: rad * (1.5 * cols + 0.5), height: size * rows + stagger(cols) };
  return { width: size * cols + stagger(rows), height: rad * (1.5 * rows + 0.5) };
}
