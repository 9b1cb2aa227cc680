import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LayerFrames, type FrameLayer, type LayerShows } from './layer-frames';

/** A layer as the frames see it: its canvas's style, and how often it was drawn. */
function layer() {
  const style = { display: '' };
  const l = { draws: 0, style, getCanvas: () => ({ _canvas: { style } }), drawFramed() { this.draws++; } };
  return l as typeof l & FrameLayer;
}

describe('the frames of the map layers', () => {
  let frames: (() => void)[] = [];
  beforeEach(() => {
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (f: () => void) => frames.push(f));
  });
  afterEach(() => vi.unstubAllGlobals());
  const tasksEnd = () => new Promise((r) => setTimeout(r, 0));

  it('draw a layer asked for in the next frame, once however often it was asked', async () => {
    const a = layer();
    const f = new LayerFrames(() => ({}));
    f.redraw(a);
    f.redraw(a);
    await tasksEnd();
    expect(frames).toHaveLength(1);
    frames[0]();
    expect(a.draws).toBe(1);
    expect(a.style.display).toBe('block');
  });

  it('ask for no frame when the layers were drawn before the task ended', async () => {
    const a = layer();
    const f = new LayerFrames(() => ({}));
    f.redraw(a);
    f.flush();
    await tasksEnd();
    expect(frames).toHaveLength(0);
    expect(a.draws).toBe(1);
  });

  it('hide a layer with nothing to show instead of drawing it, and one whose drawing left nothing', () => {
    const empty = layer();
    const preview = layer();
    let drew = false;
    const rules = new Map<FrameLayer, LayerShows>([[empty, { before: () => false }], [preview, { after: () => drew }]]);
    const f = new LayerFrames((l) => rules.get(l) ?? {});
    f.redraw(empty, preview);
    f.flush();
    expect(empty.draws).toBe(0);
    expect(empty.style.display).toBe('none');
    expect(preview.draws).toBe(1);
    expect(preview.style.display).toBe('none');
    drew = true;
    f.redraw(preview);
    f.flush();
    expect(preview.style.display).toBe('block');
  });

  it('draw nothing once stopped', async () => {
    const a = layer();
    const f = new LayerFrames(() => ({}));
    f.stop();
    f.redraw(a);
    f.flush();
    await tasksEnd();
    expect(frames).toHaveLength(0);
    expect(a.draws).toBe(0);
  });
});
