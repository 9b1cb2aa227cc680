import type { MapScene } from './map-scene';

/** A chunk bitmap is about this many pixels across: small enough to draw in a few tens of milliseconds and to patch,
 *  big enough that a screen holds a dozen or so. */
const TARGET_PX = 768;

/**
 * The chunks of the map drawn at one exact scale: squares of about n × n hexes (n a power of two, from the zoom
 * level) cut along whole pixels of the map drawn at `scale` pixels per mm. Pixel p of the map at that scale is
 * pixel p of exactly one chunk, so a frame blits chunks one to one, at whole-pixel places, without resampling:
 * neighbours meet without seams and a pan costs a copy of the screen's pixels.
 */
export type ChunkGrid = {
  scale: number;
  n: number;
  /** A chunk's nominal size, mm (its pixel edges round this down). */
  width: number;
  height: number;
  cols: number;
  rows: number;
  key(i: number, j: number): string;
  /** Chunk rectangle, mm (its edges fall on whole pixels). */
  rect(i: number, j: number): { x0: number; y0: number; x1: number; y1: number };
  /** The first pixel column of chunk column i (and one past the last chunk's last column for i = cols). */
  px(i: number): number;
  /** The first pixel row of chunk row j. */
  py(j: number): number;
  /** The chunks that overlap a rectangle (mm). */
  covering(r: { x0: number; y0: number; x1: number; y1: number }): [number, number][];
};

/** Zoom levels in steps of √2: they set a chunk's size in hexes. */
export function levelOf(scale: number): number {
  return Math.ceil(Math.log2(scale) * 2);
}

export function chunkGrid(scene: Pick<MapScene, 'model' | 'mapMm'>, scale: number): ChunkGrid {
  const level = levelOf(scale);
  const l = scene.model.lattice;
  const n = Math.pow(2, Math.max(2, Math.min(8, Math.round(Math.log2(TARGET_PX / (l.stepX * Math.pow(2, level / 2)))))));
  const width = l.stepX * n;
  const height = l.stepY * n;
  const cols = Math.max(1, Math.ceil(scene.mapMm.width / width));
  const rows = Math.max(1, Math.ceil(scene.mapMm.height / height));
  const px = (i: number) => Math.floor(i * width * scale);
  const py = (j: number) => Math.floor(j * height * scale);
  return {
    scale, n, width, height, cols, rows, px, py,
    key: (i, j) => `${scale}/${i}:${j}`,
    rect: (i, j) => ({ x0: px(i) / scale, y0: py(j) / scale, x1: px(i + 1) / scale, y1: py(j + 1) / scale }),
    covering(r) {
      const out: [number, number][] = [];
      for (let j = Math.max(0, Math.floor(r.y0 / height)); j <= Math.min(rows - 1, Math.floor((r.y1 - 1e-9) / height)); j++)
        for (let i = Math.max(0, Math.floor(r.x0 / width)); i <= Math.min(cols - 1, Math.floor((r.x1 - 1e-9) / width)); i++) out.push([i, j]);
      return out;
    },
  };
}

/** A canvas of whole pixels, at least 1 × 1. */
export function makeCanvas(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.ceil(width));
  canvas.height = Math.max(1, Math.ceil(height));
  return canvas;
}
