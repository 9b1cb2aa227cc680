import { hexCenter, hexCorners, type HexGridGeometry, type Point } from '../../../src-shared/hex';
import type { HexRef } from '../../../src-shared/model';
import type { BoardArrow, BoardHighlights, LitHex } from './board-model';

type Ctx = CanvasRenderingContext2D;
export type HexGeometry = {
  readonly geom: HexGridGeometry;
  readonly size: number;
  /** Is the hex in view (with a margin)? Only those are drawn: a big map's zones of control run to thousands of hexes. */
  readonly inView: (hex: HexRef) => boolean;
};

function hexPath(ctx: Ctx, g: HexGeometry, hex: HexRef, shrink = 1) {
  const c = hexCenter(g.geom, g.size, hex);
  hexCorners(g.geom, g.size, hex).forEach((p, i) => {
    const x = c.x + (p.x - c.x) * shrink;
    const y = c.y + (p.y - c.y) * shrink;
    if (i) ctx.lineTo(x, y);
    else ctx.moveTo(x, y);
  });
  ctx.closePath();
}

function fillHexes(ctx: Ctx, g: HexGeometry, hexes: readonly HexRef[], fill: string, stroke: string | null, width: number, shrink = 1) {
  if (hexes.length === 0) return;
  ctx.beginPath();
  for (const hex of hexes) hexPath(ctx, g, hex, shrink);
  ctx.fillStyle = fill;
  ctx.fill();
  if (stroke) {
    ctx.strokeStyle = stroke;
    ctx.lineWidth = width;
    ctx.stroke();
  }
}

/** Small text in a hex's lower part (an MP cost), on a light plate so it reads over any terrain. */
function hexTexts(ctx: Ctx, g: HexGeometry, lit: readonly LitHex[], scale: number, colour: string) {
  const px = Math.min(g.size * 0.26, 13 / scale);
  if (g.size * scale < 22) return;
  ctx.font = `700 ${px}px Arial, 'Liberation Sans', sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const h of lit) {
    if (!h.text) continue;
    const c = hexCenter(g.geom, g.size, h.hex);
    const y = c.y + g.size * 0.33;
    const w = ctx.measureText(h.text).width + px * 0.6;
    ctx.fillStyle = 'rgba(255, 255, 255, 0.85)';
    ctx.fillRect(c.x - w / 2, y - px * 0.62, w, px * 1.24);
    ctx.fillStyle = colour;
    ctx.fillText(h.text, c.x, y);
  }
}

/** Under the counters: reachable and legal hexes, enemy zones of control, attack targets. */
export function paintUnder(ctx: Ctx, g: HexGeometry, all: BoardHighlights, scale: number) {
  const line = 2 / scale;
  const seen = <T extends { hex: HexRef }>(list: readonly T[]) => list.filter((l) => g.inView(l.hex));
  const h = { ...all, legal: seen(all.legal), reach: seen(all.reach), zoc: all.zoc.filter(g.inView), targets: all.targets.filter(g.inView) };
  fillHexes(ctx, g, h.legal.map((l) => l.hex), 'rgba(40, 120, 220, 0.28)', 'rgba(20, 80, 180, 0.9)', line, 0.94);
  fillHexes(ctx, g, h.reach.map((l) => l.hex), 'rgba(40, 170, 110, 0.30)', 'rgba(20, 120, 70, 0.85)', line, 0.94);
  if (h.zoc.length > 0) {
    // Enemy ZOC: red hatching, so that a reachable hex in a ZOC shows both.
    ctx.save();
    ctx.beginPath();
    for (const hex of h.zoc) hexPath(ctx, g, hex, 0.97);
    ctx.clip();
    ctx.strokeStyle = 'rgba(200, 30, 30, 0.55)';
    ctx.lineWidth = Math.max(line * 0.7, g.size * 0.03);
    ctx.beginPath();
    for (const hex of h.zoc) {
      const c = hexCenter(g.geom, g.size, hex);
      for (let k = -3; k <= 3; k++) {
        const o = (k * g.size) / 5;
        ctx.moveTo(c.x + o - g.size, c.y + g.size);
        ctx.lineTo(c.x + o + g.size, c.y - g.size);
      }
    }
    ctx.stroke();
    ctx.restore();
  }
  fillHexes(ctx, g, h.targets, 'rgba(220, 40, 30, 0.22)', 'rgba(190, 20, 20, 0.95)', 2.5 / scale, 0.9);
  hexTexts(ctx, g, h.reach, scale, '#14532d');
  hexTexts(ctx, g, h.legal, scale, '#123a6b');
}

function arrowHead(ctx: Ctx, from: Point, to: Point, size: number) {
  const a = Math.atan2(to.y - from.y, to.x - from.x);
  ctx.beginPath();
  ctx.moveTo(to.x, to.y);
  ctx.lineTo(to.x - size * Math.cos(a - 0.45), to.y - size * Math.sin(a - 0.45));
  ctx.lineTo(to.x - size * Math.cos(a + 0.45), to.y - size * Math.sin(a + 0.45));
  ctx.closePath();
  ctx.fill();
}

const ARROW_COLOURS: Record<BoardArrow['kind'], string> = {
  move: '#1d4ed8',
  scatter: '#c2410c',
  attack: '#b91c1c',
  retreat: '#6b21a8',
  advance: '#0f766e',
};

function paintArrow(ctx: Ctx, g: HexGeometry, arrow: BoardArrow, scale: number) {
  const from = hexCenter(g.geom, g.size, arrow.from);
  const to = hexCenter(g.geom, g.size, arrow.to);
  const colour = ARROW_COLOURS[arrow.kind];
  const width = Math.max(3 / scale, g.size * 0.07);
  const head = Math.max(12 / scale, g.size * 0.3);
  const len = Math.hypot(to.x - from.x, to.y - from.y);
  ctx.save();
  ctx.strokeStyle = colour;
  ctx.fillStyle = colour;
  ctx.lineWidth = width;
  ctx.lineCap = 'round';
  if (arrow.kind === 'scatter') ctx.setLineDash([width * 2.2, width * 1.4]);
  ctx.beginPath();
  ctx.arc(from.x, from.y, width * 1.6, 0, Math.PI * 2);
  ctx.fill();
  if (len > 0) {
    const end = { x: to.x - ((to.x - from.x) / len) * head * 0.6, y: to.y - ((to.y - from.y) / len) * head * 0.6 };
    ctx.beginPath();
    ctx.moveTo(from.x, from.y);
    ctx.lineTo(end.x, end.y);
    ctx.stroke();
    ctx.setLineDash([]);
    arrowHead(ctx, from, to, head);
  }
  if (arrow.label && g.size * scale >= 20) {
    const px = 12 / scale;
    const mid = len > 0 ? { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 } : { x: from.x, y: from.y - g.size * 0.5 };
    ctx.font = `700 ${px}px Arial, 'Liberation Sans', sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const w = ctx.measureText(arrow.label).width + px;
    ctx.fillStyle = 'rgba(255, 255, 255, 0.92)';
    ctx.fillRect(mid.x - w / 2, mid.y - px * 0.75, w, px * 1.5);
    ctx.strokeStyle = colour;
    ctx.lineWidth = 1 / scale;
    ctx.strokeRect(mid.x - w / 2, mid.y - px * 0.75, w, px * 1.5);
    ctx.fillStyle = colour;
    ctx.fillText(arrow.label, mid.x, mid.y);
  }
  ctx.restore();
}

/** Over the counters: the path to the hovered hex, arrows, the selected hex and the hexes of an event. */
export function paintOver(ctx: Ctx, g: HexGeometry, h: BoardHighlights, scale: number) {
  if (h.path.length > 1) {
    const points = h.path.map((hex) => hexCenter(g.geom, g.size, hex));
    ctx.save();
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.9)';
    ctx.lineWidth = Math.max(7 / scale, g.size * 0.12);
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    points.forEach((p, i) => (i ? ctx.lineTo(p.x, p.y) : ctx.moveTo(p.x, p.y)));
    ctx.stroke();
    ctx.strokeStyle = '#1d4ed8';
    ctx.lineWidth = Math.max(3.5 / scale, g.size * 0.06);
    ctx.stroke();
    ctx.fillStyle = '#1d4ed8';
    for (const p of points.slice(1)) {
      ctx.beginPath();
      ctx.arc(p.x, p.y, Math.max(4 / scale, g.size * 0.07), 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.restore();
  }
  for (const arrow of h.arrows) paintArrow(ctx, g, arrow, scale);
  if (h.chosen.length > 0) {
    ctx.save();
    ctx.beginPath();
    for (const hex of h.chosen) hexPath(ctx, g, hex, 0.9);
    ctx.setLineDash([g.size * 0.08, g.size * 0.05]);
    ctx.strokeStyle = '#b91c1c';
    ctx.lineWidth = Math.max(3 / scale, g.size * 0.05);
    ctx.stroke();
    ctx.restore();
  }
  if (h.focus.length > 0) {
    ctx.beginPath();
    for (const hex of h.focus) hexPath(ctx, g, hex, 0.98);
    ctx.strokeStyle = '#f59e0b';
    ctx.lineWidth = Math.max(4 / scale, g.size * 0.06);
    ctx.stroke();
  }
  if (h.selected) {
    ctx.beginPath();
    hexPath(ctx, g, h.selected, 0.98);
    ctx.strokeStyle = '#ffd21f';
    ctx.lineWidth = Math.max(3 / scale, g.size * 0.05);
    ctx.stroke();
  }
}
