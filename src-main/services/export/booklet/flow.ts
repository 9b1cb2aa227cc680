/**
 * A small page-layout engine for printed text: headings, wrapped paragraphs and tables that break cleanly across
 * pages (a row is never split, the header repeats on each page with "continued", a heading stays with what follows).
 * It measures with the embedded font and produces, per page, a list of drawing operations any surface can replay.
 */
import type { Surface } from '../../../../src-shared/map-art/draw-context';
import { EXPORT_FONT_FAMILY, faceMetrics, measureText, type FaceName } from '../fonts';

export const PT = 25.4 / 72;

export type Op =
  | { t: 'text'; x: number; y: number; text: string; face: FaceName; size: number; colour: string; align: 'left' | 'center' | 'right' }
  | { t: 'rect'; x: number; y: number; w: number; h: number; fill: string };

export type Column = { header: string; align?: 'left' | 'center' | 'right'; /** Never narrower than this (mm). */ min?: number };
export type Table = { title?: string; source?: string; columns: Column[]; rows: string[][]; note?: string };

export type Block =
  | { kind: 'heading'; text: string; level: 1 | 2 | 3 }
  | { kind: 'para'; text: string; face?: FaceName; size?: number; colour?: string }
  | { kind: 'table'; table: Table }
  | { kind: 'gap'; mm: number }
  | { kind: 'pageBreak' };

export type FlowPage = { ops: Op[] };

export type FlowOptions = { width: number; height: number; margin: number; footer: string };

const BODY = 9.5 * PT;
const TABLE = 8 * PT;
const HEADINGS = { 1: 17 * PT, 2: 12.5 * PT, 3: 10 * PT } as const;
const LINE = 1.3;
const CELL_PAD_X = 1.4;
const CELL_PAD_Y = 0.9;

/** Lines of `text` no wider than `width`: words are kept whole unless a word alone is too wide. */
export function wrap(text: string, face: FaceName, size: number, width: number): string[] {
  const out: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    const words = paragraph.split(/\s+/).filter(Boolean);
    let line = '';
    for (let word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (measureText(candidate, face, size) <= width + 1e-6) {
        line = candidate;
        continue;
      }
      if (line) out.push(line);
      line = '';
      while (measureText(word, face, size) > width && word.length > 1) {
        let cut = word.length - 1;
        while (cut > 1 && measureText(word.slice(0, cut), face, size) > width) cut--;
        out.push(word.slice(0, cut));
        word = word.slice(cut);
      }
      line = word;
    }
    out.push(line);
  }
  return out;
}

/** Column widths: natural widths when they fit; otherwise wide columns share what the narrow ones leave. */
export function columnWidths(table: Table, width: number): number[] {
  const n = table.columns.length;
  const natural = table.columns.map((c, i) => {
    let w = measureText(c.header, 'bold', TABLE);
    for (const row of table.rows) w = Math.max(w, measureText(row[i] ?? '', 'regular', TABLE));
    return Math.max(c.min ?? 0, w + 2 * CELL_PAD_X);
  });
  const total = natural.reduce((a, b) => a + b, 0);
  if (total <= width) return total > width * 0.7 ? natural.map((w) => (w * width) / total) : natural;
  let fixed = 0;
  let flexible = natural.map((_, i) => i);
  for (;;) {
    const fair = (width - fixed) / flexible.length;
    const small = flexible.filter((i) => natural[i] <= fair);
    if (!small.length) break;
    for (const i of small) fixed += natural[i];
    flexible = flexible.filter((i) => natural[i] > fair);
    if (!flexible.length) break;
  }
  const rest = width - fixed;
  const flexTotal = flexible.reduce((a, i) => a + natural[i], 0);
  const shared = natural.map((w, i) => (flexible.includes(i) ? (w * rest) / flexTotal : w));
  // No column narrower than its longest word (so "Roll" never breaks), taking the room from columns that wrap anyway.
  const longestWord = table.columns.map((c, i) => {
    let w = Math.max(...c.header.split(/\s+/).map((word) => measureText(word, 'bold', TABLE)));
    for (const row of table.rows) for (const word of (row[i] ?? '').split(/\s+/)) w = Math.max(w, measureText(word, 'regular', TABLE));
    return Math.min(w + 2 * CELL_PAD_X, width / n);
  });
  const widths = shared.map((w, i) => Math.max(w, longestWord[i]));
  const over = widths.reduce((a, b) => a + b, 0) - width;
  if (over <= 0) return widths;
  const slack = widths.map((w, i) => Math.max(0, w - longestWord[i]));
  const slackTotal = slack.reduce((a, b) => a + b, 0);
  return widths.map((w, i) => (slackTotal > 0 ? w - (over * slack[i]) / slackTotal : (w * width) / (width + over)));
}

/** Lay the blocks out on pages. */
export function layoutFlow(blocks: readonly Block[], options: FlowOptions): FlowPage[] {
  const { width: pageW, height: pageH, margin } = options;
  const contentW = pageW - 2 * margin;
  const bottom = pageH - margin - 6;
  const pages: FlowPage[] = [];
  let ops: Op[] = [];
  let y = margin;
  const newPage = () => {
    pages.push({ ops });
    ops = [];
    y = margin;
  };
  const ascent = (size: number) => faceMetrics('regular').ascent * size;
  const text = (t: string, x: number, baseline: number, face: FaceName, size: number, colour = '#000000', align: 'left' | 'center' | 'right' = 'left') =>
    ops.push({ t: 'text', x, y: baseline, text: t, face, size, colour, align });
  const room = (h: number) => y + h <= bottom + 1e-6;
  const rowH = (lines: string[][]) => Math.max(1, ...lines.map((l) => l.length)) * TABLE * LINE + 2 * CELL_PAD_Y;
  /** How much of a table must fit where it starts: all of a short one, else its title, header and first row. */
  const tableStart = (table: Table) => {
    const widths = columnWidths(table, contentW);
    const lines = (cells: readonly string[], face: FaceName) => cells.map((c, i) => wrap(c ?? '', face, TABLE, widths[i] - 2 * CELL_PAD_X));
    const titleH = table.title ? HEADINGS[3] * LINE + 1 : 0;
    const headerH = rowH(lines(table.columns.map((c) => c.header), 'bold'));
    const rows = table.rows.map((row) => rowH(lines(row, 'regular')));
    const whole = titleH + headerH + rows.reduce((a, h) => a + h, 0);
    return table.rows.length <= 8 && whole <= bottom - margin ? whole : titleH + headerH + (rows[0] ?? 0);
  };
  /** What must follow a heading on its page: the start of the next block (a chain of headings counts whole). */
  const followingStart = (from: number): number => {
    const next = blocks[from];
    if (!next || next.kind === 'pageBreak') return 0;
    if (next.kind === 'gap') return next.mm + followingStart(from + 1);
    if (next.kind === 'heading') return HEADINGS[next.level] * LINE + 3.5 + followingStart(from + 1);
    if (next.kind === 'table') return tableStart(next.table);
    return 3 * (next.size ?? BODY) * LINE;
  };

  for (let b = 0; b < blocks.length; b++) {
    const block = blocks[b];
    if (block.kind === 'pageBreak') {
      if (ops.length) newPage();
      continue;
    }
    if (block.kind === 'gap') {
      y += block.mm;
      continue;
    }
    if (block.kind === 'heading') {
      const size = HEADINGS[block.level];
      const before = block.level === 1 ? 2 : 3.5;
      const h = size * LINE + before;
      // Keep the heading with what follows it: three lines of text, or as much of a table as starts a page.
      if (!room(h + followingStart(b + 1) + 2) && y > margin) newPage();
      if (y > margin) y += before;
      for (const line of wrap(block.text, 'bold', size, contentW)) {
        text(line, margin, y + ascent(size), 'bold', size, block.level === 1 ? '#1d2a33' : '#000000');
        y += size * LINE;
      }
      if (block.level === 1) {
        ops.push({ t: 'rect', x: margin, y: y - 0.6, w: contentW, h: 0.35, fill: '#1d2a33' });
        y += 1.5;
      }
      continue;
    }
    if (block.kind === 'para') {
      const size = block.size ?? BODY;
      const face = block.face ?? 'regular';
      for (const line of wrap(block.text, face, size, contentW)) {
        if (!room(size * LINE)) newPage();
        text(line, margin, y + ascent(size), face, size, block.colour);
        y += size * LINE;
      }
      y += 1.5;
      continue;
    }
    // Tables.
    const table = block.table;
    const widths = columnWidths(table, contentW);
    const xs = widths.map((_, i) => margin + widths.slice(0, i).reduce((a, w) => a + w, 0));
    const cellLines = (cells: readonly string[], face: FaceName) => cells.map((c, i) => wrap(c ?? '', face, TABLE, widths[i] - 2 * CELL_PAD_X));
    const rowHeight = rowH;
    const header = cellLines(table.columns.map((c) => c.header), 'bold');
    const headerH = rowHeight(header);
    const titleH = table.title ? HEADINGS[3] * LINE + 1 : 0;
    const drawRow = (lines: string[][], face: FaceName, h: number, shade: string | null) => {
      if (shade) ops.push({ t: 'rect', x: margin, y, w: contentW, h, fill: shade });
      lines.forEach((cell, i) => {
        const col = table.columns[i];
        const align = col?.align ?? 'left';
        const x = align === 'left' ? xs[i] + CELL_PAD_X : align === 'right' ? xs[i] + widths[i] - CELL_PAD_X : xs[i] + widths[i] / 2;
        cell.forEach((line, k) => text(line, x, y + CELL_PAD_Y + ascent(TABLE) + k * TABLE * LINE, face, TABLE, '#000000', align));
      });
      y += h;
    };
    const drawHeader = (continued: boolean) => {
      if (table.title) {
        text(table.title + (continued ? ' (continued)' : ''), margin, y + ascent(HEADINGS[3]), 'bold', HEADINGS[3]);
        if (table.source) text(table.source, margin + contentW, y + ascent(HEADINGS[3]), 'italic', TABLE, '#555555', 'right');
        y += titleH;
      }
      drawRow(header, 'bold', headerH, '#d9dde0');
    };
    // A short table stays whole; a long one starts where at least its first row fits.
    if (!room(tableStart(table)) && y > margin) newPage();
    drawHeader(false);
    table.rows.forEach((row, r) => {
      const lines = cellLines(row, 'regular');
      const h = rowHeight(lines);
      if (!room(h)) {
        newPage();
        drawHeader(true);
      }
      drawRow(lines, 'regular', h, r % 2 ? '#f1f3f4' : null);
    });
    ops.push({ t: 'rect', x: margin, y, w: contentW, h: 0.25, fill: '#8a9399' });
    y += 1.5;
    if (table.note) {
      for (const line of wrap(table.note, 'italic', TABLE, contentW)) {
        if (!room(TABLE * LINE)) newPage();
        text(line, margin, y + ascent(TABLE), 'italic', TABLE, '#333333');
        y += TABLE * LINE;
      }
    }
    y += 3;
  }
  if (ops.length) pages.push({ ops });
  return pages;
}

/** Replay a page's operations, then its footer. */
export function drawFlowPage(surface: Surface, page: FlowPage, options: FlowOptions, index: number, count: number) {
  const { ctx } = surface;
  for (const op of page.ops) {
    if (op.t === 'rect') {
      ctx.fillStyle = op.fill;
      ctx.fillRect(op.x, op.y, op.w, op.h);
      continue;
    }
    ctx.font = `${op.face === 'bold' || op.face === 'boldItalic' ? 'bold ' : ''}${op.face === 'italic' || op.face === 'boldItalic' ? 'italic ' : ''}${op.size}px "${EXPORT_FONT_FAMILY}"`;
    ctx.fillStyle = op.colour;
    ctx.textAlign = op.align;
    ctx.textBaseline = 'alphabetic';
    ctx.fillText(op.text, op.x, op.y);
  }
  ctx.font = `${7.5 * PT}px "${EXPORT_FONT_FAMILY}"`;
  ctx.fillStyle = '#555555';
  ctx.textAlign = 'left';
  ctx.fillText(options.footer, options.margin, options.height - options.margin + 4);
  ctx.textAlign = 'right';
  ctx.fillText(`${index + 1} / ${count}`, options.width - options.margin, options.height - options.margin + 4);
}
