import { hexCorners, hexsideSegment, parseHexsideKey, type HexGridGeometry } from '../../src-shared/hex';
import { PX_PER_MM, type Camera } from './camera';
import type { Preview } from './tools';

/**
 * The active tool's outline under the cursor (dashed hexes, thick hexsides), on a layer that is never cleared whole:
 * it remembers where it drew and clears only there, so a dab's frame uploads a few hexes of that canvas, not all.
 */
export class CursorPreview {
  private box: { x0: number; y0: number; x1: number; y1: number } | null = null;

  /** Whether a preview is on the canvas now. */
  get showing(): boolean {
    return this.box !== null;
  }

  /** Clear where the preview was drawn last (device pixels). */
  clear(ctx: CanvasRenderingContext2D) {
    const b = this.box;
    if (!b) return;
    this.box = null;
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(b.x0, b.y0, b.x1 - b.x0, b.y1 - b.y0);
    ctx.restore();
  }

  /** Clear the last preview and draw this one, in map millimetres under the camera. */
  draw(ctx: CanvasRenderingContext2D, preview: Preview, camera: Camera, geom: HexGridGeometry, size: number) {
    this.clear(ctx);
    if (!preview.hexes.length && !preview.hexsides.length) return;
    const scale = camera.zoom * PX_PER_MM;
    ctx.save();
    ctx.translate(camera.x, camera.y);
    ctx.scale(scale, scale);
    // Where this preview reaches on the canvas (device pixels, with the widest line), to clear it next time.
    const m = ctx.getTransform();
    const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
    const reach = (p: { x: number; y: number }) => {
      const x = m.a * p.x + m.c * p.y + m.e;
      const y = m.b * p.x + m.d * p.y + m.f;
      box.x0 = Math.min(box.x0, x);
      box.y0 = Math.min(box.y0, y);
      box.x1 = Math.max(box.x1, x);
      box.y1 = Math.max(box.y1, y);
    };
    for (const hex of preview.hexes) hexCorners(geom, size, hex).forEach(reach);
    for (const key of preview.hexsides) {
      const side = parseHexsideKey(geom, key);
      if (side) hexsideSegment(geom, size, side.hex, side.dir).forEach(reach);
    }
    const pad = 4 * Math.max(1, Math.abs(m.a) / scale);
    this.box = { x0: Math.floor(box.x0 - pad), y0: Math.floor(box.y0 - pad), x1: Math.ceil(box.x1 + pad), y1: Math.ceil(box.y1 + pad) };
    ctx.strokeStyle = preview.colour;
    ctx.lineWidth = 2 / scale;
    ctx.setLineDash([4 / scale, 3 / scale]);
    ctx.beginPath();
    for (const hex of preview.hexes) {
      const corners = hexCorners(geom, size, hex);
      ctx.moveTo(corners[0].x, corners[0].y);
      for (let i = 1; i < 6; i++) ctx.lineTo(corners[i].x, corners[i].y);
      ctx.closePath();
    }
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.lineWidth = 5 / scale;
    for (const key of preview.hexsides) {
      const side = parseHexsideKey(geom, key);
      if (!side) continue;
      const [a, b] = hexsideSegment(geom, size, side.hex, side.dir);
      ctx.beginPath();
      ctx.moveTo(a.x, a.y);
      ctx.lineTo(b.x, b.y);
      ctx.stroke();
    }
    ctx.restore();
  }
}
