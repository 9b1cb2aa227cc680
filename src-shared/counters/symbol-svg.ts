/** NATO symbols from milsymbol, reduced to a viewBox and markup to nest inside a counter's SVG. */
import ms from 'milsymbol';
import type { SymbolColours } from './layout-types';
import { safeColour } from './colours';

export interface SymbolMarkup {
  viewBox: string;
  /** The symbol's SVG content, without the outer <svg>. */
  body: string;
}

// 2525D/APP-6 D number codes (20 or 30 digits) and 2525C letter codes (15 characters).
const NUMBER_SIDC = /^(\d{20}|\d{30})$/;
const LETTER_SIDC = /^[A-Za-z][A-Za-z*-][A-Za-z*-][A-Za-z*-][A-Za-z0-9*-]{11}$/;

/**
 * The SIDC with its echelon amplifier cleared: counters print the unit type's own size marks instead
 * ('[•••]' and the like have no SIDC code). Null when the text cannot be a SIDC.
 */
export function counterSidc(sidc: string): string | null {
  const code = sidc.trim();
  if (NUMBER_SIDC.test(code)) return code.slice(0, 8) + '00' + code.slice(10);
  if (LETTER_SIDC.test(code)) {
    // Position 11 M/N means position 12 is mobility, not echelon.
    return /[MN]/i.test(code[10]) ? code : code.slice(0, 11) + '-' + code.slice(12);
  }
  return null;
}

/** milsymbol's default is 3 (of a 100-unit frame); a little heavier survives printing at 1/2". */
const COUNTER_STROKE = 4;

const cache = new Map<string, SymbolMarkup | null>();
let drawn = 0;
const CACHE_LIMIT = 500;

/** Markup for a symbol, or null for an empty, malformed or unknown SIDC; never throws. */
export function symbolMarkup(sidc: string, colours: SymbolColours): SymbolMarkup | null {
  const code = counterSidc(sidc);
  if (!code) return null;
  const fill = safeColour(colours.fill, '#ffffff');
  const frame = safeColour(colours.frame, '#000000');
  const icon = safeColour(colours.icon, '#000000');
  const key = `${code}|${fill}|${frame}|${icon}`;
  if (cache.has(key)) return cache.get(key) ?? null;
  const markup = draw(code, fill, frame, icon, `ms${++drawn}-`);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, markup);
  return markup;
}

function draw(code: string, fill: string, frame: string, icon: string, idPrefix: string): SymbolMarkup | null {
  try {
    const same = (c: string) => ms.ColorMode(c, c, c, c, c, c);
    const symbol = new ms.Symbol(code, {
      size: 40, strokeWidth: COUNTER_STROKE, fillColor: fill, frameColor: same(frame), iconColor: same(icon), outlineWidth: 0,
    });
    if (!symbol.isValid()) return null;
    const svg = symbol.asSVG();
    const viewBox = /viewBox="([-\d.\s]+)"/.exec(svg)?.[1];
    const start = svg.indexOf('>');
    const end = svg.lastIndexOf('</svg>');
    if (!viewBox || start < 0 || end <= start) return null;
    // milsymbol numbers clip-path ids from 0 in every symbol; many symbols share one page.
    const body = svg.slice(start + 1, end).replace(/\bid="([^"]*)"/g, `id="${idPrefix}$1"`).replace(/url\(#([^)]*)\)/g, `url(#${idPrefix}$1)`);
    return body.trim() ? { viewBox, body } : null;
  } catch {
    return null;
  }
}
