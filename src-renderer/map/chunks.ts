import type { HexGridGeometry } from '../../src-shared/hex';

/** Hexes per chunk side. A chunk is a fixed rectangle of the map (in mm); chunks tile the map without overlap,
 *  and each one shows everything that falls inside its rectangle, so neighbours meet seamlessly. */
export const CHUNK_HEXES = 16;
const SQRT3 = Math.sqrt(3);

export type ChunkGeometry = {
  /** Centre-to-centre spacing along x and y, in mm. */
  stepX: number;
  stepY: number;
  width: number; // chunk rectangle, mm
  height: number;
  cols: number; // chunk count across / down
  rows: number;
};

export function chunkGeometry(geom: HexGridGeometry, sizeMm: number, map: { width: number; height: number }): ChunkGeometry {
  const stepX = geom.orientation === 'flat' ? (sizeMm * SQRT3) / 2 : sizeMm;
  const stepY = geom.orientation === 'flat' ? sizeMm : (sizeMm * SQRT3) / 2;
  const width = stepX * CHUNK_HEXES;
  const height = stepY * CHUNK_HEXES;
  return { stepX, stepY, width, height, cols: Math.ceil(map.width / width), rows: Math.ceil(map.height / height) };
}

/** The hex columns and rows whose hexes may overlap a rectangle (mm), one hex of slack on every side. */
export function hexRangeForRect(cg: ChunkGeometry, x0: number, y0: number, x1: number, y1: number, cols: number, rows: number) {
  return {
    colFrom: Math.max(0, Math.floor(x0 / cg.stepX) - 1),
    colTo: Math.min(cols - 1, Math.ceil(x1 / cg.stepX) + 1),
    rowFrom: Math.max(0, Math.floor(y0 / cg.stepY) - 1),
    rowTo: Math.min(rows - 1, Math.ceil(y1 / cg.stepY) + 1),
  };
}

/** The chunks a hex's bounding box touches (one to four): the ones to redraw when the hex changes. */
export function chunksOfHex(cg: ChunkGeometry, centre: { x: number; y: number }, sizeMm: number): [number, number][] {
  const r = sizeMm / SQRT3 + 0.5; // corner radius plus room for strokes drawn on the hex's edges
  const i0 = Math.max(0, Math.floor((centre.x - r) / cg.width));
  const i1 = Math.min(cg.cols - 1, Math.floor((centre.x + r) / cg.width));
  const j0 = Math.max(0, Math.floor((centre.y - r) / cg.height));
  const j1 = Math.min(cg.rows - 1, Math.floor((centre.y + r) / cg.height));
  const out: [number, number][] = [];
  for (let i = i0; i <= i1; i++) for (let j = j0; j <= j1; j++) out.push([i, j]);
  return out;
}
