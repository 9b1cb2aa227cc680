/** Where counters go on a sheet and where their backs go, as pure arithmetic in millimetres. */

export type Rect = { x: number; y: number; width: number; height: number };
export type Flip = 'long-edge' | 'short-edge';

/**
 * Where the back of a counter printed at `front` on a `pageWidth` × `pageHeight` sheet must be printed so that it
 * lands behind the front when the sheet is printed on both sides: turned over its long edge (portrait sheets:
 * mirrored left-right) or its short edge (mirrored top-bottom), then moved by the printer's offset as measured on
 * the calibration page (x to the right and y down, as seen on the back).
 */
export function backRect(front: Rect, page: { width: number; height: number }, flip: Flip, offset: { x: number; y: number }): Rect {
  const x = flip === 'long-edge' ? page.width - front.x - front.width : front.x;
  const y = flip === 'short-edge' ? page.height - front.y - front.height : front.y;
  return { x: x + offset.x, y: y + offset.y, width: front.width, height: front.height };
}

/** Gutter-fold: the back is the front reflected in the fold line (printed upside down, so it reads upright once folded). */
export function foldedRect(front: Rect, foldY: number): Rect {
  return { x: front.x, y: 2 * foldY - front.y - front.height, width: front.width, height: front.height };
}

/** The distinct cut lines of a set of counters: their left/right and top/bottom edges. */
export function cutLines(rects: readonly Rect[]): { xs: number[]; ys: number[] } {
  const round = (v: number) => Math.round(v * 1000) / 1000;
  const xs = new Set<number>();
  const ys = new Set<number>();
  for (const r of rects) {
    xs.add(round(r.x));
    xs.add(round(r.x + r.width));
    ys.add(round(r.y));
    ys.add(round(r.y + r.height));
  }
  return { xs: [...xs].sort((a, b) => a - b), ys: [...ys].sort((a, b) => a - b) };
}

export type CropMarks = { lengthMm: number; gapMm: number };

/** Crop marks as line segments outside the block of counters: every cut line gets a mark at both ends. */
export function cropMarkSegments(rects: readonly Rect[], marks: CropMarks): [number, number, number, number][] {
  if (!rects.length || marks.lengthMm <= 0) return [];
  const { xs, ys } = cutLines(rects);
  const left = Math.min(...rects.map((r) => r.x));
  const right = Math.max(...rects.map((r) => r.x + r.width));
  const top = Math.min(...rects.map((r) => r.y));
  const bottom = Math.max(...rects.map((r) => r.y + r.height));
  const { gapMm: g, lengthMm: l } = marks;
  const out: [number, number, number, number][] = [];
  for (const x of xs) out.push([x, top - g - l, x, top - g], [x, bottom + g, x, bottom + g + l]);
  for (const y of ys) out.push([left - g - l, y, left - g, y], [right + g, y, right + g + l, y]);
  return out;
}
