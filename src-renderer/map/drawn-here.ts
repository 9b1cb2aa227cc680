import type { ChunkCache, ChunkEntry } from './chunk-cache';
import { makeCanvas, type ChunkGrid } from './chunks';
import { meets, type Rect } from './map-rect';
import type { MapScene } from './map-scene';

/** Chunks and patches drawn on the UI thread with the full art: where there is no worker, and a patch the worker
 *  failed to draw. */
export class DrawnHere {
  private scratchCanvas: HTMLCanvasElement | null = null;

  constructor(
    private readonly scene: MapScene,
    private readonly cache: ChunkCache,
  ) {}

  /** Chunk (i, j) of grid g, drawn and kept. */
  chunk(key: string, g: ChunkGrid, i: number, j: number): ChunkEntry {
    const r = g.rect(i, j);
    const canvas = makeCanvas(g.px(i + 1) - g.px(i), g.py(j + 1) - g.py(j));
    this.scene.drawRect(canvas.getContext('2d')!, { x: r.x0, y: r.y0 }, r.x0, r.y0, r.x1, r.y1, g.scale);
    const entry = { image: canvas, bytes: canvas.width * canvas.height * 4, scale: g.scale, ...r };
    this.cache.store(key, entry);
    return entry;
  }

  /** Patches (whole-pixel rectangles at their scale), each drawn once and copied into the chunks it reaches. */
  patches(rects: (Rect & { scale: number })[], chunks: ChunkEntry[]) {
    for (const b of rects) {
      const targets = chunks.filter((e) => e.scale === b.scale && meets(e, b));
      if (!targets.length) continue;
      const s = b.scale;
      const w = Math.round((b.x1 - b.x0) * s);
      const h = Math.round((b.y1 - b.y0) * s);
      const patch = this.scratch(w, h);
      this.scene.drawRect(patch.getContext('2d')!, { x: b.x0, y: b.y0 }, b.x0, b.y0, b.x1, b.y1, s);
      this.cache.paste(patch, w, h, b, targets);
    }
  }

  /** A canvas to draw a patch in, at least w × h (one, reused). */
  private scratch(w: number, h: number): HTMLCanvasElement {
    if (!this.scratchCanvas || this.scratchCanvas.width < w || this.scratchCanvas.height < h)
      this.scratchCanvas = makeCanvas(Math.max(w, this.scratchCanvas?.width ?? 0), Math.max(h, this.scratchCanvas?.height ?? 0));
    return this.scratchCanvas;
  }
}
