/**
 * What every page of an export is drawn on: the part of CanvasRenderingContext2D that maps, counters, booklets
 * and marks use. A browser canvas, an @napi-rs/canvas context (PNG), the pdfkit adapter (PDF) and the SVG writer
 * all provide it, so one drawing code serves every output. Lengths are in the surface's user units: millimetres
 * when a page starts (each surface sets that up), changed by the usual transforms.
 */
export type LineCap = 'butt' | 'round' | 'square';
export type LineJoin = 'miter' | 'round' | 'bevel';
export type TextAlign = 'start' | 'end' | 'left' | 'right' | 'center';
export type TextBaseline = 'top' | 'hanging' | 'middle' | 'alphabetic' | 'ideographic' | 'bottom';
export type FillRule = 'nonzero' | 'evenodd';

export interface DrawContext {
  /** CSS colours: `#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb()`, `rgba()` or a few names. Gradients are not printed. */
  fillStyle: string | object;
  strokeStyle: string | object;
  lineWidth: number;
  lineCap: LineCap;
  lineJoin: LineJoin;
  miterLimit: number;
  globalAlpha: number;
  lineDashOffset: number;
  /** A CSS font shorthand: `[italic] [bold] <size>px <family>`; every surface draws Atoll's embedded sans. */
  font: string;
  textAlign: TextAlign;
  textBaseline: TextBaseline;
  setLineDash(segments: number[]): void;
  getLineDash(): number[];

  save(): void;
  restore(): void;
  translate(x: number, y: number): void;
  scale(x: number, y: number): void;
  rotate(angle: number): void;
  transform(a: number, b: number, c: number, d: number, e: number, f: number): void;

  beginPath(): void;
  closePath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  bezierCurveTo(cp1x: number, cp1y: number, cp2x: number, cp2y: number, x: number, y: number): void;
  quadraticCurveTo(cpx: number, cpy: number, x: number, y: number): void;
  arc(x: number, y: number, radius: number, startAngle: number, endAngle: number, counterclockwise?: boolean): void;
  ellipse(x: number, y: number, rx: number, ry: number, rotation: number, startAngle: number, endAngle: number, counterclockwise?: boolean): void;
  rect(x: number, y: number, w: number, h: number): void;
  fill(fillRule?: FillRule): void;
  stroke(): void;
  clip(fillRule?: FillRule): void;
  fillRect(x: number, y: number, w: number, h: number): void;
  strokeRect(x: number, y: number, w: number, h: number): void;
  /** On paper there is nothing to clear to: surfaces paint the rectangle white. */
  clearRect(x: number, y: number, w: number, h: number): void;
  fillText(text: string, x: number, y: number): void;
  strokeText(text: string, x: number, y: number): void;
  measureText(text: string): { width: number };
}

/** A page being drawn: its context, and the one thing a 2D context cannot do, placing a vector SVG drawing
 *  (the NATO symbols milsymbol makes) in a box, in the context's current user units. */
export interface Surface {
  readonly ctx: DrawContext;
  drawSvg(markup: string, x: number, y: number, width: number, height: number): void;
}
