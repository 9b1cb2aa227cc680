/**
 * Text measurement without a DOM, so the layout stays a pure function (tests, print export, workers).
 * Counters use a bold Arial-metric face: Arial, Liberation Sans and Helvetica share advance widths, so the
 * Helvetica-Bold AFM widths below (1/1000 em) match what Chromium draws with any of them.
 */

export const COUNTER_FONT_FAMILY = "Arial, 'Liberation Sans', Helvetica, sans-serif";

/** Vertical metrics of the face, in em: top of capitals and digits, and bottom of descenders. */
export const CAP_HEIGHT = 0.716;
export const ASCENT = 0.74;
export const DESCENT = 0.212;

// Printable ASCII from U+0020 (space) to U+007E (~).
const ASCII_WIDTHS = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
  975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
  333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
  611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

const OTHER_WIDTHS: Record<string, number> = {
  '•': 350, '…': 1000, '–': 556, '—': 1000, '·': 278, '°': 400, '×': 584,
};

/** Latin letters outside ASCII are about as wide as a capital; wide scripts (CJK) take a full em. */
const UNKNOWN_WIDTH = 722;
const WIDE_WIDTH = 1000;

function charWidth(ch: string): number {
  const code = ch.codePointAt(0) ?? 0;
  if (code >= 0x20 && code <= 0x7e) return ASCII_WIDTHS[code - 0x20];
  const known = OTHER_WIDTHS[ch];
  if (known !== undefined) return known;
  return code >= 0x2e80 ? WIDE_WIDTH : UNKNOWN_WIDTH;
}

/** Advance width of a bold line of text, in the unit of the font size. */
export function textWidth(text: string, fontSize: number): number {
  let units = 0;
  for (const ch of text) units += charWidth(ch);
  return (units / 1000) * fontSize;
}

const DESCENDERS = /[gjpqy,;()[\]{}|_Q@]/;

/** Ink extent of a line relative to its baseline (negative is up), for overlap and bounds checks. */
export function textExtent(text: string, fontSize: number): { top: number; bottom: number } {
  return { top: -ASCENT * fontSize, bottom: DESCENDERS.test(text) ? DESCENT * fontSize : 0.02 * fontSize };
}

/** 1 pt = 1/72 in = 25.4/72 mm. */
export const MM_PER_PT = 25.4 / 72;
export const mmToPt = (mm: number) => mm / MM_PER_PT;
export const ptToMm = (pt: number) => pt * MM_PER_PT;
