import { describe, expect, it } from 'vitest';
import { chunkGrid } from './chunks';

type SceneLike = Parameters<typeof chunkGrid>[0];
const scene = (stepX: number, stepY: number, width: number, height: number) => ({ model: { lattice: { stepX, stepY } }, mapMm: { width, height } }) as unknown as SceneLike;

describe('chunk grids', () => {
  for (const scale of [0.37, 1, Math.SQRT2, 3.7795275590551185, 7.3, 12.9]) {
    it(`cut the map at ${scale} px/mm along whole pixels, every pixel in exactly one chunk`, () => {
      const g = chunkGrid(scene(14.25, 16.45, 3000, 3300), scale);
      for (let i = 0; i < g.cols; i++) {
        expect(Number.isInteger(g.px(i))).toBe(true);
        expect(g.px(i + 1)).toBeGreaterThan(g.px(i));
        const r = g.rect(i, 0);
        // The chunk's rectangle begins and ends on the pixels its bitmap holds.
        expect(r.x0 * scale).toBeCloseTo(g.px(i), 6);
        expect(r.x1 * scale).toBeCloseTo(g.px(i + 1), 6);
        if (i > 0) expect(g.rect(i - 1, 0).x1).toBe(r.x0);
      }
      for (let j = 1; j < g.rows; j++) expect(g.rect(0, j - 1).y1).toBe(g.rect(0, j).y0);
      expect(g.px(g.cols) / scale).toBeGreaterThanOrEqual(3000 - 1 / scale);
      // Chunks are squares of n × n hexes, n a power of two, a few hundred pixels to a thousand or so across.
      expect(Math.log2(g.n) % 1).toBe(0);
      expect(g.px(1) - g.px(0)).toBeLessThan(2200);
    });
  }

  it('find the chunks under a rectangle, and keys tell scales apart', () => {
    const g = chunkGrid(scene(10, 10, 1000, 1000), 2);
    const w = g.width;
    expect(g.covering({ x0: 0, y0: 0, x1: w / 2, y1: w / 2 })).toEqual([[0, 0]]);
    expect(g.covering({ x0: w - 1, y0: 0, x1: w + 1, y1: 1 })).toEqual([[0, 0], [1, 0]]);
    expect(g.covering({ x0: -50, y0: -50, x1: -1, y1: -1 })).toEqual([]);
    expect(g.key(1, 2)).not.toBe(chunkGrid(scene(10, 10, 1000, 1000), 2.5).key(1, 2));
  });
});
