// Rules 10.2, 10.5, 13.2, 13.3, 13.4, 23.3.
/**
 * Where a retreating unit may go (13.2) and the engine's default choice of route.
 *
 * A retreat step is legal when it stays on the map, does not enter a hex held by enemy units, is one hex farther
 * from the combat hex than the hex before (no doubling back, so the unit ends exactly as many hexes away as it
 * moved), and the unit could enter the hex by normal movement (no prohibited terrain or hexside, 10.2, 10.5); a river
 * boat's step must follow the river (23.3, modules/river-boats.ts).
 * Friendly hexes are open; EZOC hexes are open but disrupt (13.3); a river hexside disrupts (13.4).
 *
 * Default choice (the owning player's choice in the text; a later UI may pass planned routes instead):
 *  1. the fewest disruptions on the way (EZOC hexes entered plus river hexsides crossed);
 *  2. then the end hex farthest from the nearest enemy unit;
 *  3. then the lowest hex index (row, then column), earlier hexes on the way likewise.
 * The route is the rolled length if its end would not be over-stacked; otherwise the search goes on one hex
 * farther at a time (13.2) and, when no farther hex is open, ends in the deepest over-stacked hex reached.
 */
import type { HexRef } from '../../model';
import { hexsideTypeById } from '../../ruleset';
import { hexDistance, hexIndex, type Board } from '../core/board';
import { RecentCache } from '../core/recent-cache';
import { stepCostHalf, unitCostTables, type CostTables } from '../movement/movement-cost';
import type { GameState } from '../core/state';
import { zocMasks } from '../zoc/zoc';
import { int32s, uint8s } from '../core/typed-slab';

/** Everything the route rules need for one retreating unit. */
export type RetreatGround = {
  readonly board: Board;
  readonly origin: HexRef;
  readonly tables: CostTables;
  readonly enemy: Uint8Array;
  readonly ezoc: Uint8Array;
  /** Per hexside type index: 1 when crossing it disrupts a retreating unit (13.4). */
  readonly crossingDisrupts: Uint8Array;
  /** Per hex: hexes from the origin, worked out as the route search asks (-1 until then). */
  readonly away: Int32Array;
};

export function retreatGround(state: GameState, unitId: string, origin: HexRef): RetreatGround {
  const { board } = state;
  const info = board.units[unitId];
  const masks = zocMasks(state, info.sideId);
  const crossingDisrupts = uint8s(board.hexsideTypeIds.length);
  board.hexsideTypeIds.forEach((id, i) => (crossingDisrupts[i] = hexsideTypeById(board.ruleset, id)?.crossingDisrupts ? 1 : 0));
  return { board, origin, tables: unitCostTables(board, info), enemy: masks.enemy, ezoc: masks.ezoc, crossingDisrupts, away: int32s(board.size).fill(-1) };
}

function away(g: RetreatGround, at: number): number {
  const known = g.away[at];
  if (known >= 0) return known;
  return (g.away[at] = hexDistance(g.board, hexIndex(g.board, g.origin), at));
}

/** Null when the step is a legal retreat step, else why not and the rule that says so. */
export function retreatStepFault(g: RetreatGround, from: number, dir: number, to: number): { readonly why: string; readonly rule: string } | null {
  if (to < 0) return { why: 'it would leave the map', rule: '13.2' };
  if (g.enemy[to] === 1) return { why: 'enemy units hold it', rule: '13.2' };
  if (away(g, to) !== away(g, from) + 1) return { why: 'it does not lead one hex farther from the combat hex (no doubling back)', rule: '13.2' };
  if (g.tables.stepOpen !== null && g.tables.stepOpen[from * 6 + dir] === 0) return { why: g.tables.confinement?.stepFault(g.board, from, dir, to) ?? 'river boats keep to the river', rule: g.tables.confinement?.rule ?? '23.3' };
  if (stepCostHalf(g.board, g.tables, from, dir, to) < 0) return { why: 'the unit may not enter it (prohibited terrain or hexside)', rule: '13.2' };
  return null;
}

/** Disruptions one step costs: a river hexside crossed (13.4) plus an EZOC hex entered (13.3). */
export function stepDisruptions(g: RetreatGround, from: number, dir: number, to: number): { river: boolean; ezoc: boolean } {
  const hs = g.board.hexsideAt[from * 6 + dir];
  return { river: hs >= 0 && g.crossingDisrupts[hs] === 1, ezoc: g.ezoc[to] === 1 };
}

/**
 * enemyDistance by enemy mask: it reads nothing else (and the board, which a mask belongs to), and zocMasks keeps a
 * side's masks, the same arrays, while the enemy stands still, so the retreats of one Ground Attack Phase share it.
 */
const enemyDistances = new RecentCache<Uint8Array, { readonly board: Board; readonly dist: Int32Array }>(4);

function enemyDistanceOf(g: RetreatGround): Int32Array {
  const known = enemyDistances.get(g.enemy);
  if (known && known.board === g.board) return known.dist;
  const dist = enemyDistance(g);
  enemyDistances.set(g.enemy, { board: g.board, dist });
  return dist;
}

/** Hexes to the nearest enemy unit, by the neighbour graph (board.size where there is none). */
function enemyDistance(g: RetreatGround): Int32Array {
  const { board } = g;
  const dist = int32s(board.size).fill(board.size);
  let frontier: number[] = [];
  for (let i = 0; i < board.size; i++) {
    if (g.enemy[i] !== 1) continue;
    dist[i] = 0;
    frontier.push(i);
  }
  for (let d = 1; frontier.length > 0; d++) {
    const next: number[] = [];
    for (const at of frontier)
      for (let dir = 0; dir < 6; dir++) {
        const n = board.neighbourAt[at * 6 + dir];
        if (n < 0 || dist[n] <= d) continue;
        dist[n] = d;
        next.push(n);
      }
    frontier = next;
  }
  return dist;
}

type Node = { readonly penalty: number; readonly prev: number };

export type RetreatRoute = {
  /** Hex indexes entered, in order. */
  readonly path: readonly number[];
  /** No hex at or beyond the rolled distance avoided over-stacking (13.2; penalised at the end of the phase, 7.3). */
  readonly overStacked: boolean;
};

/** The default route for a retreat of `hexes` hexes (see the file comment), or null when none exists (13.2). */
export function autoRetreatRoute(g: RetreatGround, hexes: number, endFits: (at: number) => boolean): RetreatRoute | null {
  const { board } = g;
  const start = board.cols * g.origin.row + g.origin.col;
  const layers: Map<number, Node>[] = [new Map([[start, { penalty: 0, prev: -1 }]])];
  // Read only when two ends tie on disruptions (so often not at all).
  let far: Int32Array | null = null;
  const better = (a: [number, Node], b: [number, Node]) => {
    if (a[1].penalty !== b[1].penalty) return a[1].penalty - b[1].penalty;
    far ??= enemyDistanceOf(g);
    return far[b[0]] - far[a[0]] || a[0] - b[0];
  };
  const routeTo = (end: number, overStacked: boolean): RetreatRoute => {
    const path: number[] = [];
    for (let k = layers.length - 1, at = end; k > 0; k--) {
      path.push(at);
      at = (layers[k].get(at) as Node).prev;
    }
    return { path: path.reverse(), overStacked };
  };
  for (let k = 1; ; k++) {
    const next = new Map<number, Node>();
    const froms = [...layers[k - 1].entries()].sort((a, b) => a[0] - b[0]);
    for (const [from, node] of froms)
      for (let dir = 0; dir < 6; dir++) {
        const to = board.neighbourAt[from * 6 + dir];
        if (retreatStepFault(g, from, dir, to) !== null) continue;
        const cost = stepDisruptions(g, from, dir, to);
        const penalty = node.penalty + (cost.river ? 1 : 0) + (cost.ezoc ? 1 : 0);
        const known = next.get(to);
        if (!known || penalty < known.penalty) next.set(to, { penalty, prev: from });
      }
    if (next.size === 0) break;
    layers.push(next);
    if (k < hexes) continue;
    const fitting = [...next.entries()].filter(([at]) => endFits(at)).sort(better);
    if (fitting.length > 0) return routeTo(fitting[0][0], false);
  }
  if (layers.length - 1 < hexes) return null;
  const deepest = [...layers[layers.length - 1].entries()].sort(better);
  return routeTo(deepest[0][0], true);
}
