import { makeCanvas } from './chunks';
import { meets, type Rect } from './map-rect';

/** A chunk's pixels (a bitmap from the worker, or a canvas once patched or drawn here), its scale and its
 *  rectangle, mm. */
export type ChunkEntry = { image: HTMLCanvasElement | ImageBitmap; bytes: number; scale: number } & Rect;

/**
 * The chunk bitmaps kept, capped by memory (about 4 bytes a pixel): the least recently drawn go first. It counts the
 * chunks of each scale, where a frame looks for stand-ins while its own scale's chunks are still to come.
 */
export class ChunkCache {
  private readonly entries = new Map<string, ChunkEntry>(); // insertion order = least recently used first
  private total = 0;
  /** How many chunks each scale has cached. */
  readonly scales = new Map<number, number>();

  constructor(private readonly maxBytes: number) {}

  get bytes(): number {
    return this.total;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  get(key: string): ChunkEntry | undefined {
    return this.entries.get(key);
  }

  /** The chunk, now the most recently used. */
  use(key: string): ChunkEntry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** Keep a chunk (replacing one under its key); the least recently used go while the cache is over its cap. */
  store(key: string, entry: ChunkEntry) {
    this.drop(key);
    this.entries.set(key, entry);
    this.total += entry.bytes;
    this.scales.set(entry.scale, (this.scales.get(entry.scale) ?? 0) + 1);
    for (const k of this.entries.keys()) {
      if (this.total <= this.maxBytes) break;
      this.drop(k);
    }
  }

  drop(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
    const left = (this.scales.get(entry.scale) ?? 1) - 1;
    if (left > 0) this.scales.set(entry.scale, left);
    else this.scales.delete(entry.scale);
    if ('close' in entry.image) entry.image.close();
  }

  clear() {
    for (const key of [...this.entries.keys()]) this.drop(key);
  }

  /** The chunks of a scale that overlap a rectangle, mm. */
  meeting(r: Rect, scale: number): ChunkEntry[] {
    const out: ChunkEntry[] = [];
    for (const e of this.entries.values()) if (e.scale === scale && meets(e, r)) out.push(e);
    return out;
  }

  /** After an edit: the chunks of `scale` the boxes touch are returned (to be patched), those of other scales that
   *  they touch are dropped (drawn again when next needed). */
  touchedBy(boxes: Rect[], scale: number): ChunkEntry[] {
    const touched: ChunkEntry[] = [];
    for (const [key, entry] of [...this.entries]) {
      if (!boxes.some((b) => meets(b, entry))) continue;
      if (entry.scale === scale) touched.push(entry);
      else this.drop(key);
    }
    return touched;
  }

  /** Copy a patch (whole pixels of the map at its scale, its top left corner at `b`) into each chunk it reaches:
   *  chunks of one scale share that pixel grid, so the patch meets the rest of each without a seam. */
  paste(patch: HTMLCanvasElement | ImageBitmap, w: number, h: number, b: Rect & { scale: number }, targets: ChunkEntry[]) {
    const s = b.scale;
    const gx0 = Math.round(b.x0 * s);
    const gy0 = Math.round(b.y0 * s);
    for (const e of targets) {
      const ctx = writable(e).getContext('2d')!;
      const dx = gx0 - Math.round(e.x0 * s);
      const dy = gy0 - Math.round(e.y0 * s);
      ctx.clearRect(dx, dy, w, h);
      ctx.drawImage(patch, 0, 0, w, h, dx, dy, w, h);
    }
  }
}

/** A chunk's pixels as a canvas that can be drawn on: a bitmap from the worker is copied into one, once. */
export function writable(entry: ChunkEntry): HTMLCanvasElement {
  if (entry.image instanceof HTMLCanvasElement) return entry.image;
  const copy = makeCanvas(entry.image.width, entry.image.height);
  copy.getContext('2d')!.drawImage(entry.image, 0, 0);
  entry.image.close();
  entry.image = copy;
  return copy;
}
