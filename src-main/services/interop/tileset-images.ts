import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { tiledLayout, tilePolygon, tileTopLeft } from '../../../src-shared/interop/tiled/geometry';
import type { ExportMap, ExportTileset } from '../../../src-shared/interop/tiled/export-model';
import type { Ruleset } from '../../../src-shared/ruleset';
import { registerCanvasFonts } from '../export/canvas-surface';
import { EXPORT_FONT_FAMILY } from '../export/fonts';
import { swatchPainter } from './terrain-swatch';

type Cell = { ctx: SKRSContext2D; x: number; y: number; hex: () => void };

/** A tileset image: each tile in its cell, clipped to the hex Tiled draws for that tile. */
async function drawTileset(map: ExportMap, set: ExportTileset, draw: (cell: Cell, index: number) => void): Promise<Buffer> {
  registerCanvasFonts();
  const l = tiledLayout(map.grid);
  // The hex of a cell relative to the cell's own top-left corner (tile (0, 0) itself may be a pushed one).
  const origin = tileTopLeft(l, 0, 0);
  const outline = tilePolygon(l, 0, 0).map((p) => ({ x: p.x - origin.x, y: p.y - origin.y }));
  const canvas = createCanvas(Math.max(1, set.imageWidth), Math.max(1, set.imageHeight));
  const ctx = canvas.getContext('2d');
  set.tiles.forEach((_tile, i) => {
    const x = (i % set.columns) * map.grid.tileWidth;
    const y = Math.floor(i / set.columns) * map.grid.tileHeight;
    const hex = () => {
      ctx.beginPath();
      outline.forEach((p, k) => (k ? ctx.lineTo(x + p.x, y + p.y) : ctx.moveTo(x + p.x, y + p.y)));
      ctx.closePath();
    };
    draw({ ctx, x, y, hex }, i);
  });
  return canvas.encode('png');
}

/** One tile per terrain of the ruleset, its fill and pattern. */
export function terrainTilesetPng(map: ExportMap, set: ExportTileset, ruleset: Ruleset): Promise<Buffer> {
  const paint = swatchPainter();
  const across = map.grid.staggerAxis === 'x' ? map.grid.tileHeight : map.grid.tileWidth;
  return drawTileset(map, set, ({ ctx, x, y, hex }, i) => {
    hex();
    paint(ctx, ruleset.terrain[i], { x, y, width: map.grid.tileWidth, height: map.grid.tileHeight }, across);
  });
}

/** One tile per level in use: a contour ring inside the hex edge and the level at the foot, the middle clear, so the
 *  terrain below shows through in Tiled. */
export function elevationTilesetPng(map: ExportMap, set: ExportTileset): Promise<Buffer> {
  const { tileWidth: w, tileHeight: h } = map.grid;
  return drawTileset(map, set, ({ ctx, x, y, hex }, i) => {
    const level = Number(set.tiles[i].properties.elevation);
    const ink = level > 0 ? '#6b4a1f' : '#1f4f6b';
    ctx.save();
    hex();
    ctx.clip();
    hex();
    ctx.lineWidth = Math.max(2, Math.min(w, h) * 0.08);
    ctx.strokeStyle = ink;
    ctx.globalAlpha = 0.75;
    ctx.stroke();
    ctx.globalAlpha = 1;
    ctx.fillStyle = ink;
    ctx.font = `bold ${Math.round(Math.min(w, h) * 0.24)}px "${EXPORT_FONT_FAMILY}"`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'alphabetic';
    ctx.fillText(level > 0 ? `+${level}` : String(level), x + w / 2, y + h * 0.86);
    ctx.restore();
  });
}
