import Konva from 'konva';
import type { SceneCanvas } from 'konva/lib/Canvas';

/**
 * A Konva layer that a whole-stage redraw (`stage.draw()`) leaves alone while it already shows what it should: it
 * redraws when asked itself (`draw`, `batchDraw`), or when its canvas size, pixel ratio or transform changed since it
 * was last drawn. Each redraw of a full-window canvas costs a copy of its pixels and an upload to the compositor, so
 * a layer that did not change keeps its pixels.
 */
export class RedrawLayer extends Konva.Layer {
  private stale = true;
  private drawnAs = '';

  override batchDraw() {
    this.stale = true;
    return super.batchDraw();
  }

  override draw() {
    this.stale = true;
    return super.draw();
  }

  override drawScene(can?: SceneCanvas, top?: Konva.Node) {
    // Drawing into another canvas (an export, a cache) always draws.
    if (can) return super.drawScene(can, top);
    const canvas = this.getCanvas();
    const m = this.getAbsoluteTransform().getMatrix();
    const as = `${canvas.width}x${canvas.height}@${canvas.getPixelRatio()}|${m.join(',')}`;
    if (!this.stale && as === this.drawnAs) return this;
    this.stale = false;
    this.drawnAs = as;
    return super.drawScene(can, top);
  }
}
