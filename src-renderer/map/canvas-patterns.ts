import type { PatternFill, TilePattern } from '../../src-shared/map-art';

/** The largest tile bitmap made; beyond it a tile is drawn coarser and scaled up (zoomed far in). */
const MAX_TILE_PX = 1024;

/**
 * Tile patterns on a browser canvas: each tile drawn once per size into a small bitmap, then filled as a
 * CanvasPattern placed so that its copies repeat from the map's origin, whatever chunk or patch is being drawn.
 * The pattern is made once per tile and size too (a chunk fills every area of a terrain with it, and making a
 * pattern copies its bitmap): a pattern belongs to no canvas, so chunks, patches and the worker's canvases share it.
 */
export function canvasPatternFill(): PatternFill {
  const patterns = new Map<string, CanvasPattern | null>();
  const patternOf = (ctx: CanvasRenderingContext2D, tile: TilePattern, w: number, h: number) => {
    const key = `${tile.key}|${w}x${h}`;
    let pattern = patterns.get(key);
    if (pattern === undefined) {
      // An OffscreenCanvas: the same code runs in the chunk worker, which has no document.
      const canvas = new OffscreenCanvas(w, h);
      const tctx = canvas.getContext('2d')!;
      tctx.scale(w / tile.width, h / tile.height);
      tile.draw(tctx);
      pattern = ctx.createPattern(canvas, 'repeat');
      pattern?.setTransform(new DOMMatrix().scale(tile.width / w, tile.height / h));
      if (patterns.size > 64) patterns.clear();
      patterns.set(key, pattern);
    }
    return pattern;
  };
  return (context, tile) => {
    const ctx = context as CanvasRenderingContext2D;
    const m = ctx.getTransform();
    const pxPerUnit = Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
    const w = Math.max(1, Math.min(MAX_TILE_PX, Math.round(tile.width * pxPerUnit)));
    const h = Math.max(1, Math.min(MAX_TILE_PX, Math.round(tile.height * pxPerUnit)));
    const pattern = patternOf(ctx, tile, w, h);
    if (!pattern) return;
    ctx.fillStyle = pattern;
    ctx.fill();
  };
}
