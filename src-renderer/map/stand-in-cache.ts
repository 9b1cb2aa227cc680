import { makeCanvas } from './chunks';

/** At most this many stand-ins are drawn into canvases of their own in one frame (the rest as before): the frame
 *  after a zoom comes to rest would otherwise pay for a screenful of them at once. */
const KEPT_PER_FRAME = 2;

/**
 * Stand-ins kept while the zoom rests. Until a chunk comes (the worker may take seconds for a screenful on a big
 * map), each frame of a pan stands in for it with the same pixels: the overview's blocks or another scale's chunks,
 * resampled, which costs a frame about twice what copying a chunk does. So each is drawn once, into a canvas the
 * size of its chunk (on the view's colour, when it has one: opaque, as the chunks are), and copied as a chunk is.
 * A stand-in goes when its chunk comes, when it leaves the view, and on any edit (it shows the map as it was).
 */
export class StandInCache {
  private readonly kept = new Map<string, HTMLCanvasElement>();
  /** Stand-ins made in this frame. */
  private made = 0;

  constructor(private readonly background: () => string | null) {}

  /** Bytes of pixels kept (about 4 a pixel). */
  get bytes(): number {
    let sum = 0;
    for (const c of this.kept.values()) sum += c.width * c.height * 4;
    return sum;
  }

  /** A new frame: it may make KEPT_PER_FRAME stand-ins. */
  frame() {
    this.made = 0;
  }

  /**
   * Draw the stand-in of chunk `key` (w × h px) at (x, y): the one kept, or `paint` (which draws it at the origin
   * (ox, oy) of the context it is given) into a new canvas that is kept, or, past this frame's share, `paint` straight
   * on screen. False when it was painted on screen: the caller cleared nothing under it.
   */
  draw(ctx: CanvasRenderingContext2D, key: string, x: number, y: number, w: number, h: number, paint: (c: CanvasRenderingContext2D, ox: number, oy: number) => void): boolean {
    let canvas = this.kept.get(key);
    if (!canvas) {
      if (this.made >= KEPT_PER_FRAME) return false;
      this.made++;
      canvas = makeCanvas(w, h);
      const c = canvas.getContext('2d')!;
      const colour = this.background();
      if (colour) {
        c.fillStyle = colour;
        c.fillRect(0, 0, canvas.width, canvas.height);
      }
      paint(c, 0, 0);
      this.kept.set(key, canvas);
    }
    ctx.drawImage(canvas, x, y);
    return true;
  }

  /** Whether the stand-in of this chunk is kept. */
  has(key: string): boolean {
    return this.kept.has(key);
  }

  /** Forget every stand-in but those of these chunks. */
  keepOnly(keys: Set<string>) {
    for (const key of [...this.kept.keys()]) if (!keys.has(key)) this.kept.delete(key);
  }

  drop(key: string) {
    this.kept.delete(key);
  }

  clear() {
    this.kept.clear();
  }
}
