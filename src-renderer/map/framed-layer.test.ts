import Konva from 'konva';
import { describe, expect, it } from 'vitest';
import { konvaInNode } from '../playtest/board/konva-test-canvas';
import { FramedLayer } from './framed-layer';

konvaInNode();

/** A FramedLayer on a stage, counting the times its shape is drawn. */
function stage() {
  const stage = new Konva.Stage({ width: 200, height: 100 });
  const layer = new FramedLayer({ listening: false });
  const seen = { draws: 0 };
  layer.add(new Konva.Shape({ sceneFunc: (ctx) => void (seen.draws++, ctx._context.fillRect(0, 0, 10, 10)) }));
  stage.add(layer);
  return { stage, layer, seen };
}

describe('a map layer drawn only by its frames', () => {
  it('is not drawn by Konva when added to the stage, when the stage is resized or redrawn, or when a node on it changes', () => {
    const { stage: s, layer, seen } = stage();
    s.size({ width: 300, height: 150 });
    s.draw();
    layer.draw();
    layer.getChildren()[0].x(5);
    expect(seen.draws).toBe(0);
    expect(layer.getCanvas().width).toBe(300);
  });

  it('is drawn when its frames draw it, each time', () => {
    const { layer, seen } = stage();
    layer.drawFramed();
    layer.drawFramed();
    expect(seen.draws).toBe(2);
    const pixel = layer.getContext()._context.getImageData(5, 5, 1, 1).data;
    expect(pixel[3]).toBe(255);
  });

  it('is drawn into another canvas (an export, a cache) as Konva would', () => {
    const { layer, seen } = stage();
    layer.toCanvas();
    expect(seen.draws).toBe(1);
  });
});
