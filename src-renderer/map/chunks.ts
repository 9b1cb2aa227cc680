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

/** The chunks within `r` mm of a hex centre: the ones to redraw when the hex changes. */
export function chunksOfHex(cg: ChunkGeometry, centre: { x: number; y: number }, r: number): [number, number][] {
  const i0 = Math.max(0, Math.floor((centre.x - r) / cg.width));
  const i1 = Math.min(cg.cols - 1, Math.floor((centre.x + r) / cg.width));
  const j0 = Math.max(0, Math.floor((centre.y - r) / cg.height));
  const j1 = Math.min(cg.rows - 1, Math.floor((centre.y + r) / cg.height));
  const out: [number, number][] = [];
  for (let i = i0; i <= i1; i++) for (let j = j0; j <= j1; j++) out.push([i, j]);
  return out;
}
