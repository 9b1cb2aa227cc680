import type { Background, Change } from '../../../src-shared/model';
import type { Stroke } from '../../stores/document-store';
import { NO_PREVIEW, type Point, type Tool, type ToolContext } from './tool';

/** Image pixel under a map point, and back. */
export const imagePoint = (bg: Background, mm: Point): Point => ({ x: (mm.x - bg.xMm) / bg.mmPerPx, y: (mm.y - bg.yMm) / bg.mmPerPx });

/** The background rescaled so two image points lie `hexes` hex-widths apart, the first point staying put. */
export function calibrate(bg: Background, a: Point, b: Point, hexes: number, hexSizeMm: number): Background | string {
  const px = Math.hypot(b.x - a.x, b.y - a.y);
  if (!(hexes > 0)) return 'the distance must be a positive number of hexes';
  if (px < 2) return 'the two points are too close together';
  const mmPerPx = (hexes * hexSizeMm) / px;
  const anchor = { x: bg.xMm + a.x * bg.mmPerPx, y: bg.yMm + a.y * bg.mmPerPx };
  return { ...bg, mmPerPx, xMm: anchor.x - a.x * mmPerPx, yMm: anchor.y - a.y * mmPerPx };
}

/** Tracing tool: drag to move the tracing image; while calibrating, click two points of the image and give
 *  their distance in hexes. A locked image cannot be moved or calibrated. */
export function traceTool(ctx: ToolContext, askHexes: () => number | null): Tool {
  let stroke: Stroke | null = null;
  let from: Point | null = null;
  let start: Background | null = null;
  const setBackground = (bg: Background): Change => ({ kind: 'set', name: 'map', value: { ...ctx.project.map, background: bg } });
  return {
    get busy() {
      return stroke !== null;
    },
    down(p) {
      const bg = ctx.project.map.background;
      if (!bg) return ctx.report('Import a tracing image first (Map tab)');
      if (bg.locked) return ctx.report('The tracing image is locked (Map tab)');
      const points = ctx.editor.calibration;
      if (points) {
        const next = [...points, imagePoint(bg, p.mm)];
        if (next.length < 2) {
          ctx.editor.setCalibration(next);
          return ctx.report('Calibrate: now click a second point of the image');
        }
        ctx.editor.setCalibration(null);
        const hexes = askHexes();
        if (hexes === null) return ctx.report('Calibration cancelled');
        const result = calibrate(bg, next[0], next[1], hexes, ctx.project.map.hexSizeMm);
        if (typeof result === 'string') return ctx.report(`Calibration: ${result}`);
        void ctx.project.commit('Calibrate tracing image', [setBackground(result)]);
        return;
      }
      stroke = ctx.project.beginStroke();
      from = p.mm;
      start = bg;
    },
    move(p) {
      if (!stroke || !from || !start) return;
      stroke.apply([setBackground({ ...start, xMm: start.xMm + p.mm.x - from.x, yMm: start.yMm + p.mm.y - from.y })]);
    },
    up() {
      void stroke?.commit('Move tracing image');
      stroke = null;
      from = null;
      start = null;
    },
    cancel() {
      stroke?.cancel();
      stroke = null;
      ctx.editor.setCalibration(null);
    },
    preview() {
      return NO_PREVIEW;
    },
  };
}
