import { expect, it } from 'vitest';
import { canvasPage } from './canvas-surface';

it('text holding a NUL character is drawn and measured without it instead of failing the page', () => {
  const { canvas, surface } = canvasPage(200, 40, 4);
  const ctx = surface.ctx;
  ctx.font = '6px sans-serif';
  expect(ctx.measureText('2R\0/1').width).toBe(ctx.measureText('2R/1').width);
  ctx.fillStyle = '#000000';
  expect(() => ctx.fillText('2R\0/1', 2, 7)).not.toThrow();
  expect(() => ctx.strokeText('\0', 2, 7)).not.toThrow();
  const pixels = canvas.getContext('2d').getImageData(0, 0, 200, 40).data;
  expect(pixels.some((v, i) => i % 4 === 0 && v < 128)).toBe(true);
});
