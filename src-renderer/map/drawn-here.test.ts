import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkCache } from './chunk-cache';
import type { ChunkGrid } from './chunks';
import { DrawnHere } from './drawn-here';
import type { MapScene } from './map-scene';

class FakeCanvas {
  width = 1;
  height = 1;
  readonly calls: unknown[][] = [];
  getContext() {
    return { drawImage: (...a: unknown[]) => this.calls.push(['drawImage', ...a]), clearRect: (...a: unknown[]) => this.calls.push(['clearRect', ...a]) };
  }
}

describe('chunks and patches drawn on the UI thread', () => {
  beforeEach(() => {
    vi.stubGlobal('HTMLCanvasElement', FakeCanvas);
    vi.stubGlobal('document', { createElement: () => new FakeCanvas() });
  });
  afterEach(() => vi.unstubAllGlobals());

  const drawn: number[][] = [];
  const scene = { drawRect: (_ctx: unknown, _o: unknown, x0: number, y0: number, x1: number, y1: number, s: number) => drawn.push([x0, y0, x1, y1, s]) } as unknown as MapScene;

  it('draws a chunk of its grid at its scale and keeps it', () => {
    const cache = new ChunkCache(1e9);
    const grid = { scale: 2, rect: () => ({ x0: 10, y0: 0, x1: 20, y1: 10 }), px: (i: number) => i * 20, py: (j: number) => j * 20 } as unknown as ChunkGrid;
    drawn.length = 0;
    const entry = new DrawnHere(scene, cache).chunk('2/1:0', grid, 1, 0);
    expect(drawn).toEqual([[10, 0, 20, 10, 2]]);
    expect([entry.image.width, entry.image.height]).toEqual([20, 20]);
    expect(cache.get('2/1:0')).toBe(entry);
  });

  it('draws each patch once, only where it reaches a chunk of its scale, and copies it there', () => {
    const cache = new ChunkCache(1e9);
    const chunk = { image: new FakeCanvas() as unknown as HTMLCanvasElement, bytes: 4, scale: 2, x0: 0, y0: 0, x1: 10, y1: 10 };
    cache.store('2/0:0', chunk);
    drawn.length = 0;
    new DrawnHere(scene, cache).patches([{ x0: 2, y0: 2, x1: 4, y1: 4, scale: 2 }, { x0: 50, y0: 50, x1: 52, y1: 52, scale: 2 }], cache.meeting({ x0: 0, y0: 0, x1: 100, y1: 100 }, 2));
    expect(drawn).toEqual([[2, 2, 4, 4, 2]]);
    expect((chunk.image as unknown as FakeCanvas).calls.filter((c) => c[0] === 'drawImage')).toHaveLength(1);
  });
});
