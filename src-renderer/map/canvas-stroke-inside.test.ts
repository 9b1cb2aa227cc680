import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DrawContext } from '../../src-shared/map-art';
import { canvasStrokeInside } from './canvas-stroke-inside';

type Call = { on: string; name: string; args: unknown[]; state: Record<string, unknown> };

/** A 2D context that records each call with the state it was made in (composite operation, alpha, style, width). */
function recorder(on: string, canvas: { width: number; height: number }, calls: Call[]) {
  const state: Record<string, unknown> = { globalCompositeOperation: 'source-over', globalAlpha: 1, strokeStyle: '#000', lineWidth: 1, transform: [1, 0, 0, 1, 0, 0] };
  return new Proxy(state, {
    get(target, prop) {
      if (prop === 'canvas') return canvas;
      if (prop === 'getTransform') return () => ({ a: 2, b: 0, c: 0, d: 2, e: -10, f: -20 });
      if (typeof prop === 'string' && prop in target) return target[prop];
      return (...args: unknown[]) => calls.push({ on, name: String(prop), args, state: { ...target } });
    },
    set(target, prop, value) {
      target[prop as string] = value;
      return true;
    },
  });
}

const made: { width: number; height: number }[] = [];
const calls: Call[] = [];

class FakeOffscreenCanvas {
  private readonly ctx: unknown;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    made.push({ width, height });
    this.ctx = recorder(`scratch${made.length}`, this, calls);
  }
  getContext() {
    return this.ctx;
  }
}

const STROKES = [{ colour: '#aaa', width: 3, alpha: 0.5 }, { colour: '#fff', width: 1, alpha: 1 }];

afterEach(() => {
  vi.unstubAllGlobals();
  made.length = 0;
  calls.length = 0;
});

describe('strokes kept inside an area on a canvas', () => {
  it('are stroked on a scratch canvas, masked by the area and copied onto the target in one piece', () => {
    vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
    const strokeInside = canvasStrokeInside();
    const target = recorder('target', { width: 300, height: 200 }, calls);
    strokeInside(target as unknown as DrawContext, (c) => c.rect(0, 0, 5, 5), (c) => {
      c.moveTo(0, 0);
      c.lineTo(5, 0);
      return 1;
    }, STROKES);
    const scratch = calls.filter((c) => c.on === 'scratch1');
    // The scratch is cleared where it is used, set to the target's transform, and the line is stroked in turn.
    expect(scratch.find((c) => c.name === 'clearRect')?.args).toEqual([0, 0, 300, 200]);
    const strokes = scratch.filter((c) => c.name === 'stroke');
    expect(strokes.map((c) => [c.state.strokeStyle, c.state.lineWidth, c.state.globalAlpha, c.state.globalCompositeOperation])).toEqual([['#aaa', 3, 0.5, 'source-over'], ['#fff', 1, 1, 'source-over']]);
    // Then the area is filled "destination-in", which keeps the strokes only inside it.
    const fill = scratch.find((c) => c.name === 'fill')!;
    expect(scratch.indexOf(fill)).toBeGreaterThan(scratch.indexOf(strokes[1]));
    expect(fill.state.globalCompositeOperation).toBe('destination-in');
    expect(fill.state.globalAlpha).toBe(1);
    expect(scratch.some((c) => c.name === 'rect')).toBe(true);
    // The target gets the scratch, pixel for pixel, opaque, and nothing else.
    const drawn = calls.filter((c) => c.on === 'target' && !['save', 'restore', 'setTransform'].includes(c.name));
    expect(drawn.map((c) => c.name)).toEqual(['drawImage']);
    expect(drawn[0].args.slice(1)).toEqual([0, 0, 300, 200, 0, 0, 300, 200]);
    expect(drawn[0].state.globalAlpha).toBe(1);
    expect(calls.filter((c) => c.on === 'target' && c.name === 'setTransform').at(0)?.args).toEqual([1, 0, 0, 1, 0, 0]);
  });

  it('draws nothing where there is no line, and keeps its scratch canvas, made larger only when needed', () => {
    vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
    const strokeInside = canvasStrokeInside();
    const small = recorder('small', { width: 100, height: 100 }, calls);
    strokeInside(small as unknown as DrawContext, () => undefined, () => 0, STROKES);
    expect(calls.filter((c) => c.on === 'small' && c.name === 'drawImage')).toHaveLength(0);
    strokeInside(small as unknown as DrawContext, () => undefined, () => 1, STROKES);
    strokeInside(recorder('wide', { width: 300, height: 50 }, calls) as unknown as DrawContext, () => undefined, () => 1, STROKES);
    expect(made).toEqual([{ width: 100, height: 100 }, { width: 300, height: 100 }]);
  });
});
