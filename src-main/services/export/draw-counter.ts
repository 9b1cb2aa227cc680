import { symbolElementMarkup } from '../../../src-shared/counters/counter-markup';
import type { CounterLayout } from '../../../src-shared/counters/counter-layout';
import type { Surface } from '../../../src-shared/map-art/draw-context';
import { EXPORT_FONT_FAMILY } from './fonts';

const ALIGN = { start: 'left', middle: 'center', end: 'right' } as const;

/**
 * One counter face on paper, from the same layout the designer's preview draws (counterSvgMarkup): rectangles and
 * bold text as vector shapes in the embedded font, the NATO symbol as the same nested SVG. The face's top-left
 * corner goes at (x, y) in the surface's millimetres; `rotate180` turns it about its centre (gutter-fold backs).
 */
export function drawCounter(surface: Surface, layout: CounterLayout, x: number, y: number, options: { bleedMm?: number; rotate180?: boolean } = {}) {
  const { ctx } = surface;
  const s = layout.sizeMm;
  const bleed = options.bleedMm ?? 0;
  ctx.save();
  ctx.translate(x, y);
  if (options.rotate180) {
    ctx.translate(s, s);
    ctx.rotate(Math.PI);
  }
  for (const el of layout.elements) {
    switch (el.kind) {
      case 'rect': {
        // The background runs into the bleed, so a cut a little off the line leaves no white edge.
        const grow = el.role === 'background' ? bleed : 0;
        if (el.fill) {
          ctx.fillStyle = el.fill;
          ctx.fillRect(el.x - grow, el.y - grow, el.width + 2 * grow, el.height + 2 * grow);
        }
        if (el.stroke && el.strokeWidth > 0) {
          ctx.strokeStyle = el.stroke;
          ctx.lineWidth = el.strokeWidth;
          ctx.setLineDash([]);
          ctx.strokeRect(el.x, el.y, el.width, el.height);
        }
        break;
      }
      case 'text':
        if (!el.text) break;
        ctx.font = `bold ${el.fontSize}px "${EXPORT_FONT_FAMILY}"`;
        ctx.textAlign = ALIGN[el.anchor];
        ctx.textBaseline = 'alphabetic';
        ctx.fillStyle = el.fill;
        ctx.fillText(el.text, el.x, el.y);
        break;
      case 'symbol':
        surface.drawSvg(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${s} ${s}">${symbolElementMarkup(el)}</svg>`, 0, 0, s, s);
        break;
    }
  }
  ctx.restore();
}
