import type { HexsideType, LineLook, PathType } from '../ruleset';
import type { DrawContext } from './draw-context';
import type { HexLattice, HexRange } from './lattice';
import type { MapArtModel } from './model';
import { shade } from './shade';
import type { MapArtStyle } from './style';

type P = { x: number; y: number };
type Side = { c: number; r: number; d: number };

/**
 * A smooth line through a network of pieces (hexsides meeting at corners, or paths meeting at hex centres).
 * Each piece is drawn as its own sub-path from its two ends, and each end is decided by the node alone: where
 * exactly two pieces of the network meet, both bend through one curve (the piece ends half-way along it, with
 * the curve's tangent); anywhere else the piece runs straight into the node. So every range that draws a piece
 * draws it the same, and neighbouring chunks and pages meet without a seam.
 */
function addPiece(ctx: DrawContext, mid: P, from: { node: P; other: P | null }, to: { node: P; other: P | null }) {
  const start = from.other ? { x: (mid.x + 2 * from.node.x + from.other.x) / 4, y: (mid.y + 2 * from.node.y + from.other.y) / 4 } : from.node;
  ctx.moveTo(start.x, start.y);
  if (from.other) ctx.quadraticCurveTo((mid.x + from.node.x) / 2, (mid.y + from.node.y) / 2, mid.x, mid.y);
  else ctx.lineTo(mid.x, mid.y);
  if (to.other) {
    const end = { x: (mid.x + 2 * to.node.x + to.other.x) / 4, y: (mid.y + 2 * to.node.y + to.other.y) / 4 };
    ctx.quadraticCurveTo((mid.x + to.node.x) / 2, (mid.y + to.node.y) / 2, end.x, end.y);
  } else ctx.lineTo(to.node.x, to.node.y);
}

/** The same piece as points (for ties along a railway and dots along a trail). */
function pieceSamples(mid: P, from: { node: P; other: P | null }, to: { node: P; other: P | null }, n: number): P[] {
  const quad = (a: P, c: P, b: P, t: number) => ({ x: (1 - t) ** 2 * a.x + 2 * (1 - t) * t * c.x + t * t * b.x, y: (1 - t) ** 2 * a.y + 2 * (1 - t) * t * c.y + t * t * b.y });
  const half = (end: { node: P; other: P | null }, t: number) => {
    if (!end.other) return { x: mid.x + (end.node.x - mid.x) * t, y: mid.y + (end.node.y - mid.y) * t };
    const e = { x: (mid.x + 2 * end.node.x + end.other.x) / 4, y: (mid.y + 2 * end.node.y + end.other.y) / 4 };
    return quad(mid, { x: (mid.x + end.node.x) / 2, y: (mid.y + end.node.y) / 2 }, e, t);
  };
  const out: P[] = [];
  for (let i = n; i > 0; i--) out.push(half(from, i / n));
  out.push(mid);
  for (let i = 1; i <= n; i++) out.push(half(to, i / n));
  return out;
}

const cornerOf = (l: HexLattice, c: number, r: number, k: number): P => ({ x: l.centreX(c, r) + l.cornerX[k % 6], y: l.centreY(c, r) + l.cornerY[k % 6] });
const middleOf = (l: HexLattice, c: number, r: number, d: number): P => ({
  x: l.centreX(c, r) + (l.cornerX[d % 6] + l.cornerX[(d + 1) % 6]) / 2,
  y: l.centreY(c, r) + (l.cornerY[d % 6] + l.cornerY[(d + 1) % 6]) / 2,
});

/** Every side (owner form, direction 0..2) of the hexes in range that `has` accepts. */
function sidesIn(range: HexRange, has: (c: number, r: number, d: number) => boolean): Side[] {
  const out: Side[] = [];
  for (let r = range.r0; r <= range.r1; r++) for (let c = range.c0; c <= range.c1; c++) for (let d = 0; d < 3; d++) if (has(c, r, d)) out.push({ c, r, d });
  return out;
}

/** Water hexsides join into one network per water type; a bridge carries on the river it spans. */
function networkOf(model: MapArtModel, type: string | undefined): string | null {
  const t = type ? model.hexsideTypes.get(type) : undefined;
  if (!t) return null;
  if (t.kind === 'bridge') return t.spans ?? null;
  return t.kind === 'water' && t.look.style === 'solid' ? t.id : null;
}

/** Hexsides owned by the hexes of a range: rivers and streams as smooth water lines with banks, bridges across
 *  them, and the other types (cliffs, walls, wire, reef edges...) along their hex edges in their own style. */
export function drawHexsides(ctx: DrawContext, model: MapArtModel, style: MapArtStyle, range: HexRange) {
  const l = model.lattice;
  const sides = sidesIn(range, (c, r, d) => model.hexsideAt(c, r, d) !== undefined);
  if (!sides.length) return;
  const net = (c: number, r: number, d: number) => networkOf(model, model.hexsideAt(c, r, d));
  const water = new Map<string, { side: Side; from: { node: P; other: P | null }; to: { node: P; other: P | null }; mid: P }[]>();
  const bridges: { side: Side; type: HexsideType }[] = [];
  const others: { side: Side; type: HexsideType }[] = [];
  for (const side of sides) {
    const { c, r, d } = side;
    const type = model.hexsideTypes.get(model.hexsideAt(c, r, d)!);
    if (!type) continue;
    const network = networkOf(model, type.id);
    if (type.kind === 'bridge') bridges.push({ side, type });
    if (!network) {
      if (type.kind !== 'bridge') others.push({ side, type });
      continue;
    }
    // The other two sides at each end corner: at corner d + 1, side d + 1 of this hex and side d + 2 of the
    // hex across; at corner d, side d − 1 of this hex and side d + 4 of the hex across.
    const pc = l.neighbourCol(c, r, d);
    const pr = l.neighbourRow(c, r, d);
    const end = (k: number, a: [number, number, number], b: [number, number, number]) => {
      const node = cornerOf(l, c, r, k);
      const on = [a, b].filter(([x, y, s]) => net(x, y, s) === network);
      return { node, other: on.length === 1 ? middleOf(l, on[0][0], on[0][1], on[0][2]) : null };
    };
    const piece = {
      side,
      mid: middleOf(l, c, r, d),
      from: end(d, [c, r, (d + 5) % 6], [pc, pr, (d + 4) % 6]),
      to: end(d + 1, [c, r, (d + 1) % 6], [pc, pr, (d + 2) % 6]),
    };
    const list = water.get(network);
    if (list) list.push(piece);
    else water.set(network, [piece]);
  }
  ctx.setLineDash([]);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  const looks = [...water].map(([id, pieces]) => ({ look: model.hexsideTypes.get(id)?.look, pieces }));
  // Banks first, then every water line over them, so a stream flows into a river without a bank across it.
  for (const pass of ['bank', 'water'] as const)
    for (const { look, pieces } of looks) {
      if (!look) continue;
      ctx.strokeStyle = pass === 'bank' ? shade(look.colour, -0.45) : look.colour;
      ctx.lineWidth = pass === 'bank' ? look.widthMm + 0.5 : look.widthMm;
      ctx.beginPath();
      for (const p of pieces) addPiece(ctx, p.mid, p.from, p.to);
      ctx.stroke();
    }
  for (const { side, type } of others) {
    const a = cornerOf(l, side.c, side.r, side.d);
    const b = cornerOf(l, side.c, side.r, side.d + 1);
    strokeLook(ctx, type.look, a, b, style);
  }
  for (const { side, type } of bridges) drawBridge(ctx, l, side, type);
}

/** A bridge: a deck across the hexside, from hex centre towards hex centre, with its parapets. */
function drawBridge(ctx: DrawContext, l: HexLattice, side: Side, type: HexsideType) {
  const { c, r, d } = side;
  const mid = middleOf(l, c, r, d);
  const ux = (mid.x - l.centreX(c, r)) / (l.size / 2);
  const uy = (mid.y - l.centreY(c, r)) / (l.size / 2);
  const half = l.size * 0.2;
  const w = Math.max(type.look.widthMm, 1) * 0.9;
  const nx = -uy;
  const ny = ux;
  const demolished = type.look.style === 'dashed';
  ctx.save();
  ctx.translate(mid.x, mid.y);
  ctx.beginPath();
  ctx.moveTo(-ux * half + nx * w, -uy * half + ny * w);
  ctx.lineTo(ux * half + nx * w, uy * half + ny * w);
  ctx.lineTo(ux * half - nx * w, uy * half - ny * w);
  ctx.lineTo(-ux * half - nx * w, -uy * half - ny * w);
  ctx.closePath();
  ctx.fillStyle = demolished ? 'rgba(240,230,210,0.6)' : '#efe6d2';
  ctx.fill();
  ctx.strokeStyle = type.look.colour;
  ctx.lineWidth = 0.3;
  ctx.lineCap = 'butt';
  ctx.setLineDash(demolished ? [0.6, 0.5] : []);
  ctx.beginPath();
  for (const k of [1, -1]) {
    // Each parapet with its flared wing-walls.
    ctx.moveTo(-ux * (half + w * 0.7) + nx * k * w * 1.6, -uy * (half + w * 0.7) + ny * k * w * 1.6);
    ctx.lineTo(-ux * half + nx * k * w, -uy * half + ny * k * w);
    ctx.lineTo(ux * half + nx * k * w, uy * half + ny * k * w);
    ctx.lineTo(ux * (half + w * 0.7) + nx * k * w * 1.6, uy * (half + w * 0.7) + ny * k * w * 1.6);
  }
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.restore();
}

/** A hexside or path look along a straight segment (mm). */
export function strokeLook(ctx: DrawContext, look: LineLook, a: P, b: P, style: Pick<MapArtStyle, 'minLinePx' | 'pxPerMm'>) {
  const w = Math.max(look.widthMm, style.minLinePx / style.pxPerMm);
  ctx.strokeStyle = look.colour;
  ctx.fillStyle = look.colour;
  ctx.lineCap = look.style === 'dots' ? 'round' : 'butt';
  ctx.setLineDash([]);
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy) || 1;
  const nx = -dy / len;
  const ny = dx / len;
  switch (look.style) {
    case 'solid':
    case 'dashed':
      ctx.lineWidth = w;
      if (look.style === 'dashed') ctx.setLineDash([w * 2.5, w * 1.5]);
      ctx.beginPath();
      ctx.moveTo(a.x, a.y);
      ctx.lineTo(b.x, b.y);
      ctx.stroke();
      ctx.setLineDash([]);
      return;
    case 'double':
      ctx.lineWidth = w * 0.35;
      ctx.beginPath();
      for (const k of [-0.4, 0.4]) {
        ctx.moveTo(a.x + nx * w * k, a.y + ny * w * k);
        ctx.lineTo(b.x + nx * w * k, b.y + ny * w * k);
      }
      ctx.stroke();
      return;
    case 'dots': {
      const n = Math.max(2, Math.round(len / (w * 2)));
      ctx.beginPath();
      for (let i = 0; i <= n; i++) {
        const x = a.x + (dx * i) / n;
        const y = a.y + (dy * i) / n;
        ctx.moveTo(x + w * 0.45, y);
        ctx.arc(x, y, w * 0.45, 0, Math.PI * 2);
      }
      ctx.fill();
      return;
    }
    case 'teeth': {
      ctx.lineWidth = w * 0.4;
      ctx.beginPath();
      ctx.moveTo(a.x, a.y);
      ctx.lineTo(b.x, b.y);
      const n = Math.max(2, Math.round(len / (w * 1.6)));
      for (let i = 0; i < n; i++) {
        const t = (i + 0.5) / n;
        ctx.moveTo(a.x + dx * t, a.y + dy * t);
        ctx.lineTo(a.x + dx * t + nx * w, a.y + dy * t + ny * w);
      }
      ctx.stroke();
    }
  }
}

/** Paths crossing sides owned by the hexes of a range (roads, railways, tracks, trails) as smooth lines from hex
 *  centre to hex centre: roads with a casing, railways with ties, tracks dashed, trails dotted. */
export function drawPaths(ctx: DrawContext, model: MapArtModel, style: MapArtStyle, range: HexRange) {
  const l = model.lattice;
  const sides = sidesIn(range, (c, r, d) => model.pathsAt(c, r, d) !== undefined);
  if (!sides.length) return;
  const byType = new Map<string, { mid: P; from: { node: P; other: P | null }; to: { node: P; other: P | null } }[]>();
  for (const { c, r, d } of sides)
    for (const type of model.pathsAt(c, r, d) ?? []) {
      const pc = l.neighbourCol(c, r, d);
      const pr = l.neighbourRow(c, r, d);
      // At a hex centre: the path's other sides of that hex; exactly one means the path bends through the hex.
      const end = (hc: number, hr: number, skip: number) => {
        const others: number[] = [];
        for (let k = 0; k < 6; k++) if (k !== skip && model.pathsAt(hc, hr, k)?.includes(type)) others.push(k);
        return { node: { x: l.centreX(hc, hr), y: l.centreY(hc, hr) }, other: others.length === 1 ? middleOf(l, hc, hr, others[0]) : null };
      };
      const piece = { mid: middleOf(l, c, r, d), from: end(c, r, d), to: end(pc, pr, (d + 3) % 6) };
      const list = byType.get(type);
      if (list) list.push(piece);
      else byType.set(type, [piece]);
    }
  // Wider paths first, so a trail or track that joins a road runs on top of its casing.
  const order = [...byType].map(([id, pieces]) => ({ type: model.pathTypes.get(id), pieces })).filter((e): e is { type: PathType; pieces: typeof e.pieces } => !!e.type);
  order.sort((a, b) => b.type.look.widthMm - a.type.look.widthMm);
  const minW = style.minLinePx / style.pxPerMm;
  for (const { type, pieces } of order) {
    const look = type.look;
    const w = Math.max(look.widthMm, minW);
    const trace = () => {
      ctx.beginPath();
      for (const p of pieces) addPiece(ctx, p.mid, p.from, p.to);
    };
    ctx.lineJoin = 'round';
    ctx.setLineDash([]);
    switch (look.style) {
      case 'solid':
      case 'double':
        ctx.lineCap = 'round';
        trace();
        ctx.strokeStyle = shade(look.colour, -0.55);
        ctx.lineWidth = w + 0.5;
        ctx.stroke();
        ctx.strokeStyle = look.colour;
        ctx.lineWidth = w;
        ctx.stroke();
        if (look.style === 'double') {
          ctx.strokeStyle = '#ffffff';
          ctx.lineWidth = w * 0.3;
          ctx.stroke();
        }
        break;
      case 'dashed':
        ctx.lineCap = 'butt';
        trace();
        ctx.strokeStyle = 'rgba(255,255,255,0.55)';
        ctx.lineWidth = w * 1.4;
        ctx.stroke();
        ctx.strokeStyle = look.colour;
        ctx.lineWidth = w * 0.75;
        ctx.setLineDash([w * 2.4, w * 1.3]);
        ctx.stroke();
        ctx.setLineDash([]);
        break;
      case 'dots':
        ctx.lineCap = 'round';
        trace();
        ctx.strokeStyle = look.colour;
        ctx.lineWidth = w * 0.8;
        ctx.setLineDash([0.001, w * 1.8]);
        ctx.stroke();
        ctx.setLineDash([]);
        break;
      case 'teeth': {
        ctx.lineCap = 'butt';
        trace();
        ctx.strokeStyle = look.colour;
        ctx.lineWidth = w * 0.35;
        ctx.stroke();
        // Ties across the line, evenly spaced along each piece.
        ctx.lineWidth = w * 0.22;
        ctx.beginPath();
        for (const p of pieces) {
          const pts = pieceSamples(p.mid, p.from, p.to, 4);
          let next = w * 0.6;
          for (let i = 1; i < pts.length; i++) {
            const a = pts[i - 1];
            const b = pts[i];
            const seg = Math.hypot(b.x - a.x, b.y - a.y);
            if (seg === 0) continue;
            const ux = (b.x - a.x) / seg;
            const uy = (b.y - a.y) / seg;
            for (; next < seg; next += w * 1.4) {
              const x = a.x + ux * next;
              const y = a.y + uy * next;
              ctx.moveTo(x - uy * w * 0.6, y + ux * w * 0.6);
              ctx.lineTo(x + uy * w * 0.6, y - ux * w * 0.6);
            }
            next -= seg;
          }
        }
        ctx.stroke();
        break;
      }
    }
  }
}
