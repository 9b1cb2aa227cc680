import type { FramedLayer } from './framed-layer';

/** A layer as its frames use it (a FramedLayer). */
export type FrameLayer = Pick<FramedLayer, 'getCanvas' | 'drawFramed'>;

/** When a layer shows: `before` decides before it is drawn (a layer with nothing to show is not drawn at all);
 *  `after` is asked once it is drawn (its drawing says whether anything is left on it). */
export type LayerShows = { before?: () => boolean; after?: () => boolean };

/**
 * The frames of the map's layers: a layer is drawn in the next frame only when asked (its content changed), and a
 * layer with nothing to show is hidden instead, since on a software compositor every canvas on screen costs a blend
 * of the whole view in each frame that moves it, drawn on or not.
 */
export class LayerFrames {
  private readonly dirty = new Set<FrameLayer>();
  private asked = false;
  private stopped = false;

  constructor(private readonly shows: (layer: FrameLayer) => LayerShows) {}

  /** Ask for layers to be drawn in the next frame. */
  redraw(...layers: FrameLayer[]) {
    for (const layer of layers) this.dirty.add(layer);
    if (this.asked) return;
    this.asked = true;
    // Asked for once the task is done, and only if nothing drew the layers meanwhile (flush): asking wakes the
    // compositor, which would take the core from the work still to do in this task.
    queueMicrotask(() => {
      if (!this.dirty.size || this.stopped) {
        this.asked = false;
        return;
      }
      requestAnimationFrame(() => {
        this.asked = false;
        this.flush();
      });
    });
  }

  /** Draw the layers asked for, now. */
  flush() {
    if (this.stopped) return;
    const layers = [...this.dirty];
    this.dirty.clear();
    for (const layer of layers) {
      const style = layer.getCanvas()._canvas.style;
      const rule = this.shows(layer);
      if (rule.before && !rule.before()) {
        style.display = 'none';
        continue;
      }
      if (!rule.after) style.display = 'block';
      layer.drawFramed();
      if (rule.after) style.display = rule.after() ? 'block' : 'none';
    }
  }

  /** No frame is drawn any more (the view is gone). */
  stop() {
    this.stopped = true;
  }
}
