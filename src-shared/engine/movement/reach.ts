// Rules 7.1, 7.6, 9.2, 9.3, 9.4, 10.4, 18.2, OST 9.8, OST 15.12.
/**
 * Where a unit can go this phase: Dijkstra over the board's typed tables, in half-MP integer costs with a
 * bucket queue. ZOC rules: entering an EZOC ends the move (9.2); a unit that starts in an EZOC may leave it
 * only into a hex free of EZOC (9.3, 9.4), unless it may infiltrate (18.2, zoc.ts); enemy
 * hexes are closed (7.6); friendly hexes are open to pass and end in (7.1). A unit that has not yet entered a
 * hex this phase may always enter one adjacent hex whatever its cost (10.4): such a hex ends the move.
 * Pacific modules: a cave hex costs a foot unit 1 MP more to enter and to leave (OST 9.8, caves.ts), and a hex holding
 * a friendly tank killer is closed like an enemy one, while a tank killer may pass through friendly hexes but not end
 * its move in one (OST 15.12, tank-killers.ts). Both come as masks built outside the search.
 */
import type { HexRef } from '../../model';
import { hexAt, hexIndex, type Board, type UnitInfo } from '../core/board';
import type { ReachEntry } from '../core/hook-types';
import { checkMover, progressOf } from './mover';
import { stepCostHalf, unitCostTables, type CostTables } from './movement-cost';
import { hooks } from '../core/registry';
import { RecentCache } from '../core/recent-cache';
import type { GameState } from '../core/state';
import { unitOf, movementAllowance } from '../core/units';
import { mayInfiltrate, zocMasks } from '../zoc/zoc';
import { int32s } from '../core/typed-slab';

export type MoveContext = {
  readonly board: Board;
  readonly tables: CostTables;
  readonly ezoc: Uint8Array;
  readonly enemy: Uint8Array;
  /** Hexes the unit may not enter: `enemy`, plus hexes holding a friendly tank killer (OST 15.12). */
  readonly blocked: Uint8Array;
  /** Hexes the unit may pass through but not end its move in (a tank killer: hexes with units of its side, OST 15.12), or null. */
  readonly noEnd: Uint8Array | null;
  /** Extra half-MP for leaving and for entering each hex (a cave, OST 9.8), or null. */
  readonly caves: Uint8Array | null;
  readonly start: number;
  readonly budgetHalf: number;
  readonly minimumMove: boolean;
  readonly infiltration: boolean;
};

export type ReachOptions = {
  /** Overrides whether the unit may infiltrate (18.2); for tests. */
  readonly infiltration?: boolean;
};

const contextsByState = new RecentCache<GameState, Map<string, MoveContext | null>>();

/**
 * Null when the unit may not move now (see checkMover). Kept with the (immutable) state: a bot weighing a move, then
 * apply checking it, ask for the same context several times.
 */
export function moveContext(state: GameState, unitId: string, options: ReachOptions = {}): MoveContext | null {
  if (options.infiltration !== undefined) return buildMoveContext(state, unitId, options);
  let known = contextsByState.get(state);
  if (!known) contextsByState.set(state, (known = new Map()));
  let ctx = known.get(unitId);
  if (ctx === undefined) known.set(unitId, (ctx = buildMoveContext(state, unitId, options)));
  return ctx;
}

/** Hexes a module closes to the unit and those where it may not end its move (a tank killer stands alone), or null. */
export function moveMasks(state: GameState, unitId: string): { readonly blocked: Uint8Array; readonly noEnd: Uint8Array | null } | null {
  let found: { readonly blocked: Uint8Array; readonly noEnd: Uint8Array | null } | null = null;
  for (const hook of hooks('moveMasks')) {
    const masks = hook(state, unitId);
    if (masks) found = found ? unionMasks(found, masks) : masks;
  }
  return found;
}

/** Two modules' masks together (a tank killer's hex and a minefield): closed or no-end in either. Fresh arrays. */
function unionMasks(a: { readonly blocked: Uint8Array; readonly noEnd: Uint8Array | null }, b: { readonly blocked: Uint8Array; readonly noEnd: Uint8Array | null }) {
  const either = (x: Uint8Array, y: Uint8Array) => x.map((v, i) => (v === 1 || y[i] === 1 ? 1 : 0));
  const noEnd = a.noEnd && b.noEnd ? either(a.noEnd, b.noEnd) : (a.noEnd ?? b.noEnd);
  return { blocked: either(a.blocked, b.blocked), noEnd };
}

/** Half-MP a module adds to entering each hex (1 MP more into a cave), or null. */
export function extraCost(state: GameState, info: UnitInfo): Uint8Array | null {
  for (const hook of hooks('extraCost')) {
    const mask = hook(state, info);
    if (mask) return mask;
  }
  return null;
}

function buildMoveContext(state: GameState, unitId: string, options: ReachOptions): MoveContext | null {
  if (checkMover(state, unitId)) return null;
  const { board } = state;
  const info = board.units[unitId];
  const unit = unitOf(state, unitId);
  const progress = progressOf(state, unitId);
  const masks = zocMasks(state, info.sideId);
  const alone = moveMasks(state, unitId);
  return {
    board,
    tables: unitCostTables(board, info),
    ezoc: masks.ezoc,
    enemy: masks.enemy,
    blocked: alone ? alone.blocked : masks.enemy,
    noEnd: alone ? alone.noEnd : null,
    caves: extraCost(state, info),
    start: hexIndex(board, unit.hex as HexRef),
    budgetHalf: Math.round(progress.mpLeft * 2),
    minimumMove: progress.hexesEntered === 0 && movementAllowance(info, unit) >= 1,
    infiltration: options.infiltration ?? mayInfiltrate(state, unitId),
  };
}

export type ReachSearch = {
  /** Half-MP cost per hex, -1 unreached. */
  readonly dist: Int32Array;
  /** The hex before, on the cheapest path, for reached hexes only (what it holds for the start and unreached hexes means nothing). */
  readonly prev: Int32Array;
  /** Reached hexes other than the start, in the order they were settled. */
  readonly reached: readonly number[];
};

/**
 * The bucket queue's buckets, reused by every search (a search runs to its end before the next starts), each filled
 * from its start by index up to its size in `bucketSizes`: emptying an array by `length = 0` is a call into V8's
 * runtime, a few hundred instructions a bucket, and a search used to empty every bucket of its allowance.
 */
const bucketScratch: number[][] = [];
let bucketSizes = new Int32Array(64);

export function searchReach(ctx: MoveContext): ReachSearch {
  const { board, tables, ezoc, blocked, noEnd, caves, start, budgetHalf } = ctx;
  const neighbourAt = board.neighbourAt;
  // dist and prev share one buffer: one allocation, and one fill, of dist alone (prev is read only where dist is set,
  // and filling both took about a sixth of a search).
  const both = int32s(board.size * 2);
  const dist = both.subarray(0, board.size).fill(-1);
  const prev = both.subarray(board.size);
  const reached: number[] = [];
  const minimumOnly: number[] = [];
  const buckets = bucketScratch;
  while (buckets.length <= budgetHalf) buckets.push([]);
  if (bucketSizes.length <= budgetHalf) bucketSizes = new Int32Array(2 * (budgetHalf + 1));
  const sizes = bucketSizes;
  sizes.fill(0, 0, budgetHalf + 1);
  const startInEzoc = ezoc[start] === 1;
  dist[start] = 0;
  buckets[0][sizes[0]++] = start;
  for (let cost = 0; cost <= budgetHalf; cost++) {
    const bucket = buckets[cost];
    for (let k = 0; k < sizes[cost]; k++) {
      const at = bucket[k];
      if (dist[at] !== cost) continue;
      const isStart = at === start;
      if (!isStart) {
        if (noEnd === null || noEnd[at] === 0) reached.push(at);
        if (ezoc[at] === 1) continue; // 9.2: the move ends on entering an EZOC
      }
      for (let dir = 0; dir < 6; dir++) {
        const next = neighbourAt[at * 6 + dir];
        if (next < 0 || blocked[next] === 1 || next === start) continue;
        if (isStart && startInEzoc && ezoc[next] === 1 && !ctx.infiltration) continue; // 9.3, 9.4
        const step = stepCostHalf(board, tables, at, dir, next, caves);
        if (step < 0) continue;
        const total = cost + step;
        const known = dist[next];
        if (total <= budgetHalf) {
          if (known < 0 || total < known) {
            dist[next] = total;
            prev[next] = at;
            buckets[total][sizes[total]++] = next;
          }
        } else if (isStart && ctx.minimumMove && (known < 0 || (known > budgetHalf && total < known))) {
          dist[next] = total; // 10.4: one hex whatever the cost; it ends the move
          prev[next] = at;
          minimumOnly.push(next);
        }
      }
    }
  }
  for (const at of minimumOnly) if (dist[at] > budgetHalf && !reached.includes(at) && (noEnd === null || noEnd[at] === 0)) reached.push(at);
  return { dist, prev, reached };
}

const searchesByState = new RecentCache<GameState, Map<string, ReachSearch>>();

/**
 * Searches by what they read (searchReach reads nothing but its context): the masks and tables by identity, which
 * stay the same objects while they do not change (zocMasks keeps a side's masks while the enemy stands still, the cost
 * tables are made once per board and class), and the numbers by value. A third of a greedy game's searches are asked
 * again in a later state (the same unit in the same hex with the same allowance, on another turn or after other units
 * moved, the enemy not having moved); they are answered from here. Kept per EZOC mask, for the few latest masks, and
 * within it by start hex.
 */
const searchesByMasks = new RecentCache<Uint8Array, Map<number, { readonly ctx: MoveContext; readonly search: ReachSearch }[]>>(8);

/** The two contexts give searchReach the same inputs (their EZOC masks being the same array). */
function sameInputs(a: MoveContext, b: MoveContext): boolean {
  return (
    a.board === b.board &&
    a.tables === b.tables &&
    a.blocked === b.blocked &&
    a.noEnd === b.noEnd &&
    a.caves === b.caves &&
    a.start === b.start &&
    a.budgetHalf === b.budgetHalf &&
    a.minimumMove === b.minimumMove &&
    a.infiltration === b.infiltration
  );
}

/**
 * searchReach for this context, or the search made before for a context with the same inputs (see above): read it,
 * never write to it. Asked directly for searches no state keeps (a bot's look at a longer allowance).
 */
export function sharedSearch(ctx: MoveContext): ReachSearch {
  let byStart = searchesByMasks.get(ctx.ezoc);
  if (!byStart) searchesByMasks.set(ctx.ezoc, (byStart = new Map()));
  let kept = byStart.get(ctx.start);
  if (!kept) byStart.set(ctx.start, (kept = []));
  for (const k of kept) if (sameInputs(k.ctx, ctx)) return k.search;
  const search = searchReach(ctx);
  kept.push({ ctx, search });
  return search;
}

/**
 * searchReach for a unit of this state, kept with the (immutable) state: the UI, legalActions, a bot and apply all ask
 * for the same search before a move is made. `ctx` must be the unit's moveContext in this state. The search is shared
 * with any other asked with the same context (sharedSearch): read it, never write to it.
 */
export function reachSearch(state: GameState, unitId: string, ctx: MoveContext): ReachSearch {
  let known = searchesByState.get(state);
  if (!known) searchesByState.set(state, (known = new Map()));
  const key = `${ctx.infiltration ? 'infiltrating ' : ''}${unitId}`;
  let search = known.get(key);
  if (!search) known.set(key, (search = sharedSearch(ctx)));
  return search;
}

/** The hexes from the start (excluded) to `target` (included), or null when unreached. */
export function pathTo(search: ReachSearch, target: number, start: number): number[] | null {
  if (target === start || search.dist[target] < 0) return null;
  const path: number[] = [];
  for (let at = target; at !== start; at = search.prev[at]) path.push(at);
  return path.reverse();
}

export type { ReachEntry } from '../core/hook-types';

/** Every hex the unit can end its move in now, keyed by hexKey ("col,row"); empty when it may not move. */
export function reachableHexes(state: GameState, unitId: string, options: ReachOptions = {}): Map<string, ReachEntry> {
  const result = new Map<string, ReachEntry>();
  const ctx = moveContext(state, unitId, options);
  if (!ctx) return result;
  const search = reachSearch(state, unitId, ctx);
  const { board } = ctx;
  const sorted = [...search.reached].sort((a, b) => a - b);
  for (const at of sorted) {
    const cost = search.dist[at];
    const path = (pathTo(search, at, ctx.start) ?? []).map((i) => hexAt(board, i));
    const hex = hexAt(board, at);
    result.set(`${hex.col},${hex.row}`, { cost: cost / 2, path, endsInEzoc: ctx.ezoc[at] === 1, minimumMove: cost > ctx.budgetHalf });
  }
  return result;
}
