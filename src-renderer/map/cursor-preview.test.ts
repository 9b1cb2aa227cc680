import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import type { HexGridGeometry } from '../../src-shared/hex';
import { CursorPreview } from './cursor-preview';

const W = 1200;
const H = 900;
const painted = (ctx: { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } }) => {
  const { data } = ctx.getImageData(0, 0, W, H);
  let n = 0;
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) n++;
  return n;
};

describe('the cursor preview', () => {
  const geometries: HexGridGeometry[] = [
    { orientation: 'flat', stagger: 'odd' },
    { orientation: 'pointy', stagger: 'even' },
  ];
  for (const geom of geometries) {
    for (const zoom of [0.25, 1, 2]) {
      it(`clears everything it drew and nothing else (${geom.orientation}-top, zoom ${zoom}, device pixels ×2)`, () => {
        const canvas = createCanvas(W, H);
        const ctx = canvas.getContext('2d') as unknown as CanvasRenderingContext2D;
        ctx.scale(2, 2); // as Konva draws on a high-density screen
        const cursor = new CursorPreview();
        const camera = { x: 20, y: 15, zoom };
        ctx.fillStyle = '#000';
        ctx.setTransform(1, 0, 0, 1, 0, 0);
        ctx.fillRect(W - 10, H - 10, 10, 10); // something of another's in a corner the preview never reaches
        ctx.setTransform(2, 0, 0, 2, 0, 0);
        const before = painted(ctx);
        cursor.draw(ctx, { hexes: [{ col: 1, row: 1 }, { col: 2, row: 1 }], hexsides: ['1,1:0'], colour: '#c00' }, camera, geom, 16);
        expect(painted(ctx)).toBeGreaterThan(before + 50);
        expect(cursor.showing).toBe(true);
        cursor.draw(ctx, { hexes: [], hexsides: [], colour: '#c00' }, camera, geom, 16);
        expect(painted(ctx)).toBe(before);
        expect(cursor.showing).toBe(false);
        cursor.clear(ctx); // nothing drawn since: nothing to clear
        expect(painted(ctx)).toBe(before);
      });
    }
  }
});
