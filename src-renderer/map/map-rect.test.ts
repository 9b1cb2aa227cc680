import { describe, expect, it } from 'vitest';
import { boxAround, meets, mergedBoxes, pixelRect } from './map-rect';

describe('map rectangles', () => {
  it('meet when they overlap, not when they only touch', () => {
    expect(meets({ x0: 0, y0: 0, x1: 2, y1: 2 }, { x0: 1, y0: 1, x1: 3, y1: 3 })).toBe(true);
    expect(meets({ x0: 0, y0: 0, x1: 2, y1: 2 }, { x0: 2, y0: 0, x1: 3, y1: 2 })).toBe(false);
  });

  it('grow to whole pixels of the map at a scale', () => {
    expect(pixelRect({ x0: 1.1, y0: 0.3, x1: 2.6, y1: 1.9 }, 2)).toEqual({ x0: 1, y0: 0, x1: 3, y1: 2 });
    expect(boxAround(5, 6, 1)).toEqual({ x0: 4, y0: 5, x1: 6, y1: 7 });
  });

  it('merge boxes that overlap a lot into their bounding box, and leave scattered ones as they are', () => {
    const line = [boxAround(0, 0, 2), boxAround(1, 0, 2), boxAround(2, 0, 2)];
    expect(mergedBoxes(line)).toEqual([{ x0: -2, y0: -2, x1: 4, y1: 2 }]);
    const far = [boxAround(0, 0, 1), boxAround(50, 50, 1)];
    expect(mergedBoxes(far)).toBe(far);
  });
});
