import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkCache, writable, type ChunkEntry } from './chunk-cache';

class FakeCanvas {
  width = 1;
  height = 1;
  readonly drawn: unknown[][] = [];
  getContext() {
    return { drawImage: (...args: unknown[]) => this.drawn.push(['drawImage', ...args]), clearRect: (...args: unknown[]) => this.drawn.push(['clearRect', ...args]) };
  }
}

/** A bitmap from the worker, w × h pixels, that says when it is closed. */
function bitmap(w: number, h: number) {
  return { width: w, height: h, closed: false, close() { this.closed = true; } };
}

function entry(scale: number, x0: number, y0: number, w = 10, h = 10): ChunkEntry {
  const image = bitmap(w * scale, h * scale) as unknown as ImageBitmap;
  return { image, bytes: image.width * image.height * 4, scale, x0, y0, x1: x0 + w, y1: y0 + h };
}

describe('the chunk cache', () => {
  beforeEach(() => {
    vi.stubGlobal('HTMLCanvasElement', FakeCanvas);
    vi.stubGlobal('document', { createElement: () => new FakeCanvas() });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lets the least recently drawn chunks go when over its memory cap, and closes their bitmaps', () => {
    const chunk = entry(1, 0, 0);
    const cache = new ChunkCache(chunk.bytes * 2);
    cache.store('a', chunk);
    cache.store('b', entry(1, 10, 0));
    cache.use('a');
    cache.store('c', entry(1, 20, 0));
    expect(cache.has('a')).toBe(true);
    expect(cache.has('b')).toBe(false);
    expect(cache.has('c')).toBe(true);
    expect(cache.bytes).toBe(chunk.bytes * 2);
    cache.clear();
    expect(cache.bytes).toBe(0);
    expect((chunk.image as unknown as { closed: boolean }).closed).toBe(true);
  });

  it('counts the chunks of each scale, for the stand-ins', () => {
    const cache = new ChunkCache(1e9);
    cache.store('1/a', entry(1, 0, 0));
    cache.store('1/b', entry(1, 10, 0));
    cache.store('2/a', entry(2, 0, 0));
    expect(cache.scales.get(1)).toBe(2);
    cache.store('1/a', entry(1, 0, 0)); // replaced, not added
    expect(cache.scales.get(1)).toBe(2);
    cache.drop('2/a');
    expect(cache.scales.has(2)).toBe(false);
  });

  it('after an edit keeps the touched chunks of the scale on screen and drops those of other scales', () => {
    const cache = new ChunkCache(1e9);
    cache.store('1/a', entry(1, 0, 0));
    cache.store('1/far', entry(1, 50, 50));
    cache.store('2/a', entry(2, 0, 0));
    const touched = cache.touchedBy([{ x0: 4, y0: 4, x1: 6, y1: 6 }], 1);
    expect(touched).toEqual([cache.get('1/a')]);
    expect(cache.has('2/a')).toBe(false);
    expect(cache.has('1/far')).toBe(true);
  });

  it('pastes a patch at its place in each chunk it reaches, on the shared pixel grid', () => {
    const cache = new ChunkCache(1e9);
    const left = entry(2, 0, 0);
    const right = entry(2, 10, 0);
    cache.store('l', left);
    cache.store('r', right);
    // A patch of whole pixels at 2 px per mm from (8, 2) mm, 6 × 4 px: across the edge between the two chunks.
    const patch = bitmap(6, 4) as unknown as ImageBitmap;
    const b = { x0: 8, y0: 2, x1: 11, y1: 4, scale: 2 };
    cache.paste(patch, 6, 4, b, cache.meeting(b, 2));
    const l = left.image as unknown as FakeCanvas;
    const r = right.image as unknown as FakeCanvas;
    expect(l.drawn).toContainEqual(['drawImage', patch, 0, 0, 6, 4, 16, 4, 6, 4]);
    expect(r.drawn).toContainEqual(['drawImage', patch, 0, 0, 6, 4, -4, 4, 6, 4]);
  });

  it('makes a bitmap a canvas once, to be patched, and closes the bitmap', () => {
    const e = entry(1, 0, 0);
    const original = e.image as unknown as { closed: boolean };
    const canvas = writable(e);
    expect(original.closed).toBe(true);
    expect(writable(e)).toBe(canvas);
    expect([canvas.width, canvas.height]).toEqual([10, 10]);
  });
});
