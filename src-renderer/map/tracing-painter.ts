import type { Background } from '../../src-shared/model';
import { PX_PER_MM, type Camera } from './camera';

/** Draws the tracing image at its place and opacity, with the calibration points clicked so far.
 *  Loads each image once (through `load`) and asks for a redraw when it arrives. */
export class TracingPainter {
  private current: { id: string; image: HTMLImageElement } | null = null;

  constructor(
    private readonly load: (assetId: string) => Promise<string>,
    private readonly redraw: () => void,
    private readonly report: (message: string) => void,
  ) {}

  draw(ctx: CanvasRenderingContext2D, bg: Background | undefined, camera: Camera, calibration: readonly { x: number; y: number }[]) {
    if (!bg || !bg.visible) return;
    if (this.current?.id !== bg.assetId) {
      const image = new Image();
      this.current = { id: bg.assetId, image };
      image.onload = () => this.redraw();
      this.load(bg.assetId).then(
        (url) => (image.src = url),
        (e: unknown) => this.report(`The tracing image could not be loaded: ${e instanceof Error ? e.message : String(e)}`),
      );
      return;
    }
    const { image } = this.current;
    if (!image.complete || image.naturalWidth === 0) return;
    const scale = camera.zoom * PX_PER_MM;
    const x = camera.x + bg.xMm * scale;
    const y = camera.y + bg.yMm * scale;
    ctx.save();
    ctx.globalAlpha = bg.opacity;
    ctx.drawImage(image, x, y, image.naturalWidth * bg.mmPerPx * scale, image.naturalHeight * bg.mmPerPx * scale);
    ctx.globalAlpha = 1;
    ctx.fillStyle = '#ff2090';
    for (const p of calibration) {
      ctx.beginPath();
      ctx.arc(x + p.x * bg.mmPerPx * scale, y + p.y * bg.mmPerPx * scale, 5, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.restore();
  }
}
