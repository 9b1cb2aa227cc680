import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChunkJob } from './chunk-protocol';
import { EditPatches, PATCH_QUIET_MS } from './edit-patches';

afterEach(() => {
  vi.useRealTimers();
});

describe('the patches an edit waits for', () => {
  function patches() {
    const sent: ChunkJob[][] = [];
    let serial = 0;
    const p = new EditPatches((jobs) => sent.push(jobs));
    return { p, sent, next: () => ++serial };
  }

  it('are asked of the worker, each on whole pixels of its scale, under keys of their own', () => {
    const { p, sent, next } = patches();
    const keys = p.ask([{ x0: 0, y0: 0, x1: 2.5, y1: 1.5 }, { x0: 10, y0: 10, x1: 12, y1: 12 }], 4, next);
    expect(new Set(keys).size).toBe(2);
    p.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0].map((j) => j.key)).toEqual(keys);
    expect(sent[0][0]).toMatchObject({ x0: 0, y0: 0, x1: 2.5, y1: 1.5, width: 10, height: 6 });
    expect(p.waiting).toBe(2);
    expect(p.ask([], 4, next)).toEqual([]);
    expect(sent).toHaveLength(1);
  });

  it('go to the worker once the edits pause, all of them together, and none that was forgotten', () => {
    vi.useFakeTimers();
    const { p, sent, next } = patches();
    const first = p.ask([{ x0: 0, y0: 0, x1: 1, y1: 1 }], 4, next);
    vi.advanceTimersByTime(PATCH_QUIET_MS - 1);
    const second = p.ask([{ x0: 2, y0: 0, x1: 3, y1: 1 }], 4, next);
    vi.advanceTimersByTime(PATCH_QUIET_MS - 1);
    expect(sent).toHaveLength(0);
    expect(p.waiting).toBe(2);
    vi.advanceTimersByTime(1);
    expect(sent.map((jobs) => jobs.map((j) => j.key))).toEqual([[...first, ...second]]);
    p.ask([{ x0: 4, y0: 0, x1: 5, y1: 1 }], 4, next);
    p.clear();
    vi.advanceTimersByTime(PATCH_QUIET_MS);
    expect(sent).toHaveLength(1);
  });

  it('are forgotten when the chunks they were for are gone', () => {
    const { p, next } = patches();
    const [key] = p.ask([{ x0: 0, y0: 0, x1: 1, y1: 1 }], 4, next);
    p.clear();
    expect(p.waiting).toBe(0);
    expect(p.take(key)).toBeUndefined();
  });

  it('free a hex shown in flat colour when the last patch it waits for has come', () => {
    const { p, next } = patches();
    const keys = p.ask([{ x0: 0, y0: 0, x1: 1, y1: 1 }, { x0: 5, y0: 5, x1: 6, y1: 6 }], 4, next);
    p.showFlat([{ col: 1, row: 2, terrain: 'ocean' }], keys);
    expect(p.take(keys[0])).toMatchObject({ scale: 4 });
    expect(p.done(keys[0])).toEqual([]);
    expect(p.take('patch:nothing')).toBeUndefined();
    p.take(keys[1]);
    expect(p.done(keys[1])).toMatchObject([{ col: 1, row: 2 }]);
    expect(p.waiting).toBe(0);
  });

  it('draw the waiting hexes as filled polygons in their terrain colour', () => {
    const { p, next } = patches();
    p.showFlat([{ col: 0, row: 0, terrain: 'ocean' }], p.ask([{ x0: 0, y0: 0, x1: 1, y1: 1 }], 4, next));
    const calls: string[] = [];
    const ctx = new Proxy({} as Record<string, unknown>, {
      get: (_t, prop) => (...args: unknown[]) => calls.push(`${String(prop)}${prop === 'setTransform' ? args.join(',') : ''}`),
      set: (_t, prop, value) => (calls.push(`${String(prop)}=${String(value)}`), true),
    }) as unknown as CanvasRenderingContext2D;
    const lattice = { centreX: () => 5, centreY: () => 5, cornerX: [1, 1, 0, -1, -1, 0], cornerY: [0, 1, 1, 0, -1, -1] };
    p.drawFlats(ctx, lattice as never, (t) => (t === 'ocean' ? '#0000ff' : '#000000'), 10, 20, 4);
    expect(calls).toContain('setTransform4,0,0,4,10,20');
    expect(calls.filter((c) => c === 'lineTo')).toHaveLength(6);
    expect(calls).toContain('fillStyle=#0000ff');
    expect(calls).toContain('fill');
    p.forgetFlats();
    calls.length = 0;
    p.drawFlats(ctx, lattice as never, () => '#000000', 10, 20, 4);
    expect(calls).toEqual([]);
  });
});
