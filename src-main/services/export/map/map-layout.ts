/** Where a map goes on paper, as pure arithmetic in millimetres: one sheet with its key, or tiles with overlap. */
import type { Box } from '../../../../src-shared/map-art/draw-context';
import type { HexLattice } from '../../../../src-shared/map-art/lattice';

export type Size = { width: number; height: number };

/** Space between the map and its key strip, and between the key's parts. */
export const KEY_GAP_MM = 6;
/** The label band along the top of each tile page. */
export const LABEL_BAND_MM = 7;

const fits = (inner: Size, outer: Size) => inner.width <= outer.width + 1e-6 && inner.height <= outer.height + 1e-6;

/** The paper upright and turned, the upright first. */
export const orientations = (paper: Size): Size[] => (paper.width === paper.height ? [paper] : [paper, { width: paper.height, height: paper.width }]);

export type KeyParts = { title: Size | null; legend: (maxHeight: number) => Size | null; compass: number };

export type SheetLayout = {
  page: Size;
  /** Where the map's frame (its (0, 0)) is on the page. */
  mapAt: { x: number; y: number };
  frame: Size;
  bleed: number;
  /** The key strip beside the map (title block, legend, compass), or null when the key sits over the map. */
  strip: (Box & { side: 'below' | 'right' }) | null;
  title: Box | null;
  legend: Box | null;
  compass: { x: number; y: number; size: number };
  /** What the print shop trims to (the frame, and the key strip when there is bleed), or null without bleed. */
  trim: Box | null;
};

/** The key's parts laid out in a strip below the map (a row) or right of it (a column). */
function keyStrip(parts: KeyParts, side: 'below' | 'right', room: Size): { size: Size; title: Box | null; legend: Box | null; compass: { x: number; y: number } } | null {
  const c = parts.compass;
  if (side === 'below') {
    const height = Math.min(room.height, Math.max(parts.title?.height ?? 0, c, 30));
    const legend = parts.legend(Math.max(height, 40));
    const h = Math.max(parts.title?.height ?? 0, legend?.height ?? 0, c);
    let x = 0;
    const title = parts.title ? { x, y: 0, ...parts.title } : null;
    if (title) x += title.width + KEY_GAP_MM;
    const leg = legend ? { x, y: 0, ...legend } : null;
    if (leg) x += leg.width + KEY_GAP_MM;
    const compass = { x: x + c / 2, y: c / 2 };
    x += c;
    const size = { width: x, height: h };
    return fits(size, room) ? { size, title, legend: leg, compass } : null;
  }
  let y = 0;
  const title = parts.title ? { x: 0, y, ...parts.title } : null;
  if (title) y += title.height + KEY_GAP_MM;
  const legend = parts.legend(Math.max(40, room.height - y - c - KEY_GAP_MM));
  const leg = legend ? { x: 0, y, ...legend } : null;
  if (leg) y += leg.height + KEY_GAP_MM;
  const compass = { x: c / 2, y: y + c / 2 };
  y += c;
  const size = { width: Math.max(title?.width ?? 0, leg?.width ?? 0, c), height: y };
  return fits(size, room) ? { size, title, legend: leg, compass } : null;
}

const offset = (b: Box | null, dx: number, dy: number): Box | null => (b ? { x: b.x + dx, y: b.y + dy, width: b.width, height: b.height } : null);

/**
 * The map at true scale on one sheet, centred in the margins, with its key strip below or right of it where it
 * fits (else over the map's bottom-left corner). Tries the paper upright, then turned; null when the map itself
 * does not fit.
 */
export function sheetLayout(frame: Size, paper: Size, margin: number, bleed: number, parts: KeyParts): SheetLayout | null {
  const withBleed = { width: frame.width + 2 * bleed, height: frame.height + 2 * bleed };
  const candidates: (SheetLayout & { fit: number })[] = [];
  for (const page of orientations(paper)) {
    const room = { width: page.width - 2 * margin, height: page.height - 2 * margin };
    if (!fits(withBleed, room)) continue;
    for (const side of ['below', 'right'] as const) {
      const gap = bleed > 0 ? bleed : KEY_GAP_MM;
      const left = side === 'below' ? { width: room.width, height: room.height - withBleed.height - gap } : { width: room.width - withBleed.width - gap, height: room.height };
      if (left.width <= 0 || left.height <= 0) continue;
      const strip = keyStrip(parts, side, left);
      if (!strip) continue;
      const total = side === 'below'
        ? { width: Math.max(withBleed.width, strip.size.width), height: withBleed.height + gap + strip.size.height }
        : { width: withBleed.width + gap + strip.size.width, height: Math.max(withBleed.height, strip.size.height) };
      const ox = margin + (room.width - total.width) / 2;
      const oy = margin + (room.height - total.height) / 2;
      const mapAt = side === 'below' ? { x: ox + (total.width - withBleed.width) / 2 + bleed, y: oy + bleed } : { x: ox + bleed, y: oy + (total.height - withBleed.height) / 2 + bleed };
      // The strip runs along the map's whole side, so map and key trim as one rectangle.
      const sx = side === 'below' ? mapAt.x + (frame.width - strip.size.width) / 2 : mapAt.x + frame.width + gap;
      const sy = side === 'below' ? mapAt.y + frame.height + gap : mapAt.y + (frame.height - strip.size.height) / 2;
      const stripBox = side === 'below'
        ? { x: Math.min(mapAt.x, sx), y: mapAt.y + frame.height, width: Math.max(frame.width, strip.size.width), height: gap + strip.size.height, side }
        : { x: mapAt.x + frame.width, y: Math.min(mapAt.y, sy), width: gap + strip.size.width, height: Math.max(frame.height, strip.size.height), side };
      const trim = bleed > 0
        ? side === 'below'
          ? { x: stripBox.x, y: mapAt.y, width: stripBox.width, height: frame.height + stripBox.height }
          : { x: mapAt.x, y: stripBox.y, width: frame.width + stripBox.width, height: stripBox.height }
        : null;
      candidates.push({
        fit: Math.abs(Math.log(page.width / page.height / (total.width / total.height))),
        page, mapAt, frame, bleed, strip: stripBox, trim,
        title: offset(strip.title, sx, sy), legend: offset(strip.legend, sx, sy),
        compass: { x: sx + strip.compass.x, y: sy + strip.compass.y, size: parts.compass },
      });
    }
    if (!candidates.some((c) => c.page === page)) {
      // No room beside the map: the key goes over its bottom-left corner, the compass over its top-right one.
      const mapAt = { x: margin + (room.width - withBleed.width) / 2 + bleed, y: margin + (room.height - withBleed.height) / 2 + bleed };
      const inset = 8;
      const title = parts.title ? { x: mapAt.x + inset, y: mapAt.y + frame.height - inset - parts.title.height, ...parts.title } : null;
      const legendSize = parts.legend(Math.min(frame.height * 0.4, 80));
      const legend = legendSize ? { x: mapAt.x + inset + (title ? title.width + 4 : 0), y: mapAt.y + frame.height - inset - legendSize.height, ...legendSize } : null;
      const c = parts.compass;
      candidates.push({
        fit: Math.abs(Math.log(page.width / page.height / (withBleed.width / withBleed.height))),
        page, mapAt, frame, bleed, strip: null, title, legend,
        compass: { x: mapAt.x + frame.width - inset - c / 2, y: mapAt.y + inset + c / 2, size: c },
        trim: bleed > 0 ? { x: mapAt.x, y: mapAt.y, width: frame.width, height: frame.height } : null,
      });
    }
  }
  if (!candidates.length) return null;
  // The key beside the map first, then the sheet whose shape matches the map and key best.
  candidates.sort((a, b) => Number(a.strip === null) - Number(b.strip === null) || a.fit - b.fit);
  const { fit: _fit, ...best } = candidates[0];
  return best;
}

export type Tile = {
  /** Row and column from the top-left, from 0. */
  row: number;
  col: number;
  /** The part of the map (mm, may reach into the bleed) the tile prints. */
  window: Box;
};

export type TileLayout = {
  page: Size;
  rows: number;
  cols: number;
  /** Where each tile's window sits on its page. */
  windowAt: { x: number; y: number };
  window: Size;
  overlap: number;
  tiles: Tile[];
};

function spans(length: number, window: number, overlap: number, start: number): number[] {
  if (length <= window) return [start];
  const n = Math.ceil((length - window) / (window - overlap)) + 1;
  return Array.from({ length: n }, (_, i) => start + i * (window - overlap));
}

/** The map (and its bleed) over pages of `paper`, each printing a window of the map; neighbouring windows share
 *  `overlap` mm. Upright or turned, whichever needs fewer pages. */
export function tileLayout(frame: Size, paper: Size, margin: number, bleed: number, overlap: number): TileLayout {
  let best: TileLayout | null = null;
  for (const page of orientations(paper)) {
    const window = { width: page.width - 2 * margin, height: page.height - 2 * margin - LABEL_BAND_MM };
    const xs = spans(frame.width + 2 * bleed, window.width, overlap, -bleed);
    const ys = spans(frame.height + 2 * bleed, window.height, overlap, -bleed);
    const tiles: Tile[] = [];
    ys.forEach((y, row) => xs.forEach((x, col) => tiles.push({ row, col, window: { x, y, ...window } })));
    const layout = { page, rows: ys.length, cols: xs.length, windowAt: { x: margin, y: margin + LABEL_BAND_MM }, window, overlap, tiles };
    if (!best || tiles.length < best.tiles.length) best = layout;
  }
  return best!;
}

/** The hexes of the map whose centres lie in a window, as first and last column and row (null: none). */
export function hexRangeIn(window: Box, model: { lattice: HexLattice; grid: { cols: number; rows: number } }) {
  const l = model.lattice;
  const range = l.rangeForRect(window.x, window.y, window.x + window.width, window.y + window.height, 0);
  let c0 = Infinity;
  let c1 = -Infinity;
  let r0 = Infinity;
  let r1 = -Infinity;
  for (let r = Math.max(0, range.r0); r <= Math.min(model.grid.rows - 1, range.r1); r++)
    for (let c = Math.max(0, range.c0); c <= Math.min(model.grid.cols - 1, range.c1); c++) {
      const x = l.centreX(c, r);
      const y = l.centreY(c, r);
      if (x < window.x || x > window.x + window.width || y < window.y || y > window.y + window.height) continue;
      if (c < c0) c0 = c;
      if (c > c1) c1 = c;
      if (r < r0) r0 = r;
      if (r > r1) r1 = r;
    }
  return c1 < 0 ? null : { c0, c1, r0, r1 };
}
