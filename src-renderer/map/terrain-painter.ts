import { chunksOfHex } from './chunks';
import type { MapScene } from './map-scene';

type Ctx = CanvasRenderingContext2D;
export type View = { x: number; y: number; scale: number; width: number; height: number };

const OVERVIEW_MAX_PX = 2048;
const MAX_CACHED_PIXELS = 48 * 1024 * 1024; // about 190 MB of RGBA at most
const FRAME_BUDGET_MS = 6;
const OVERVIEW_BELOW_HEX_PX = 10;

type Cached = { canvas: HTMLCanvasElement; pixels: number };

function makeCanvas(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.ceil(width));
  canvas.height = Math.max(1, Math.ceil(height));
  return canvas;
}

/** Draws the terrain from cached chunk bitmaps. A frame only blits bitmaps; a chunk is rendered when it first
 *  comes into view at a zoom level (within a per-frame time budget) and again only when an edit touches it.
 *  Zoomed far out, one overview bitmap of the whole map (kept up to date hex by hex) stands in for the chunks. */
export class TerrainPainter {
  private readonly cache = new Map<string, Cached>(); // insertion order = least recently used first
  private cachedPixels = 0;
  /** The whole map, coarse: drawn zoomed far out, behind chunks still to render, and in the minimap. */
  readonly overview: HTMLCanvasElement;
  private overviewScale: number;
  /** Set when the last frame left chunks to render: the view asks for another frame. */
  incomplete = false;
  /** The zoom level of the chunks last drawn on screen. */
  private shownLevel = NaN;

  constructor(public scene: MapScene) {
    const { width, height } = scene.mapMm;
    this.overviewScale = Math.min(2, OVERVIEW_MAX_PX / Math.max(width, height));
    this.overview = makeCanvas(width * this.overviewScale, height * this.overviewScale);
    this.drawOverviewAll();
  }

  /** Zoom levels in steps of √2, so a chunk is rendered at most ~1.4× finer than shown. */
  private level(scale: number): number {
    return Math.ceil(Math.log2(scale) * 2);
  }

  private drawOverviewAll() {
    const ctx = this.overview.getContext('2d')!;
    ctx.fillStyle = '#f6f3ea';
    ctx.fillRect(0, 0, this.overview.width, this.overview.height);
    const { grid } = this.scene;
    for (let row = 0; row < grid.rows; row++) for (let col = 0; col < grid.cols; col++) this.drawOverviewHex(ctx, col, row);
  }

  /** The overview paints each hex as a small block of its fill colour: coarse, and cheap enough for 250,000 hexes. */
  private drawOverviewHex(ctx: Ctx, col: number, row: number) {
    const { scene } = this;
    const l = scene.model.lattice;
    const k = this.overviewScale;
    const w = scene.chunks.stepX * k;
    const h = scene.chunks.stepY * k;
    ctx.fillStyle = scene.model.terrainOfIndex(scene.model.keyAt(col, row))?.look.fill ?? '#ff00ff';
    ctx.fillRect(l.centreX(col, row) * k - w / 2 - 0.5, l.centreY(col, row) * k - h / 2 - 0.5, w + 1, h + 1);
  }

  /** Bring the bitmaps up to date after an edit. At the zoom level on screen, only the edited hexes' patch of each
   *  cached chunk is redrawn in place (a dab costs a handful of hexes, not whole chunks); bitmaps of other zoom
   *  levels are dropped and redrawn when next needed. */
  hexesChanged(hexes: Iterable<{ col: number; row: number }>) {
    const { scene } = this;
    const { chunks } = scene;
    const octx = this.overview.getContext('2d')!;
    const patches = new Map<string, { x0: number; y0: number; x1: number; y1: number }>();
    // A hex's terrain shapes the outlines round its neighbours too (soft corners, coasts, surf), as far as the
    // middle of their far sides: a hex and a quarter from its centre holds all of it.
    const margin = scene.size * 1.25;
    const l = scene.model.lattice;
    for (const hex of hexes) {
      if (!scene.grid.inside(hex.col, hex.row)) continue;
      this.drawOverviewHex(octx, hex.col, hex.row);
      const c = { x: l.centreX(hex.col, hex.row), y: l.centreY(hex.col, hex.row) };
      for (const [i, j] of chunksOfHex(chunks, c, margin)) {
        const key = `${i}:${j}`;
        const p = patches.get(key);
        const box = { x0: c.x - margin, y0: c.y - margin, x1: c.x + margin, y1: c.y + margin };
        patches.set(key, p ? { x0: Math.min(p.x0, box.x0), y0: Math.min(p.y0, box.y0), x1: Math.max(p.x1, box.x1), y1: Math.max(p.y1, box.y1) } : box);
      }
    }
    for (const [key, entry] of [...this.cache]) {
      const slash = key.indexOf('/');
      const chunk = key.slice(slash + 1);
      const patch = patches.get(chunk);
      if (!patch) continue;
      if (Number(key.slice(0, slash)) !== this.shownLevel) {
        this.cache.delete(key);
        this.cachedPixels -= entry.pixels;
        continue;
      }
      const [i, j] = chunk.split(':').map(Number);
      const origin = { x: i * chunks.width, y: j * chunks.height };
      // Whole pixels of the bitmap, so the patch meets the rest of the chunk without a seam.
      const k = entry.canvas.width / chunks.width;
      const x0 = origin.x + Math.max(0, Math.floor((patch.x0 - origin.x) * k)) / k;
      const y0 = origin.y + Math.max(0, Math.floor((patch.y0 - origin.y) * k)) / k;
      const x1 = origin.x + Math.min(entry.canvas.width, Math.ceil((patch.x1 - origin.x) * k)) / k;
      const y1 = origin.y + Math.min(entry.canvas.height, Math.ceil((patch.y1 - origin.y) * k)) / k;
      scene.drawRect(entry.canvas.getContext('2d')!, origin, x0, y0, x1, y1, k);
    }
  }

  get cachedBytes() {
    return (this.cachedPixels + this.overview.width * this.overview.height) * 4;
  }

  /** Forget every bitmap (the ruleset's looks, a layer toggle or the map's geometry changed). */
  invalidateAll() {
    this.cache.clear();
    this.cachedPixels = 0;
    this.drawOverviewAll();
  }

  private chunkCanvas(level: number, i: number, j: number, scale: number): HTMLCanvasElement {
    const key = `${level}/${i}:${j}`;
    const hit = this.cache.get(key);
    if (hit) {
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit.canvas;
    }
    const { chunks } = this.scene;
    const canvas = makeCanvas(chunks.width * scale, chunks.height * scale);
    const ctx = canvas.getContext('2d')!;
    const origin = { x: i * chunks.width, y: j * chunks.height };
    this.scene.drawRect(ctx, origin, origin.x, origin.y, origin.x + chunks.width, origin.y + chunks.height, canvas.width / chunks.width);
    const pixels = canvas.width * canvas.height;
    this.cache.set(key, { canvas, pixels });
    this.cachedPixels += pixels;
    for (const [oldKey, entry] of this.cache) {
      if (this.cachedPixels <= MAX_CACHED_PIXELS) break;
      this.cache.delete(oldKey);
      this.cachedPixels -= entry.pixels;
    }
    return canvas;
  }

  /** Draw one frame. `view.scale` is device px per mm; (x, y) the device position of the map's origin. */
  draw(ctx: Ctx, view: View, now: () => number) {
    const start = now();
    const { chunks, mapMm } = this.scene;
    ctx.imageSmoothingEnabled = true;
    this.incomplete = false;
    // Far out (hexes a few pixels wide) the overview shows all there is to see, in one blit.
    const hexPx = this.scene.size * view.scale;
    if (view.scale <= this.overviewScale && hexPx < OVERVIEW_BELOW_HEX_PX) {
      ctx.drawImage(this.overview, view.x, view.y, mapMm.width * view.scale, mapMm.height * view.scale);
      return;
    }
    const level = this.level(view.scale);
    this.shownLevel = level;
    const levelScale = Math.pow(2, level / 2);
    const i0 = Math.max(0, Math.floor(-view.x / view.scale / chunks.width));
    const i1 = Math.min(chunks.cols - 1, Math.floor((view.width - view.x) / view.scale / chunks.width));
    const j0 = Math.max(0, Math.floor(-view.y / view.scale / chunks.height));
    const j1 = Math.min(chunks.rows - 1, Math.floor((view.height - view.y) / view.scale / chunks.height));
    const w = chunks.width * view.scale;
    const h = chunks.height * view.scale;
    // Whole-pixel chunk edges, so neighbouring bitmaps meet without hairline seams.
    for (let j = j0; j <= j1; j++)
      for (let i = i0; i <= i1; i++) {
        const x = Math.round(view.x + i * w);
        const y = Math.round(view.y + j * h);
        const cw = Math.round(view.x + (i + 1) * w) - x;
        const ch = Math.round(view.y + (j + 1) * h) - y;
        const cached = this.cache.has(`${level}/${i}:${j}`);
        if (cached || now() - start < FRAME_BUDGET_MS) {
          ctx.drawImage(this.chunkCanvas(level, i, j, levelScale), x, y, cw, ch);
        } else {
          const k = this.overviewScale;
          ctx.drawImage(this.overview, i * chunks.width * k, j * chunks.height * k, chunks.width * k, chunks.height * k, x, y, cw, ch);
          this.incomplete = true;
        }
      }
  }
}
