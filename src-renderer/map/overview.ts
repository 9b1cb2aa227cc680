import { makeCanvas } from './chunks';
import type { MapScene } from './map-scene';
import type { HexLattice } from '../../src-shared/map-art/lattice';
import { clearOutside } from './map-rect';

type Ctx = CanvasRenderingContext2D;
type Rect = { x0: number; y0: number; x1: number; y1: number };

const OVERVIEW_MAX_PX = 2048;
/** The map at the scale on screen is kept when it is at most this many pixels. */
const FITTED_MAX_PX = 4 * 1024 * 1024;

/** A `#rrggbb` colour as one pixel word: RGBA bytes in memory order, read as one little-endian word (0xAABBGGRR). */
export function packedColour(hex: string): number {
  const v = parseInt(hex.slice(1, 7), 16);
  return (0xff000000 | ((v & 0xff) << 16) | (v & 0xff00) | ((v >> 16) & 0xff)) >>> 0;
}

/** A computed CSS colour (`rgb(r, g, b)`) as one pixel word, or null when it is not one. */
export function packedCss(colour: string | null): number | null {
  const m = colour ? /^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*1)?\)$/.exec(colour) : null;
  return m ? (0xff000000 | (Number(m[3]) << 16) | (Number(m[2]) << 8) | Number(m[1])) >>> 0 : null;
}

/** Every hex of the grid as a block of its terrain's colour (`colours` by terrain index) in a `width` × `height`
 *  image `k` pixels per mm. A hex's x depends only on its column and the parity of its row, its y on its row and the
 *  parity of its column, so the block edges are worked out once per column and row (a 500 × 500 map has 250,000
 *  hexes to block in). */
export function blockHexes(pixels: Uint32Array, width: number, height: number, grid: { cols: number; rows: number; terrain: ArrayLike<number> }, l: HexLattice, k: number, colours: Uint32Array): void {
  const w = l.stepX * k;
  const h = l.stepY * k;
  const { cols, rows } = grid;
  // [parity][index]: first and past-last pixel of each column (by row parity) and each row (by column parity).
  const edges = (n: number, at: (i: number, parity: number) => number, half: number, limit: number) =>
    [0, 1].map((p) => {
      const lo = new Int32Array(n);
      const hi = new Int32Array(n);
      for (let i = 0; i < n; i++) {
        lo[i] = Math.max(0, Math.round(at(i, p) * k - half - 0.5));
        hi[i] = Math.min(limit, Math.round(at(i, p) * k + half + 0.5));
      }
      return { lo, hi };
    });
  const xs = edges(cols, (col, p) => l.centreX(col, p), w / 2, width);
  const ys = edges(rows, (row, p) => l.centreY(p, row), h / 2, height);
  for (let row = 0; row < rows; row++) {
    const x = xs[row & 1];
    for (let col = 0; col < cols; col++) {
      const colour = colours[grid.terrain[row * cols + col]];
      const y = ys[col & 1];
      const x0 = x.lo[col];
      const x1 = x.hi[col];
      // A block is a few pixels wide: plain stores beat a fill call per line.
      for (let py = y.lo[row], y1 = y.hi[row]; py < y1; py++) for (let i = py * width + x0, end = py * width + x1; i < end; i++) pixels[i] = colour;
    }
  }
}

type Blocks = { scale: number; canvas: HTMLCanvasElement; opaque: boolean };

/**
 * The whole map, coarse (each hex a block of its fill colour), kept up to date hex by hex, in up to three images:
 * the overview proper (at most 2048 pixels across), drawn behind chunks still to come and during zoom gestures far
 * out; the map at the scale on screen when zoomed far out, copied one to one; and a thumbnail for the minimap. Each
 * is blocked in at its own scale when first needed, so opening a map draws only what its first frame shows (the
 * view at fit is a few hundred thousand pixels, the overview of a 200 × 200 map nearly four million).
 */
export class MapOverview {
  readonly scale: number;
  private full: HTMLCanvasElement | null = null;
  /** The map at the scale on screen, far out. */
  private fitted: Blocks | null = null;
  private thumb: Blocks | null = null;

  constructor(private readonly scene: MapScene) {
    const { width, height } = scene.mapMm;
    this.scale = Math.min(2, OVERVIEW_MAX_PX / Math.max(width, height));
  }

  /** The overview proper, blocked in on first use. */
  get canvas(): HTMLCanvasElement {
    return (this.full ??= this.blocks(this.scale));
  }

  get bytes() {
    return [this.full, this.fitted?.canvas, this.thumb?.canvas].reduce((sum, c) => sum + (c ? c.width * c.height * 4 : 0), 0);
  }

  /** Every hex as a block, straight into the pixels of a new image of the whole map at scale k (a 500 × 500 map
   *  has 250,000 hexes to block in), on `background` (a pixel word) if given, else on nothing. */
  private blocks(k: number, background: number | null = null): HTMLCanvasElement {
    const { width, height } = this.scene.mapMm;
    const canvas = makeCanvas(width * k, height * k);
    const ctx = canvas.getContext('2d')!;
    const image = ctx.createImageData(canvas.width, canvas.height);
    if (background !== null) new Uint32Array(image.data.buffer).fill(background);
    const { grid, model } = this.scene;
    const colours = new Uint32Array(grid.paletteIds.length);
    for (let t = 0; t < colours.length; t++) colours[t] = packedColour(model.terrainOfIndex(t)?.look.fill ?? '#ff00ff');
    blockHexes(new Uint32Array(image.data.buffer), canvas.width, canvas.height, grid, model.lattice, k, colours);
    ctx.putImageData(image, 0, 0);
    return canvas;
  }

  /** One hex changed: its block, in every image made so far. */
  hexChanged(col: number, row: number) {
    if (this.full) this.block(this.full.getContext('2d')!, col, row, this.scale);
    for (const b of [this.fitted, this.thumb]) if (b) this.block(b.canvas.getContext('2d')!, col, row, b.scale);
  }

  private block(ctx: Ctx, col: number, row: number, k: number) {
    const { model } = this.scene;
    const l = model.lattice;
    const w = l.stepX * k;
    const h = l.stepY * k;
    ctx.fillStyle = model.terrainOfIndex(model.keyAt(col, row))?.look.fill ?? '#ff00ff';
    ctx.fillRect(l.centreX(col, row) * k - w / 2 - 0.5, l.centreY(col, row) * k - h / 2 - 0.5, w + 1, h + 1);
  }

  /** The whole map at scale k for the minimap (blocked in once per scale). */
  thumbnail(k: number): HTMLCanvasElement {
    if (this.thumb?.scale !== k) this.thumb = { scale: k, canvas: this.blocks(k), opaque: false };
    return this.thumb.canvas;
  }

  /** The overview's part of a rectangle (mm), into its place on screen. Its pixels are copied as blocks (it only
   *  stands in until the chunks come, and smoothing a screenful of them costs more than a frame has). */
  drawPart(ctx: Ctx, r: Rect, sx: (x: number) => number, sy: (y: number) => number) {
    const k = this.scale;
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(this.canvas, r.x0 * k, r.y0 * k, (r.x1 - r.x0) * k, (r.y1 - r.y0) * k, sx(r.x0), sy(r.y0), sx(r.x1) - sx(r.x0), sy(r.y1) - sy(r.y0));
    ctx.imageSmoothingEnabled = true;
  }

  /** Far out, the whole map with its origin at (x, y): blocked in at the scale once the zoom rests (on the view's
   *  colour, when it has one, so that a `whole` frame copies it over the last one and clears only round it), then
   *  copied one to one. False when the frame could be sharper once the zoom rests. */
  drawView(ctx: Ctx, x: number, y: number, scale: number, resting: boolean, whole: boolean): boolean {
    const { width, height } = this.scene.mapMm;
    const fits = Math.max(1, Math.round(width * scale)) * Math.max(1, Math.round(height * scale)) <= FITTED_MAX_PX;
    if (this.fitted?.scale !== scale) {
      const background = packedCss(this.scene.background);
      this.fitted = resting && fits ? { scale, canvas: this.blocks(scale, background), opaque: background !== null } : null;
    }
    const fitted = this.fitted;
    if (whole && fitted?.opaque) clearOutside(ctx, x, y, x + fitted.canvas.width, y + fitted.canvas.height);
    else if (whole) ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
    if (fitted) {
      ctx.drawImage(fitted.canvas, x, y);
      return true;
    }
    ctx.drawImage(this.canvas, x, y, width * scale, height * scale);
    return !fits;
  }
}
