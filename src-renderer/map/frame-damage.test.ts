import { describe, expect, it } from 'vitest';
import { FrameDamage } from './frame-damage';

const canvas = { width: 800, height: 600 };
const view = { vx: 10, vy: 20, s: 4, width: 800, height: 600 };

/** Damage with a frame drawn at `view` already. */
function drawnOnce() {
  const damage = new FrameDamage();
  expect(damage.take(canvas, view, false)).toBeNull(); // nothing drawn yet: whole
  damage.drawn(canvas, view, true);
  return damage;
}

describe('the frame damage', () => {
  it('repaints nothing at the same view when nothing changed', () => {
    expect(drawnOnce().take(canvas, view, false)).toEqual([]);
  });

  it('repaints a changed rectangle in device pixels, a pixel wider each side, clipped to the canvas', () => {
    const damage = drawnOnce();
    damage.add({ x0: 1, y0: 1, x1: 2, y1: 2 }, { x0: -10, y0: -10, x1: 0, y1: 0 });
    expect(damage.take(canvas, view, false)).toEqual([{ x0: 13, y0: 23, x1: 19, y1: 29 }, { x0: 0, y0: 0, x1: 11, y1: 21 }]);
    expect(damage.take(canvas, view, false)).toEqual([]);
  });

  it('draws whole when the view moved, on another canvas, after everything changed or when asked', () => {
    const moved = drawnOnce();
    expect(moved.take(canvas, { ...view, vx: 11 }, false)).toBeNull();
    expect(drawnOnce().take({ width: 800, height: 600 }, view, false)).toBeNull();
    const all = drawnOnce();
    all.everything();
    expect(all.take(canvas, view, false)).toBeNull();
    expect(drawnOnce().take(canvas, view, true)).toBeNull();
  });

  it('draws whole when the change covers much of the view or is scattered over many places', () => {
    const big = drawnOnce();
    big.add({ x0: 0, y0: 0, x1: 150, y1: 100 });
    expect(big.take(canvas, view, false)).toBeNull();
    const scattered = drawnOnce();
    for (let i = 0; i < 30; i++) scattered.add({ x0: i * 5, y0: 0, x1: i * 5 + 1, y1: 1 });
    expect(scattered.take(canvas, view, false)).toBeNull();
  });
});
