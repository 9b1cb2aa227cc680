/**
 * The one typeface of every export: Liberation Sans (SIL OFL 1.1, `resources/fonts/LICENSE.txt`), metric-compatible
 * with Arial, whose widths the counter layout assumes. PDFs embed it (subset), PNGs draw with it through
 * @napi-rs/canvas, and layouts measure with it here, so text fits the same way on every output.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';

export type FaceName = 'regular' | 'bold' | 'italic' | 'boldItalic';

export const FACE_FILES: Record<FaceName, string> = {
  regular: 'LiberationSans-Regular.ttf',
  bold: 'LiberationSans-Bold.ttf',
  italic: 'LiberationSans-Italic.ttf',
  boldItalic: 'LiberationSans-BoldItalic.ttf',
};

/** The family name canvases know the embedded faces by. */
export const EXPORT_FONT_FAMILY = 'Atoll Sans';

let dir: string | null = null;

/** `resources/fonts`, found upwards from this module (sources, tests, a bundle) or beside a packaged app. */
export function fontsDir(): string {
  if (dir) return dir;
  const candidates: string[] = [];
  let here = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    candidates.push(path.join(here, 'resources', 'fonts'));
    here = path.dirname(here);
  }
  const packaged = (process as { resourcesPath?: string }).resourcesPath;
  if (packaged) candidates.push(path.join(packaged, 'fonts'), path.join(packaged, 'resources', 'fonts'));
  const found = candidates.find((c) => existsSync(path.join(c, FACE_FILES.regular)));
  if (!found) throw new Error('the export font (resources/fonts/LiberationSans-Regular.ttf) is missing from this installation');
  dir = found;
  return found;
}

export const faceFile = (face: FaceName) => path.join(fontsDir(), FACE_FILES[face]);

export type ParsedFont = { face: FaceName; size: number };

/** A CSS font shorthand (`italic bold 3.2px Arial`) as one of the embedded faces and a size in user units. */
export function parseFont(css: string): ParsedFont {
  const m = /(-?[\d.]+)(px|pt|mm)?\b/.exec(css);
  const size = m ? Math.max(0, parseFloat(m[1])) : 10;
  const before = m ? css.slice(0, m.index).toLowerCase() : css.toLowerCase();
  const bold = /\b(bold|bolder|[6-9]00)\b/.test(before);
  const italic = /\b(italic|oblique)\b/.test(before);
  return { face: bold ? (italic ? 'boldItalic' : 'bold') : italic ? 'italic' : 'regular', size: Number.isFinite(size) ? size : 10 };
}

type FontkitFont = {
  hasGlyphForCodePoint(codePoint: number): boolean;
  unitsPerEm: number;
  ascent: number;
  descent: number;
  capHeight: number;
  layout(text: string): { advanceWidth: number };
};

/** A face parsed once per process, which pdfkit also takes in place of a file: fontkit decodes a face's tables (the
 *  kerning lookups above all) as text first needs them, so each PDF no longer decodes them again. */
export const parsedFace = (face: FaceName): object => font(face);

const fonts = new Map<FaceName, FontkitFont>();
const widths = new Map<string, number>();

function font(face: FaceName): FontkitFont {
  let f = fonts.get(face);
  if (!f) {
    f = (fontkit as unknown as { openSync(file: string): FontkitFont }).openSync(faceFile(face));
    fonts.set(face, f);
  }
  return f;
}

/** Advance width of `text` in `face` at size 1 (multiply by the size), with the font's kerning. */
export function textWidthEm(text: string, face: FaceName): number {
  const key = `${face}\u0000${text}`;
  let w = widths.get(key);
  if (w === undefined) {
    const f = font(face);
    w = f.layout(text).advanceWidth / f.unitsPerEm;
    if (widths.size > 20000) widths.clear();
    widths.set(key, w);
  }
  return w;
}

export const measureText = (text: string, face: FaceName, size: number) => textWidthEm(text, face) * size;

/** The characters of `text` the embedded face has no glyph for (printed, they would come out blank). */
export function missingGlyphs(text: string, face: FaceName): string[] {
  const f = font(face);
  return [...new Set(text)].filter((ch) => !/\s/.test(ch) && !f.hasGlyphForCodePoint(ch.codePointAt(0)!));
}

/** Vertical metrics in em (ascent up, descent down as positive numbers). */
export function faceMetrics(face: FaceName): { ascent: number; descent: number; capHeight: number } {
  const f = font(face);
  return { ascent: f.ascent / f.unitsPerEm, descent: -f.descent / f.unitsPerEm, capHeight: f.capHeight / f.unitsPerEm };
}

/** How far to move the baseline down from the anchor y for a canvas textBaseline, in em. */
export function baselineShiftEm(baseline: string, face: FaceName): number {
  const { ascent, descent } = faceMetrics(face);
  switch (baseline) {
    case 'top':
      return ascent;
    case 'hanging':
      return ascent * 0.8;
    case 'middle':
      return (ascent - descent) / 2;
    case 'bottom':
    case 'ideographic':
      return -descent;
    default:
      return 0;
  }
}

/** Horizontal shift of the text start for a canvas textAlign. */
export function alignShift(align: string, width: number): number {
  if (align === 'center') return -width / 2;
  if (align === 'right' || align === 'end') return -width;
  return 0;
}
