import type { MapScene } from './map-scene';

/** A chunk bitmap is about this many pixels across: small enough to draw in a few tens of milliseconds and to patch,
 *  big enough that a screen holds a dozen or so. */
const TARGET_PX = 768;

type Rect = { x0: number; y0: number; x1: number; y1: number };

/** One zoom level's chunks: squares of n × n hexes (n a power of two, so the chunks of every level nest), drawn at
 *  `scale` pixels per mm. */
export type ChunkLevel = {
  level: number;
  scale: number;
  n: number;
  /** Chunk rectangle, mm. */
  width: number;
  height: number;
  cols: number;
  rows: number;
  key(i: number, j: number): string;
  rect(i: number, j: number): Rect;
  /** The bitmap's size for a chunk rectangle. */
  pixels(r: Rect): { width: number; height: number };
  /** The chunks of this level that overlap a rectangle. */
  covering(r: Rect): [number, number][];
};

/** Zoom levels in steps of √2, so a chunk is drawn at most ~1.4× finer than shown. */
export function levelOf(scale: number): number {
  return Math.ceil(Math.log2(scale) * 2);
}

export function chunkLevel(scene: Pick<MapScene, 'model' | 'mapMm'>, level: number): ChunkLevel {
  const scale = Math.pow(2, level / 2);
  const l = scene.model.lattice;
  const n = Math.pow(2, Math.max(2, Math.min(8, Math.round(Math.log2(TARGET_PX / (l.stepX * scale))))));
  const width = l.stepX * n;
  const height = l.stepY * n;
  const cols = Math.max(1, Math.ceil(scene.mapMm.width / width));
  const rows = Math.max(1, Math.ceil(scene.mapMm.height / height));
  return {
    level, scale, n, width, height, cols, rows,
    key: (i, j) => `${level}/${i}:${j}`,
    rect: (i, j) => ({ x0: i * width, y0: j * height, x1: (i + 1) * width, y1: (j + 1) * height }),
    pixels: (r) => ({ width: Math.max(1, Math.ceil((r.x1 - r.x0) * scale)), height: Math.max(1, Math.ceil((r.y1 - r.y0) * scale)) }),
    covering(r) {
      const out: [number, number][] = [];
      for (let j = Math.max(0, Math.floor(r.y0 / height)); j <= Math.min(rows - 1, Math.floor((r.y1 - 1e-9) / height)); j++)
        for (let i = Math.max(0, Math.floor(r.x0 / width)); i <= Math.min(cols - 1, Math.floor((r.x1 - 1e-9) / width)); i++) out.push([i, j]);
      return out;
    },
  };
}
