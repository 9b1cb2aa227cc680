import type PDFDocument from 'pdfkit';
import { deflateSync } from 'node:zlib';
import SVGtoPDF from 'svg-to-pdfkit';
import { parseColour } from './colour';
import type { Box, FillRule, Surface, TilePattern } from '../../../src-shared/map-art/draw-context';
import { alignShift, baselineShiftEm, measureText, parseFont, type FaceName } from './fonts';
import { CLOSE, CURVE, LINE, RecordingContext, type Matrix, type PathData } from './recording-context';

type Doc = InstanceType<typeof PDFDocument>;

/** PDF points per millimetre. */
export const PT_PER_MM = 72 / 25.4;

/** A number as the content stream writes it: a hundredth of a point is far below what any printer resolves. */
const n = (v: number) => String(Math.round(v * 100) / 100);

export function pathOps(path: PathData): string {
  let out = '';
  for (let i = 0; i < path.length; ) {
    const op = path[i];
    if (op === CLOSE) {
      out += 'h\n';
      i++;
    } else if (op === CURVE) {
      out += `${n(path[i + 1])} ${n(path[i + 2])} ${n(path[i + 3])} ${n(path[i + 4])} ${n(path[i + 5])} ${n(path[i + 6])} c\n`;
      i += 7;
    } else {
      out += `${n(path[i + 1])} ${n(path[i + 2])} ${op === LINE ? 'l' : 'm'}\n`;
      i += 3;
    }
  }
  return out;
}

const CAPS = { butt: 0, round: 1, square: 2 } as const;
const JOINS = { miter: 0, round: 1, bevel: 2 } as const;

/** The colour operator for a parsed colour. */
export function colourOp(hex: string, stroke: boolean): string {
  const c = (i: number) => String(Math.round((parseInt(hex.slice(i, i + 2), 16) / 255) * 1000) / 1000);
  return `${c(1)} ${c(3)} ${c(5)} ${stroke ? 'RG' : 'rg'}`;
}

/** The line state operators (width, cap, join, miter, dash) for a state, lengths scaled by `k`. */
export function lineOps(s: { lineWidth: number; lineCap: string; lineJoin: string; miterLimit: number; dash: number[]; lineDashOffset: number }, k: number): [string, string][] {
  const dash = s.dash.length ? `[${s.dash.map((d) => n(Math.max(d * k, 0.01))).join(' ')}] ${n(s.lineDashOffset * k)} d` : '[] 0 d';
  return [
    ['w', `${n(s.lineWidth * k)} w`],
    ['J', `${CAPS[s.lineCap as keyof typeof CAPS] ?? 0} J`],
    ['j', `${JOINS[s.lineJoin as keyof typeof JOINS] ?? 0} j`],
    ['M', `${n(s.miterLimit)} M`],
    ['d', dash],
  ];
}

/** PDF points from the page's (y-down) space to PDF's default (y-up) space of a page `heightPt` tall. */
const toDefaultSpace = (m: Matrix, heightPt: number): number[] => [m[0], -m[1], m[2], -m[3], m[4], heightPt - m[5]];

type PdfKitFont = { id: string; ref(): unknown; encode(text: string): [string[], { xAdvance: number; advanceWidth: number; xOffset: number; yOffset: number }[]] };
type PageInternals = { content: { end(): void; uncompressedLength: number }; dictionary: { data: { Contents: unknown } }; fonts: Record<string, unknown>; patterns: Record<string, unknown>; height: number };
type DocInternals = { _font: PdfKitFont; page: PageInternals; ref(data?: object): { end(data?: string): void } };

/** Per document: tile patterns (each once per placement, shared by every page) and glyph codes per font. */
const tilePatterns = new WeakMap<object, Map<string, { name: string; ref: { end(data?: string): void } }>>();
const glyphCache = new WeakMap<object, Map<string, { hex: string; advance: number }>>();

/** Text the content stream can set glyph by glyph: digits have no kerning or ligatures in Atoll's sans. */
const PLAIN_TEXT = /^[0-9]{1,12}$/;

/** Buffered operators are handed to pdfkit in pieces of about this many characters. */
const FLUSH_CHARS = 1 << 20;

/**
 * The 2D context on a pdfkit page: every fill, stroke, clip and text is vector PDF, text in the embedded font.
 * Paths are written in points with the transform applied; text and SVG drawings under the transform. What the
 * PDF graphics state already holds is not written again, a fill followed by a stroke of the same path is one
 * operator, and operators are buffered and handed to pdfkit in large pieces (a map has hundreds of thousands of
 * paths). `finish()` must be called when the page is drawn.
 */
export class PdfContext extends RecordingContext {
  /** What the content stream has set, so each paint writes only what changed; a copy per save level. */
  private written = new Map<string, string>();
  private readonly writtenStack: Map<string, string>[] = [];
  private out: string[] = [];
  private outChars = 0;
  /** A fill waiting to learn whether a stroke of the same path follows (then both are one `B`). */
  private pendingFill: { path: PathData; length: number; ops: string; rule: FillRule } | null = null;

  constructor(
    private readonly doc: Doc,
    base: Matrix = [PT_PER_MM, 0, 0, PT_PER_MM, 0, 0],
  ) {
    super(base);
  }

  private get internals(): DocInternals {
    return this.doc as unknown as DocInternals;
  }

  private emit(op: string) {
    this.out.push(op);
    this.outChars += op.length;
    if (this.outChars > FLUSH_CHARS) this.flushOut();
  }

  private settleFill() {
    const f = this.pendingFill;
    if (!f) return;
    this.pendingFill = null;
    this.emit(f.ops + (f.rule === 'evenodd' ? 'f*' : 'f'));
  }

  /**
   * Write out what is buffered (before pdfkit itself writes, and at the end of the page) as a content stream of
   * its own, compressed here at a fast level: the page's Contents become a list of streams in drawing order
   * (pdfkit's own writes go to the last one), so a huge map never holds its whole page in memory.
   */
  private flushOut() {
    this.settleFill();
    if (!this.out.length) return;
    const data = deflateSync(Buffer.from(`${this.out.join('\n')}\n`, 'latin1'), { level: 2 });
    this.out = [];
    this.outChars = 0;
    const { page } = this.internals;
    const contents = page.dictionary.data.Contents;
    const list = Array.isArray(contents) ? [...contents] : [contents];
    list.pop(); // pdfkit's current stream, always the last
    if (page.content.uncompressedLength > 0) {
      list.push(page.content);
      page.content.end();
      page.content = this.internals.ref() as unknown as PageInternals['content'];
    }
    const mine = this.internals.ref({ Filter: 'FlateDecode' });
    mine.end(data as unknown as string);
    list.push(mine, page.content);
    page.dictionary.data.Contents = list;
  }

  /** The page is drawn: write out everything buffered. */
  finish() {
    this.flushOut();
    // pdfkit ends the page's last stream itself; an empty one would not be a stream at all.
    if (this.internals.page.content.uncompressedLength === 0) this.doc.addContent('');
  }

  private set(key: string, op: string) {
    if (this.written.get(key) === op) return;
    this.written.set(key, op);
    this.emit(op);
  }

  /** Colour and opacity: the colour operator directly, the opacity through pdfkit's shared ExtGState. */
  private paint(style: unknown, stroke: boolean): boolean {
    const colour = parseColour(style);
    if (!colour) return false;
    const alpha = colour.alpha * this.state.globalAlpha;
    if (alpha <= 0) return false;
    this.set(stroke ? 'SC' : 'sc', colourOp(colour.hex, stroke));
    this.opacity(alpha, stroke);
    return true;
  }

  private opacity(alpha: number, stroke: boolean) {
    const key = stroke ? 'CA' : 'ca';
    const want = n(alpha);
    if (this.written.get(key) === want) return;
    this.flushOut();
    if (stroke) this.doc.strokeOpacity(alpha);
    else this.doc.fillOpacity(alpha);
    this.written.set(key, want);
  }

  private lineState() {
    for (const [key, op] of lineOps(this.state, this.lengthScale())) this.set(key, op);
  }

  protected paintPath(path: PathData, mode: 'fill' | 'stroke', rule: FillRule) {
    if (mode === 'fill') {
      this.settleFill();
      if (!this.paint(this.state.fillStyle, false)) return;
      this.pendingFill = { path, length: path.length, ops: pathOps(path), rule };
      return;
    }
    const fill = this.pendingFill;
    this.pendingFill = null;
    const same = !!fill && fill.path === path && fill.length === path.length;
    const fillOp = (f: NonNullable<typeof fill>, both: boolean) => f.ops + (both ? 'B' : 'f') + (f.rule === 'evenodd' ? '*' : '');
    if (fill && !same) this.emit(fillOp(fill, false));
    if (!this.paint(this.state.strokeStyle, true)) {
      if (fill && same) this.emit(fillOp(fill, false));
      return;
    }
    this.lineState();
    // The same path filled and then stroked: one operator, the path written once.
    this.emit(fill && same ? fillOp(fill, true) : pathOps(path) + 'S');
  }

  protected clipPath(path: PathData, rule: FillRule) {
    this.settleFill();
    // An empty path clips everything away, as on a canvas.
    this.emit((path.length ? pathOps(path) : '0 0 m\nh\n') + (rule === 'evenodd' ? 'W* n' : 'W n'));
  }

  protected pushState() {
    this.settleFill();
    this.writtenStack.push(new Map(this.written));
    this.emit('q');
  }

  protected popState() {
    this.settleFill();
    this.emit('Q');
    this.written = this.writtenStack.pop() ?? new Map();
  }

  override beginPath() {
    // A new path: a fill still waiting for its stroke will not get one.
    this.settleFill();
    super.beginPath();
  }

  protected paintText(text: string, x: number, y: number, mode: 'fill' | 'stroke') {
    this.settleFill();
    const { face, size } = parseFont(this.state.font);
    if (!(size > 0)) return;
    if (mode === 'fill' && PLAIN_TEXT.test(text)) return this.plainText(text, x, y, face, size);
    if (!this.paint(mode === 'fill' ? this.state.fillStyle : this.state.strokeStyle, mode === 'stroke')) return;
    if (mode === 'stroke') this.lineState();
    this.flushOut();
    const width = measureText(text, face, size);
    const dx = alignShift(this.state.textAlign, width);
    const dy = baselineShiftEm(this.state.textBaseline, face) * size;
    const doc = this.doc;
    doc.save();
    doc.transform(...(this.state.m as [number, number, number, number, number, number]));
    doc.font(face).fontSize(size);
    // pdfkit writes the text colour itself: give it the one just set, so its state agrees with the stream's.
    const colour = parseColour(mode === 'fill' ? this.state.fillStyle : this.state.strokeStyle)!;
    if (mode === 'fill') doc.fillColor(colour.hex, colour.alpha * this.state.globalAlpha);
    else doc.strokeColor(colour.hex, colour.alpha * this.state.globalAlpha);
    doc.text(text, x + dx, y + dy, { lineBreak: false, baseline: 'alphabetic', fill: mode === 'fill', stroke: mode === 'stroke' });
    doc.restore();
  }

  /** Filled text set glyph by glyph straight into the content stream, each glyph encoded once per font (hex
   *  numbers: a map has one per hex). */
  private plainText(text: string, x: number, y: number, face: FaceName, size: number) {
    if (!this.paint(this.state.fillStyle, false)) return;
    const internals = this.internals;
    this.doc.font(face);
    const font = internals._font;
    let glyphs = glyphCache.get(font);
    if (!glyphs) glyphCache.set(font, (glyphs = new Map()));
    let hex = '';
    let advance = 0;
    for (const ch of text) {
      let g = glyphs.get(ch);
      if (!g) {
        const [codes, positions] = font.encode(ch);
        g = { hex: codes.join(''), advance: positions.reduce((a, p) => a + p.xAdvance, 0) / 1000 };
        glyphs.set(ch, g);
      }
      hex += g.hex;
      advance += g.advance;
    }
    if (internals.page.fonts[font.id] == null) internals.page.fonts[font.id] = font.ref();
    const tx = x + alignShift(this.state.textAlign, advance * size);
    const ty = y + baselineShiftEm(this.state.textBaseline, face) * size;
    const [a, b, c, d, e, f] = this.state.m;
    // Text space runs y up: flip it into the page's y-down user space, then apply the transform.
    this.emit(`BT\n${n(a)} ${n(b)} ${n(-c)} ${n(-d)} ${n(a * tx + c * ty + e)} ${n(b * tx + d * ty + f)} Tm\n/${font.id} ${n(size)} Tf\n<${hex}> Tj\nET`);
  }

  /** Fill the current path with a tile pattern: a PDF tiling pattern whose cell is the tile, drawn once, placed
   *  so its copies repeat from the current user space's origin. */
  fillPattern(tile: TilePattern) {
    if (!this.path.length) return;
    this.settleFill();
    const internals = this.internals;
    let patterns = tilePatterns.get(this.doc);
    if (!patterns) tilePatterns.set(this.doc, (patterns = new Map()));
    const matrix = toDefaultSpace(this.state.m, internals.page.height).map((v) => String(Math.round(v * 100000) / 100000));
    const key = `${tile.key}|${matrix.join(' ')}`;
    let pattern = patterns.get(key);
    if (!pattern) {
      const cell = new PdfOpsContext();
      tile.draw(cell);
      const ref = internals.ref({
        Type: 'Pattern', PatternType: 1, PaintType: 1, TilingType: 1,
        BBox: [0, 0, Number(n(tile.width)), Number(n(tile.height))], XStep: Number(n(tile.width)), YStep: Number(n(tile.height)),
        Matrix: matrix.map(Number), Resources: {},
      });
      ref.end(cell.ops.join('\n'));
      pattern = { name: `AtP${patterns.size + 1}`, ref };
      patterns.set(key, pattern);
    }
    internals.page.patterns[pattern.name] = pattern.ref;
    this.opacity(this.state.globalAlpha, false);
    this.emit(`/Pattern cs /${pattern.name} scn\n${pathOps(this.path)}f`);
    // The fill colour is now the pattern: the next colour is written again.
    this.written.delete('sc');
  }

  /** A PNG image in the box, under the current transform and clip. */
  drawPng(png: Uint8Array, x: number, y: number, width: number, height: number) {
    this.flushOut();
    const doc = this.doc;
    doc.save();
    doc.transform(...(this.state.m as [number, number, number, number, number, number]));
    doc.image(Buffer.from(png), x, y, { width, height });
    doc.restore();
  }

  /** An SVG drawing in the box, under the current transform and clip. */
  drawSvg(markup: string, x: number, y: number, width: number, height: number) {
    this.flushOut();
    const doc = this.doc;
    doc.save();
    doc.transform(...(this.state.m as [number, number, number, number, number, number]));
    SVGtoPDF(doc, markup, x, y, { width, height, preserveAspectRatio: 'xMidYMid meet', assumePt: true });
    doc.restore();
  }
}

/**
 * A tile pattern's cell as PDF operators, in the tile's own units: paths and opaque colours only, which is all a
 * pattern draws.
 */
class PdfOpsContext extends RecordingContext {
  readonly ops: string[] = [];
  constructor() {
    super([1, 0, 0, 1, 0, 0]);
  }
  protected paintPath(path: PathData, mode: 'fill' | 'stroke', rule: FillRule) {
    const colour = parseColour(mode === 'fill' ? this.state.fillStyle : this.state.strokeStyle);
    if (!colour || colour.alpha * this.state.globalAlpha <= 0) return;
    this.ops.push(colourOp(colour.hex, mode === 'stroke'));
    if (mode === 'stroke') for (const [, op] of lineOps(this.state, this.lengthScale())) this.ops.push(op);
    this.ops.push(pathOps(path) + (mode === 'stroke' ? 'S' : rule === 'evenodd' ? 'f*' : 'f'));
  }
  protected clipPath(path: PathData, rule: FillRule) {
    this.ops.push((path.length ? pathOps(path) : '0 0 m\nh\n') + (rule === 'evenodd' ? 'W* n' : 'W n'));
  }
  protected paintText() {}
  protected pushState() {
    this.ops.push('q');
  }
  protected popState() {
    this.ops.push('Q');
  }
}

export const pdfSurface = (ctx: PdfContext): Surface => ({
  ctx,
  drawSvg: (m, x, y, w, h) => ctx.drawSvg(m, x, y, w, h),
  drawPng: (png, x, y, w, h) => ctx.drawPng(png, x, y, w, h),
  fillPattern: (_ctx, tile: TilePattern, _bounds: Box) => ctx.fillPattern(tile),
});

export type { FaceName };
