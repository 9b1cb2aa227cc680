import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StandInCache } from './stand-in-cache';

type Call = { name: string; args: unknown[] };

/** A canvas whose context records the calls made on it. */
function fakeCanvas(width = 1, height = 1) {
  const calls: Call[] = [];
  const canvas = { width, height, calls, getContext: () => ctx };
  const ctx = new Proxy({ canvas } as Record<string | symbol, unknown>, {
    get: (t, p) => (p in t ? t[p] : (...args: unknown[]) => calls.push({ name: String(p), args })),
    set: (t, p, v) => ((t[p] = v), true),
  });
  return canvas;
}

describe('stand-ins kept while the zoom rests', () => {
  const made: ReturnType<typeof fakeCanvas>[] = [];
  /** Idle spells asked for, each given `left` ms. */
  let idle: ((d: IdleDeadline) => void)[] = [];
  let left = 10;
  beforeEach(() => {
    made.length = 0;
    idle = [];
    vi.stubGlobal('document', { createElement: () => (made.push(fakeCanvas()), made[made.length - 1]) });
    vi.stubGlobal('requestIdleCallback', (f: (d: IdleDeadline) => void) => idle.push(f));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
  });
  afterEach(() => vi.unstubAllGlobals());
  const idleSpell = () => {
    const now = idle;
    idle = [];
    for (const f of now) f({ didTimeout: false, timeRemaining: () => left });
  };

  it('are made when the page is idle, never in a frame, and copied one to one in the frames after', () => {
    const cache = new StandInCache(() => null);
    const screen = fakeCanvas(800, 600);
    const ctx = screen.getContext() as unknown as CanvasRenderingContext2D;
    const painted: string[] = [];
    const paint = (key: string) => (_c: CanvasRenderingContext2D, ox: number, oy: number) => painted.push(`${key}@${ox},${oy}`);
    cache.frame();
    expect(['a', 'b'].map((k, n) => cache.draw(ctx, k, n * 100, 0, 100, 80, paint(k)))).toEqual([false, false]);
    // The frame painted them itself; nothing was made in it.
    expect(painted).toEqual([]);
    expect(made).toHaveLength(0);
    idleSpell();
    expect(painted).toEqual(['a@0,0', 'b@0,0']);
    expect(made.map((c) => [c.width, c.height])).toEqual([[100, 80], [100, 80]]);
    cache.frame();
    expect(['a', 'b'].map((k, n) => cache.draw(ctx, k, n * 100 + 7, 3, 100, 80, paint(k)))).toEqual([true, true]);
    expect(screen.calls.filter((c) => c.name === 'drawImage').map((c) => c.args.slice(1))).toEqual([[0, 0, 100, 80, 7, 3, 100, 80], [0, 0, 100, 80, 107, 3, 100, 80]]);
    expect(painted).toHaveLength(2);
    expect(cache.bytes).toBe(2 * 100 * 80 * 4);
  });

  it('make one at least in each idle spell, more while it lasts', () => {
    const cache = new StandInCache(() => null);
    const ctx = fakeCanvas(800, 600).getContext() as unknown as CanvasRenderingContext2D;
    cache.frame();
    for (const k of ['a', 'b', 'c']) cache.draw(ctx, k, 0, 0, 50, 50, () => undefined);
    left = 1;
    idleSpell();
    expect(['a', 'b', 'c'].filter((k) => cache.has(k))).toEqual(['a']);
    idleSpell();
    expect(['a', 'b', 'c'].filter((k) => cache.has(k))).toEqual(['a', 'b']);
    left = 10;
    idleSpell();
    expect(['a', 'b', 'c'].filter((k) => cache.has(k))).toEqual(['a', 'b', 'c']);
  });

  it('are opaque on the view colour, go when dropped, out of view or cleared, and leave their canvases for the next', () => {
    const cache = new StandInCache(() => 'rgb(1, 2, 3)');
    const ctx = fakeCanvas(800, 600).getContext() as unknown as CanvasRenderingContext2D;
    left = 10;
    cache.frame();
    cache.draw(ctx, 'a', 0, 0, 50, 50, () => undefined);
    cache.draw(ctx, 'b', 0, 0, 50, 50, () => undefined);
    idleSpell();
    expect(made[0].calls.map((c) => c.name)).toEqual(['clearRect', 'fillRect']);
    expect(made[0].calls[1].args).toEqual([0, 0, 50, 50]);
    cache.drop('a');
    expect(cache.has('a')).toBe(false);
    cache.keepOnly(new Set(['x']));
    expect(cache.has('b')).toBe(false);
    // Their canvases serve the next stand-ins: none is made anew.
    cache.frame();
    cache.draw(ctx, 'c', 0, 0, 48, 50, () => undefined);
    idleSpell();
    expect(made).toHaveLength(2);
    expect(cache.has('c')).toBe(true);
    cache.clear();
    expect(cache.has('c')).toBe(false);
    expect(cache.bytes).toBeGreaterThan(0);
    // A complete view lets the pool go too.
    cache.release();
    expect(cache.bytes).toBe(0);
  });
});
