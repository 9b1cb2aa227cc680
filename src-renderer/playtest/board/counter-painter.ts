import { layoutMarkerFace } from '../../../src-shared/counters/marker-layout';
import type { Point } from '../../../src-shared/hex';
import type { BoardCounter, BoardMarker } from './board-model';
import type { CounterImages } from './counter-images';

type Ctx = CanvasRenderingContext2D;

/** Below this many screen pixels a counter is drawn as a plain square of its colours, as a face would not read. */
const FACE_MIN_PX = 14;
/** Most counters of a stack drawn; the badge gives the count. */
const SHOWN = 4;

export type PaintScale = {
  /** Screen pixels per mm. */
  readonly scale: number;
  /** Device pixels per screen pixel. */
  readonly ratio: number;
};

/** The offsets of the last counter size asked for, by the number of counters shown (a frame draws hundreds of stacks). */
let offsetsFor = { size: NaN, byShown: [] as (readonly Point[])[] };

/** Where each counter of a stack of `n` sits: lower counters peek out up and to the left, the top one on the centre. */
export function stackOffsets(n: number, size: number): readonly Point[] {
  const shown = Math.min(n, SHOWN);
  if (offsetsFor.size !== size) offsetsFor = { size, byShown: [] };
  const known = offsetsFor.byShown[shown];
  if (known) return known;
  const step = size * 0.09;
  const offsets = Array.from({ length: shown }, (_, i) => ({ x: (i - (shown - 1)) * step, y: (i - (shown - 1)) * step }));
  offsetsFor.byShown[shown] = offsets;
  return offsets;
}

/** One counter with its top-left corner at (x, y), `size` mm across, in the map's millimetres. */
export function paintCounter(ctx: Ctx, images: CounterImages, counter: BoardCounter, x: number, y: number, size: number, paint: PaintScale) {
  const px = size * paint.scale;
  const hair = 1 / paint.scale;
  if (px < 5) {
    // A whole big map in view: each counter a dot of its colour.
    ctx.fillStyle = counter.colour;
    ctx.fillRect(x, y, size, size);
    return;
  }
  ctx.fillStyle = 'rgba(0, 0, 0, 0.35)';
  ctx.fillRect(x + size * 0.05, y + size * 0.05, size, size);
  const image = px >= FACE_MIN_PX ? images.get(counter.faceKey, () => counter.layout(size), px * paint.ratio) : null;
  if (image) ctx.drawImage(image, x, y, size, size);
  else {
    ctx.fillStyle = counter.colour;
    ctx.fillRect(x, y, size, size);
    if (px >= 6) {
      ctx.fillStyle = counter.ink;
      ctx.fillRect(x + size * 0.3, y + size * 0.38, size * 0.4, size * 0.24);
    }
  }
  ctx.strokeStyle = 'rgba(20, 20, 20, 0.85)';
  ctx.lineWidth = Math.max(hair, size * 0.012);
  ctx.strokeRect(x, y, size, size);
  if (counter.hidden) {
    // The viewer's own hidden unit: a dashed frame and a "?" corner, as a hidden-unit marker would say.
    ctx.save();
    ctx.setLineDash([size * 0.08, size * 0.05]);
    ctx.strokeStyle = '#f5f0d8';
    ctx.lineWidth = Math.max(2 * hair, size * 0.04);
    ctx.strokeRect(x + size * 0.04, y + size * 0.04, size * 0.92, size * 0.92);
    ctx.restore();
    badge(ctx, x + size * 0.12, y + size * 0.88, '?', size, paint, '#4b3f14');
  }
  if (counter.morale && px >= 10) moraleTag(ctx, counter.morale, x, y, size, paint);
}

/** The morale marker on a counter: a red tag across its top with the results in force ("NM NF"). */
function moraleTag(ctx: Ctx, text: string, x: number, y: number, size: number, paint: PaintScale) {
  const h = Math.max(size * 0.26, 9 / paint.scale);
  ctx.fillStyle = '#b3261e';
  ctx.fillRect(x, y, size, h);
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = Math.max(1 / paint.scale, h * 0.08);
  ctx.strokeRect(x, y, size, h);
  ctx.fillStyle = '#ffffff';
  ctx.font = `700 ${h * 0.72}px Arial, 'Liberation Sans', sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x + size / 2, y + h * 0.54, size * 0.94);
}

/** A round badge with a short text (the number of units in a stack), legible at any zoom. */
export function badge(ctx: Ctx, cx: number, cy: number, text: string, size: number, paint: PaintScale, fill = '#1f2428') {
  const r = Math.max(size * 0.15, 7 / paint.scale);
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = Math.max(1 / paint.scale, r * 0.14);
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  ctx.fillStyle = '#ffffff';
  ctx.font = `700 ${r * 1.25}px Arial, 'Liberation Sans', sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, cx, cy + r * 0.06);
}

/** A stack centred on `centre`: its top counters offset, and a badge with the count when it holds more than one. */
export function paintStack(ctx: Ctx, images: CounterImages, counters: readonly BoardCounter[], centre: Point, size: number, paint: PaintScale, selected: boolean) {
  const offsets = stackOffsets(counters.length, size);
  const shown = counters.slice(-offsets.length);
  shown.forEach((counter, i) => paintCounter(ctx, images, counter, centre.x - size / 2 + offsets[i].x, centre.y - size / 2 + offsets[i].y, size, paint));
  if (selected) {
    ctx.strokeStyle = '#ffd21f';
    ctx.lineWidth = Math.max(3 / paint.scale, size * 0.06);
    ctx.strokeRect(centre.x - size / 2 - size * 0.03, centre.y - size / 2 - size * 0.03, size * 1.06, size * 1.06);
  }
  if (counters.length > 1 && size * paint.scale >= 10) badge(ctx, centre.x + size / 2, centre.y - size / 2, String(counters.length), size, paint);
}

/** A game marker as printed on the counter sheet, smaller than a unit, at `corner` (its top-left). */
export function paintMarker(ctx: Ctx, images: CounterImages, marker: BoardMarker, corner: Point, size: number, paint: PaintScale) {
  const key = `marker|${marker.face.title}|${marker.face.value}|${marker.face.note}|${marker.face.colour ?? ''}`;
  paintCounter(ctx, images, { unitId: marker.key, faceKey: key, layout: (s) => layoutMarkerFace(marker.face, s), colour: marker.face.colour ?? '#ffffff', ink: '#000000', hidden: false }, corner.x, corner.y, size, paint);
}
