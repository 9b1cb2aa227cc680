import type { MapLayers } from '../../src-shared/map-art';
import { ChunkCache } from './chunk-cache';
import type { ChunkJob, FromChunkWorker, ToChunkWorker } from './chunk-protocol';
import { ChunkWorkerLink } from './chunk-worker-link';
import { chunkGrid, type ChunkGrid } from './chunks';
import { DrawnHere } from './drawn-here';
import { EditPatches } from './edit-patches';
import { FrameDamage } from './frame-damage';
import { boxAround, clearOutside, meets, mergedBoxes, pixelRect, type Rect } from './map-rect';
import type { MapScene } from './map-scene';
import { MapOverview } from './overview';
import { drawStandIn } from './stand-in';
import { StandInCache } from './stand-in-cache';

type Ctx = CanvasRenderingContext2D;
export type View = { x: number; y: number; scale: number; width: number; height: number };

/** The chunk bitmaps kept, by memory (about 4 bytes a pixel): what was seen lately stays, the rest is redrawn. */
const MAX_CACHED_BYTES = 192 * 1024 * 1024;
/** Without a worker, chunks are drawn in the frame, this long at most before the rest waits for the next. */
const FRAME_BUDGET_MS = 4;
const OVERVIEW_BELOW_HEX_PX = 10;

/** The zoom rests when its scale has not changed for this long: then chunks of that scale are asked for. */
const REST_MS = 60;
/** The ring of chunks round the view is drawn ahead of a pan only once no edit has come for this long: while the
 *  user paints, the worker draws the edits' patches and nothing else (a chunk costs it a core for 0.1–0.5 s, which
 *  the dabs' frames on a small machine need). */
const EDIT_QUIET_MS = 400;

type Pending = { serial: number; scale: number } & Rect;

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
  private readonly cache = new ChunkCache(MAX_CACHED_BYTES);
  private readonly coarse: MapOverview;
  /** Chunks (without a worker) and patches (a failed one) drawn on the UI thread. */
  private readonly here: DrawnHere;
  /** Set when the last frame left chunks to come. */
  incomplete = false;
  /** Set when the next frame may draw more by itself (the zoom comes to rest, chunks drawn here without a worker):
   *  the view asks for another frame. What the worker draws asks for its frame when it comes (`onChunk`). */
  wantsFrame = false;
  /** The scale of the chunks last drawn on screen; the scale of the last frame and since when it has been shown. */
  private shownScale = NaN;
  private lastScale = NaN;
  private scaleSince = 0;
  /** Chunk grids by scale (stand-ins look in those of other scales). */
  private readonly grids = new Map<number, ChunkGrid>();
  private readonly worker = new ChunkWorkerLink((m) => this.received(m));
  private readonly pending = new Map<string, Pending>();
  /** The chunks of the ring round the view among those pending. */
  private readonly ring = new Set<string>();
  /** An edit came since the last frame; the time of the first frame after the last edit. */
  private edited = false;
  private lastEdit = -Infinity;
  private quietTimer: ReturnType<typeof setTimeout> | null = null;
  /** The patches edits wait for from the worker, and the edited hexes shown in flat colour meanwhile. */
  private readonly patches = new EditPatches((jobs) => this.post({ kind: 'render', jobs }));
  private serial = 0;
  /** The frame on the canvas, and what changed in it since: a frame at the same view repaints only that. */
  private readonly damage = new FrameDamage();
  /** Stand-ins drawn once and copied in each frame while the zoom rests. */
  private readonly standIns = new StandInCache(() => this.scene.background);
  /** Asks the view for a frame (a chunk arrived). */
  onChunk: () => void = () => undefined;

  constructor(public scene: MapScene) {
    this.coarse = new MapOverview(scene);
    this.here = new DrawnHere(scene, this.cache);
    if (this.worker.running) {
      const { grid, model } = scene;
      this.post({
        kind: 'init', map: scene.map, ruleset: model.ruleset, palette: [...grid.paletteIds], terrain: grid.terrain.slice(), elevation: grid.elevation.slice(),
        hexsides: model.hexsideRecords(), paths: model.pathRecords(), layers: this.layersOf(), background: scene.background,
      });
    }
  }

  private post(message: ToChunkWorker) {
    this.worker.post(message);
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
    return this.cache.bytes + this.coarse.bytes + this.standIns.bytes;
  }

  private grid(scale: number): ChunkGrid {
    let g = this.grids.get(scale);
    if (!g) {
      // Grids of scales no longer cached are forgotten (a zoom gesture passes through many).
      for (const k of [...this.grids.keys()]) if (!this.cache.scales.has(k) && k !== this.shownScale) this.grids.delete(k);
      this.grids.set(scale, (g = chunkGrid(this.scene, scale)));
    }
    return g;
  }

  private received(m: FromChunkWorker) {
    const patch = this.patches.take(m.key);
    if (patch) {
      if (m.kind === 'chunk') {
        this.cache.paste(m.bitmap, m.bitmap.width, m.bitmap.height, patch, this.cache.meeting(patch, patch.scale));
        m.bitmap.close();
      } else this.here.patches([patch], this.cache.meeting(patch, patch.scale));
      this.damage.add(patch);
      for (const h of this.patches.done(m.key)) this.damage.add(this.hexBox(h.col, h.row, this.scene.size));
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
    this.ring.delete(m.key);
    if (m.kind === 'failed') return;
    this.cache.store(m.key, { image: m.bitmap, bytes: m.bitmap.width * m.bitmap.height * 4, scale: p.scale, x0: p.x0, y0: p.y0, x1: p.x1, y1: p.y1 });
    this.standIns.drop(m.key);
    if (p.scale === this.shownScale) {
      this.damage.add(p);
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
    this.editing();
    this.damage.add(...boxes);
    this.patches.showFlat(forward, this.repaint(boxes));
  }

  /** An edit: the chunks of the ring round the view not drawn yet are not drawn (the worker draws the edits'
   *  patches instead), and the ring is asked for again once the edits are over. */
  private editing() {
    this.edited = true;
    // Stand-ins show the map as it was.
    this.standIns.clear();
    const ring = [...this.ring].filter((k) => this.pending.has(k));
    for (const k of ring) this.pending.delete(k);
    this.ring.clear();
    if (ring.length) this.post({ kind: 'forget', keys: ring });
    this.frameWhenQuiet();
  }

  /** A frame once the edits have been over long enough, to ask for the ring round the view. */
  private frameWhenQuiet() {
    if (this.quietTimer !== null) clearTimeout(this.quietTimer);
    this.quietTimer = setTimeout(() => {
      this.quietTimer = null;
      this.onChunk();
    }, EDIT_QUIET_MS + 20);
  }

  /** The square of half-side `r` round a hex's centre, mm. */
  private hexBox(col: number, row: number, r: number): Rect {
    const l = this.scene.model.lattice;
    return boxAround(l.centreX(col, row), l.centreY(col, row), r);
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
    this.editing();
    const margin = this.scene.size * 1.25;
    const boxes = hexes.map((h) => this.hexBox(h.col, h.row, margin));
    this.damage.add(...boxes);
    this.repaint(boxes);
  }

  /** Redraw what the boxes (mm) touch; returns the keys of the patches asked of the worker. */
  private repaint(boxes: Rect[]): string[] {
    if (!boxes.length) return [];
    boxes = mergedBoxes(boxes);
    for (const [key, p] of [...this.pending])
      if (boxes.some((b) => meets(b, p))) {
        this.pending.delete(key);
        this.ring.delete(key);
      }
    const s = this.shownScale;
    const touched = this.cache.touchedBy(boxes, s);
    // Each box is drawn once, on whole pixels of the map at the scale on screen, and copied into every chunk it
    // reaches. With a worker, the worker draws it (the edit shows in flat colour meanwhile); without one, it is
    // drawn here.
    const rects = boxes.map((b) => pixelRect(b, s)).filter((b) => touched.some((e) => meets(b, e)));
    if (!this.worker.running) {
      this.here.patches(rects.map((r) => ({ ...r, scale: s })), touched);
      return [];
    }
    return this.patches.ask(rects, s, () => ++this.serial);
  }

  /** The layers shown changed: everything is drawn again. */
  layersChanged() {
    this.post({ kind: 'layers', layers: this.layersOf() });
    this.invalidateAll();
  }

  /** Forget every chunk bitmap (a layer toggle; the overview's blocks, terrain colours only, stay as they are). */
  invalidateAll() {
    this.damage.everything();
    this.cache.clear();
    this.standIns.clear();
    // The worker drops what it has not started (it would draw it for nobody, taking a core from what follows).
    if (this.pending.size) this.post({ kind: 'forget', keys: [...this.pending.keys()] });
    this.pending.clear();
    this.ring.clear();
    this.patches.clear();
  }

  dispose() {
    if (this.quietTimer !== null) clearTimeout(this.quietTimer);
    this.worker.release();
    this.cache.clear();
    this.standIns.dispose();
    this.pending.clear();
    this.patches.clear();
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
    const at = { vx, vy, s, width: view.width, height: view.height };
    // Without a worker a frame draws chunks as it goes, so it is drawn whole; far out, an incomplete frame is
    // followed by a sharper one of the whole view.
    const clip = this.damage.take(ctx.canvas, at, !this.worker.running || (overview && !this.damage.lastComplete));
    ctx.save();
    if (clip?.length) {
      ctx.beginPath();
      for (const r of clip) ctx.rect(r.x0, r.y0, r.x1 - r.x0, r.y1 - r.y0);
      ctx.clip();
      for (const r of clip) ctx.clearRect(r.x0, r.y0, r.x1 - r.x0, r.y1 - r.y0);
    }
    this.drawFrame(ctx, view, vx, vy, start, now, overview, clip);
    ctx.restore();
    this.damage.drawn(ctx.canvas, at, !this.incomplete);
  }

  private drawFrame(ctx: Ctx, view: View, vx: number, vy: number, start: number, now: () => number, overview: boolean, clip: Rect[] | null) {
    // Only what meets the damaged rectangles is painted (null: everything, over the last frame's pixels: the view is
    // cleared where it shows no opaque chunk).
    if (!clip && !overview && !this.scene.background) ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
    const paints = (x0: number, y0: number, x1: number, y1: number) => !clip || clip.some((r) => r.x0 < x1 && r.x1 > x0 && r.y0 < y1 && r.y1 > y0);
    const painting = !clip || clip.length > 0;
    ctx.imageSmoothingEnabled = true;
    // Until the worker's patches of an edit arrive, the view is not complete (the edit shows in flat colour).
    this.incomplete = this.patches.waiting > 0;
    const s = view.scale;
    // Chunks are asked for once the zoom rests (a wheel gesture passes through many scales); the first frame's
    // scale is at rest already.
    if (s !== this.lastScale) this.scaleSince = Number.isNaN(this.lastScale) ? -Infinity : start;
    this.lastScale = s;
    const resting = start - this.scaleSince >= REST_MS;
    if (this.edited) this.lastEdit = start;
    this.edited = false;
    // Far out (hexes a few pixels wide) the overview shows all there is to see, in one blit.
    if (overview) {
      // No chunk is on screen: an edit drops the chunks it touches instead of patching bitmaps nobody sees.
      this.shownScale = NaN;
      this.patches.forgetFlats();
      const complete = painting ? this.coarse.drawView(ctx, vx, vy, s, resting, !clip) : true;
      this.incomplete = !complete || this.patches.waiting > 0;
      this.wantsFrame = !complete;
      this.standIns.clear();
      this.forgetExcept(new Set());
      return;
    }
    const g = this.grid(s);
    // Flat previews belong to the scale they were made at (their patches still come, into its chunks).
    if (s !== this.shownScale) this.patches.forgetFlats();
    this.shownScale = s;
    const i0 = Math.max(0, Math.floor((-vx - 1) / s / g.width));
    const i1 = Math.min(g.cols - 1, Math.floor((view.width - vx + 1) / s / g.width));
    const j0 = Math.max(0, Math.floor((-vy - 1) / s / g.height));
    const j1 = Math.min(g.rows - 1, Math.floor((view.height - vy + 1) / s / g.height));
    const wanted = new Set<string>();
    const jobs: ChunkJob[] = [];
    // Chunks are opaque (drawn on the background): a whole frame clears only where none is drawn.
    const opaque = !clip && this.scene.background !== null;
    if (opaque) clearOutside(ctx, vx, vy, vx + g.px(g.cols), vy + g.py(g.rows));
    this.standIns.frame();
    const standIn = (c: Ctx, i: number, j: number, x: number, y: number) => drawStandIn(c, this.cache, (k) => this.grid(k), this.coarse, g, i, j, x, y);
    for (let j = j0; j <= j1; j++)
      for (let i = i0; i <= i1; i++) {
        const x = vx + g.px(i);
        const y = vy + g.py(j);
        const key = g.key(i, j);
        wanted.add(key);
        const paint = paints(x, y, vx + g.px(i + 1), vy + g.py(j + 1));
        let entry = this.cache.use(key);
        if (!entry && !this.worker.running && resting && now() - start < FRAME_BUDGET_MS) entry = this.here.chunk(key, g, i, j);
        if (entry) {
          if (paint) ctx.drawImage(entry.image, x, y);
          continue;
        }
        this.incomplete = true;
        // While the zoom rests, a stand-in is drawn once, between frames, and copied in the frames that follow.
        const w = g.px(i + 1) - g.px(i);
        const h = g.py(j + 1) - g.py(j);
        if (paint && !(resting && this.standIns.draw(ctx, key, x, y, w, h, (c, ox, oy) => standIn(c, i, j, ox, oy)))) {
          if (opaque) ctx.clearRect(x, y, w, h);
          standIn(ctx, i, j, x, y);
        }
        if (this.worker.running && resting && !this.pending.has(key)) jobs.push(this.job(key, g, i, j));
      }
    if (painting) this.patches.drawFlats(ctx, this.scene.model.lattice, (t) => this.scene.model.terrain(t)?.look.fill ?? '#ff00ff', vx, vy, s);
    // With the view complete and no edit lately, the ring of chunks round it is drawn ahead of a pan.
    if (this.worker.running && resting && !this.incomplete && !this.pending.size && start - this.lastEdit >= EDIT_QUIET_MS)
      for (let j = j0 - 1; j <= j1 + 1; j++)
        for (let i = i0 - 1; i <= i1 + 1; i++) {
          if (i < 0 || j < 0 || i >= g.cols || j >= g.rows) continue;
          const key = g.key(i, j);
          wanted.add(key);
          if (this.cache.has(key) || this.pending.has(key)) continue;
          jobs.push(this.job(key, g, i, j));
          this.ring.add(key);
        }
    // The worker's chunks ask for their frames; without it, or before the zoom rests, the next frame does more.
    this.wantsFrame = this.incomplete && (!this.worker.running || !resting);
    if (this.incomplete) this.standIns.keepOnly(wanted);
    else this.standIns.release();
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
    for (const k of gone) {
      this.pending.delete(k);
      this.ring.delete(k);
    }
    this.post({ kind: 'forget', keys: gone });
  }
}
