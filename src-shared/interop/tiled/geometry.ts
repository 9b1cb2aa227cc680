import type { HexGridGeometry, Point } from '../../hex';
import type { TiledHexGrid } from './model';

/**
 * Tiled's hexagonal layout, in Tiled's own integer arithmetic (libtiled's HexagonalRenderer): where a tile's cell
 * is, its centre, its outline and which cell a pixel falls in. Tile (0, 0)'s cell starts at pixel (0, 0).
 */
export type TiledLayout = {
  tileWidth: number;
  tileHeight: number;
  sideLengthX: number;
  sideLengthY: number;
  sideOffsetX: number;
  sideOffsetY: number;
  columnWidth: number;
  rowHeight: number;
  staggerX: boolean;
  staggerEven: boolean;
};

export function tiledLayout(grid: TiledHexGrid): TiledLayout {
  // Tiled rounds the tile size down to even numbers, then works in whole pixels.
  const tileWidth = grid.tileWidth & ~1;
  const tileHeight = grid.tileHeight & ~1;
  const staggerX = grid.staggerAxis === 'x';
  const sideLengthX = staggerX ? grid.hexSideLength : 0;
  const sideLengthY = staggerX ? 0 : grid.hexSideLength;
  const sideOffsetX = Math.trunc((tileWidth - sideLengthX) / 2);
  const sideOffsetY = Math.trunc((tileHeight - sideLengthY) / 2);
  return {
    tileWidth, tileHeight, sideLengthX, sideLengthY, sideOffsetX, sideOffsetY,
    columnWidth: sideOffsetX + sideLengthX, rowHeight: sideOffsetY + sideLengthY, staggerX, staggerEven: grid.staggerIndex === 'even',
  };
}

/** Is this column (stagger axis x) or row (y) pushed by half a hex? Works for negative indexes of infinite maps. */
function pushed(l: TiledLayout, index: number): boolean {
  return ((index & 1) === 1) !== l.staggerEven;
}

/** The top-left corner of a tile's cell, in pixels. */
export function tileTopLeft(l: TiledLayout, x: number, y: number): Point {
  if (l.staggerX) return { x: x * l.columnWidth, y: y * (l.tileHeight + l.sideLengthY) + (pushed(l, x) ? l.rowHeight : 0) };
  return { x: x * (l.tileWidth + l.sideLengthX) + (pushed(l, y) ? l.columnWidth : 0), y: y * l.rowHeight };
}

export function tileCentre(l: TiledLayout, x: number, y: number): Point {
  const p = tileTopLeft(l, x, y);
  return { x: p.x + l.tileWidth / 2, y: p.y + l.tileHeight / 2 };
}

/** The cell's outline, clockwise from the left (eight points, two of them coincide on a regular hex). */
export function tilePolygon(l: TiledLayout, x: number, y: number): Point[] {
  const p = tileTopLeft(l, x, y);
  const at = (dx: number, dy: number) => ({ x: p.x + dx, y: p.y + dy });
  return [
    at(0, l.rowHeight), at(0, l.sideOffsetY), at(l.sideOffsetX, 0), at(l.columnWidth, 0),
    at(l.tileWidth, l.sideOffsetY), at(l.tileWidth, l.rowHeight), at(l.columnWidth, l.tileHeight), at(l.sideOffsetX, l.tileHeight),
  ];
}

/** The pixel size of a finite map as Tiled draws it. */
export function tiledMapPixels(l: TiledLayout, width: number, height: number): { width: number; height: number } {
  if (l.staggerX) return { width: width * l.columnWidth + l.sideOffsetX, height: height * (l.tileHeight + l.sideLengthY) + (width > 1 ? l.rowHeight : 0) };
  return { width: width * (l.tileWidth + l.sideLengthX) + (height > 1 ? l.columnWidth : 0), height: height * l.rowHeight + l.sideOffsetY };
}

/** The tile whose centre is nearest to a pixel, as Tiled picks the hex under the mouse. */
export function pixelToTile(l: TiledLayout, point: Point): { x: number; y: number } {
  const stepX = l.staggerX ? l.columnWidth : l.tileWidth + l.sideLengthX;
  const stepY = l.staggerX ? l.tileHeight + l.sideLengthY : l.rowHeight;
  const gx = Math.floor(point.x / Math.max(1, stepX));
  const gy = Math.floor(point.y / Math.max(1, stepY));
  let best = { x: gx, y: gy };
  let bestD = Infinity;
  // The stagger moves a cell by half a step at most, so the nearest centre is in the 3 × 3 block around the guess.
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) {
      const c = tileCentre(l, gx + dx, gy + dy);
      const d = (c.x - point.x) ** 2 + (c.y - point.y) ** 2;
      if (d < bestD) [bestD, best] = [d, { x: gx + dx, y: gy + dy }];
    }
  return best;
}

/**
 * Atoll's grid for a Tiled grid whose tile (originX, originY) becomes hex (0, 0): stagger axis x is flat-top, y is
 * pointy-top, and Tiled's stagger index names the pushed columns or rows as Atoll's stagger does, unless the origin
 * moves by an odd number along the stagger axis, which swaps odd and even.
 */
export function atollGeometry(grid: TiledHexGrid, originX = 0, originY = 0): HexGridGeometry {
  const orientation = grid.staggerAxis === 'x' ? 'flat' : 'pointy';
  const shift = grid.staggerAxis === 'x' ? originX : originY;
  const odd = (shift & 1) === 1;
  const stagger = odd ? (grid.staggerIndex === 'odd' ? 'even' : 'odd') : grid.staggerIndex;
  return { orientation, stagger };
}

/** A near-regular Tiled hex grid for an Atoll map whose hexsides are `side` pixels long (rounded to an even number,
 *  so that Tiled's whole-pixel layout stays symmetric): corner to corner 2 × side, across the flats √3 × side. */
export function tiledGridFor(geom: HexGridGeometry, side: number): TiledHexGrid {
  const s = Math.max(4, Math.round(side / 2) * 2);
  const flats = 2 * Math.round((Math.sqrt(3) * s) / 2);
  return geom.orientation === 'flat'
    ? { tileWidth: 2 * s, tileHeight: flats, hexSideLength: s, staggerAxis: 'x', staggerIndex: geom.stagger }
    : { tileWidth: flats, tileHeight: 2 * s, hexSideLength: s, staggerAxis: 'y', staggerIndex: geom.stagger };
}
