import { createCanvas, DOMMatrix, GlobalFonts, Image, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { DrawContext, PatternFill, Surface, TilePattern } from '../../../src-shared/map-art/draw-context';
import { EXPORT_FONT_FAMILY, FACE_FILES, faceFile, type FaceName } from './fonts';

let registered = false;

/** Give Skia the embedded faces under one family name, so PNGs set text in the same font as the PDFs. */
export function registerCanvasFonts(): void {
  if (registered) return;
  for (const face of Object.keys(FACE_FILES) as FaceName[]) GlobalFonts.registerFromPath(faceFile(face), EXPORT_FONT_FAMILY);
  registered = true;
}

/** An SVG drawing as a Skia image, sized to the pixels it will cover so it is drawn crisp. */
function svgImage(markup: string, widthPx: number, heightPx: number): Image | null {
  const sized = markup.replace(/^<svg\b/, `<svg width="${Math.max(1, Math.round(widthPx))}" height="${Math.max(1, Math.round(heightPx))}" preserveAspectRatio="xMidYMid meet"`);
  const image = new Image();
  try {
    image.src = Buffer.from(sized);
  } catch {
    return null;
  }
  return image.width > 0 ? image : null;
}

const MAX_TILE_PX = 2048;

const withoutNul = (text: string) => text.replaceAll('\0', '');

/** Tile patterns on a Skia canvas: each tile drawn once per pixel size into a small canvas, then filled as a
 *  repeating pattern placed so its copies start at the user space's origin. */
export function skiaPatternFill(): PatternFill {
  const tiles = new Map<string, Canvas>();
  return (context, tile: TilePattern) => {
    const ctx = context as unknown as SKRSContext2D;
    const m = ctx.getTransform();
    const pxPerUnit = Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
    const w = Math.max(1, Math.min(MAX_TILE_PX, Math.round(tile.width * pxPerUnit)));
    const h = Math.max(1, Math.min(MAX_TILE_PX, Math.round(tile.height * pxPerUnit)));
    const key = `${tile.key}|${w}x${h}`;
    let canvas = tiles.get(key);
    if (!canvas) {
      canvas = createCanvas(w, h);
      const tctx = canvas.getContext('2d');
      tctx.scale(w / tile.width, h / tile.height);
      tile.draw(tctx);
      if (tiles.size > 64) tiles.clear();
      tiles.set(key, canvas);
    }
    const pattern = ctx.createPattern(canvas, 'repeat');
    if (!pattern) return;
    pattern.setTransform(new DOMMatrix().scale(tile.width / w, tile.height / h));
    ctx.fillStyle = pattern;
    ctx.fill();
  };
}

/** A Surface over a Skia context (a page, a band of a map image). */
export function skiaSurface(raw: SKRSContext2D, fillPattern: PatternFill = skiaPatternFill(), pxPerUnit?: number): Surface {
  // Skia refuses text holding a NUL character (it throws), which a designer may have pasted into a name.
  const fillText = raw.fillText.bind(raw);
  const strokeText = raw.strokeText.bind(raw);
  const measureText = raw.measureText.bind(raw);
  const ctx: DrawContext = Object.assign(raw, {
    fillText: (text: string, x: number, y: number) => fillText(withoutNul(text), x, y),
    strokeText: (text: string, x: number, y: number) => strokeText(withoutNul(text), x, y),
    measureText: (text: string) => measureText(withoutNul(text)),
  });
  return {
    ctx,
    fillPattern,
    pxPerUnit,
    drawSvg(markup, x, y, width, height) {
      const t = raw.getTransform();
      const scale = Math.sqrt(Math.abs(t.a * t.d - t.b * t.c));
      const image = svgImage(markup, width * scale, height * scale);
      if (image) raw.drawImage(image, x, y, width, height);
    },
    async drawPng(png, x, y, width, height) {
      const image = new Image();
      try {
        image.src = Buffer.from(png);
        // Skia decodes the pixels only when asked; drawn before that, the image paints nothing.
        await image.decode();
      } catch {
        return;
      }
      if (image.width > 0) raw.drawImage(image, x, y, width, height);
    },
  };
}

/** A raster page: white, `pxPerMm` pixels to the millimetre, drawn through @napi-rs/canvas (Skia). */
export function canvasPage(widthPx: number, heightPx: number, pxPerMm: number, origin = { x: 0, y: 0 }): { canvas: Canvas; surface: Surface } {
  registerCanvasFonts();
  const canvas = createCanvas(Math.max(1, Math.round(widthPx)), Math.max(1, Math.round(heightPx)));
  const raw = canvas.getContext('2d');
  raw.fillStyle = '#ffffff';
  raw.fillRect(0, 0, canvas.width, canvas.height);
  raw.scale(pxPerMm, pxPerMm);
  raw.translate(-origin.x, -origin.y);
  return { canvas, surface: skiaSurface(raw, skiaPatternFill(), pxPerMm) };
}
