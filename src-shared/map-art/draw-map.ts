import { hexLabel } from '../hex';
import type { DrawContext } from './draw-context';
import { drawFeatures } from './features';
import type { HexRange } from './lattice';
import { drawHexsides, drawPaths } from './linework';
import type { MapArtModel } from './model';
import { DETAIL_PX, MAP_INK, type MapArtStyle } from './style';
import { gridSteps, terrainSteps, type Rect } from './terrain-art';

/** Hex numbers at the top of each hex of the range that is on the map, light on dark terrain. */
export function drawHexNumbers(ctx: DrawContext, model: MapArtModel, style: MapArtStyle, range: HexRange) {
  const l = model.lattice;
  const s = model.size;
  const sizeMm = Math.max(1.6, s * 0.115);
  ctx.font = `${sizeMm}px ${style.fontFamily}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  const top = l.flat ? s * 0.44 : l.radius * 0.62;
  for (const dark of [false, true]) {
    ctx.fillStyle = dark ? MAP_INK.labelOnDark : MAP_INK.label;
    for (let r = Math.max(0, range.r0); r <= Math.min(model.grid.rows - 1, range.r1); r++)
      for (let c = Math.max(0, range.c0); c <= Math.min(model.grid.cols - 1, range.c1); c++) {
        const grey = model.terrainOfIndex(model.keyAt(c, r))?.look.grey ?? 255;
        if (grey < 110 !== dark) continue;
        const label = hexLabel(model.map.numbering, { col: c, row: r });
        if (label) ctx.fillText(label, l.centreX(c, r), l.centreY(c, r) - top);
      }
  }
}

/** What a map drawing covers: `rect` (mm) for the terrain, which is clipped to it, and the hexes whose lines,
 *  numbers and features are drawn (each once, whichever part of the map draws it). */
export type MapPart = { rect: Rect; hexes: HexRange; features: boolean };

/** The part of the map in a rectangle: its terrain and every hex reaching into it (the screen's chunks). */
export function partOfRect(model: MapArtModel, rect: Rect, features = true): MapPart {
  return { rect, hexes: model.lattice.rangeForRect(rect.x0, rect.y0, rect.x1, rect.y1, 1), features };
}

/**
 * Draw part of the map (in the context's current user space, which the caller has set to map millimetres):
 * terrain areas and patterns, water, elevation, rule marks, the grid, hexsides, paths, hex numbers and the
 * features. Yields between batches of work how much of the part is done, 0 to 1 (a long export reports progress
 * and can stop there). The screen draws
 * a chunk or a patch at a time, exports a page or the whole map: the same code, so what the designer sees is
 * what the print shop gets. The caller clips to what it shows.
 */
export function* mapSteps(ctx: DrawContext, model: MapArtModel, style: MapArtStyle, part: MapPart): Generator<number> {
  const { rect, hexes } = part;
  ctx.save();
  ctx.beginPath();
  ctx.rect(rect.x0, rect.y0, rect.x1 - rect.x0, rect.y1 - rect.y0);
  ctx.clip();
  for (const f of terrainSteps(ctx, model, style, rect)) yield 0.6 * f;
  ctx.restore();
  const hexPx = model.size * style.pxPerMm;
  if (style.layers.grid) for (const f of gridSteps(ctx, model, style, hexes)) yield 0.6 + 0.25 * f;
  if (hexPx >= DETAIL_PX.linework) {
    if (style.layers.hexsides && model.hasHexsides) drawHexsides(ctx, model, style, hexes);
    if (style.layers.paths && model.hasPaths) drawPaths(ctx, model, style, hexes);
    yield 0.92;
  }
  if (style.layers.labels && style.hexNumbers && hexPx >= DETAIL_PX.numbers) drawHexNumbers(ctx, model, style, hexes);
  if (part.features && style.layers.features && model.features.size) {
    const inRange = [...model.features.values()].filter((f) => f.hex.col >= hexes.c0 && f.hex.col <= hexes.c1 && f.hex.row >= hexes.r0 && f.hex.row <= hexes.r1);
    drawFeatures(ctx, model.lattice, inRange, style.fontFamily);
  }
}

/** Draw a rectangle of the map at once, clipped to it (the screen's chunks and patches). */
export function drawMapRect(ctx: DrawContext, model: MapArtModel, style: MapArtStyle, rect: Rect, options: { features: boolean } = { features: true }) {
  ctx.save();
  ctx.beginPath();
  ctx.rect(rect.x0, rect.y0, rect.x1 - rect.x0, rect.y1 - rect.y0);
  ctx.clip();
  for (const _ of mapSteps(ctx, model, style, partOfRect(model, rect, options.features)));
  ctx.restore();
}

