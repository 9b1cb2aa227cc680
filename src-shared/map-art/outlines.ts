import type { DrawContext } from './draw-context';
import type { HexLattice } from './lattice';
import type { Boundaries, Loop } from './regions';

/** Along the hex edges, or softened: rounded through the middle of each edge where two areas meet. */
export type EdgeStyle = 'hex' | 'soft';

type P = { x: number; y: number };

/** Corner `k` of a hex. */
function corner(l: HexLattice, col: number, row: number, k: number, out: P): P {
  out.x = l.centreX(col, row) + l.cornerX[k % 6];
  out.y = l.centreY(col, row) + l.cornerY[k % 6];
  return out;
}

/** The middle of side `d` of a hex. */
function middle(l: HexLattice, col: number, row: number, d: number, out: P): P {
  out.x = l.centreX(col, row) + (l.cornerX[d] + l.cornerX[(d + 1) % 6]) / 2;
  out.y = l.centreY(col, row) + (l.cornerY[d] + l.cornerY[(d + 1) % 6]) / 2;
  return out;
}

const v = { x: 0, y: 0 };
const m = { x: 0, y: 0 };
const mNext = { x: 0, y: 0 };

/** Add one loop to the current path. */
export function addLoop(ctx: DrawContext, l: HexLattice, b: Boundaries, loop: Loop, edges: EdgeStyle) {
  const { col, row, dir, smooth } = b;
  const { start, end } = loop;
  if (edges === 'hex') {
    corner(l, col[start], row[start], dir[start], v);
    ctx.moveTo(v.x, v.y);
    for (let i = start; i < end; i++) {
      corner(l, col[i], row[i], dir[i] + 1, v);
      ctx.lineTo(v.x, v.y);
    }
    ctx.closePath();
    return;
  }
  middle(l, col[start], row[start], dir[start], m);
  ctx.moveTo(m.x, m.y);
  for (let i = start; i < end; i++) {
    const j = i + 1 < end ? i + 1 : start;
    corner(l, col[i], row[i], dir[i] + 1, v);
    middle(l, col[j], row[j], dir[j], mNext);
    if (smooth[i]) ctx.quadraticCurveTo(v.x, v.y, mNext.x, mNext.y);
    else {
      ctx.lineTo(v.x, v.y);
      ctx.lineTo(mNext.x, mNext.y);
    }
  }
  ctx.closePath();
}

/**
 * Add the edges of a loop that `pick` chooses, as open lines that follow the same outline `addLoop` draws (a
 * coast, a contour): consecutive picked edges make one line. Returns the number of edges added.
 */
export function addLoopEdges(ctx: DrawContext, l: HexLattice, b: Boundaries, loop: Loop, edges: EdgeStyle, pick: (i: number) => boolean): number {
  const { col, row, dir, smooth } = b;
  const { start, end } = loop;
  const len = end - start;
  // Begin after an edge that is not picked, so a line is never cut where the loop closes.
  let first = -1;
  for (let k = 0; k < len; k++) if (!pick(start + k)) {
    first = k + 1;
    break;
  }
  const whole = first < 0;
  if (whole) first = 0;
  let added = 0;
  let open = false;
  for (let k = 0; k < len; k++) {
    const i = start + ((first + k) % len);
    if (!pick(i)) {
      open = false;
      continue;
    }
    const prev = start + ((i - start + len - 1) % len);
    const next = start + ((i - start + 1) % len);
    if (edges === 'hex') {
      if (!open) {
        corner(l, col[i], row[i], dir[i], v);
        ctx.moveTo(v.x, v.y);
      }
      corner(l, col[i], row[i], dir[i] + 1, v);
      ctx.lineTo(v.x, v.y);
    } else {
      middle(l, col[i], row[i], dir[i], m);
      if (!open) {
        // From the corner's curve half-way, or from the corner itself where three areas meet.
        corner(l, col[prev], row[prev], dir[prev] + 1, v);
        if (smooth[prev]) {
          middle(l, col[prev], row[prev], dir[prev], mNext);
          ctx.moveTo((mNext.x + 2 * v.x + m.x) / 4, (mNext.y + 2 * v.y + m.y) / 4);
          ctx.quadraticCurveTo((m.x + v.x) / 2, (m.y + v.y) / 2, m.x, m.y);
        } else {
          ctx.moveTo(v.x, v.y);
          ctx.lineTo(m.x, m.y);
        }
      }
      corner(l, col[i], row[i], dir[i] + 1, v);
      middle(l, col[next], row[next], dir[next], mNext);
      const nextPicked = pick(next) && !(whole && k === len - 1);
      if (smooth[i]) {
        if (nextPicked) ctx.quadraticCurveTo(v.x, v.y, mNext.x, mNext.y);
        else ctx.quadraticCurveTo((m.x + v.x) / 2, (m.y + v.y) / 2, (m.x + 2 * v.x + mNext.x) / 4, (m.y + 2 * v.y + mNext.y) / 4);
      } else {
        ctx.lineTo(v.x, v.y);
        if (nextPicked) ctx.lineTo(mNext.x, mNext.y);
      }
    }
    open = true;
    added++;
  }
  if (whole && added) ctx.closePath();
  return added;
}
