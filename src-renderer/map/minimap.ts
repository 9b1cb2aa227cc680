import { PX_PER_MM, type Camera } from './camera';

export type MinimapSource = {
  overview(): HTMLCanvasElement;
  mapMm(): { width: number; height: number };
  view(): { camera: Camera; width: number; height: number };
  /** Centre the view on this map point (mm). */
  centreOn(mm: { x: number; y: number }): void;
};

/** The whole map in a small canvas, with the view's rectangle; a click there recentres the view.
 *  Redrawn at most once a frame, from the painter's overview bitmap. */
export class Minimap {
  private pending = false;
  private readonly onDown: (e: PointerEvent) => void;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly source: MinimapSource,
  ) {
    this.onDown = (e) => {
      const box = canvas.getBoundingClientRect();
      const k = this.scale();
      source.centreOn({ x: (e.clientX - box.left) / k, y: (e.clientY - box.top) / k });
    };
    canvas.addEventListener('pointerdown', this.onDown);
    this.schedule();
  }

  private scale() {
    const { width, height } = this.source.mapMm();
    return Math.min(this.canvas.width / width, this.canvas.height / height);
  }

  schedule() {
    if (this.pending) return;
    this.pending = true;
    requestAnimationFrame(() => {
      this.pending = false;
      this.draw();
    });
  }

  private draw() {
    const ctx = this.canvas.getContext('2d')!;
    const { width, height } = this.source.mapMm();
    const k = this.scale();
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    ctx.drawImage(this.source.overview(), 0, 0, width * k, height * k);
    const { camera, width: vw, height: vh } = this.source.view();
    const scale = camera.zoom * PX_PER_MM;
    ctx.strokeStyle = '#d0202a';
    ctx.lineWidth = 1.5;
    ctx.strokeRect((-camera.x / scale) * k, (-camera.y / scale) * k, (vw / scale) * k, (vh / scale) * k);
  }

  destroy() {
    this.canvas.removeEventListener('pointerdown', this.onDown);
  }
}
