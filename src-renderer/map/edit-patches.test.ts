import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChunkJob } from './chunk-protocol';
import { EditPatches } from './edit-patches';

describe('the patches an edit waits for', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function patches() {
    const sent: ChunkJob[][] = [];
    let serial = 0;
    const p = new EditPatches((jobs) => sent.push(jobs), 40);
    return { p, sent, next: () => ++serial };
  }

  it('are asked of the worker once the edits rest, all together, each on whole pixels of its scale', () => {
    const { p, sent, next } = patches();
    const a = p.ask([{ x0: 0, y0: 0, x1: 2.5, y1: 1.5 }], 4, next);
    vi.advanceTimersByTime(30);
    const b = p.ask([{ x0: 10, y0: 10, x1: 12, y1: 12 }], 4, next);
    vi.advanceTimersByTime(30);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(10);
    expect(sent).toHaveLength(1);
    expect(sent[0].map((j) => j.key)).toEqual([...a, ...b]);
    expect(sent[0][0]).toMatchObject({ x0: 0, y0: 0, x1: 2.5, y1: 1.5, width: 10, height: 6 });
    expect(p.waiting).toBe(2);
  });

  it('that were dropped before the edits rested are not drawn', () => {
    const { p, sent, next } = patches();
    p.ask([{ x0: 0, y0: 0, x1: 1, y1: 1 }], 4, next);
    p.clear();
    vi.advanceTimersByTime(100);
    expect(sent).toEqual([]);
    expect(p.waiting).toBe(0);
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
