/**
 * What the map and every page of an export are drawn on: the part of CanvasRenderingContext2D that maps, counters, booklets
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

/** A rectangle in the current user units. */
export type Box = { x: number; y: number; width: number; height: number };

/**
 * A tile that repeats over the whole plane (a terrain's pattern): drawn by `draw` inside [0, width) × [0, height)
 * of its own units, its copies at every multiple of (width, height) from the user space's origin. What is drawn
 * must stay inside the tile (elements that cross an edge are drawn once per side they show on).
 */
export type TilePattern = { key: string; width: number; height: number; draw(ctx: DrawContext): void };

/**
 * Fill the current path with a tile pattern. Each surface does it its own way (a canvas pattern, a PDF tiling
 * pattern, an SVG <pattern>); `clipAndRepeat` works on any context. `bounds` holds the path, in user units.
 */
export type PatternFill = (ctx: DrawContext, tile: TilePattern, bounds: Box) => void;

/** The pattern fill any context can do: clip to the path and draw the tile at every place it shows. */
export const clipAndRepeat: PatternFill = (ctx, tile, bounds) => {
  ctx.save();
  ctx.clip();
  const i0 = Math.floor(bounds.x / tile.width);
  const j0 = Math.floor(bounds.y / tile.height);
  const i1 = Math.ceil((bounds.x + bounds.width) / tile.width);
  const j1 = Math.ceil((bounds.y + bounds.height) / tile.height);
  for (let j = j0; j < j1; j++)
    for (let i = i0; i < i1; i++) {
      ctx.save();
      ctx.translate(i * tile.width, j * tile.height);
      tile.draw(ctx);
      ctx.restore();
    }
  ctx.restore();
};

/** One stroke of a line: its colour, width (user units) and opacity. */
export type StrokeSpec = { colour: string; width: number; alpha: number };

/**
 * Stroke lines kept inside an area (a coast's shallows, inside the water), one stroke after the other, round joins
 * and caps: `area` adds the area's outline to the current path of the context it is given, `line` the lines and
 * returns how many pieces it added (none: nothing is drawn). Each surface does it its own way: `clipAndStroke`
 * clips, which any context can do; a raster surface may mask instead (a software rasteriser strokes through a clip
 * of thousands of areas many times slower).
 */
export type StrokeInside = (ctx: DrawContext, area: (c: DrawContext) => void, line: (c: DrawContext) => number, strokes: readonly StrokeSpec[]) => void;

/** Stroke the current path once per stroke, round joins and caps, solid; leaves the last stroke's alpha set. */
export function strokeEach(ctx: Pick<DrawContext, 'lineJoin' | 'lineCap' | 'setLineDash' | 'globalAlpha' | 'strokeStyle' | 'lineWidth' | 'stroke'>, strokes: readonly StrokeSpec[]): void {
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.setLineDash([]);
  for (const s of strokes) {
    ctx.globalAlpha = s.alpha;
    ctx.strokeStyle = s.colour;
    ctx.lineWidth = s.width;
    ctx.stroke();
  }
}

/** The way any context keeps strokes inside an area: clip to it. */
export const clipAndStroke: StrokeInside = (ctx, area, line, strokes) => {
  ctx.save();
  ctx.beginPath();
  area(ctx);
  ctx.clip();
  ctx.beginPath();
  if (line(ctx)) strokeEach(ctx, strokes);
  ctx.restore();
};

/** A page being drawn: its context, and what a 2D context cannot do the same way everywhere: placing a vector SVG
 *  drawing (the NATO symbols milsymbol makes) or a PNG image in a box, and filling with a tile pattern, in the
 *  context's current user units. */
export interface Surface {
  readonly ctx: DrawContext;
  drawSvg(markup: string, x: number, y: number, width: number, height: number): void;
  /** Resolves once the image is on the page (raster surfaces decode it first). */
  drawPng(png: Uint8Array, x: number, y: number, width: number, height: number): void | Promise<void>;
  readonly fillPattern: PatternFill;
  /** Device pixels per unit for a raster surface (a preview leaves out detail too small to see); absent on paper. */
  readonly pxPerUnit?: number;
}
