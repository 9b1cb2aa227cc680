import type { ChunkCache, ChunkEntry } from './chunk-cache';
import type { ChunkGrid } from './chunks';
import type { MapOverview } from './overview';

/**
 * Until chunk (i, j) of grid `g` comes, what chunks of other scales hold of its rectangle, drawn into its place on
 * screen (x, y): the nearest scale with anything cached there, coarser first on a tie (sharper than the overview),
 * with the coarse overview under it where it leaves gaps; the overview alone when no scale has anything there.
 */
export function drawStandIn(ctx: CanvasRenderingContext2D, cache: ChunkCache, gridOf: (scale: number) => ChunkGrid, coarse: MapOverview, g: ChunkGrid, i: number, j: number, x: number, y: number) {
  const r = g.rect(i, j);
  const s = g.scale;
  const sx = (mx: number) => x + (mx - r.x0) * s;
  const sy = (my: number) => y + (my - r.y0) * s;
  const others = [...cache.scales.keys()].filter((k) => k !== s).sort((a, b) => Math.abs(Math.log(a / s)) - Math.abs(Math.log(b / s)) || a - b);
  for (const other of others) {
    const og = gridOf(other);
    const parts: { e: ChunkEntry; x0: number; y0: number; x1: number; y1: number }[] = [];
    let area = 0;
    for (const [oi, oj] of og.covering(r)) {
      const e = cache.get(og.key(oi, oj));
      if (!e) continue;
      const x0 = Math.max(r.x0, e.x0);
      const y0 = Math.max(r.y0, e.y0);
      const x1 = Math.min(r.x1, e.x1);
      const y1 = Math.min(r.y1, e.y1);
      if (x1 <= x0 || y1 <= y0) continue;
      parts.push({ e, x0, y0, x1, y1 });
      area += (x1 - x0) * (y1 - y0);
    }
    if (!parts.length) continue;
    if (area < (r.x1 - r.x0) * (r.y1 - r.y0) * 0.999) coarse.drawPart(ctx, r, sx, sy);
    for (const { e, x0, y0, x1, y1 } of parts) {
      const ek = e.image.width / (e.x1 - e.x0);
      ctx.drawImage(e.image, (x0 - e.x0) * ek, (y0 - e.y0) * ek, (x1 - x0) * ek, (y1 - y0) * ek, sx(x0), sy(y0), sx(x1) - sx(x0), sy(y1) - sy(y0));
    }
    return;
  }
  coarse.drawPart(ctx, r, sx, sy);
}
