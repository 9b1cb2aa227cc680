/** A rectangle of the map, mm (or of a canvas, device pixels: the painter says which). */
export type Rect = { x0: number; y0: number; x1: number; y1: number };

/** Whether two rectangles overlap (touching edges do not). */
export function meets(a: Rect, b: Rect): boolean {
  return a.x0 < b.x1 && a.x1 > b.x0 && a.y0 < b.y1 && a.y1 > b.y0;
}

/** A rectangle (mm) grown to whole pixels of the map drawn at `s` pixels per mm. */
export function pixelRect(b: Rect, s: number): Rect {
  return { x0: Math.floor(b.x0 * s) / s, y0: Math.floor(b.y0 * s) / s, x1: Math.ceil(b.x1 * s) / s, y1: Math.ceil(b.y1 * s) / s };
}

/** The square of half-side `r` round a point. */
export function boxAround(x: number, y: number, r: number): Rect {
  return { x0: x - r, y0: y - r, x1: x + r, y1: y + r };
}

/** Boxes that overlap a lot (a line's hexes) as one, their bounding box, when it is no bigger than they are
 *  together; else the boxes as they are. */
export function mergedBoxes(boxes: Rect[]): Rect[] {
  if (boxes.length < 2) return boxes;
  const area = (b: Rect) => (b.x1 - b.x0) * (b.y1 - b.y0);
  const bound = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  let sum = 0;
  for (const b of boxes) {
    bound.x0 = Math.min(bound.x0, b.x0);
    bound.y0 = Math.min(bound.y0, b.y0);
    bound.x1 = Math.max(bound.x1, b.x1);
    bound.y1 = Math.max(bound.y1, b.y1);
    sum += area(b);
  }
  return area(bound) <= sum ? [bound] : boxes;
}

/** Clear the canvas outside the rectangle [x0,x1)×[y0,y1) (device px). */
export function clearOutside(ctx: CanvasRenderingContext2D, x0: number, y0: number, x1: number, y1: number) {
  const { width, height } = ctx.canvas;
  if (y0 > 0) ctx.clearRect(0, 0, width, y0);
  if (y1 < height) ctx.clearRect(0, y1, width, height - y1);
  if (x0 > 0) ctx.clearRect(0, y0, x0, y1 - y0);
  if (x1 < width) ctx.clearRect(x1, y0, width - x1, y1 - y0);
}
