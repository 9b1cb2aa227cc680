import type { DrawContext, FillRule, LineCap, LineJoin, TextAlign, TextBaseline } from '../../../src-shared/map-art/draw-context';
import { measureText, parseFont } from './fonts';

/** x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Matrix = readonly [number, number, number, number, number, number];
export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

export const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1], m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3], m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4], m[1] * n[4] + m[3] * n[5] + m[5],
];

/** A path in page units (the transform already applied), flat for speed: each segment an op code and its
 *  numbers: MOVE x y, LINE x y, CURVE x1 y1 x2 y2 x y, CLOSE. */
export type PathData = readonly number[];
export const MOVE = 0;
export const LINE = 1;
export const CURVE = 2;
export const CLOSE = 3;

export type GraphicsState = {
  m: Matrix;
  fillStyle: string | object;
  strokeStyle: string | object;
  lineWidth: number;
  lineCap: LineCap;
  lineJoin: LineJoin;
  miterLimit: number;
  globalAlpha: number;
  dash: number[];
  lineDashOffset: number;
  font: string;
  textAlign: TextAlign;
  textBaseline: TextBaseline;
};

const initialState = (m: Matrix): GraphicsState => ({
  m, fillStyle: '#000000', strokeStyle: '#000000', lineWidth: 1, lineCap: 'butt', lineJoin: 'miter', miterLimit: 10,
  globalAlpha: 1, dash: [], lineDashOffset: 0, font: '10px sans-serif', textAlign: 'start', textBaseline: 'alphabetic',
});

/**
 * The canvas semantics both vector writers share: a graphics state with save/restore, transforms applied as
 * points are added (as a canvas does), and a current path that survives fill() and stroke() until beginPath().
 * Subclasses write what is painted; they see paths in page units and the state that paints them.
 */
export abstract class RecordingContext implements DrawContext {
  protected state: GraphicsState;
  private readonly stack: GraphicsState[] = [];
  protected path: number[] = [];
  private start: { x: number; y: number } | null = null;
  private current: { x: number; y: number } | null = null;

  constructor(base: Matrix) {
    this.state = initialState(base);
  }

  protected abstract paintPath(path: PathData, mode: 'fill' | 'stroke', rule: FillRule): void;
  protected abstract clipPath(path: PathData, rule: FillRule): void;
  protected abstract paintText(text: string, x: number, y: number, mode: 'fill' | 'stroke'): void;
  protected abstract pushState(): void;
  protected abstract popState(): void;

  get fillStyle() { return this.state.fillStyle; }
  set fillStyle(v) { this.state.fillStyle = v; }
  get strokeStyle() { return this.state.strokeStyle; }
  set strokeStyle(v) { this.state.strokeStyle = v; }
  get lineWidth() { return this.state.lineWidth; }
  set lineWidth(v) { if (Number.isFinite(v) && v > 0) this.state.lineWidth = v; }
  get lineCap() { return this.state.lineCap; }
  set lineCap(v) { this.state.lineCap = v; }
  get lineJoin() { return this.state.lineJoin; }
  set lineJoin(v) { this.state.lineJoin = v; }
  get miterLimit() { return this.state.miterLimit; }
  set miterLimit(v) { if (Number.isFinite(v) && v > 0) this.state.miterLimit = v; }
  get globalAlpha() { return this.state.globalAlpha; }
  set globalAlpha(v) { if (Number.isFinite(v) && v >= 0 && v <= 1) this.state.globalAlpha = v; }
  get lineDashOffset() { return this.state.lineDashOffset; }
  set lineDashOffset(v) { if (Number.isFinite(v)) this.state.lineDashOffset = v; }
  get font() { return this.state.font; }
  set font(v) { this.state.font = v; }
  get textAlign() { return this.state.textAlign; }
  set textAlign(v) { this.state.textAlign = v; }
  get textBaseline() { return this.state.textBaseline; }
  set textBaseline(v) { this.state.textBaseline = v; }

  setLineDash(segments: number[]) {
    if (segments.some((s) => !Number.isFinite(s) || s < 0)) return;
    this.state.dash = segments.length % 2 ? [...segments, ...segments] : [...segments];
  }
  getLineDash() { return [...this.state.dash]; }

  save() {
    this.stack.push({ ...this.state, dash: [...this.state.dash] });
    this.pushState();
  }
  restore() {
    const prev = this.stack.pop();
    if (!prev) return;
    this.state = prev;
    this.popState();
  }

  transform(a: number, b: number, c: number, d: number, e: number, f: number) {
    this.state.m = multiply(this.state.m, [a, b, c, d, e, f]);
  }
  translate(x: number, y: number) { this.transform(1, 0, 0, 1, x, y); }
  scale(x: number, y: number) { this.transform(x, 0, 0, y, 0, 0); }
  rotate(angle: number) {
    const c = Math.cos(angle);
    const s = Math.sin(angle);
    this.transform(c, s, -s, c, 0, 0);
  }

  /** A user point in page units. */
  protected point(x: number, y: number) {
    const m = this.state.m;
    return { x: m[0] * x + m[2] * y + m[4], y: m[1] * x + m[3] * y + m[5] };
  }
  /** How much the current transform scales lengths (line widths, dashes). */
  protected lengthScale(): number {
    const m = this.state.m;
    return Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
  }

  beginPath() {
    this.path = [];
    this.start = this.current = null;
  }
  closePath() {
    if (!this.current) return;
    this.path.push(CLOSE);
    this.current = this.start;
  }
  moveTo(x: number, y: number) {
    const p = this.point(x, y);
    this.path.push(MOVE, p.x, p.y);
    this.start = this.current = p;
  }
  lineTo(x: number, y: number) {
    const p = this.point(x, y);
    if (!this.current) return this.moveTo(x, y);
    this.path.push(LINE, p.x, p.y);
    this.current = p;
  }
  bezierCurveTo(cp1x: number, cp1y: number, cp2x: number, cp2y: number, x: number, y: number) {
    if (!this.current) this.moveTo(cp1x, cp1y);
    const a = this.point(cp1x, cp1y);
    const b = this.point(cp2x, cp2y);
    const p = this.point(x, y);
    this.path.push(CURVE, a.x, a.y, b.x, b.y, p.x, p.y);
    this.current = p;
  }
  quadraticCurveTo(cpx: number, cpy: number, x: number, y: number) {
    if (!this.current) this.moveTo(cpx, cpy);
    const inv = this.userOf(this.current!);
    this.bezierCurveTo(inv.x + (2 / 3) * (cpx - inv.x), inv.y + (2 / 3) * (cpy - inv.y), x + (2 / 3) * (cpx - x), y + (2 / 3) * (cpy - y), x, y);
  }
  arc(x: number, y: number, radius: number, startAngle: number, endAngle: number, counterclockwise = false) {
    this.ellipse(x, y, radius, radius, 0, startAngle, endAngle, counterclockwise);
  }
  ellipse(x: number, y: number, rx: number, ry: number, rotation: number, startAngle: number, endAngle: number, counterclockwise = false) {
    if (!(rx >= 0 && ry >= 0) || ![x, y, rx, ry, rotation, startAngle, endAngle].every(Number.isFinite)) return;
    const tau = Math.PI * 2;
    let sweep = endAngle - startAngle;
    if (!counterclockwise && sweep >= tau) sweep = tau;
    else if (counterclockwise && -sweep >= tau) sweep = -tau;
    else {
      if (!counterclockwise) sweep = ((sweep % tau) + tau) % tau;
      else sweep = -((((-sweep) % tau) + tau) % tau);
    }
    const cos = Math.cos(rotation);
    const sin = Math.sin(rotation);
    const at = (t: number) => {
      const ex = rx * Math.cos(t);
      const ey = ry * Math.sin(t);
      return { x: x + ex * cos - ey * sin, y: y + ex * sin + ey * cos };
    };
    const d = (t: number) => {
      const ex = -rx * Math.sin(t);
      const ey = ry * Math.cos(t);
      return { x: ex * cos - ey * sin, y: ex * sin + ey * cos };
    };
    const first = at(startAngle);
    if (this.current) this.lineTo(first.x, first.y);
    else this.moveTo(first.x, first.y);
    const n = Math.max(1, Math.ceil(Math.abs(sweep) / (Math.PI / 2) - 1e-9));
    const step = sweep / n;
    const k = (4 / 3) * Math.tan(step / 4);
    for (let i = 0; i < n; i++) {
      const t0 = startAngle + i * step;
      const t1 = t0 + step;
      const p0 = at(t0);
      const p1 = at(t1);
      const d0 = d(t0);
      const d1 = d(t1);
      this.bezierCurveTo(p0.x + k * d0.x, p0.y + k * d0.y, p1.x - k * d1.x, p1.y - k * d1.y, p1.x, p1.y);
    }
  }
  rect(x: number, y: number, w: number, h: number) {
    this.moveTo(x, y);
    this.lineTo(x + w, y);
    this.lineTo(x + w, y + h);
    this.lineTo(x, y + h);
    this.closePath();
  }

  fill(fillRule: FillRule = 'nonzero') {
    if (this.path.length) this.paintPath(this.path, 'fill', fillRule);
  }
  stroke() {
    if (this.path.length) this.paintPath(this.path, 'stroke', 'nonzero');
  }
  clip(fillRule: FillRule = 'nonzero') {
    this.clipPath(this.path, fillRule);
  }

  /** fillRect and friends paint their own rectangle and leave the current path alone. */
  private withRect(x: number, y: number, w: number, h: number, paint: () => void) {
    const saved = this.path;
    const savedStart = this.start;
    const savedCurrent = this.current;
    this.beginPath();
    this.rect(x, y, w, h);
    paint();
    this.path = saved;
    this.start = savedStart;
    this.current = savedCurrent;
  }
  fillRect(x: number, y: number, w: number, h: number) {
    this.withRect(x, y, w, h, () => this.fill());
  }
  strokeRect(x: number, y: number, w: number, h: number) {
    this.withRect(x, y, w, h, () => this.stroke());
  }
  clearRect(x: number, y: number, w: number, h: number) {
    const { fillStyle, globalAlpha } = this.state;
    this.state.fillStyle = '#ffffff';
    this.state.globalAlpha = 1;
    this.fillRect(x, y, w, h);
    this.state.fillStyle = fillStyle;
    this.state.globalAlpha = globalAlpha;
  }

  fillText(text: string, x: number, y: number) {
    if (text && Number.isFinite(x) && Number.isFinite(y)) this.paintText(text, x, y, 'fill');
  }
  strokeText(text: string, x: number, y: number) {
    if (text && Number.isFinite(x) && Number.isFinite(y)) this.paintText(text, x, y, 'stroke');
  }
  measureText(text: string) {
    const { face, size } = parseFont(this.state.font);
    return { width: measureText(text, face, size) };
  }

  private userOf(p: { x: number; y: number }) {
    const [a, b, c, d, e, f] = this.state.m;
    const det = a * d - b * c || 1;
    const x = p.x - e;
    const y = p.y - f;
    return { x: (d * x - c * y) / det, y: (a * y - b * x) / det };
  }
}
