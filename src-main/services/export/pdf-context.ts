import type PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { parseColour } from './colour';
import type { FillRule, Surface } from './draw-context';
import { alignShift, baselineShiftEm, measureText, parseFont, type FaceName } from './fonts';
import { RecordingContext, type Matrix, type Segment } from './recording-context';

type Doc = InstanceType<typeof PDFDocument>;

/** PDF points per millimetre. */
export const PT_PER_MM = 72 / 25.4;

const n = (v: number) => String(Math.round(v * 1000) / 1000);

function pathOps(path: readonly Segment[]): string {
  let out = '';
  for (const s of path) {
    if (s.op === 'Z') out += 'h\n';
    else if (s.op === 'C') out += `${n(s.x1)} ${n(s.y1)} ${n(s.x2)} ${n(s.y2)} ${n(s.x)} ${n(s.y)} c\n`;
    else out += `${n(s.x)} ${n(s.y)} ${s.op === 'M' ? 'm' : 'l'}\n`;
  }
  return out;
}

const CAPS = { butt: 0, round: 1, square: 2 } as const;
const JOINS = { miter: 0, round: 1, bevel: 2 } as const;

/**
 * The 2D context on a pdfkit page: every fill, stroke, clip and text is vector PDF, text in the embedded font.
 * Paths are written in points with the transform applied; text and SVG drawings are written under the transform.
 * What the PDF graphics state already holds is not written again (a map has hundreds of thousands of paths).
 */
export class PdfContext extends RecordingContext {
  /** What the content stream has set, so each paint writes only what changed; a copy per save level. */
  private written = new Map<string, string>();
  private readonly writtenStack: Map<string, string>[] = [];

  constructor(
    private readonly doc: Doc,
    base: Matrix = [PT_PER_MM, 0, 0, PT_PER_MM, 0, 0],
  ) {
    super(base);
  }

  private set(key: string, op: string) {
    if (this.written.get(key) === op) return;
    this.written.set(key, op);
    this.doc.addContent(op);
  }

  /** Colour and opacity: the colour operator directly, the opacity through pdfkit's shared ExtGState. */
  private paint(style: unknown, stroke: boolean): boolean {
    const colour = parseColour(style);
    if (!colour) return false;
    const alpha = colour.alpha * this.state.globalAlpha;
    if (alpha <= 0) return false;
    const h = colour.hex;
    const rgb = `${n(parseInt(h.slice(1, 3), 16) / 255)} ${n(parseInt(h.slice(3, 5), 16) / 255)} ${n(parseInt(h.slice(5, 7), 16) / 255)}`;
    this.set(stroke ? 'SC' : 'sc', `${rgb} ${stroke ? 'RG' : 'rg'}`);
    const key = stroke ? 'CA' : 'ca';
    const want = n(alpha);
    if (this.written.get(key) !== want) {
      if (stroke) this.doc.strokeOpacity(alpha);
      else this.doc.fillOpacity(alpha);
      this.written.set(key, want);
    }
    return true;
  }

  private lineState() {
    const k = this.lengthScale();
    const s = this.state;
    this.set('w', `${n(s.lineWidth * k)} w`);
    this.set('J', `${CAPS[s.lineCap] ?? 0} J`);
    this.set('j', `${JOINS[s.lineJoin] ?? 0} j`);
    this.set('M', `${n(s.miterLimit)} M`);
    const dash = s.dash.length ? `[${s.dash.map((d) => n(Math.max(d * k, 0.001))).join(' ')}] ${n(s.lineDashOffset * k)} d` : '[] 0 d';
    this.set('d', dash);
  }

  protected paintPath(path: readonly Segment[], mode: 'fill' | 'stroke', rule: FillRule) {
    if (mode === 'fill') {
      if (!this.paint(this.state.fillStyle, false)) return;
      this.doc.addContent(pathOps(path) + (rule === 'evenodd' ? 'f*' : 'f'));
    } else {
      if (!this.paint(this.state.strokeStyle, true)) return;
      this.lineState();
      this.doc.addContent(pathOps(path) + 'S');
    }
  }

  protected clipPath(path: readonly Segment[], rule: FillRule) {
    // An empty path clips everything away, as on a canvas.
    this.doc.addContent((path.length ? pathOps(path) : '0 0 m\nh\n') + (rule === 'evenodd' ? 'W* n' : 'W n'));
  }

  protected pushState() {
    this.writtenStack.push(new Map(this.written));
    this.doc.save();
  }

  protected popState() {
    this.doc.restore();
    this.written = this.writtenStack.pop() ?? new Map();
  }

  protected paintText(text: string, x: number, y: number, mode: 'fill' | 'stroke') {
    const { face, size } = parseFont(this.state.font);
    if (!(size > 0)) return;
    if (!this.paint(mode === 'fill' ? this.state.fillStyle : this.state.strokeStyle, mode === 'stroke')) return;
    if (mode === 'stroke') this.lineState();
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

  /** An SVG drawing in the box, under the current transform and clip. */
  drawSvg(markup: string, x: number, y: number, width: number, height: number) {
    const doc = this.doc;
    doc.save();
    doc.transform(...(this.state.m as [number, number, number, number, number, number]));
    SVGtoPDF(doc, markup, x, y, { width, height, preserveAspectRatio: 'xMidYMid meet', assumePt: true });
    doc.restore();
  }
}

export const pdfSurface = (ctx: PdfContext): Surface => ({ ctx, drawSvg: (m, x, y, w, h) => ctx.drawSvg(m, x, y, w, h) });

export type { FaceName };
