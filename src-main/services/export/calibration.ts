import type { Surface } from '../../../src-shared/map-art/draw-context';
import { EXPORT_FONT_FAMILY } from './fonts';
import type { PagePlan } from './pages';
import { backRect, type Flip } from './sheet-geometry';

const SCALE_MM = 5;
const LINE_MM = 14;

function text(surface: Surface, lines: string[], x: number, y: number, size = 3.4, align: 'left' | 'center' = 'left') {
  const { ctx } = surface;
  ctx.font = `${size}px "${EXPORT_FONT_FAMILY}"`;
  ctx.fillStyle = '#000000';
  ctx.textAlign = align;
  ctx.textBaseline = 'alphabetic';
  lines.forEach((line, i) => ctx.fillText(line, x, y + i * size * 1.35));
}

/** Targets: the centre (the reading to enter) and two corners (a printer that skews reads differently there). */
const targets = (page: { width: number; height: number }) => [
  { x: page.width / 2, y: page.height / 2, main: true },
  { x: 45, y: 70, main: false },
  { x: page.width - 45, y: page.height - 60, main: false },
];

/**
 * The duplex calibration pair: crosshairs on the front, and on the back, behind each crosshair, a horizontal and a
 * vertical scale in millimetres. Held against a light, the front's lines cross the scales at the printer's
 * registration error, which is exactly the back offset to enter (x to the right and y down, as seen on the back).
 * The pair is printed with no offset, so the reading is the whole offset.
 */
export function calibrationPages(page: { width: number; height: number }, flip: Flip): PagePlan[] {
  const front: PagePlan = {
    widthMm: page.width, heightMm: page.height, label: 'Calibration front',
    draw(surface) {
      const { ctx } = surface;
      text(surface, ['Duplex calibration: front'], page.width / 2, 22, 6, 'center');
      text(surface, [
        'Print this page and the next one on the two sides of one sheet, with the same printer settings as the',
        `counter sheets (${flip} flip, actual size, no scaling). Then turn the sheet over and read the other side.`,
      ], 20, 34);
      for (const t of targets(page)) {
        ctx.strokeStyle = '#000000';
        ctx.lineWidth = 0.15;
        ctx.setLineDash([]);
        ctx.beginPath();
        ctx.moveTo(t.x - LINE_MM, t.y);
        ctx.lineTo(t.x + LINE_MM, t.y);
        ctx.moveTo(t.x, t.y - LINE_MM);
        ctx.lineTo(t.x, t.y + LINE_MM);
        ctx.stroke();
        ctx.beginPath();
        ctx.arc(t.x, t.y, 1.5, 0, Math.PI * 2);
        ctx.stroke();
      }
    },
  };
  const back: PagePlan = {
    widthMm: page.width, heightMm: page.height, label: 'Calibration back',
    draw(surface) {
      const { ctx } = surface;
      text(surface, ['Duplex calibration: back'], page.width / 2, 22, 6, 'center');
      text(surface, [
        'Hold the sheet against a light with this side towards you. Where the line printed on the other side crosses',
        'the middle pair of scales, read the numbers: the horizontal scale gives the back offset x, the vertical scale',
        'gives y (millimetres; enter them in the counter sheet options). 0 and 0 means the printer needs no correction.',
      ], 20, 34);
      for (const t of targets(page)) {
        const at = backRect({ x: t.x, y: t.y, width: 0, height: 0 }, page, flip, { x: 0, y: 0 });
        ctx.strokeStyle = '#000000';
        ctx.fillStyle = '#000000';
        ctx.setLineDash([]);
        ctx.font = `1.7px "${EXPORT_FONT_FAMILY}"`;
        ctx.textAlign = 'center';
        for (let i = -SCALE_MM * 2; i <= SCALE_MM * 2; i++) {
          const v = i / 2;
          const long = i % 2 === 0;
          ctx.lineWidth = i === 0 ? 0.25 : 0.12;
          ctx.beginPath();
          // Horizontal scale under the crossing: ticks point up to the front's vertical line.
          ctx.moveTo(at.x + v, at.y + 6);
          ctx.lineTo(at.x + v, at.y + 6 + (long ? 3 : 1.8));
          // Vertical scale right of the crossing: ticks point left to the front's horizontal line.
          ctx.moveTo(at.x + 6, at.y + v);
          ctx.lineTo(at.x + 6 + (long ? 3 : 1.8), at.y + v);
          ctx.stroke();
          if (long && t.main) {
            ctx.textAlign = 'center';
            ctx.fillText(String(v), at.x + v, at.y + 11.2);
            ctx.textAlign = 'left';
            ctx.fillText(String(v), at.x + 9.6, at.y + v + 0.6);
          }
        }
        if (t.main) text(surface, ['x (mm)'], at.x - SCALE_MM - 11, at.y + 9, 2.2);
        if (t.main) text(surface, ['y (mm)'], at.x + 4, at.y - SCALE_MM - 2, 2.2);
      }
    },
  };
  return [front, back];
}
