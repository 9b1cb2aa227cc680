import { createCanvas } from '@napi-rs/canvas';
import Konva from 'konva';
import { afterAll, beforeAll } from 'vitest';

/** For the tests of a file: Konva draws into @napi-rs/canvas (no DOM here), and gets its own canvases back after. */
export function konvaInNode() {
  const domCanvas = Konva.Util.createCanvasElement;
  beforeAll(() => {
    Konva.Util.createCanvasElement = () => {
      const canvas = createCanvas(300, 300) as unknown as { style?: object };
      canvas.style ??= {};
      return canvas as HTMLCanvasElement;
    };
  });
  afterAll(() => {
    Konva.Util.createCanvasElement = domCanvas;
  });
}
