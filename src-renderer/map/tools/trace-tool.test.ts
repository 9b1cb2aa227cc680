import { describe, expect, it } from 'vitest';
import type { Background } from '../../../src-shared/model';
import { calibrate, imagePoint } from './trace-tool';

const bg: Background = { assetId: 'img-1', xMm: 10, yMm: 20, mmPerPx: 2, opacity: 0.5, locked: false, visible: true };

describe('tracing calibration', () => {
  it('scales so the two points are the given number of hexes apart, keeping the first point in place', () => {
    const a = { x: 10, y: 10 };
    const b = { x: 110, y: 10 }; // 100 image px apart
    const result = calibrate(bg, a, b, 5, 19) as Background;
    expect(result.mmPerPx).toBeCloseTo((5 * 19) / 100);
    const before = { x: bg.xMm + a.x * bg.mmPerPx, y: bg.yMm + a.y * bg.mmPerPx };
    const after = { x: result.xMm + a.x * result.mmPerPx, y: result.yMm + a.y * result.mmPerPx };
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
    expect(imagePoint(result, after)).toEqual({ x: 10, y: 10 });
  });

  it('refuses a non-positive distance and points on top of each other', () => {
    expect(calibrate(bg, { x: 0, y: 0 }, { x: 50, y: 0 }, 0, 19)).toBe('the distance must be a positive number of hexes');
    expect(calibrate(bg, { x: 0, y: 0 }, { x: 50, y: 0 }, Number.NaN, 19)).toBe('the distance must be a positive number of hexes');
    expect(calibrate(bg, { x: 0, y: 0 }, { x: 1, y: 0 }, 3, 19)).toBe('the two points are too close together');
  });
});
