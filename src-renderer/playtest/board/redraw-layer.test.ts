import Konva from 'konva';
import { describe, expect, it } from 'vitest';
import { konvaInNode } from './konva-test-canvas';
import { RedrawLayer } from './redraw-layer';

konvaInNode();

/** A stage with a RedrawLayer and a plain layer, each counting the times its shape is drawn, drawn once. */
function stage() {
  const stage = new Konva.Stage({ width: 200, height: 100 });
  const counted = (layer: Konva.Layer) => {
    const seen = { draws: 0 };
    layer.add(new Konva.Shape({ sceneFunc: (ctx) => void (seen.draws++, ctx._context.fillRect(0, 0, 10, 10)) }));
    stage.add(layer);
    return seen;
  };
  const layer = new RedrawLayer({ listening: false });
  const redraw = counted(layer);
  const plain = counted(new Konva.Layer({ listening: false }));
  stage.draw();
  redraw.draws = 0;
  plain.draws = 0;
  return { stage, layer, redraw, plain };
}

describe('a layer redrawn only when what it shows changed', () => {
  it('keeps its pixels through whole-stage redraws while nothing on it changed (a plain layer is redrawn each time)', () => {
    const { stage: s, redraw, plain } = stage();
    s.draw();
    s.draw();
    expect(plain.draws).toBe(2);
    expect(redraw.draws).toBe(0);
  });

  it('is redrawn by the next stage redraw once a redraw was asked for, or its camera or size changed, and only by that one', () => {
    const { stage: s, layer, redraw } = stage();
    const changes: (() => void)[] = [
      () => layer.batchDraw(),
      () => layer.position({ x: 5, y: 0 }),
      () => layer.scale({ x: 2, y: 2 }),
      () => s.size({ width: 300, height: 100 }),
    ];
    for (const change of changes) {
      change();
      s.draw();
      const after = redraw.draws;
      expect(after).toBeGreaterThan(0);
      s.draw();
      expect(redraw.draws).toBe(after);
      redraw.draws = 0;
    }
  });

  it('draws whenever it is told to draw itself', () => {
    const { layer, redraw } = stage();
    layer.draw();
    layer.draw();
    expect(redraw.draws).toBe(2);
  });

  it('draws into another canvas (an export) whatever its state', () => {
    const { layer, redraw } = stage();
    layer.toCanvas();
    expect(redraw.draws).toBe(1);
  });
});
