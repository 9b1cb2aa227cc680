import { readFileSync } from 'node:fs';
import type { Box, FillRule, Surface, TilePattern } from '../../../src-shared/map-art/draw-context';
import { parseColour } from './colour';
import { alignShift, baselineShiftEm, EXPORT_FONT_FAMILY, faceFile, measureText, parseFont, type FaceName } from './fonts';
import { CLOSE, CURVE, LINE, RecordingContext, type Matrix, type PathData } from './recording-context';

const n = (v: number) => String(Math.round(v * 1000) / 1000);
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function pathData(path: PathData): string {
  let d = '';
  for (let i = 0; i < path.length; ) {
    const op = path[i];
    if (op === CLOSE) {
      d += 'Z';
      i++;
    } else if (op === CURVE) {
      d += `C${n(path[i + 1])} ${n(path[i + 2])} ${n(path[i + 3])} ${n(path[i + 4])} ${n(path[i + 5])} ${n(path[i + 6])}`;
      i += 7;
    } else {
      d += `${op === LINE ? 'L' : 'M'}${n(path[i + 1])} ${n(path[i + 2])}`;
      i += 3;
    }
  }
  return d;
}

const FACE_CSS: Record<FaceName, string> = {
  regular: 'font-weight:normal;font-style:normal',
  bold: 'font-weight:bold;font-style:normal',
  italic: 'font-weight:normal;font-style:italic',
  boldItalic: 'font-weight:bold;font-style:italic',
};

/**
 * The 2D context as SVG: every fill and stroke a <path> in page units (the transform applied, as the PDF writer
 * does), clips as <clipPath> groups that close at the matching restore(), text as <text> in Atoll's sans (the
 * faces used are embedded at the end), tile patterns as <pattern>s. Output goes to `write` as it is made, so a
 * big map never sits in memory as one string.
 */
export class SvgContext extends RecordingContext {
  private readonly open: number[] = [0];
  private ids = 0;
  private readonly faces = new Set<FaceName>();
  private readonly patterns = new Map<string, string>();

  constructor(
    private readonly write: (text: string) => void,
    base: Matrix = [1, 0, 0, 1, 0, 0],
  ) {
    super(base);
  }

  protected paintPath(path: PathData, mode: 'fill' | 'stroke', rule: FillRule) {
    const d = pathData(path);
    if (mode === 'fill') {
      const c = parseColour(this.state.fillStyle);
      const a = (c?.alpha ?? 0) * this.state.globalAlpha;
      if (!c || a <= 0) return;
      this.write(`<path d="${d}" fill="${c.hex}"${a < 1 ? ` fill-opacity="${n(a)}"` : ''}${rule === 'evenodd' ? ' fill-rule="evenodd"' : ''}/>\n`);
      return;
    }
    const c = parseColour(this.state.strokeStyle);
    const a = (c?.alpha ?? 0) * this.state.globalAlpha;
    if (!c || a <= 0) return;
    const k = this.lengthScale();
    const s = this.state;
    const dash = s.dash.length ? ` stroke-dasharray="${s.dash.map((v) => n(Math.max(v * k, 0.001))).join(' ')}" stroke-dashoffset="${n(s.lineDashOffset * k)}"` : '';
    this.write(
      `<path d="${d}" fill="none" stroke="${c.hex}"${a < 1 ? ` stroke-opacity="${n(a)}"` : ''} stroke-width="${n(s.lineWidth * k)}"` +
        `${s.lineCap !== 'butt' ? ` stroke-linecap="${s.lineCap}"` : ''}${s.lineJoin !== 'miter' ? ` stroke-linejoin="${s.lineJoin}"` : ''}${dash}/>\n`,
    );
  }

  protected clipPath(path: PathData, rule: FillRule) {
    const id = `c${++this.ids}`;
    this.write(`<clipPath id="${id}"><path d="${path.length ? pathData(path) : 'M0 0Z'}"${rule === 'evenodd' ? ' clip-rule="evenodd"' : ''}/></clipPath><g clip-path="url(#${id})">\n`);
    this.open[this.open.length - 1]++;
  }

  protected pushState() {
    this.open.push(0);
  }

  protected popState() {
    const groups = this.open.pop() ?? 0;
    if (groups) this.write('</g>'.repeat(groups) + '\n');
    if (!this.open.length) this.open.push(0);
  }

  protected paintText(text: string, x: number, y: number, mode: 'fill' | 'stroke') {
    const { face, size } = parseFont(this.state.font);
    if (!(size > 0)) return;
    const style = mode === 'fill' ? this.state.fillStyle : this.state.strokeStyle;
    const c = parseColour(style);
    const a = (c?.alpha ?? 0) * this.state.globalAlpha;
    if (!c || a <= 0) return;
    this.faces.add(face);
    const dx = alignShift(this.state.textAlign, measureText(text, face, size));
    const dy = baselineShiftEm(this.state.textBaseline, face) * size;
    const [ma, mb, mc, md, me, mf] = this.state.m;
    const paint = mode === 'fill'
      ? `fill="${c.hex}"${a < 1 ? ` fill-opacity="${n(a)}"` : ''}`
      : `fill="none" stroke="${c.hex}"${a < 1 ? ` stroke-opacity="${n(a)}"` : ''} stroke-width="${n(this.state.lineWidth)}" stroke-linejoin="round"`;
    this.write(
      `<text transform="matrix(${[ma, mb, mc, md, me, mf].map(n).join(' ')})" x="${n(x + dx)}" y="${n(y + dy)}" font-size="${n(size)}" style="${FACE_CSS[face]}" ${paint}>${esc(text)}</text>\n`,
    );
  }

  /** Fill the current path with a tile pattern: an SVG <pattern> placed so its copies repeat from the user space's
   *  origin (defined once per placement). */
  fillPattern(tile: TilePattern) {
    if (!this.path.length) return;
    const m = this.state.m;
    const key = `${tile.key}|${m.map(n).join(' ')}`;
    let id = this.patterns.get(key);
    if (!id) {
      id = `p${this.patterns.size + 1}`;
      this.patterns.set(key, id);
      const cell: string[] = [];
      tile.draw(new SvgContext((t) => cell.push(t)));
      this.write(
        `<defs><pattern id="${id}" patternUnits="userSpaceOnUse" x="0" y="0" width="${n(tile.width)}" height="${n(tile.height)}" ` +
          `patternTransform="matrix(${m.map(n).join(' ')})">${cell.join('')}</pattern></defs>\n`,
      );
    }
    const a = this.state.globalAlpha;
    this.write(`<path d="${pathData(this.path)}" fill="url(#${id})"${a < 1 ? ` fill-opacity="${n(a)}"` : ''}/>\n`);
  }

  /** Close every open group and embed the faces the text used, so the file shows the same type anywhere. */
  finish() {
    while (this.open.length > 1 || this.open[0]) {
      const groups = this.open.pop() ?? 0;
      if (groups) this.write('</g>'.repeat(groups));
      if (!this.open.length) break;
    }
    if (!this.faces.size) return;
    const css = [...this.faces]
      .map((face) => `@font-face{font-family:"${EXPORT_FONT_FAMILY}";${FACE_CSS[face]};src:url(data:font/ttf;base64,${readFileSync(faceFile(face)).toString('base64')}) format("truetype")}`)
      .join('\n');
    this.write(`\n<defs><style>${css}\ntext{font-family:"${EXPORT_FONT_FAMILY}","Liberation Sans",Arial,sans-serif}</style></defs>\n`);
  }
}

/** A Surface writing SVG (no embedded images: the map needs none). */
export function svgSurface(ctx: SvgContext): Surface {
  return {
    ctx,
    drawSvg: () => undefined,
    drawPng: () => undefined,
    fillPattern: (_ctx, tile: TilePattern, _bounds: Box) => ctx.fillPattern(tile),
  };
}
