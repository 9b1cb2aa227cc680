import type { Rect } from './map-rect';

/** The view a frame is drawn at: the device position of the map's origin, device px per mm and the view's size. */
export type FrameView = { vx: number; vy: number; s: number; width: number; height: number };

/** More damaged rectangles than this, or more than this share of the view, and the frame is drawn whole. */
const MAX_DAMAGE_RECTS = 24;
const MAX_DAMAGE_SHARE = 0.4;

/**
 * What the terrain canvas shows and what changed in it since (mm rectangles: a dab's hexes, a patch that came, a
 * chunk that arrived). A frame at the same view repaints only the damaged rectangles: the canvas keeps the rest,
 * and the compositor uploads and blends only what was painted. A moved or zoomed view, another canvas or damage
 * everywhere (a dropped cache) is drawn whole.
 */
export class FrameDamage {
  private shown: (FrameView & { canvas: object; complete: boolean }) | null = null;
  private rects: Rect[] = [];
  private all = true;

  /** Parts of the map (mm) to repaint in the next frame. */
  add(...rects: Rect[]) {
    this.rects.push(...rects);
  }

  /** Everything is to be repainted. */
  everything() {
    this.all = true;
  }

  /** The device rectangles the frame about to be drawn at `view` on `canvas` repaints (and forgets them), or null
   *  when it is drawn whole: the view moved, the canvas is another or was cleared, a change too big or too
   *  scattered to be worth clipping, or `whole` (the caller draws whole frames only). */
  take(canvas: { width: number; height: number }, view: FrameView, whole: boolean): Rect[] | null {
    const was = this.shown;
    const rects = this.rects;
    const all = this.all;
    this.rects = [];
    this.all = false;
    const { vx, vy, s } = view;
    if (all || whole || !was || was.canvas !== canvas || was.vx !== vx || was.vy !== vy || was.s !== s || was.width !== view.width || was.height !== view.height) return null;
    if (rects.length > MAX_DAMAGE_RECTS) return null;
    const out: Rect[] = [];
    let area = 0;
    for (const r of rects) {
      const x0 = Math.max(0, Math.floor(vx + r.x0 * s) - 1);
      const y0 = Math.max(0, Math.floor(vy + r.y0 * s) - 1);
      const x1 = Math.min(canvas.width, Math.ceil(vx + r.x1 * s) + 1);
      const y1 = Math.min(canvas.height, Math.ceil(vy + r.y1 * s) + 1);
      if (x1 <= x0 || y1 <= y0) continue;
      out.push({ x0, y0, x1, y1 });
      area += (x1 - x0) * (y1 - y0);
    }
    return area > MAX_DAMAGE_SHARE * canvas.width * canvas.height ? null : out;
  }

  /** Whether the last frame drawn showed everything at its proper resolution. */
  get lastComplete(): boolean {
    return this.shown?.complete ?? false;
  }

  /** The frame just drawn: what the canvas shows now. */
  drawn(canvas: object, view: FrameView, complete: boolean) {
    this.shown = { ...view, canvas, complete };
  }
}
