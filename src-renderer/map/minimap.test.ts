import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Minimap, MINIMAP_EVERY_MS } from './minimap';

describe('the minimap', () => {
  let frames: (() => void)[] = [];
  let draws = 0;
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    draws = 0;
    vi.stubGlobal('requestAnimationFrame', (f: () => void) => frames.push(f));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function minimap() {
    const ctx = { clearRect: () => draws++, drawImage: () => undefined, strokeRect: () => undefined } as unknown as CanvasRenderingContext2D;
    const canvas = { width: 180, height: 140, getContext: () => ctx, addEventListener: () => undefined, removeEventListener: () => undefined } as unknown as HTMLCanvasElement;
    return new Minimap(canvas, {
      overview: () => canvas,
      mapMm: () => ({ width: 360, height: 280 }),
      view: () => ({ camera: { x: 0, y: 0, zoom: 1 }, width: 800, height: 600 }),
      centreOn: () => undefined,
    }, () => undefined);
  }
  const nextFrame = async () => {
    await vi.advanceTimersByTimeAsync(0);
    const now = frames;
    frames = [];
    for (const f of now) f();
  };

  it('is redrawn in the next frame after a quiet spell, then at most every MINIMAP_EVERY_MS through a gesture, the last change included', async () => {
    const m = minimap();
    await nextFrame();
    expect(draws).toBe(1);
    await vi.advanceTimersByTimeAsync(MINIMAP_EVERY_MS);
    m.schedule();
    await nextFrame();
    expect(draws).toBe(2);
    // A pan: a change in each of many frames.
    for (let i = 0; i < 10; i++) {
      m.schedule();
      await vi.advanceTimersByTimeAsync(16);
      await nextFrame();
    }
    expect(draws).toBe(2);
    await vi.advanceTimersByTimeAsync(MINIMAP_EVERY_MS);
    await nextFrame();
    expect(draws).toBe(3);
    // Nothing left to draw.
    await vi.advanceTimersByTimeAsync(MINIMAP_EVERY_MS);
    await nextFrame();
    expect(draws).toBe(3);
    m.destroy();
  });
});
