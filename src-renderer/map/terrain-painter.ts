import type { MapLayers } from '../../src-shared/map-art';
import type { ChunkJob, FromChunkWorker, ToChunkWorker } from './chunk-protocol';
import { chunkGrid, makeCanvas, type ChunkGrid } from './chunks';
import type { MapScene } from './map-scene';
import { MapOverview } from './overview';

type Ctx = CanvasRenderingContext2D;
export type View = { x: number; y: number; scale: number; width: number; height: number };

/** The chunk bitmaps kept, by memory (about 4 bytes a pixel): what was seen lately stays, the rest is redrawn. */
const MAX_CACHED_BYTES = 192 * 1024 * 1024;
/** Without a worker, chunks are drawn in the frame, this long at most before the rest waits for the next. */
const FRAME_BUDGET_MS = 4;
const OVERVIEW_BELOW_HEX_PX = 10;

/** The zoom rests when its scale has not changed for this long: then chunks of that scale are asked for. */
const REST_MS = 60;

type Rect = { x0: number; y0: number; x1: number; y1: number };
type Entry = { image: HTMLCanvasElement | ImageBitmap; bytes: number; scale: number } & Rect;
type Pending = { serial: number; scale: number } & Rect;
/** What the layer's canvas shows: the view it was drawn at, to redraw only what changed while the view stays put. */
type Shown = { canvas: HTMLCanvasElement | OffscreenCanvas; vx: number; vy: number; s: number; width: number; height: number; complete: boolean };

/** More damaged rectangles than this, or more than this share of the view, and the frame is drawn whole. */
const MAX_DAMAGE_RECTS = 24;
const MAX_DAMAGE_SHARE = 0.4;

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return null;
  try {
    return new Worker(new URL('./chunk.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

/**
 * Draws the terrain from cached chunk bitmaps. A frame only blits bitmaps, one to one: chunks are drawn by a worker
 * (the shared map art on an OffscreenCanvas) at the exact scale on screen, cut along whole pixels, once the zoom
 * has come to rest, and patched in place when an edit touches them (resampling a screenful of bitmaps costs more
 * than a frame has on a software rasteriser; a copy costs a millisecond). Until a chunk arrives, and while a
 * zoom gesture runs, the frame shows the same place from chunks of another scale or, failing that, from the
 * overview: coarse first, fine when ready. Zoomed far out, one overview bitmap of the whole map (kept up to date hex
 * by hex) stands in for the chunks. Without workers, chunks are drawn in the frame within a time budget.
 */
export class TerrainPainter {
  private readonly cache = new Map<string, Entry>(); // insertion order = least recently used first
  private bytes = 0;
  private readonly coarse: MapOverview;
  /** Set when the last frame left chunks to come: the view asks for another frame. */
  incomplete = false;
  /** The scale of the chunks last drawn on screen; the scale of the last frame and since when it has been shown. */
  private shownScale = NaN;
  private lastScale = NaN;
  private scaleSince = 0;
  /** Chunk grids by scale, and how many cached chunks each scale has (stand-ins look there). */
  private readonly grids = new Map<number, ChunkGrid>();
  private readonly scales = new Map<number, number>();
  private scratchCanvas: HTMLCanvasElement | null = null;
  private readonly worker: Worker | null;
  private readonly pending = new Map<string, Pending>();
  /** Patches after an edit that the worker is drawing with the full art, by key; the chunks show the edited hexes
   *  in flat colour until they come. */
  private readonly patches = new Map<string, Pending>();
  /** Edited hexes shown in flat colour until the patches they wait for come, by "col,row". */
  private readonly flats = new Map<string, { col: number; row: number; terrain: string; waiting: Set<string> }>();
  private serial = 0;
  /** The frame on the canvas, and what changed in it since (mm rectangles; `damageAll`: everything). A frame at the
   *  same view repaints only the damaged rectangles (a dab, a patch, a chunk that came): the canvas keeps the rest,
   *  and the compositor uploads and blends only what was painted. */
  private shown: Shown | null = null;
  private damage: Rect[] = [];
  private damageAll = true;
  /** Asks the view for a frame (a chunk arrived). */
  onChunk: () => void = () => undefined;

  constructor(public scene: MapScene) {
    this.coarse = new MapOverview(scene);
    this.worker = startWorker();
    if (this.worker) {
      this.worker.onmessage = (e: MessageEvent<FromChunkWorker>) => this.received(e.data);
      const { grid, model } = scene;
      this.post({
        kind: 'init', map: scene.map, ruleset: model.ruleset, palette: [...grid.paletteIds], terrain: grid.terrain.slice(), elevation: grid.elevation.slice(),
        hexsides: model.hexsideRecords(), paths: model.pathRecords(), layers: this.layersOf(),
      });
    }
  }

  /** Messages for the worker, sent together once the task that made them is done: waking the worker then does not
   *  take the core from the frame the edit or the view change is drawing. */
  private outbox: ToChunkWorker[] = [];

  private post(message: ToChunkWorker) {
    if (!this.worker) return;
    if (!this.outbox.length) queueMicrotask(() => this.sendOutbox());
    this.outbox.push(message);
  }

  private sendOutbox() {
    const messages = this.outbox;
    this.outbox = [];
    for (const m of messages) this.worker?.postMessage(m);
  }

  private layersOf(): MapLayers {
    const { zones: _zones, ...layers } = this.scene.layers;
    return layers;
  }

  /** The whole map, coarse, at k pixels per mm (the minimap shows it). */
  overviewAt(k: number): HTMLCanvasElement {
    return this.coarse.thumbnail(k);
  }

  get cachedBytes() {
    return this.bytes + this.coarse.bytes;
  }

  private grid(scale: number): ChunkGrid {
    let g = this.grids.get(scale);
    if (!g) {
      // Grids of scales no longer cached are forgotten (a zoom gesture passes through many).
      for (const k of [...this.grids.keys()]) if (!this.scales.has(k) && k !== this.shownScale) this.grids.delete(k);
      this.grids.set(scale, (g = chunkGrid(this.scene, scale)));
    }
    return g;
  }

  private store(key: string, entry: Entry) {
    const old = this.cache.get(key);
    if (old) this.drop(key, old);
    this.cache.set(key, entry);
    this.bytes += entry.bytes;
    this.scales.set(entry.scale, (this.scales.get(entry.scale) ?? 0) + 1);
    for (const [k, e] of this.cache) {
      if (this.bytes <= MAX_CACHED_BYTES) break;
      this.drop(k, e);
    }
  }

  private drop(key: string, entry: Entry) {
    this.cache.delete(key);
    this.bytes -= entry.bytes;
    const left = (this.scales.get(entry.scale) ?? 1) - 1;
    if (left > 0) this.scales.set(entry.scale, left);
    else this.scales.delete(entry.scale);
    if ('close' in entry.image) entry.image.close();
  }

  private received(m: FromChunkWorker) {
    const patch = this.patches.get(m.key);
    if (patch) {
      this.patches.delete(m.key);
      if (m.kind === 'chunk') this.applyPatch(patch, m.bitmap);
      else this.drawPatches([patch], this.chunksMeeting(patch, patch.scale));
      this.damage.push(patch);
      this.patchDone(m.key);
      this.onChunk();
      return;
    }
    const p = this.pending.get(m.key);
    if (!p || p.serial !== m.serial) {
      // Asked for before an edit touched it, or no longer wanted.
      if (m.kind === 'chunk') m.bitmap.close();
      return;
    }
    this.pending.delete(m.key);
    if (m.kind === 'failed') return;
    this.store(m.key, { image: m.bitmap, bytes: m.bitmap.width * m.bitmap.height * 4, scale: p.scale, x0: p.x0, y0: p.y0, x1: p.x1, y1: p.y1 });
    if (p.scale === this.shownScale) {
      this.damage.push(p);
      this.onChunk();
    }
  }

  /** Bring the bitmaps up to date after an edit. At the scale on screen, only the edited hexes' patch of each
   *  cached chunk is redrawn in place (a dab costs a handful of hexes, not whole chunks); bitmaps of other scales
   *  are dropped and drawn again when next needed, and chunks still being drawn are asked for again. */
  hexesChanged(hexes: Iterable<{ col: number; row: number }>) {
    const { scene } = this;
    // A hex's terrain shapes the outlines round its neighbours too (soft corners, coasts, surf), as far as the
    // middle of their far sides: a hex and a quarter from its centre holds all of it.
    const margin = scene.size * 1.25;
    const boxes: Rect[] = [];
    const forward: { col: number; row: number; terrain: string; elevation: number }[] = [];
    for (const hex of hexes) {
      if (!scene.grid.inside(hex.col, hex.row)) continue;
      this.coarse.hexChanged(hex.col, hex.row);
      forward.push({ col: hex.col, row: hex.row, terrain: scene.grid.terrainAt(hex.col, hex.row), elevation: scene.grid.elevation[hex.row * scene.grid.cols + hex.col] });
      boxes.push(this.hexBox(hex.col, hex.row, margin));
    }
    if (forward.length) this.post({ kind: 'hexes', hexes: forward });
    this.damage.push(...boxes);
    const patches = this.repaint(boxes);
    // Until the worker's patches come, each frame shows the edited hexes in their terrain's flat colour over the
    // chunks (a few polygons): the dab shows in the frame that follows it, and no chunk bitmap is touched for it.
    if (patches.length) for (const h of forward) this.flats.set(`${h.col},${h.row}`, { col: h.col, row: h.row, terrain: h.terrain, waiting: new Set(patches) });
  }

  /** The edited hexes waiting for their patches, in flat colour over the chunks on screen. */
  private drawFlats(ctx: Ctx, vx: number, vy: number, s: number) {
    if (!this.flats.size) return;
    const { model } = this.scene;
    const l = model.lattice;
    ctx.save();
    ctx.setTransform(s, 0, 0, s, vx, vy);
    for (const h of this.flats.values()) {
      const x = l.centreX(h.col, h.row);
      const y = l.centreY(h.col, h.row);
      ctx.beginPath();
      for (let k = 0; k < 6; k++) ctx.lineTo(x + l.cornerX[k], y + l.cornerY[k]);
      ctx.closePath();
      ctx.fillStyle = model.terrain(h.terrain)?.look.fill ?? '#ff00ff';
      ctx.fill();
    }
    ctx.restore();
  }

  /** A patch came (or failed and was drawn here): the hexes that waited only for it show as drawn. */
  private patchDone(key: string) {
    for (const [k, f] of this.flats)
      if (f.waiting.delete(key) && !f.waiting.size) {
        this.flats.delete(k);
        this.damage.push(this.hexBox(f.col, f.row, this.scene.size));
      }
  }

  /** The square of half-side `r` round a hex's centre, mm. */
  private hexBox(col: number, row: number, r: number): Rect {
    const l = this.scene.model.lattice;
    const x = l.centreX(col, row);
    const y = l.centreY(col, row);
    return { x0: x - r, y0: y - r, x1: x + r, y1: y + r };
  }

  /** A hexside or path edit: the worker's copy follows, and the chunks round it are redrawn. */
  lineworkChanged(edit: { hexside: string; type: string | null } | { path: string; present: boolean }, hexes: { col: number; row: number }[]) {
    const { model } = this.scene;
    if ('hexside' in edit) {
      model.hexsideChanged(edit.hexside, edit.type);
      this.post({ kind: 'hexside', id: edit.hexside, type: edit.type });
    } else {
      model.pathChanged(edit.path, edit.present);
      this.post({ kind: 'path', id: edit.path, present: edit.present });
    }
    const margin = this.scene.size * 1.25;
    const boxes = hexes.map((h) => this.hexBox(h.col, h.row, margin));
    this.damage.push(...boxes);
    this.repaint(boxes);
  }

  /** Redraw what the boxes (mm) touch; returns the keys of the patches asked of the worker. */
  private repaint(boxes: Rect[]): string[] {
    if (!boxes.length) return [];
    // Boxes that overlap a lot (a line's hexes) are drawn as one: their bounding box, when it is no bigger than
    // they are together.
    const area = (b: Rect) => (b.x1 - b.x0) * (b.y1 - b.y0);
    const bound = { x0: Math.min(...boxes.map((b) => b.x0)), y0: Math.min(...boxes.map((b) => b.y0)), x1: Math.max(...boxes.map((b) => b.x1)), y1: Math.max(...boxes.map((b) => b.y1)) };
    if (boxes.length > 1 && area(bound) <= boxes.reduce((sum, b) => sum + area(b), 0)) boxes = [bound];
    const meets = (a: Rect, b: Rect) => a.x0 < b.x1 && a.x1 > b.x0 && a.y0 < b.y1 && a.y1 > b.y0;
    for (const [key, p] of [...this.pending]) if (boxes.some((b) => meets(b, p))) this.pending.delete(key);
    const s = this.shownScale;
    const touched: Entry[] = [];
    for (const [key, entry] of [...this.cache]) {
      if (!boxes.some((b) => meets(b, entry))) continue;
      if (entry.scale === s) touched.push(entry);
      else this.drop(key, entry);
    }
    // Each box is drawn once, on whole pixels of the map at the scale on screen, and copied into every chunk it
    // reaches: chunks of one scale share that pixel grid, so the patch meets the rest of each without a seam. With a
    // worker, the worker draws it (the edit shows in flat colour meanwhile); without one, it is drawn here.
    const rects = boxes.map((b) => ({ ...this.pixelRect(b, s), serial: 0, scale: s })).filter((b) => touched.some((e) => meets(b, e)));
    if (!this.worker) {
      this.drawPatches(rects, touched);
      return [];
    }
    const jobs: ChunkJob[] = [];
    for (const b of rects) {
      const key = `patch:${++this.serial}`;
      this.patches.set(key, { ...b, serial: this.serial });
      jobs.push({ ...b, key, serial: this.serial, width: Math.round((b.x1 - b.x0) * s), height: Math.round((b.y1 - b.y0) * s) });
    }
    if (jobs.length) this.post({ kind: 'render', jobs });
    return jobs.map((j) => j.key);
  }

  /** A rectangle (mm) grown to whole pixels of the map at scale `s`. */
  private pixelRect(b: Rect, s: number): Rect {
    const gx0 = Math.floor(b.x0 * s);
    const gy0 = Math.floor(b.y0 * s);
    return { x0: gx0 / s, y0: gy0 / s, x1: Math.ceil(b.x1 * s) / s, y1: Math.ceil(b.y1 * s) / s };
  }

  private chunksMeeting(r: Rect, scale: number): Entry[] {
    return [...this.cache.values()].filter((e) => e.scale === scale && e.x0 < r.x1 && e.x1 > r.x0 && e.y0 < r.y1 && e.y1 > r.y0);
  }

  /** Patches (whole-pixel rectangles) drawn here with the full art and copied into the chunks they reach. */
  private drawPatches(rects: Pending[], chunks: Entry[]) {
    for (const b of rects) {
      const targets = chunks.filter((e) => e.scale === b.scale && e.x0 < b.x1 && e.x1 > b.x0 && e.y0 < b.y1 && e.y1 > b.y0);
      if (!targets.length) continue;
      const s = b.scale;
      const w = Math.round((b.x1 - b.x0) * s);
      const h = Math.round((b.y1 - b.y0) * s);
      const patch = this.scratch(w, h);
      this.scene.drawRect(patch.getContext('2d')!, { x: b.x0, y: b.y0 }, b.x0, b.y0, b.x1, b.y1, s);
      this.copyPatch(patch, w, h, b, targets);
    }
  }

  /** The worker's patch, into the chunks of its scale it reaches (those cached now: a chunk drawn after the edit
   *  has the same pixels there). */
  private applyPatch(p: Pending, bitmap: ImageBitmap) {
    this.copyPatch(bitmap, bitmap.width, bitmap.height, p, this.chunksMeeting(p, p.scale));
    bitmap.close();
  }

  private copyPatch(patch: HTMLCanvasElement | ImageBitmap, w: number, h: number, b: Pending, targets: Entry[]) {
    const s = b.scale;
    const gx0 = Math.round(b.x0 * s);
    const gy0 = Math.round(b.y0 * s);
    for (const e of targets) {
      const ctx = this.writable(e).getContext('2d')!;
      const dx = gx0 - Math.round(e.x0 * s);
      const dy = gy0 - Math.round(e.y0 * s);
      ctx.clearRect(dx, dy, w, h);
      ctx.drawImage(patch, 0, 0, w, h, dx, dy, w, h);
    }
  }

  /** A canvas to draw a patch in, at least w × h (one, reused). */
  private scratch(w: number, h: number): HTMLCanvasElement {
    if (!this.scratchCanvas || this.scratchCanvas.width < w || this.scratchCanvas.height < h)
      this.scratchCanvas = makeCanvas(Math.max(w, this.scratchCanvas?.width ?? 0), Math.max(h, this.scratchCanvas?.height ?? 0));
    return this.scratchCanvas;
  }

  /** A chunk's pixels as a canvas that can be drawn on: a bitmap from the worker is copied into one, once. */
  private writable(entry: Entry): HTMLCanvasElement {
    if (entry.image instanceof HTMLCanvasElement) return entry.image;
    const copy = makeCanvas(entry.image.width, entry.image.height);
    copy.getContext('2d')!.drawImage(entry.image, 0, 0);
    entry.image.close();
    entry.image = copy;
    return copy;
  }

  /** The layers shown changed: everything is drawn again. */
  layersChanged() {
    this.post({ kind: 'layers', layers: this.layersOf() });
    this.invalidateAll();
  }

  /** Forget every chunk bitmap (a layer toggle; the overview's blocks, terrain colours only, stay as they are). */
  invalidateAll() {
    this.damageAll = true;
    for (const [key, entry] of [...this.cache]) this.drop(key, entry);
    this.pending.clear();
    this.patches.clear();
    this.flats.clear();
  }

  dispose() {
    this.outbox = [];
    this.worker?.terminate();
    for (const [key, entry] of [...this.cache]) this.drop(key, entry);
    this.pending.clear();
    this.patches.clear();
    this.flats.clear();
  }

  /** The chunk drawn in the frame itself (no worker): within the frame's budget. */
  private drawHere(key: string, g: ChunkGrid, i: number, j: number): Entry {
    const r = g.rect(i, j);
    const canvas = makeCanvas(g.px(i + 1) - g.px(i), g.py(j + 1) - g.py(j));
    this.scene.drawRect(canvas.getContext('2d')!, { x: r.x0, y: r.y0 }, r.x0, r.y0, r.x1, r.y1, g.scale);
    const entry = { image: canvas, bytes: canvas.width * canvas.height * 4, scale: g.scale, ...r };
    this.store(key, entry);
    return entry;
  }

  /** Draw what chunks of other scales or the overview hold of a chunk's rectangle, into its place on screen. */
  private drawStandIn(ctx: Ctx, g: ChunkGrid, i: number, j: number, x: number, y: number) {
    const r = g.rect(i, j);
    const s = g.scale;
    const sx = (mx: number) => x + (mx - r.x0) * s;
    const sy = (my: number) => y + (my - r.y0) * s;
    // The nearest other scale with anything cached here, coarser first on a tie: sharper than the overview.
    const others = [...this.scales.keys()].filter((k) => k !== s).sort((a, b) => Math.abs(Math.log(a / s)) - Math.abs(Math.log(b / s)) || a - b);
    for (const other of others) {
      const og = this.grid(other);
      const parts: { e: Entry; x0: number; y0: number; x1: number; y1: number }[] = [];
      let area = 0;
      for (const [oi, oj] of og.covering(r)) {
        const e = this.cache.get(og.key(oi, oj));
        if (!e) continue;
        const x0 = Math.max(r.x0, e.x0);
        const y0 = Math.max(r.y0, e.y0);
        const x1 = Math.min(r.x1, e.x1);
        const y1 = Math.min(r.y1, e.y1);
        if (x1 <= x0 || y1 <= y0) continue;
        parts.push({ e, x0, y0, x1, y1 });
        area += (x1 - x0) * (y1 - y0);
      }
      if (!parts.length) continue;
      if (area < (r.x1 - r.x0) * (r.y1 - r.y0) * 0.999) this.coarse.drawPart(ctx, r, sx, sy);
      for (const { e, x0, y0, x1, y1 } of parts) {
        const ek = e.image.width / (e.x1 - e.x0);
        ctx.drawImage(e.image, (x0 - e.x0) * ek, (y0 - e.y0) * ek, (x1 - x0) * ek, (y1 - y0) * ek, sx(x0), sy(y0), sx(x1) - sx(x0), sy(y1) - sy(y0));
      }
      return;
    }
    this.coarse.drawPart(ctx, r, sx, sy);
  }

  /** The device rectangles to repaint at this view, or null when the frame must be drawn whole (the view moved, the
   *  canvas is another or was cleared, a change too big or too scattered to be worth clipping). Without a worker a
   *  frame draws chunks as it goes, so it is drawn whole. */
  private damagedRects(ctx: Ctx, vx: number, vy: number, s: number, view: View, overview: boolean): Rect[] | null {
    const was = this.shown;
    const rects = this.damage;
    const all = this.damageAll;
    this.damage = [];
    this.damageAll = false;
    if (all || !this.worker || !was || was.canvas !== ctx.canvas || was.vx !== vx || was.vy !== vy || was.s !== s || was.width !== view.width || was.height !== view.height) return null;
    // Far out, an incomplete frame is followed by a sharper one of the whole view.
    if (overview && !was.complete) return null;
    if (rects.length > MAX_DAMAGE_RECTS) return null;
    const out: Rect[] = [];
    let area = 0;
    for (const r of rects) {
      const x0 = Math.max(0, Math.floor(vx + r.x0 * s) - 1);
      const y0 = Math.max(0, Math.floor(vy + r.y0 * s) - 1);
      const x1 = Math.min(ctx.canvas.width, Math.ceil(vx + r.x1 * s) + 1);
      const y1 = Math.min(ctx.canvas.height, Math.ceil(vy + r.y1 * s) + 1);
      if (x1 <= x0 || y1 <= y0) continue;
      out.push({ x0, y0, x1, y1 });
      area += (x1 - x0) * (y1 - y0);
    }
    return area > MAX_DAMAGE_SHARE * ctx.canvas.width * ctx.canvas.height ? null : out;
  }

  /** Draw one frame. `view.scale` is device px per mm; (x, y) the device position of the map's origin. The frame
   *  replaces what the canvas showed: drawn whole when the view moved, else only where something changed since. */
  draw(ctx: Ctx, view: View, now: () => number) {
    const start = now();
    const s = view.scale;
    const vx = Math.round(view.x);
    const vy = Math.round(view.y);
    const hexPx = this.scene.size * s;
    const overview = s <= this.coarse.scale && hexPx < OVERVIEW_BELOW_HEX_PX;
    const clip = this.damagedRects(ctx, vx, vy, s, view, overview);
    ctx.save();
    if (!clip) ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
    else if (clip.length) {
      ctx.beginPath();
      for (const r of clip) ctx.rect(r.x0, r.y0, r.x1 - r.x0, r.y1 - r.y0);
      ctx.clip();
      for (const r of clip) ctx.clearRect(r.x0, r.y0, r.x1 - r.x0, r.y1 - r.y0);
    }
    this.drawFrame(ctx, view, vx, vy, start, now, overview, clip);
    ctx.restore();
    this.shown = { canvas: ctx.canvas, vx, vy, s, width: view.width, height: view.height, complete: !this.incomplete };
  }

  private drawFrame(ctx: Ctx, view: View, vx: number, vy: number, start: number, now: () => number, overview: boolean, clip: Rect[] | null) {
    // Only what meets the damaged rectangles is painted (null: everything).
    const paints = (x0: number, y0: number, x1: number, y1: number) => !clip || clip.some((r) => r.x0 < x1 && r.x1 > x0 && r.y0 < y1 && r.y1 > y0);
    const painting = !clip || clip.length > 0;
    ctx.imageSmoothingEnabled = true;
    // Until the worker's patches of an edit arrive, the view is not complete (the edit shows in flat colour).
    this.incomplete = this.patches.size > 0;
    const s = view.scale;
    // Chunks are asked for once the zoom rests (a wheel gesture passes through many scales); the first frame's
    // scale is at rest already.
    if (s !== this.lastScale) this.scaleSince = Number.isNaN(this.lastScale) ? -Infinity : start;
    this.lastScale = s;
    const resting = start - this.scaleSince >= REST_MS;
    // Far out (hexes a few pixels wide) the overview shows all there is to see, in one blit.
    if (overview) {
      // No chunk is on screen: an edit drops the chunks it touches instead of patching bitmaps nobody sees.
      this.shownScale = NaN;
      this.flats.clear();
      const complete = painting ? this.coarse.drawView(ctx, vx, vy, s, resting) : true;
      this.incomplete = !complete || this.patches.size > 0;
      this.forgetExcept(new Set());
      return;
    }
    const g = this.grid(s);
    // Flat previews belong to the scale they were made at (their patches still come, into its chunks).
    if (s !== this.shownScale) this.flats.clear();
    this.shownScale = s;
    const i0 = Math.max(0, Math.floor((-vx - 1) / s / g.width));
    const i1 = Math.min(g.cols - 1, Math.floor((view.width - vx + 1) / s / g.width));
    const j0 = Math.max(0, Math.floor((-vy - 1) / s / g.height));
    const j1 = Math.min(g.rows - 1, Math.floor((view.height - vy + 1) / s / g.height));
    const wanted = new Set<string>();
    const jobs: ChunkJob[] = [];
    for (let j = j0; j <= j1; j++)
      for (let i = i0; i <= i1; i++) {
        const x = vx + g.px(i);
        const y = vy + g.py(j);
        const key = g.key(i, j);
        wanted.add(key);
        const paint = paints(x, y, vx + g.px(i + 1), vy + g.py(j + 1));
        let entry = this.cache.get(key);
        if (entry) {
          this.cache.delete(key);
          this.cache.set(key, entry);
        } else if (!this.worker && resting && now() - start < FRAME_BUDGET_MS) entry = this.drawHere(key, g, i, j);
        if (entry) {
          if (paint) ctx.drawImage(entry.image, x, y);
          continue;
        }
        this.incomplete = true;
        if (paint) this.drawStandIn(ctx, g, i, j, x, y);
        if (this.worker && resting && !this.pending.has(key)) jobs.push(this.job(key, g, i, j));
      }
    if (painting) this.drawFlats(ctx, vx, vy, s);
    // With the view complete, the ring of chunks round it is drawn ahead of a pan.
    if (this.worker && resting && !this.incomplete && !this.pending.size)
      for (let j = j0 - 1; j <= j1 + 1; j++)
        for (let i = i0 - 1; i <= i1 + 1; i++) {
          if (i < 0 || j < 0 || i >= g.cols || j >= g.rows) continue;
          const key = g.key(i, j);
          wanted.add(key);
          if (!this.cache.has(key) && !this.pending.has(key)) jobs.push(this.job(key, g, i, j));
        }
    for (const key of this.pending.keys()) if (!wanted.has(key) && this.pending.get(key)!.scale === s) wanted.add(key);
    this.forgetExcept(wanted);
    if (jobs.length) this.post({ kind: 'render', jobs });
  }

  private job(key: string, g: ChunkGrid, i: number, j: number): ChunkJob {
    const r = g.rect(i, j);
    const serial = ++this.serial;
    this.pending.set(key, { serial, scale: g.scale, ...r });
    return { key, serial, ...r, width: g.px(i + 1) - g.px(i), height: g.py(j + 1) - g.py(j) };
  }

  /** Chunks asked for that the view no longer needs (another zoom level, scrolled away) are not drawn. */
  private forgetExcept(wanted: Set<string>) {
    const gone = [...this.pending.keys()].filter((k) => !wanted.has(k));
    if (!gone.length) return;
    for (const k of gone) this.pending.delete(k);
    this.post({ kind: 'forget', keys: gone });
  }
}
