import { clipAndStroke, strokeEach, type StrokeInside } from '../../src-shared/map-art';

type Ctx = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/**
 * Strokes kept inside an area on a browser canvas, by a mask instead of a clip: the strokes are drawn on a scratch
 * canvas the size of the target, which keeps only what lies inside the area (the area filled "destination-in"), and
 * is then copied onto the target (whose own clip still applies). The same pixels as clipping, but on a software
 * rasteriser three strokes through the clip of a chunk's thousands of water areas cost the chunk worker about a
 * second at a quarter of the true size, and the mask a few milliseconds. The scratch canvas is kept for the next
 * call (an OffscreenCanvas: the chunk worker has no document).
 */
export function canvasStrokeInside(): StrokeInside {
  let scratch: OffscreenCanvas | null = null;
  return (context, area, line, strokes) => {
    if (typeof OffscreenCanvas === 'undefined') return clipAndStroke(context, area, line, strokes);
    const ctx = context as Ctx;
    const { width, height } = ctx.canvas;
    if (!scratch || scratch.width < width || scratch.height < height) scratch = new OffscreenCanvas(Math.max(width, scratch?.width ?? 0), Math.max(height, scratch?.height ?? 0));
    const s = scratch.getContext('2d')!;
    s.setTransform(1, 0, 0, 1, 0, 0);
    s.clearRect(0, 0, width, height);
    s.setTransform(ctx.getTransform());
    s.beginPath();
    if (!line(s)) return;
    strokeEach(s, strokes);
    s.globalAlpha = 1;
    // "destination-in" reaches the whole canvas (it clears what the area leaves out): clipped to the part in use, a
    // patch a few hexes wide does not pay for the chunk-sized scratch.
    s.save();
    const m = s.getTransform();
    s.setTransform(1, 0, 0, 1, 0, 0);
    s.beginPath();
    s.rect(0, 0, width, height);
    s.clip();
    s.setTransform(m);
    s.globalCompositeOperation = 'destination-in';
    s.beginPath();
    area(s);
    s.fill();
    s.restore();
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.globalAlpha = 1;
    ctx.drawImage(scratch, 0, 0, width, height, 0, 0, width, height);
    ctx.restore();
  };
}
