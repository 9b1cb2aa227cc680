import type { MapPdfOptions } from '../../../../src-shared/api/contract-export';
import { ApiError } from '../../../../src-shared/api/errors';
import { hexLabel } from '../../../../src-shared/hex';
import {
  drawCompass, drawLegend, drawTitleBlock, legendItems, legendSize, MapArtModel, mapSteps, TITLE_BLOCK_MM,
  type DrawContext, type MapArtStyle, type Surface,
} from '../../../../src-shared/map-art';
import type { ScenarioDocument } from '../../../../src-shared/model';
import { tecTables, usedTerrain } from '../booklet/charts';
import { drawFlowPage, layoutFlow, type FlowOptions } from '../booklet/flow';
import { EXPORT_FONT_FAMILY } from '../fonts';
import { PAPER_MM, type Checkpoint, type DocumentPlan, type PagePlan } from '../pages';
import { hexRangeIn, LABEL_BAND_MM, sheetLayout, tileLayout, type Size, type Tile, type TileLayout } from './map-layout';
import { printStyle } from './map-style';
import { renderMapPng } from './render-png';

const FONT = `"${EXPORT_FONT_FAMILY}"`;
const COMPASS_MM = 28;
const CROP_MM = { length: 6, gap: 2 };

/** Draw the part of the map in `rect` (mm, reaching into the bleed) with the map's (0, 0) at `at` on the page,
 *  yielding to the checkpoint between batches with how far it has got. */
async function drawMap(surface: Surface, model: MapArtModel, style: MapArtStyle, at: { x: number; y: number }, rect: { x0: number; y0: number; x1: number; y1: number }, checkpoint: Checkpoint) {
  const { ctx } = surface;
  ctx.save();
  ctx.translate(at.x, at.y);
  ctx.beginPath();
  ctx.rect(rect.x0, rect.y0, rect.x1 - rect.x0, rect.y1 - rect.y0);
  ctx.clip();
  const hexes = model.lattice.rangeForRect(rect.x0, rect.y0, rect.x1, rect.y1, 1);
  for (const done of mapSteps(ctx, model, style, { rect, hexes, features: true })) await checkpoint(done);
  ctx.restore();
}

function cropMarks(ctx: DrawContext, box: { x: number; y: number; width: number; height: number }, outside: number) {
  const { length, gap } = CROP_MM;
  const g = outside + gap;
  ctx.strokeStyle = '#000000';
  ctx.lineWidth = 0.15;
  ctx.setLineDash([]);
  ctx.beginPath();
  for (const x of [box.x, box.x + box.width]) {
    ctx.moveTo(x, box.y - g - length);
    ctx.lineTo(x, box.y - g);
    ctx.moveTo(x, box.y + box.height + g);
    ctx.lineTo(x, box.y + box.height + g + length);
  }
  for (const y of [box.y, box.y + box.height]) {
    ctx.moveTo(box.x - g - length, y);
    ctx.lineTo(box.x - g, y);
    ctx.moveTo(box.x + box.width + g, y);
    ctx.lineTo(box.x + box.width + g + length, y);
  }
  ctx.stroke();
}

function slug(ctx: DrawContext, text: string, x: number, y: number, align: 'left' | 'center' | 'right' = 'left') {
  ctx.font = `2.6px ${FONT}`;
  ctx.fillStyle = '#444444';
  ctx.textAlign = align;
  ctx.textBaseline = 'alphabetic';
  ctx.fillText(text, x, y);
}

const paperOf = (options: MapPdfOptions): Size => (options.paper === 'custom' ? options.customMm : PAPER_MM[options.paper]);
const paperName = (options: MapPdfOptions) => (options.paper === 'custom' ? `${options.customMm.width} × ${options.customMm.height} mm` : options.paper === '22x34' ? '22 × 34"' : options.paper === '17x22' ? '17 × 22"' : options.paper.toUpperCase().replace('LETTER', 'Letter'));

/** The key's parts as the options ask for them. */
function keyParts(model: MapArtModel, options: MapPdfOptions) {
  const items = options.legend ? legendItems(model) : [];
  return {
    items,
    parts: {
      title: options.titleBlock ? { ...TITLE_BLOCK_MM } : null,
      legend: (maxHeight: number) => (items.length ? legendSize(items, maxHeight) : null),
      compass: COMPASS_MM,
    },
  };
}

/** The map on one sheet at true scale, with its key; bleed, trim box and crop marks when bleed is asked for. */
function sheetPage(doc: ScenarioDocument, model: MapArtModel, options: MapPdfOptions): PagePlan {
  const { items, parts } = keyParts(model, options);
  const paper = paperOf(options);
  const layout = sheetLayout(model.mapMm, paper, options.marginMm, options.bleedMm, parts);
  if (!layout) {
    const w = Math.round(model.mapMm.width + 2 * options.bleedMm);
    const h = Math.round(model.mapMm.height + 2 * options.bleedMm);
    throw new ApiError('invalid-request', `the map is ${w} × ${h} mm at true scale and does not fit on a ${paperName(options)} sheet with ${options.marginMm} mm margins; choose a larger sheet, a custom size, or tile it over small pages`);
  }
  const { page, mapAt, frame, bleed } = layout;
  return {
    widthMm: page.width,
    heightMm: page.height,
    label: 'Map',
    trimMm: layout.trim ?? undefined,
    async draw(surface, checkpoint) {
      const { ctx } = surface;
      const style = printStyle(model, options, surface.fillPattern, surface.pxPerUnit);
      await drawMap(surface, model, style, mapAt, { x0: -bleed, y0: -bleed, x1: frame.width + bleed, y1: frame.height + bleed }, checkpoint);
      if (layout.strip && bleed > 0) {
        // The key strip is trimmed with the map: its paper covers the terrain's bleed on its side and runs into the
        // bleed itself.
        const s = layout.strip;
        ctx.fillStyle = '#fbf8ef';
        if (s.side === 'below') ctx.fillRect(s.x - bleed, s.y, s.width + 2 * bleed, s.height + bleed);
        else ctx.fillRect(s.x, s.y - bleed, s.width + bleed, s.height + 2 * bleed);
      }
      if (!bleed) {
        ctx.strokeStyle = '#1f2933';
        ctx.lineWidth = 0.4;
        ctx.setLineDash([]);
        ctx.strokeRect(mapAt.x, mapAt.y, frame.width, frame.height);
      }
      if (layout.title) drawTitleBlock(ctx, layout.title, doc.info, model.size, FONT);
      if (layout.legend) drawLegend(ctx, layout.legend, items, model, style);
      drawCompass(ctx, layout.compass.x, layout.compass.y, layout.compass.size, doc.map.north, FONT);
      if (layout.trim) cropMarks(ctx, layout.trim, bleed);
      slug(ctx, `${doc.info.title || 'Scenario'} · map at true scale (hexes ${model.size} mm) on ${paperName(options)} · print at 100 %, no scaling`, options.marginMm, page.height - Math.min(options.marginMm, 8) / 2);
    },
  };
}

const tileName = (t: Tile) => `${String.fromCharCode(65 + (t.row % 26))}${t.row >= 26 ? Math.floor(t.row / 26) : ''}${t.col + 1}`;

/** Registration crosshairs in the overlaps, at the same map points on both pages that share them. */
function alignmentPoints(layout: TileLayout): { x: number; y: number }[] {
  const pts: { x: number; y: number }[] = [];
  const { tiles, cols, rows, overlap } = layout;
  const at = (row: number, col: number) => tiles[row * cols + col].window;
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++) {
      const w = at(row, col);
      if (col + 1 < cols) for (const f of [0.2, 0.8]) pts.push({ x: at(row, col + 1).x + overlap / 2, y: w.y + w.height * f });
      if (row + 1 < rows) for (const f of [0.2, 0.8]) pts.push({ x: w.x + w.width * f, y: at(row + 1, col).y + overlap / 2 });
    }
  return pts;
}

function crosshair(ctx: DrawContext, x: number, y: number) {
  for (const [colour, width] of [['#ffffff', 0.6], ['#000000', 0.2]] as const) {
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.beginPath();
    ctx.arc(x, y, 2.2, 0, Math.PI * 2);
    ctx.moveTo(x - 4, y);
    ctx.lineTo(x + 4, y);
    ctx.moveTo(x, y - 4);
    ctx.lineTo(x, y + 4);
    ctx.stroke();
  }
}

function tilePages(doc: ScenarioDocument, model: MapArtModel, options: MapPdfOptions): PagePlan[] {
  const layout = tileLayout(model.mapMm, paperOf(options), options.marginMm, options.bleedMm, options.overlapMm);
  const { page, window, windowAt, overlap } = layout;
  const frame = model.mapMm;
  const bleed = options.bleedMm;
  const marks = alignmentPoints(layout);
  const numbering = doc.map.numbering;
  const pages: PagePlan[] = [assemblyPage(doc, model, options, layout)];
  for (const tile of layout.tiles) {
    const w = tile.window;
    const hexes = hexRangeIn(w, model);
    const range = hexes ? `hexes ${hexLabel(numbering, { col: hexes.c0, row: hexes.r0 })} to ${hexLabel(numbering, { col: hexes.c1, row: hexes.r1 })}` : 'no hexes (bleed only)';
    pages.push({
      widthMm: page.width,
      heightMm: page.height,
      label: `Tile ${tileName(tile)}`,
      async draw(surface, checkpoint) {
        const { ctx } = surface;
        const style = printStyle(model, options, surface.fillPattern, surface.pxPerUnit);
        const rect = { x0: Math.max(w.x, -bleed), y0: Math.max(w.y, -bleed), x1: Math.min(w.x + w.width, frame.width + bleed), y1: Math.min(w.y + w.height, frame.height + bleed) };
        const at = { x: windowAt.x - w.x, y: windowAt.y - w.y };
        if (rect.x1 > rect.x0 && rect.y1 > rect.y0) await drawMap(surface, model, style, at, rect, checkpoint);
        ctx.save();
        ctx.beginPath();
        ctx.rect(windowAt.x, windowAt.y, window.width, window.height);
        ctx.clip();
        for (const p of marks) if (p.x >= w.x && p.x <= w.x + w.width && p.y >= w.y && p.y <= w.y + w.height) crosshair(ctx, at.x + p.x, at.y + p.y);
        ctx.restore();
        cropMarks(ctx, { x: windowAt.x, y: windowAt.y, ...window }, 0);
        ctx.font = `bold 4px ${FONT}`;
        ctx.fillStyle = '#1f2933';
        ctx.textAlign = 'left';
        ctx.textBaseline = 'alphabetic';
        ctx.fillText(`Tile ${tileName(tile)}`, windowAt.x, windowAt.y - LABEL_BAND_MM + 4.5);
        slug(ctx, `row ${tile.row + 1} of ${layout.rows}, column ${tile.col + 1} of ${layout.cols} · ${range} · overlap ${overlap} mm · ${doc.info.title || 'Scenario'}`, windowAt.x + 20, windowAt.y - LABEL_BAND_MM + 4.5);
      },
    });
  }
  return pages;
}

/** The first page of a tiled map: the whole map small, with every page's window on it and its name. */
function assemblyPage(doc: ScenarioDocument, model: MapArtModel, options: MapPdfOptions, layout: TileLayout): PagePlan {
  const { page } = layout;
  const m = options.marginMm;
  const frame = model.mapMm;
  const bleed = options.bleedMm;
  const { items, parts } = keyParts(model, options);
  // Under the diagram: the title block and the compass in a row, the legend in columns under them.
  const keyWidth = page.width - 2 * m;
  const columnsFit = Math.max(1, Math.floor((keyWidth - 6) / 62));
  const legend = items.length ? legendSize(items, 9 + 3 + Math.ceil(items.length / columnsFit) * 8) : null;
  const topRow = Math.max(parts.title ? parts.title.height : 0, COMPASS_MM);
  const below = topRow + (legend ? 6 + legend.height : 0);
  const room = { width: page.width - 2 * m, height: page.height - 2 * m - 14 - below - 8 };
  const all = { x: -bleed, y: -bleed, width: frame.width + 2 * bleed, height: frame.height + 2 * bleed };
  const extent = layout.tiles.reduce((b, t) => ({
    x0: Math.min(b.x0, t.window.x), y0: Math.min(b.y0, t.window.y),
    x1: Math.max(b.x1, t.window.x + t.window.width), y1: Math.max(b.y1, t.window.y + t.window.height),
  }), { x0: all.x, y0: all.y, x1: all.x + all.width, y1: all.y + all.height });
  const k = Math.min(room.width / (extent.x1 - extent.x0), room.height / (extent.y1 - extent.y0));
  const ox = m + (room.width - (extent.x1 - extent.x0) * k) / 2 - extent.x0 * k;
  const oy = m + 14 - extent.y0 * k;
  // The thumbnail's resolution: about 6 pixels per mm as printed, and never a huge image.
  const dpi = Math.max(36, Math.min(300, Math.round(k * 6 * 25.4)));
  return {
    widthMm: page.width,
    heightMm: page.height,
    label: 'Assembly',
    async draw(surface, checkpoint) {
      const { ctx } = surface;
      ctx.font = `bold 6px ${FONT}`;
      ctx.fillStyle = '#1f2933';
      ctx.textAlign = 'left';
      ctx.textBaseline = 'alphabetic';
      ctx.fillText(`${doc.info.title || 'Scenario'}: how the ${layout.tiles.length} map pages go together`, m, m + 6);
      slug(ctx, `${layout.rows} rows × ${layout.cols} columns of ${paperName(options)} pages; neighbours share ${layout.overlap} mm: trim each page at its crop marks, lay it over its neighbour's edge so the crosshairs meet, and tape or glue.`, m, m + 11);
      const png = await renderMapPng(doc, { ...options, dpi: Math.min(dpi, 150) });
      await checkpoint();
      await surface.drawPng(png, ox, oy, frame.width * k, frame.height * k);
      ctx.lineWidth = 0.3;
      ctx.setLineDash([]);
      for (const t of layout.tiles) {
        const w = t.window;
        ctx.strokeStyle = '#c0392b';
        ctx.strokeRect(ox + w.x * k, oy + w.y * k, w.width * k, w.height * k);
        ctx.font = `bold ${Math.max(2.5, Math.min(8, w.height * k * 0.25))}px ${FONT}`;
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillStyle = '#ffffff';
        ctx.lineWidth = 0.8;
        ctx.strokeStyle = '#1f2933';
        ctx.strokeText(tileName(t), ox + (w.x + w.width / 2) * k, oy + (w.y + w.height / 2) * k);
        ctx.fillText(tileName(t), ox + (w.x + w.width / 2) * k, oy + (w.y + w.height / 2) * k);
        ctx.lineWidth = 0.3;
      }
      const style = printStyle(model, options, surface.fillPattern, surface.pxPerUnit);
      const y = page.height - m - below;
      if (parts.title) drawTitleBlock(ctx, { x: m, y, ...parts.title }, doc.info, model.size, FONT);
      drawCompass(ctx, page.width - m - COMPASS_MM / 2, y + COMPASS_MM / 2, COMPASS_MM, doc.map.north, FONT);
      if (legend) drawLegend(ctx, { x: m, y: y + topRow + 6, width: legend.width, height: legend.height }, items, model, style);
    },
  };
}

/** The Terrain Effects Chart as player-aid pages: the terrain the map uses, hexsides and paths. */
function tecPages(doc: ScenarioDocument, paper: Size): PagePlan[] {
  const flow: FlowOptions = { width: paper.width, height: paper.height, margin: 15, footer: `${doc.info.title || 'Scenario'} · Terrain Effects Chart` };
  const blocks = [
    { kind: 'heading' as const, text: 'Terrain Effects Chart', level: 1 as const },
    ...tecTables(doc.ruleset, usedTerrain(doc)).map((table) => ({ kind: 'table' as const, table })),
  ];
  const pages = layoutFlow(blocks, flow);
  return pages.map((p, i) => ({ widthMm: paper.width, heightMm: paper.height, label: `Terrain Effects Chart ${i + 1}`, draw: (surface) => drawFlowPage(surface, p, flow, i, pages.length) }));
}

/** The map PDF: one sheet at true scale, or tiles over small pages with an assembly page; the TEC when asked. */
export function planMapPdf(doc: ScenarioDocument, options: MapPdfOptions): DocumentPlan {
  const model = MapArtModel.fromDocument(doc);
  const pages = options.tile ? tilePages(doc, model, options) : [sheetPage(doc, model, options)];
  if (options.tec) pages.push(...tecPages(doc, options.tile ? paperOf(options) : PAPER_MM.letter));
  return { title: `${doc.info.title}: map`, author: doc.info.designer, subject: 'Map at true scale', pages };
}
