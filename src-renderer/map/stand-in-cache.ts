import { makeCanvas } from './chunks';

/** Canvases of stand-ins gone, kept for the next ones while some are still wanted (a new canvas costs a few
 *  milliseconds); a complete view lets them go (`release`). */
const POOL_SIZE = 12;
/** Idle time left below which no more stand-ins are made until the next idle spell, ms. */
const IDLE_FLOOR_MS = 3;

type Paint = (c: CanvasRenderingContext2D, ox: number, oy: number) => void;
type Kept = { canvas: HTMLCanvasElement; w: number; h: number };

/**
 * Stand-ins kept while the zoom rests. Until a chunk comes (the worker may take seconds for a screenful on a big
 * map), each frame of a pan stands in for it with the same pixels: the overview's blocks or another scale's chunks,
 * resampled, which costs a frame more than copying a chunk. So, between frames, when the page is idle, each is drawn
 * once into a canvas the size of its chunk (on the view's colour, when it has one: opaque, as the chunks are), and
 * the frames that follow copy it as they copy a chunk: the same pixels, since chunks sit on whole pixels. No frame
 * makes one (a new canvas costs more than the frame saves). A stand-in goes when its chunk comes, when it leaves the
 * view, and on any edit (it shows the map as it was).
 */
export class StandInCache {
  private readonly kept = new Map<string, Kept>();
  private readonly pool: HTMLCanvasElement[] = [];
  /** The stand-ins the last frame drew on screen, to be made when the page is idle. */
  private wanted = new Map<string, { w: number; h: number; paint: Paint }>();
  /** Cancels the idle callback asked for (null: none). */
  private idle: (() => void) | null = null;

  constructor(private readonly background: () => string | null) {}

  /** Bytes of pixels kept, pool included (about 4 a pixel). */
  get bytes(): number {
    let sum = 0;
    for (const { canvas } of this.kept.values()) sum += canvas.width * canvas.height * 4;
    for (const canvas of this.pool) sum += canvas.width * canvas.height * 4;
    return sum;
  }

  /** A new frame: the stand-ins it paints itself are the ones to make next. */
  frame() {
    this.wanted = new Map();
  }

  /**
   * Draw the stand-in of chunk `key` (w × h px) at (x, y) if it is kept (true); else false, and `paint` (which draws
   * it at the origin (ox, oy) of the context it is given) is to draw it once the page is idle.
   */
  draw(ctx: CanvasRenderingContext2D, key: string, x: number, y: number, w: number, h: number, paint: Paint): boolean {
    const kept = this.kept.get(key);
    if (kept && kept.w === w && kept.h === h) {
      ctx.drawImage(kept.canvas, 0, 0, w, h, x, y, w, h);
      return true;
    }
    this.wanted.set(key, { w, h, paint });
    this.whenIdle();
    return false;
  }

  private whenIdle() {
    if (this.idle !== null) return;
    const run = (deadline: IdleDeadline) => {
      this.idle = null;
      this.make(deadline);
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run);
      this.idle = () => cancelIdleCallback(id);
    } else {
      // Without idle callbacks: one stand-in a task.
      const id = setTimeout(() => run({ didTimeout: false, timeRemaining: () => 0 }), 0);
      this.idle = () => clearTimeout(id);
    }
  }

  /** Make the stand-ins wanted while the idle spell lasts (at least one). */
  private make(deadline: IdleDeadline) {
    for (const [key, { w, h, paint }] of this.wanted) {
      this.wanted.delete(key);
      const canvas = this.canvasOf(w, h);
      const c = canvas.getContext('2d')!;
      const colour = this.background();
      c.clearRect(0, 0, w, h);
      if (colour) {
        c.fillStyle = colour;
        c.fillRect(0, 0, w, h);
      }
      paint(c, 0, 0);
      this.drop(key);
      this.kept.set(key, { canvas, w, h });
      if (deadline.timeRemaining() < IDLE_FLOOR_MS) break;
    }
    if (this.wanted.size) this.whenIdle();
  }

  private canvasOf(w: number, h: number): HTMLCanvasElement {
    const at = this.pool.findIndex((c) => c.width >= w && c.height >= h);
    return at >= 0 ? this.pool.splice(at, 1)[0] : makeCanvas(w, h);
  }

  /** Whether the stand-in of this chunk is kept. */
  has(key: string): boolean {
    return this.kept.has(key);
  }

  /** Forget every stand-in but those of these chunks. */
  keepOnly(keys: Set<string>) {
    for (const key of [...this.kept.keys()]) if (!keys.has(key)) this.drop(key);
  }

  drop(key: string) {
    const kept = this.kept.get(key);
    if (!kept) return;
    this.kept.delete(key);
    if (this.pool.length < POOL_SIZE) this.pool.push(kept.canvas);
  }

  /** The view is complete: no stand-in is shown, and the pool's canvases go too. */
  release() {
    this.clear();
    this.pool.length = 0;
  }

  /** Forget every stand-in, and those still to make (the pool stays). */
  clear() {
    for (const key of [...this.kept.keys()]) this.drop(key);
    this.wanted.clear();
  }

  /** Forget everything, the pool too (the view is gone). */
  dispose() {
    this.clear();
    this.pool.length = 0;
    this.idle?.();
    this.idle = null;
  }
}
