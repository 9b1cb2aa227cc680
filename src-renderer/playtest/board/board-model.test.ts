import { describe, expect, it } from 'vitest';
import { counterSizeFor } from './board-model';
import { bitmapSize } from './counter-images';
import { stackOffsets } from './counter-painter';

describe('the board at the map’s scale', () => {
  it('uses the biggest standard counter that sits inside a hex (1/2", 5/8", 3/4"), smaller only for small hexes', () => {
    expect(counterSizeFor(19)).toBe(15.875);
    expect(counterSizeFor(16)).toBe(12.7);
    expect(counterSizeFor(25)).toBe(19.05);
    expect(counterSizeFor(10)).toBe(8);
    for (const hex of [8, 12, 16, 19, 22, 30]) expect(counterSizeFor(hex)).toBeLessThan(hex);
  });

  it('offsets a stack’s counters up and to the left, the top one on the centre, at most four drawn', () => {
    expect(stackOffsets(1, 10)).toEqual([{ x: 0, y: 0 }]);
    const three = stackOffsets(3, 10);
    expect(three.at(-1)).toEqual({ x: 0, y: 0 });
    expect(three[0].x).toBeLessThan(three[1].x);
    expect(stackOffsets(9, 10)).toHaveLength(4);
  });

  it('draws a face from the smallest bitmap at least as big as it shows', () => {
    expect(bitmapSize(10)).toBe(24);
    expect(bitmapSize(48)).toBe(48);
    expect(bitmapSize(49)).toBe(64);
    expect(bitmapSize(5000)).toBe(256);
  });
});
