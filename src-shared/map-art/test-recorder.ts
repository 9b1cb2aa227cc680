import type { DrawContext } from './draw-context';

/** One painted path as a recorder saw it: the operation, the style, and its sub-paths as point lists (curves by
 *  their end points and control points, in user units: the tests use no transforms). */
export type Painted = { op: 'fill' | 'stroke' | 'clip' | 'text'; style: string; subpaths: { x: number; y: number }[][]; text?: string };

/**
 * A DrawContext for tests: it keeps what is painted, in order, instead of drawing it. Transforms are not applied
 * (the map art code under test draws in map millimetres).
 */
export class TestRecorder implements DrawContext {
  fillStyle: string | object = '#000000';
  strokeStyle: string | object = '#000000';
  lineWidth = 1;
  lineCap: 'butt' | 'round' | 'square' = 'butt';
  lineJoin: 'miter' | 'round' | 'bevel' = 'miter';
  miterLimit = 10;
  globalAlpha = 1;
  lineDashOffset = 0;
  font = '10px sans-serif';
  textAlign: 'start' | 'end' | 'left' | 'right' | 'center' = 'start';
  textBaseline: 'top' | 'hanging' | 'middle' | 'alphabetic' | 'ideographic' | 'bottom' = 'alphabetic';
  readonly painted: Painted[] = [];
  private subpaths: { x: number; y: number }[][] = [];
  private dash: number[] = [];

  setLineDash(segments: number[]) {
    this.dash = [...segments];
  }
  getLineDash() {
    return [...this.dash];
  }
  save() {}
  restore() {}
  translate() {}
  scale() {}
  rotate() {}
  transform() {}
  beginPath() {
    this.subpaths = [];
  }
  closePath() {
    const last = this.subpaths[this.subpaths.length - 1];
    if (last?.length) last.push({ ...last[0] });
  }
  moveTo(x: number, y: number) {
    this.subpaths.push([{ x, y }]);
  }
  lineTo(x: number, y: number) {
    if (!this.subpaths.length) this.subpaths.push([]);
    this.subpaths[this.subpaths.length - 1].push({ x, y });
  }
  bezierCurveTo(a: number, b: number, c: number, d: number, x: number, y: number) {
    this.lineTo(a, b);
    this.lineTo(c, d);
    this.lineTo(x, y);
  }
  quadraticCurveTo(cx: number, cy: number, x: number, y: number) {
    this.lineTo(cx, cy);
    this.lineTo(x, y);
  }
  arc(x: number, y: number, r: number) {
    this.lineTo(x + r, y);
  }
  ellipse(x: number, y: number, rx: number) {
    this.lineTo(x + rx, y);
  }
  rect(x: number, y: number, w: number, h: number) {
    this.moveTo(x, y);
    this.lineTo(x + w, y);
    this.lineTo(x + w, y + h);
    this.lineTo(x, y + h);
    this.closePath();
  }
  private record(op: Painted['op'], style: unknown) {
    this.painted.push({ op, style: typeof style === 'string' ? style : 'pattern', subpaths: this.subpaths.map((s) => [...s]) });
  }
  fill() {
    this.record('fill', this.fillStyle);
  }
  stroke() {
    this.record('stroke', this.strokeStyle);
  }
  clip() {
    this.record('clip', '');
  }
  fillRect(x: number, y: number, w: number, h: number) {
    this.painted.push({ op: 'fill', style: String(this.fillStyle), subpaths: [[{ x, y }, { x: x + w, y }, { x: x + w, y: y + h }, { x, y: y + h }]] });
  }
  strokeRect(x: number, y: number, w: number, h: number) {
    this.painted.push({ op: 'stroke', style: String(this.strokeStyle), subpaths: [[{ x, y }, { x: x + w, y }, { x: x + w, y: y + h }, { x, y: y + h }, { x, y }]] });
  }
  clearRect() {}
  fillText(text: string, x: number, y: number) {
    this.painted.push({ op: 'text', style: String(this.fillStyle), subpaths: [[{ x, y }]], text });
  }
  strokeText() {}
  measureText(text: string) {
    return { width: text.length * 0.5 * (parseFloat(this.font) || 10) };
  }
}
