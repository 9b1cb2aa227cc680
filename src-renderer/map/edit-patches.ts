import type { HexLattice } from '../../src-shared/map-art/lattice';
import type { ChunkJob } from './chunk-protocol';
import type { Rect } from './map-rect';

/** How long the edits must pause before their patches go to the worker. */
export const PATCH_QUIET_MS = 150;

/** A patch asked of the worker: a rectangle (mm, on whole pixels of the map at `scale`) and its job's serial. */
export type AskedPatch = { serial: number; scale: number } & Rect;
type Flat = { col: number; row: number; terrain: string; waiting: Set<string> };

/**
 * The patches an edit waits for, and the edited hexes shown meanwhile. The worker draws each patch with the full
 * art; until it comes, each frame shows the edited hexes in their terrain's flat colour over the chunks (a few
 * polygons: the dab shows in the frame that follows it, and no chunk bitmap is touched for it).
 */
export class EditPatches {
  private readonly asked = new Map<string, AskedPatch>();
  /** Edited hexes waiting for their patches, by "col,row". */
  private readonly flats = new Map<string, Flat>();
  /** Patches asked for but not yet sent: they go to the worker once the edits pause (see `ask`). */
  private queued: ChunkJob[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly send: (jobs: ChunkJob[]) => void) {}

  /** How many patches are still to come. */
  get waiting(): number {
    return this.asked.size;
  }

  /**
   * Ask for a patch of each rectangle at `scale`; returns their keys. The worker gets them once no edit has come for
   * PATCH_QUIET_MS: while a stroke goes on, the edited hexes show in flat colour, and the worker's drawing (a few ms a
   * patch) does not take the second core from the frames that show the next dabs.
   */
  ask(rects: Rect[], scale: number, nextSerial: () => number): string[] {
    const jobs: ChunkJob[] = [];
    for (const b of rects) {
      const serial = nextSerial();
      const key = `patch:${serial}`;
      this.asked.set(key, { x0: b.x0, y0: b.y0, x1: b.x1, y1: b.y1, serial, scale });
      jobs.push({ key, serial, x0: b.x0, y0: b.y0, x1: b.x1, y1: b.y1, width: Math.round((b.x1 - b.x0) * scale), height: Math.round((b.y1 - b.y0) * scale) });
    }
    if (jobs.length) {
      this.queued.push(...jobs);
      if (this.timer) clearTimeout(this.timer);
      this.timer = setTimeout(() => this.flush(), PATCH_QUIET_MS);
    }
    return jobs.map((j) => j.key);
  }

  /** Send the patches asked for so far now. */
  flush() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const jobs = this.queued;
    this.queued = [];
    if (jobs.length) this.send(jobs);
  }

  /** The patch asked for under this key, no longer waited for; undefined when it is not one. */
  take(key: string): AskedPatch | undefined {
    const patch = this.asked.get(key);
    this.asked.delete(key);
    return patch;
  }

  /** These hexes show in flat colour until the patches under `keys` have come. */
  showFlat(hexes: { col: number; row: number; terrain: string }[], keys: string[]) {
    if (!keys.length) return;
    for (const h of hexes) this.flats.set(`${h.col},${h.row}`, { col: h.col, row: h.row, terrain: h.terrain, waiting: new Set(keys) });
  }

  /** A patch came (or failed and was drawn by the caller): the hexes that waited only for it, which now show as
   *  drawn (their place on screen is to be repainted). */
  done(key: string): { col: number; row: number }[] {
    const free: { col: number; row: number }[] = [];
    for (const [k, f] of this.flats)
      if (f.waiting.delete(key) && !f.waiting.size) {
        this.flats.delete(k);
        free.push(f);
      }
    return free;
  }

  /** The edited hexes waiting for their patches, in flat colour, the map's origin at device (vx, vy), s px per mm. */
  drawFlats(ctx: CanvasRenderingContext2D, l: HexLattice, fillOf: (terrain: string) => string, vx: number, vy: number, s: number) {
    if (!this.flats.size) return;
    ctx.save();
    ctx.setTransform(s, 0, 0, s, vx, vy);
    for (const h of this.flats.values()) {
      const x = l.centreX(h.col, h.row);
      const y = l.centreY(h.col, h.row);
      ctx.beginPath();
      for (let k = 0; k < 6; k++) ctx.lineTo(x + l.cornerX[k], y + l.cornerY[k]);
      ctx.closePath();
      ctx.fillStyle = fillOf(h.terrain);
      ctx.fill();
    }
    ctx.restore();
  }

  /** The flat previews belong to the scale they were made at: another scale on screen forgets them (their patches
   *  still come, into the chunks of their scale). */
  forgetFlats() {
    this.flats.clear();
  }

  /** Forget every patch and preview (the chunks they were for are gone). */
  clear() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.queued = [];
    this.asked.clear();
    this.flats.clear();
  }
}
