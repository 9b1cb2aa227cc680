/**
 * The greedy bot's fast movement (10.10: 1 CP, 1d6 more MP). A unit fast-moves when its plain reach gets it to no
 * goal hex this phase, yet 3 more MP would (a roll of 3 or more: 4 chances in 6), and the side has a CP to spare
 * after its reserve for the attacks (cp-reserve.ts). A goal hex is a target hex it may enter (an objective nobody
 * holds), or a hex next to a target the enemy holds, from which it attacks; it must have room in the stack. The roll
 * is the engine's: the bot only decides to ask for it, then moves as far as the MP it got take it.
 */
import { checkFastMove } from '../movement/mover';
import { sharedSearch, type MoveContext, type ReachSearch } from '../movement/reach';
import type { GameState } from '../core/state';

/** The extra MP the bot plans on: reached by a roll of 3 or more. */
export const FAST_MOVE_PLANNED_MP = 3;
/** Half-MP of the dearest step into a target from a goal hex next to it that the quick distance check allows for. */
const LAST_STEP_HALF = 6;

export type FastMoveQuery = {
  readonly state: GameState;
  readonly unitId: string;
  readonly ctx: MoveContext;
  /** The plain reach of the unit now. */
  readonly search: ReachSearch;
  /** Half-MP from each hex to the nearest target (goals.ts distanceField). */
  readonly field: Int32Array;
  /** The distance of the best hex of its plain reach, by `field`. */
  readonly bestScore: number;
  readonly targets: ReadonlySet<number>;
  /** CP the side may spend now (cp-reserve.ts spareCp). */
  readonly spare: () => number;
  /** Whether the unit would have room in the stack at a hex. */
  readonly fits: (at: number) => boolean;
};

function goalHex(q: FastMoveQuery, at: number): boolean {
  if (!q.fits(at)) return false;
  if (q.targets.has(at)) return true;
  const { board, enemy } = q.ctx;
  for (let dir = 0; dir < 6; dir++) {
    const n = board.neighbourAt[at * 6 + dir];
    if (n >= 0 && enemy[n] === 1 && q.targets.has(n)) return true;
  }
  return false;
}

export function wantsFastMove(q: FastMoveQuery): boolean {
  // Quick exits first: already on a target's doorstep, or too far for any likely roll.
  if (q.bestScore <= 0 || q.bestScore > 2 * FAST_MOVE_PLANNED_MP + LAST_STEP_HALF || q.spare() < 1) return false;
  if (checkFastMove(q.state, q.unitId) || q.search.reached.some((at) => goalHex(q, at))) return false;
  // A goal within the extra MP is within them of some hex the unit reaches now, by the distance field (which ignores
  // units and ZOC, so it never overestimates): only then is the search with the extra MP worth making.
  const budget = q.ctx.budgetHalf + 2 * FAST_MOVE_PLANNED_MP + LAST_STEP_HALF;
  if (!q.search.reached.some((at) => q.field[at] >= 0 && q.search.dist[at] + q.field[at] <= budget)) return false;
  // The same unit in the same hex with the same allowance asks the same question on a later turn: shared searches.
  const further = sharedSearch({ ...q.ctx, budgetHalf: q.ctx.budgetHalf + 2 * FAST_MOVE_PLANNED_MP });
  return further.reached.some((at) => goalHex(q, at));
}
