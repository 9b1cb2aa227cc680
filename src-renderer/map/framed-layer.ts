import Konva from 'konva';
import type { SceneCanvas } from 'konva/lib/Canvas';

/**
 * A layer of the map's own, drawn only by its `LayerFrames` (in a frame, and only when its content changed). Konva
 * also draws a layer by itself: when it is added to the stage, on each resize of the stage (twice: once for the width,
 * once for the height) and when a node on it changes. On the map view each of those drew the terrain (a screenful of
 * chunks) and every other layer, hidden ones included, in the task that caused it, and the frame that followed drew
 * them again. Drawing into another canvas (an export, a cache) is left to Konva.
 */
export class FramedLayer extends Konva.Layer {
  private framing = false;

  /** Draw the layer now: what its frames call. */
  drawFramed() {
    this.framing = true;
    try {
      this.draw();
    } finally {
      this.framing = false;
    }
  }

  override drawScene(can?: SceneCanvas, top?: Konva.Node) {
    if (can || this.framing) return super.drawScene(can, top);
    return this;
  }
}
