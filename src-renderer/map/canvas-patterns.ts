import type { PatternFill, TilePattern } from '../../src-shared/map-art';

/** The largest tile bitmap made; beyond it a tile is drawn coarser and scaled up (zoomed far in). */
const MAX_TILE_PX = 1024;

/**
 * Tile patterns on a browser canvas: each tile drawn once per size into a small bitmap, then filled as a
 * CanvasPattern placed so that its copies repeat from the map's origin, whatever chunk or patch is being drawn.
 */
export function canvasPatternFill(): PatternFill {
  const tiles = new Map<string, HTMLCanvasElement>();
  const tileBitmap = (tile: TilePattern, w: number, h: number) => {
    const key = `${tile.key}|${w}x${h}`;
    let canvas = tiles.get(key);
    if (!canvas) {
      canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext('2d')!;
      ctx.scale(w / tile.width, h / tile.height);
      tile.draw(ctx);
      if (tiles.size > 64) tiles.clear();
      tiles.set(key, canvas);
    }
    return canvas;
  };
  return (context, tile) => {
    const ctx = context as CanvasRenderingContext2D;
    const m = ctx.getTransform();
    const pxPerUnit = Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
    const w = Math.max(1, Math.min(MAX_TILE_PX, Math.round(tile.width * pxPerUnit)));
    const h = Math.max(1, Math.min(MAX_TILE_PX, Math.round(tile.height * pxPerUnit)));
    const pattern = ctx.createPattern(tileBitmap(tile, w, h), 'repeat');
    if (!pattern) return;
    pattern.setTransform(new DOMMatrix().scale(tile.width / w, tile.height / h));
    ctx.fillStyle = pattern;
    ctx.fill();
  };
}
