import { PX_PER_MM, type Camera } from './camera';

/** The minimap is redrawn at most this often: during a pan, a zoom or a stroke, its canvas would otherwise be drawn,
 *  handed to the compositor and blended in every frame of the gesture, beside the map's. */
export const MINIMAP_EVERY_MS = 200;

export type MinimapSource = {
  /** The whole map, coarse, drawn at k pixels per mm. */
  overview(k: number): HTMLCanvasElement;
  mapMm(): { width: number; height: number };
  view(): { camera: Camera; width: number; height: number };
  /** Centre the view on this map point (mm). */
  centreOn(mm: { x: number; y: number }): void;
};

/** The whole map in a small canvas, with the view's rectangle; a press there recentres the view and a drag keeps
 *  moving it (saying so in the status bar, since no map tool acts there). While a stroke is painted on the map the
 *  minimap fades and lets the pointer through, so the hexes under it show as they are painted.
 *  Redrawn at most every MINIMAP_EVERY_MS (the last change is always drawn), from the painter's overview blocked in at
 *  the minimap's scale. */
export class Minimap {
  private pending = false;
  private lastDrawn = -Infinity;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly listeners: [string, (e: PointerEvent) => void][];

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly source: MinimapSource,
    report: (message: string) => void,
  ) {
    let dragging: number | null = null;
    const centre = (e: PointerEvent) => {
      const box = canvas.getBoundingClientRect();
      const k = this.scale();
      source.centreOn({ x: (e.clientX - box.left) / k, y: (e.clientY - box.top) / k });
    };
    this.listeners = [
      [
        'pointerdown',
        (e) => {
          if (e.button !== 0) return;
          dragging = e.pointerId;
          canvas.setPointerCapture(e.pointerId);
          centre(e);
          report('Minimap: moving the view (the map tools work on the map itself)');
        },
      ],
      ['pointermove', (e) => dragging === e.pointerId && centre(e)],
      ['pointerup', (e) => dragging === e.pointerId && (dragging = null)],
      ['pointercancel', () => (dragging = null)],
    ];
    for (const [type, listener] of this.listeners) canvas.addEventListener(type as 'pointerdown', listener);
    this.schedule();
  }

  /** A stroke is being painted on the map (or has ended). */
  setStroking(on: boolean) {
    this.canvas.toggleAttribute('data-stroking', on);
  }

  private scale() {
    const { width, height } = this.source.mapMm();
    return Math.min(this.canvas.width / width, this.canvas.height / height);
  }

  schedule() {
    if (this.pending) return;
    this.pending = true;
    // Asked for once the task that changed the map is done (asking wakes the compositor), and not sooner than
    // MINIMAP_EVERY_MS after the last drawing.
    const ask = () => {
      this.timer = null;
      requestAnimationFrame(() => {
        this.pending = false;
        this.lastDrawn = performance.now();
        this.draw();
      });
    };
    const wait = this.lastDrawn + MINIMAP_EVERY_MS - performance.now();
    if (wait > 0) this.timer = setTimeout(ask, wait);
    else queueMicrotask(ask);
  }

  private draw() {
    const ctx = this.canvas.getContext('2d')!;
    const k = this.scale();
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    ctx.drawImage(this.source.overview(k), 0, 0);
    const { camera, width: vw, height: vh } = this.source.view();
    const scale = camera.zoom * PX_PER_MM;
    ctx.strokeStyle = '#d0202a';
    ctx.lineWidth = 1.5;
    ctx.strokeRect((-camera.x / scale) * k, (-camera.y / scale) * k, (vw / scale) * k, (vh / scale) * k);
  }

  destroy() {
    if (this.timer !== null) clearTimeout(this.timer);
    for (const [type, listener] of this.listeners) this.canvas.removeEventListener(type as 'pointerdown', listener);
  }
}
