import { makeCanvas } from './chunks';
import type { MapScene } from './map-scene';

type Ctx = CanvasRenderingContext2D;
type Rect = { x0: number; y0: number; x1: number; y1: number };

const OVERVIEW_MAX_PX = 2048;
/** The overview resampled to the scale on screen is kept when it is at most this many pixels. */
const FITTED_MAX_PX = 4 * 1024 * 1024;

/**
 * The whole map, coarse (each hex a block of its fill colour, at most 2048 pixels across), kept up to date hex by
 * hex: drawn zoomed far out, behind chunks still to come, and in the minimap. Far out it is resampled once per scale
 * and then copied one to one.
 */
export class MapOverview {
  readonly canvas: HTMLCanvasElement;
  readonly scale: number;
  /** The overview resampled to the scale on screen. */
  private fitted: { scale: number; canvas: HTMLCanvasElement } | null = null;

  constructor(private readonly scene: MapScene) {
    const { width, height } = scene.mapMm;
    this.scale = Math.min(2, OVERVIEW_MAX_PX / Math.max(width, height));
    this.canvas = makeCanvas(width * this.scale, height * this.scale);
    this.redrawAll();
  }

  get bytes() {
    return this.canvas.width * this.canvas.height * 4 + (this.fitted ? this.fitted.canvas.width * this.fitted.canvas.height * 4 : 0);
  }

  /** The whole overview at once, straight into its pixels (a 500 × 500 map has 250,000 hexes to block in). */
  redrawAll() {
    this.fitted = null;
    const { width, height } = this.canvas;
    const ctx = this.canvas.getContext('2d')!;
    const image = ctx.createImageData(width, height);
    const pixels = new Uint32Array(image.data.buffer);
    const { grid, model } = this.scene;
    const l = model.lattice;
    const k = this.scale;
    const w = l.stepX * k;
    const h = l.stepY * k;
    // RGBA bytes in memory order, read as one little-endian word: 0xAABBGGRR.
    const packed = (hex: string) => {
      const v = parseInt(hex.slice(1, 7), 16);
      return (0xff000000 | ((v & 0xff) << 16) | (v & 0xff00) | ((v >> 16) & 0xff)) >>> 0;
    };
    pixels.fill(packed('#f6f3ea'));
    const colours = new Map<number, number>();
    for (let row = 0; row < grid.rows; row++)
      for (let col = 0; col < grid.cols; col++) {
        const key = grid.terrain[row * grid.cols + col];
        let colour = colours.get(key);
        if (colour === undefined) colours.set(key, (colour = packed(model.terrainOfIndex(key)?.look.fill ?? '#ff00ff')));
        const x0 = Math.max(0, Math.round(l.centreX(col, row) * k - w / 2 - 0.5));
        const x1 = Math.min(width, Math.round(l.centreX(col, row) * k + w / 2 + 0.5));
        const y0 = Math.max(0, Math.round(l.centreY(col, row) * k - h / 2 - 0.5));
        const y1 = Math.min(height, Math.round(l.centreY(col, row) * k + h / 2 + 0.5));
        for (let y = y0; y < y1; y++) pixels.fill(colour, y * width + x0, y * width + x1);
      }
    ctx.putImageData(image, 0, 0);
  }

  /** One hex changed: its block, in the overview and its resampled copy. */
  hexChanged(col: number, row: number) {
    this.block(this.canvas.getContext('2d')!, col, row, this.scale);
    if (this.fitted) this.block(this.fitted.canvas.getContext('2d')!, col, row, this.fitted.scale);
  }

  private block(ctx: Ctx, col: number, row: number, k: number) {
    const { model } = this.scene;
    const l = model.lattice;
    const w = l.stepX * k;
    const h = l.stepY * k;
    ctx.fillStyle = model.terrainOfIndex(model.keyAt(col, row))?.look.fill ?? '#ff00ff';
    ctx.fillRect(l.centreX(col, row) * k - w / 2 - 0.5, l.centreY(col, row) * k - h / 2 - 0.5, w + 1, h + 1);
  }

  /** The overview's part of a rectangle (mm), into its place on screen. Its pixels are copied as blocks (it only
   *  stands in until the chunks come, and smoothing a screenful of them costs more than a frame has). */
  drawPart(ctx: Ctx, r: Rect, sx: (x: number) => number, sy: (y: number) => number) {
    const k = this.scale;
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(this.canvas, r.x0 * k, r.y0 * k, (r.x1 - r.x0) * k, (r.y1 - r.y0) * k, sx(r.x0), sy(r.y0), sx(r.x1) - sx(r.x0), sy(r.y1) - sy(r.y0));
    ctx.imageSmoothingEnabled = true;
  }

  /** Far out, the whole map with its origin at (x, y): resampled once to the scale when the zoom rests, then
   *  copied one to one. False when the frame could be sharper once the zoom rests. */
  drawView(ctx: Ctx, x: number, y: number, scale: number, resting: boolean): boolean {
    const { width, height } = this.scene.mapMm;
    const w = Math.max(1, Math.round(width * scale));
    const h = Math.max(1, Math.round(height * scale));
    const fits = w * h <= FITTED_MAX_PX;
    if (this.fitted?.scale !== scale) {
      this.fitted = null;
      if (resting && fits) {
        const canvas = makeCanvas(w, h);
        canvas.getContext('2d')!.drawImage(this.canvas, 0, 0, w, h);
        this.fitted = { scale, canvas };
      }
    }
    if (this.fitted) {
      ctx.drawImage(this.fitted.canvas, x, y);
      return true;
    }
    ctx.drawImage(this.canvas, x, y, width * scale, height * scale);
    return !fits;
  }
}
