import type { Terrain } from '../ruleset';
import { clipAndStroke, type Box, type DrawContext } from './draw-context';
import type { HexLattice, HexRange } from './lattice';
import type { MapArtModel } from './model';
import { addLoop, addLoopEdges } from './outlines';
import { traceBoundaries, type Boundaries, type Loop } from './regions';
import { DETAIL_PX, MAP_INK, type MapArtStyle } from './style';
import { shade } from './shade';
import { terrainTile } from './tiles';

export type Rect = { x0: number; y0: number; x1: number; y1: number };

const box = (r: Rect): Box => ({ x: r.x0, y: r.y0, width: r.x1 - r.x0, height: r.y1 - r.y0 });

/** Loops by key, keys in ascending order (every part of the map paints its areas in the same order). */
function byKey(b: Boundaries): Map<number, Loop[]> {
  const loops = new Map<number, Loop[]>();
  for (const loop of [...b.loops].sort((x, y) => x.key - y.key)) {
    const list = loops.get(loop.key);
    if (list) list.push(loop);
    else loops.set(loop.key, [loop]);
  }
  return loops;
}

/** Loops in batches, so no single path grows past what a rasteriser handles quickly. */
function batches(loops: readonly Loop[]): Loop[][] {
  const BATCH = 400;
  const out: Loop[][] = [];
  for (let i = 0; i < loops.length; i += BATCH) out.push(loops.slice(i, i + BATCH));
  return out;
}

const isWater = (t: Terrain | undefined) => !!t && t.water !== 'none';
/** Open water, where waves break on the shore (not a river). */
const isSea = (t: Terrain | undefined) => !!t && (t.water === 'ocean' || t.water === 'sea');

/**
 * The terrain of a rectangle: each terrain's hexes as continuous areas (one outline per area, no seams inside),
 * their patterns tiled across hexes, the shallows and surf line along coasts, elevation as tinted areas with
 * contour lines, the rule marks (jungle corners, centre dots) and the coastline. Yields between batches of work
 * how much of it is done (0 to 1), so a long export can report progress and stop.
 */
export function* terrainSteps(ctx: DrawContext, model: MapArtModel, style: MapArtStyle, rect: Rect): Generator<number> {
  const l = model.lattice;
  const range = l.rangeForRect(rect.x0, rect.y0, rect.x1, rect.y1, 2);
  const b = traceBoundaries(l, range, (c, r) => model.keyAt(c, r));
  const loops = byKey(b);
  const px = 1 / style.pxPerMm;
  const hexPx = model.size * style.pxPerMm;
  if (!style.layers.terrain) {
    ctx.fillStyle = MAP_INK.paper;
    ctx.fillRect(rect.x0, rect.y0, rect.x1 - rect.x0, rect.y1 - rect.y0);
  } else {
    // The map's default terrain under everything; the others over it, each stroked a hair wide in its own colour so
    // no background shows where two areas meet. Chosen for the whole map, so every part of it is drawn alike.
    const base = 0;
    ctx.fillStyle = model.terrainOfIndex(base)?.look.fill ?? '#ff00ff';
    ctx.fillRect(rect.x0, rect.y0, rect.x1 - rect.x0, rect.y1 - rect.y0);
    ctx.lineWidth = Math.max(px, 0.05);
    ctx.lineJoin = 'round';
    ctx.setLineDash([]);
    let done = 0;
    let total = 1;
    for (const list of loops.values()) total += 2 * Math.ceil(list.length / 400);
    for (const [k, list] of loops) {
      if (k === base) continue;
      const fill = model.terrainOfIndex(k)?.look.fill ?? '#ff00ff';
      ctx.fillStyle = fill;
      ctx.strokeStyle = fill;
      for (const batch of batches(list)) {
        ctx.beginPath();
        for (const loop of batch) addLoop(ctx, l, b, loop, style.edges);
        ctx.fill();
        ctx.stroke();
        yield (0.9 * ++done) / total;
      }
    }
    if (style.layers.patterns && hexPx >= DETAIL_PX.patterns)
      for (const [k, list] of loops) {
        const t = model.terrainOfIndex(k);
        const tile = t ? terrainTile(t.look, model.size) : null;
        if (!tile) continue;
        for (const batch of batches(list)) {
          ctx.beginPath();
          for (const loop of batch) addLoop(ctx, l, b, loop, style.edges);
          style.fillPattern(ctx, tile, box(rect));
          yield (0.9 * ++done) / total;
        }
      }
    drawShallows(ctx, model, style, b, loops);
    yield 0.9;
  }
  if (style.layers.elevation) yield* elevationSteps(ctx, model, style, range);
  if (style.layers.terrain && hexPx >= DETAIL_PX.marks) drawMarks(ctx, model, range);
  if (style.layers.terrain) drawCoast(ctx, model, style, b, loops);
}

/** Is edge i of a water loop a coast (land across it)? */
function coastPicker(model: MapArtModel, b: Boundaries): (i: number) => boolean {
  const l = model.lattice;
  return (i) => !isWater(model.terrainOfIndex(model.keyAt(l.neighbourCol(b.col[i], b.row[i], b.dir[i]), l.neighbourRow(b.col[i], b.row[i], b.dir[i]))));
}

function waterLoops(model: MapArtModel, loops: Map<number, Loop[]>, which = isWater): Loop[] {
  const out: Loop[] = [];
  for (const [k, list] of loops) if (which(model.terrainOfIndex(k))) out.push(...list);
  return out;
}

/** Inside the water along each coast: a pale band of shallows and a white surf line a little way out. */
function drawShallows(ctx: DrawContext, model: MapArtModel, style: MapArtStyle, b: Boundaries, loops: Map<number, Loop[]>) {
  const water = waterLoops(model, loops, isSea);
  if (!water.length || water.length === b.loops.length) return;
  const l = model.lattice;
  const pick = coastPicker(model, b);
  const s = model.size;
  const area = (c: DrawContext) => {
    for (const loop of water) addLoop(c, l, b, loop, style.edges);
  };
  const coast = (c: DrawContext) => {
    let n = 0;
    for (const loop of water) n += addLoopEdges(c, l, b, loop, style.edges, pick);
    return n;
  };
  // Widths are doubled: the coast runs along the water's edge, so half of each stroke falls on the land and is cut
  // away.
  (style.strokeInside ?? clipAndStroke)(ctx, area, coast, [
    { colour: '#e8f4fb', width: s * 0.32, alpha: 0.45 },
    { colour: MAP_INK.surf, width: s * 0.15, alpha: 0.9 },
    { colour: '#bfe0f2', width: s * 0.11, alpha: 1 },
  ]);
}

/** The coastline itself: a thin dark line where water meets land. */
function drawCoast(ctx: DrawContext, model: MapArtModel, style: MapArtStyle, b: Boundaries, loops: Map<number, Loop[]>) {
  const water = waterLoops(model, loops);
  if (!water.length || water.length === b.loops.length) return;
  const pick = coastPicker(model, b);
  ctx.beginPath();
  let n = 0;
  for (const loop of water) n += addLoopEdges(ctx, model.lattice, b, loop, style.edges, pick);
  if (!n) return;
  ctx.strokeStyle = MAP_INK.coast;
  ctx.lineWidth = Math.max(MAP_INK.coastWidthMm, style.minLinePx / style.pxPerMm);
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.setLineDash([]);
  ctx.stroke();
}

/** Levels as tinted areas (higher ground browner, depressions bluer) with a contour line along every change of
 *  level, drawn once from the higher side. */
function* elevationSteps(ctx: DrawContext, model: MapArtModel, style: MapArtStyle, range: HexRange): Generator<number> {
  const l: HexLattice = model.lattice;
  let any = false;
  for (let r = range.r0; r <= range.r1 && !any; r++) for (let c = range.c0; c <= range.c1; c++) if (model.levelAt(c, r) !== 0) {
    any = true;
    break;
  }
  if (!any) return;
  const b = traceBoundaries(l, range, (c, r) => model.levelAt(c, r));
  const loops = byKey(b);
  for (const [level, list] of loops) {
    if (level === 0) continue;
    ctx.fillStyle = level > 0 ? `rgba(110,70,20,${Math.min(0.45, 0.1 * level)})` : `rgba(20,60,120,${Math.min(0.45, -0.1 * level)})`;
    for (const batch of batches(list)) {
      ctx.beginPath();
      for (const loop of batch) addLoop(ctx, l, b, loop, style.edges);
      ctx.fill();
      yield 0.95;
    }
  }
  ctx.beginPath();
  let n = 0;
  for (const loop of b.loops)
    n += addLoopEdges(ctx, l, b, loop, style.edges, (i) => model.levelAt(l.neighbourCol(b.col[i], b.row[i], b.dir[i]), l.neighbourRow(b.col[i], b.row[i], b.dir[i])) < loop.key);
  if (!n) return;
  ctx.strokeStyle = MAP_INK.contour;
  ctx.lineWidth = Math.max(MAP_INK.contourWidthMm, style.minLinePx / style.pxPerMm);
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.setLineDash([]);
  ctx.stroke();
}

/** The marks some rules print in the hex: white corner ticks (OST jungle), a centre dot (ocean, beach). */
function drawMarks(ctx: DrawContext, model: MapArtModel, range: HexRange) {
  const l = model.lattice;
  const s = model.size;
  const corners: [number, number][] = [];
  const dots: [number, number][] = [];
  for (let r = Math.max(0, range.r0); r <= Math.min(model.grid.rows - 1, range.r1); r++)
    for (let c = Math.max(0, range.c0); c <= Math.min(model.grid.cols - 1, range.c1); c++) {
      const t = model.terrainOfIndex(model.keyAt(c, r));
      if (t?.marks.cornerMarks) corners.push([c, r]);
      if (t?.marks.centreDot) dots.push([c, r]);
    }
  if (corners.length) {
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = s * 0.032;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.setLineDash([]);
    ctx.beginPath();
    for (const [c, r] of corners) {
      const x = l.centreX(c, r);
      const y = l.centreY(c, r);
      for (let i = 0; i < 6; i++) {
        const cx = x + l.cornerX[i];
        const cy = y + l.cornerY[i];
        const toward = (k: number, f: number) => [cx + (x + l.cornerX[k] - cx) * f, cy + (y + l.cornerY[k] - cy) * f] as const;
        const a = toward((i + 5) % 6, 0.17);
        const b = toward((i + 1) % 6, 0.17);
        // Just inside the corner, so neighbouring hexes' ticks do not merge into one mark.
        const inset = 0.06;
        const ix = (x - cx) * inset;
        const iy = (y - cy) * inset;
        ctx.moveTo(a[0] + ix, a[1] + iy);
        ctx.lineTo(cx + ix, cy + iy);
        ctx.lineTo(b[0] + ix, b[1] + iy);
      }
    }
    ctx.stroke();
  }
  if (dots.length) {
    ctx.fillStyle = '#1d2a33';
    ctx.beginPath();
    for (const [c, r] of dots) {
      const x = l.centreX(c, r);
      const y = l.centreY(c, r);
      ctx.moveTo(x + s * 0.03, y);
      ctx.arc(x, y, s * 0.03, 0, Math.PI * 2);
    }
    ctx.fill();
  }
}

/** The hex grid as its own thin layer: each side of every hex of the range that is on the map, once. */
export function* gridSteps(ctx: DrawContext, model: MapArtModel, style: MapArtStyle, range: HexRange): Generator<number> {
  // A grid of no width is no grid (an export option).
  if (!(style.gridWidthMm > 0)) return;
  const l = model.lattice;
  const { cols, rows } = model.grid;
  // Opaque, so lines that meet at a corner never darken it twice, whichever part of the map drew them. Zoomed out on
  // screen, a full-strength grid would drown the terrain: it pales towards the paper as the hexes shrink.
  const hexPx = model.size * style.pxPerMm;
  ctx.strokeStyle = hexPx >= 60 ? style.gridColour : shade(style.gridColour, 0.65 * (1 - Math.max(0, hexPx - 8) / 52));
  ctx.globalAlpha = 1;
  ctx.lineWidth = Math.max(style.gridWidthMm, style.minLinePx / style.pxPerMm);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.setLineDash([]);
  ctx.beginPath();
  let n = 0;
  for (let r = Math.max(0, range.r0); r <= Math.min(rows - 1, range.r1); r++)
    for (let c = Math.max(0, range.c0); c <= Math.min(cols - 1, range.c1); c++) {
      const x = l.centreX(c, r);
      const y = l.centreY(c, r);
      for (let d = 0; d < 6; d++) {
        if (d >= 3 && model.inside(l.neighbourCol(c, r, d), l.neighbourRow(c, r, d))) continue;
        ctx.moveTo(x + l.cornerX[d], y + l.cornerY[d]);
        ctx.lineTo(x + l.cornerX[(d + 1) % 6], y + l.cornerY[(d + 1) % 6]);
      }
      if (++n % 256 === 0) {
        ctx.stroke();
        ctx.beginPath();
        if (n % 4096 === 0) yield n / Math.max(1, (range.r1 - range.r0 + 1) * (range.c1 - range.c0 + 1));
      }
    }
  ctx.stroke();
}
