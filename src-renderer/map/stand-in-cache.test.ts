import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StandInCache } from './stand-in-cache';

type Call = { name: string; args: unknown[] };

/** A canvas whose context records the calls made on it. */
function fakeCanvas() {
  const calls: Call[] = [];
  const canvas = { width: 1, height: 1, calls, getContext: () => ctx };
  const ctx = new Proxy({ canvas } as Record<string | symbol, unknown>, {
    get: (t, p) => (p in t ? t[p] : (...args: unknown[]) => calls.push({ name: String(p), args })),
    set: (t, p, v) => ((t[p] = v), true),
  });
  return canvas;
}

describe('stand-ins kept while the zoom rests', () => {
  const made: ReturnType<typeof fakeCanvas>[] = [];
  beforeEach(() => {
    made.length = 0;
    vi.stubGlobal('document', { createElement: () => (made.push(fakeCanvas()), made[made.length - 1]) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('are drawn once into a canvas of the chunk size and copied in later frames, two new ones a frame', () => {
    const cache = new StandInCache(() => null);
    const screen = fakeCanvas().getContext() as unknown as CanvasRenderingContext2D;
    const painted: string[] = [];
    const paint = (key: string) => (_c: CanvasRenderingContext2D, ox: number, oy: number) => painted.push(`${key}@${ox},${oy}`);
    cache.frame();
    const first = ['a', 'b', 'c'].map((k, n) => cache.draw(screen, k, n * 100, 0, 100, 80, paint(k)));
    expect(first).toEqual([true, true, false]);
    expect(painted).toEqual(['a@0,0', 'b@0,0']);
    expect(made.map((c) => [c.width, c.height])).toEqual([[100, 80], [100, 80]]);
    cache.frame();
    painted.length = 0;
    const second = ['a', 'b', 'c'].map((k, n) => cache.draw(screen, k, n * 100 + 7, 3, 100, 80, paint(k)));
    expect(second).toEqual([true, true, true]);
    // Only the third is painted (into its own canvas); the first two are copied as they were.
    expect(painted).toEqual(['c@0,0']);
    expect(cache.bytes).toBe(3 * 100 * 80 * 4);
  });

  it('are opaque on the view colour, and go when dropped, out of view or cleared', () => {
    const cache = new StandInCache(() => 'rgb(1, 2, 3)');
    const screen = fakeCanvas().getContext() as unknown as CanvasRenderingContext2D;
    cache.frame();
    cache.draw(screen, 'a', 0, 0, 50, 50, () => undefined);
    expect(made[0].calls.map((c) => c.name)).toEqual(['fillRect']);
    expect(made[0].calls[0].args).toEqual([0, 0, 50, 50]);
    cache.draw(screen, 'b', 0, 0, 50, 50, () => undefined);
    cache.drop('a');
    expect(cache.has('a')).toBe(false);
    cache.keepOnly(new Set(['x']));
    expect(cache.has('b')).toBe(false);
    cache.frame();
    cache.draw(screen, 'c', 0, 0, 50, 50, () => undefined);
    cache.clear();
    expect(cache.bytes).toBe(0);
  });
});
