/**
 * One counter face as SVG markup, in millimetres: the single drawing of a counter layout, used by the counter
 * designer's preview, the play-test board, the print export and the VASSAL export.
 */
import type { CounterLayout, LayoutElement, SymbolElement } from './layout-types';
import { symbolMarkup } from './symbol-svg';
import { COUNTER_FONT_FAMILY } from './text-metrics';

const round = (n: number) => Math.round(n * 1000) / 1000;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const FONT = escapeXml(COUNTER_FONT_FAMILY);

/** The elements of a face, without the outer <svg>: what goes inside a viewBox of `0 0 size size` (mm). */
export function counterBodyMarkup(layout: CounterLayout): string {
  return layout.elements.map(elementMarkup).join('');
}

/** A whole face as a standalone SVG document at its real size (width and height in mm, or scaled). */
export function counterSvgMarkup(layout: CounterLayout, scale = 1): string {
  const s = layout.sizeMm;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${round(s * scale)}mm" height="${round(s * scale)}mm" ` +
    `viewBox="0 0 ${round(s)} ${round(s)}" role="img" aria-label="${escapeXml(layout.label)}">${counterBodyMarkup(layout)}</svg>`
  );
}

function elementMarkup(el: LayoutElement): string {
  switch (el.kind) {
    case 'rect': {
      const stroke = el.stroke ? ` stroke="${escapeXml(el.stroke)}" stroke-width="${round(el.strokeWidth)}"` : '';
      return `<rect x="${round(el.x)}" y="${round(el.y)}" width="${round(el.width)}" height="${round(el.height)}" fill="${escapeXml(el.fill ?? 'none')}"${stroke} data-role="${el.role}"/>`;
    }
    case 'text':
      return (
        `<text x="${round(el.x)}" y="${round(el.y)}" font-size="${round(el.fontSize)}" text-anchor="${el.anchor}" ` +
        `font-family="${FONT}" font-weight="bold" fill="${escapeXml(el.fill)}" data-role="${el.role}">${escapeXml(el.text)}</text>`
      );
    case 'symbol':
      return symbolElementMarkup(el);
  }
}

/** The symbol alone, placed in its box as the face draws it (a nested <svg> in the face's millimetres). */
export function symbolElementMarkup(el: SymbolElement): string {
  const markup = symbolMarkup(el.sidc, el.colours);
  if (!markup) return placeholderMarkup(el);
  // Trusted: milsymbol output built from a validated SIDC and #rrggbb colours (symbol-svg.ts).
  return (
    `<svg x="${round(el.x)}" y="${round(el.y)}" width="${round(el.width)}" height="${round(el.height)}" viewBox="${markup.viewBox}" ` +
    `preserveAspectRatio="xMidYMid meet" overflow="hidden" data-role="symbol">${markup.body}</svg>`
  );
}

/** A plain dashed frame with a question mark: the SIDC is empty or not one milsymbol can draw. */
function placeholderMarkup(el: SymbolElement): string {
  const h = Math.min(el.height, el.width / 1.5) * 0.9;
  const w = h * 1.5;
  const x = el.x + (el.width - w) / 2;
  const y = el.y + (el.height - h) / 2;
  const { fill, frame, icon } = el.colours;
  return (
    `<g data-role="symbol-placeholder"><rect x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${round(h)}" fill="${escapeXml(fill)}" ` +
    `stroke="${escapeXml(frame)}" stroke-width="${round(h * 0.04)}" stroke-dasharray="${round(h * 0.12)} ${round(h * 0.08)}"/>` +
    `<text x="${round(x + w / 2)}" y="${round(y + h * 0.74)}" font-size="${round(h * 0.7)}" text-anchor="middle" font-family="${FONT}" ` +
    `font-weight="bold" fill="${escapeXml(icon)}">?</text></g>`
  );
}
