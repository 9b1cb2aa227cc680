import type { CounterSheetOptions } from '../../../src-shared/api/contract-export';
import { ApiError } from '../../../src-shared/api/errors';
import type { ScenarioDocument } from '../../../src-shared/model';
import { calibrationPages } from './calibration';
import { collectCounters, type CounterItem } from './counter-items';
import type { Surface } from '../../../src-shared/map-art/draw-context';
import { drawCounter } from './draw-counter';
import { EXPORT_FONT_FAMILY, measureText } from './fonts';
import { PAPER_MM, type DocumentPlan, type PagePlan } from './pages';
import { backRect, cropMarkSegments, foldedRect, type Rect } from './sheet-geometry';

const HEADING_MM = 4.5;
const HEADING_PT_MM = 2.8;
const FOOTER_MM = 6;

type Placed = { item: CounterItem; rect: Rect };
type Heading = { text: string; x: number; y: number };
type SheetLayout = { fronts: Placed[]; headings: Heading[] };

/** Rows of counters on the page area, each group starting a new row under its heading. */
function flow(groups: ReturnType<typeof collectCounters>, area: Rect, s: number, pitch: number): SheetLayout[] {
  const cols = Math.floor((area.width + pitch - s) / pitch);
  const sheets: SheetLayout[] = [];
  let sheet: SheetLayout = { fronts: [], headings: [] };
  let y = area.y;
  const bottom = area.y + area.height;
  const left = area.x + (area.width - ((cols - 1) * pitch + s)) / 2;
  const newSheet = () => {
    if (sheet.fronts.length) sheets.push(sheet);
    sheet = { fronts: [], headings: [] };
    y = area.y;
  };
  for (const group of groups) {
    let col = 0;
    let headed = false;
    for (const item of group.items) {
      if (col === 0) {
        const need = (headed ? 0 : HEADING_MM) + s;
        if (y + need > bottom + 1e-6) newSheet(), (headed = false);
        if (!headed) {
          sheet.headings.push({ text: group.title, x: left, y: y + HEADING_MM - 1.2 });
          y += HEADING_MM;
          headed = true;
        }
      }
      sheet.fronts.push({ item, rect: { x: left + col * pitch, y, width: s, height: s } });
      col++;
      if (col === cols) {
        col = 0;
        y += pitch;
      }
    }
    if (col !== 0) y += pitch;
  }
  if (sheet.fronts.length) sheets.push(sheet);
  return sheets;
}

function drawMarks(surface: Surface, rects: Rect[], options: CounterSheetOptions) {
  const { ctx } = surface;
  ctx.strokeStyle = '#000000';
  ctx.lineWidth = 0.15;
  ctx.setLineDash([]);
  ctx.beginPath();
  for (const [x1, y1, x2, y2] of cropMarkSegments(rects, options.cropMarks)) {
    ctx.moveTo(x1, y1);
    ctx.lineTo(x2, y2);
  }
  ctx.stroke();
}

function drawHeading(surface: Surface, h: Heading) {
  const { ctx } = surface;
  ctx.font = `bold ${HEADING_PT_MM}px "${EXPORT_FONT_FAMILY}"`;
  ctx.fillStyle = '#333333';
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.fillText(h.text, h.x, h.y);
}

function drawFooter(surface: Surface, page: { width: number; height: number }, text: string, margin: number) {
  const { ctx } = surface;
  ctx.font = `2.6px "${EXPORT_FONT_FAMILY}"`;
  ctx.fillStyle = '#555555';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.fillText(text, page.width / 2, page.height - margin + 3.5);
}

export type CounterSheetPlan = DocumentPlan & { counters: number; placements: { front: Rect; back: Rect; page: number; backPage: number; label: string }[] };

/**
 * Counter sheets for the whole order of battle. Duplex: each fronts page is followed by its backs page, every back
 * where it lands behind its front once the sheet is turned (mirrored for the flip, moved by the printer's offset).
 * Gutter-fold: fronts on the upper half, backs reflected below the fold line. Bleed extends each counter's
 * background; crop marks sit outside the block on every cut line, on both sides.
 */
export function planCounterSheets(doc: ScenarioDocument, options: CounterSheetOptions): CounterSheetPlan {
  const paper = PAPER_MM[options.paper];
  const page = { width: paper.width, height: paper.height };
  const s = options.counterSizeMm;
  const pitch = s + Math.max(options.gapMm, 2 * options.bleedMm);
  const markRoom = options.cropMarks.lengthMm > 0 ? options.cropMarks.lengthMm + options.cropMarks.gapMm : options.bleedMm;
  const margin = 10;
  const groups = collectCounters(doc, { sizeMm: s, spareMarkers: options.spareMarkers });
  const total = groups.reduce((n, g) => n + g.items.length, 0);
  const fold = options.layout === 'gutter-fold';
  const foldY = page.height / 2;
  const foldRoom = 2 + markRoom;
  const area: Rect = fold
    ? { x: margin + markRoom, y: margin + markRoom, width: page.width - 2 * (margin + markRoom), height: foldY - foldRoom - margin - markRoom }
    : { x: margin + markRoom, y: margin + markRoom, width: page.width - 2 * (margin + markRoom), height: page.height - 2 * (margin + markRoom) - FOOTER_MM };
  if (area.width < s || area.height < s + HEADING_MM) {
    throw new ApiError('invalid-request', `counters of ${s} mm${fold ? ' in a gutter-fold layout' : ''} do not fit on ${options.paper} paper with these marks; choose a smaller counter or larger paper`);
  }
  const sheets = flow(groups, area, s, pitch);
  const title = doc.info.title || 'Scenario';
  const pages: PagePlan[] = [];
  const placements: CounterSheetPlan['placements'] = [];
  if (options.calibration && !fold) pages.push(...calibrationPages(page, options.flip));
  const where = (r: Rect) => (fold ? foldedRect(r, foldY) : backRect(r, page, options.flip, options.backOffsetMm));
  sheets.forEach((sheet, i) => {
    const n = `${i + 1} of ${sheets.length}`;
    const frontIndex = pages.length;
    for (const p of sheet.fronts)
      placements.push({ front: p.rect, back: where(p.rect), page: frontIndex, backPage: fold ? frontIndex : frontIndex + 1, label: p.item.front.label });
    if (fold) {
      pages.push({
        widthMm: page.width, heightMm: page.height, label: `Counters ${n}`,
        draw(surface) {
          const backs = sheet.fronts.map((p) => ({ item: p.item, rect: foldedRect(p.rect, foldY) }));
          for (const p of sheet.fronts) drawCounter(surface, p.item.front, p.rect.x, p.rect.y, { bleedMm: options.bleedMm });
          for (const p of backs) drawCounter(surface, p.item.back, p.rect.x, p.rect.y, { bleedMm: options.bleedMm, rotate180: true });
          for (const h of sheet.headings) drawHeading(surface, h);
          drawMarks(surface, sheet.fronts.map((p) => p.rect).concat(backs.map((p) => p.rect)), options);
          const { ctx } = surface;
          ctx.strokeStyle = '#777777';
          ctx.lineWidth = 0.2;
          ctx.setLineDash([2, 1.5]);
          ctx.beginPath();
          ctx.moveTo(margin * 0.4, foldY);
          ctx.lineTo(page.width - margin * 0.4, foldY);
          ctx.stroke();
          ctx.setLineDash([]);
          ctx.font = `2.4px "${EXPORT_FONT_FAMILY}"`;
          ctx.fillStyle = '#555555';
          ctx.textAlign = 'left';
          ctx.fillText('fold', margin * 0.4, foldY - 0.8);
          drawFooter(surface, page, `${title} · counters ${n} · fold on the dashed line, glue, then cut`, 1);
        },
      });
      return;
    }
    pages.push({
      widthMm: page.width, heightMm: page.height, label: `Fronts ${n}`,
      draw(surface) {
        for (const p of sheet.fronts) drawCounter(surface, p.item.front, p.rect.x, p.rect.y, { bleedMm: options.bleedMm });
        for (const h of sheet.headings) drawHeading(surface, h);
        drawMarks(surface, sheet.fronts.map((p) => p.rect), options);
        drawFooter(surface, page, `${title} · counters ${n} · fronts`, margin);
      },
    });
    pages.push({
      widthMm: page.width, heightMm: page.height, label: `Backs ${n}`,
      draw(surface) {
        const backs = sheet.fronts.map((p) => ({ item: p.item, rect: where(p.rect) }));
        for (const p of backs) drawCounter(surface, p.item.back, p.rect.x, p.rect.y, { bleedMm: options.bleedMm });
        for (const h of sheet.headings) {
          const r = where({ x: h.x, y: h.y, width: 0, height: 0 });
          drawHeading(surface, { text: h.text, x: options.flip === 'long-edge' ? r.x - measureText(h.text, 'bold', HEADING_PT_MM) : r.x, y: r.y });
        }
        drawMarks(surface, backs.map((p) => p.rect), options);
        drawFooter(surface, page, `${title} · counters ${n} · backs (print on the reverse of fronts ${n}, ${options.flip} flip)`, margin);
      },
    });
  });
  if (!sheets.length) throw new ApiError('invalid-request', 'the scenario has no units, strikes or markers to print');
  return { title: `${title}: counters`, author: doc.info.designer, subject: 'Counter sheets', pages, counters: total, placements };
}
