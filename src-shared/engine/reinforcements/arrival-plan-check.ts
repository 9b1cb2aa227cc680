// Rules 16.1.
/**
 * The arrival plan kept or not (scenario rule "arrival plan"): during play the turn each planned contingent first
 * arrives (its first unit comes into play through the reinforcements pool, 16.1) is noted in the sealed plan; when
 * the game ends, `arrival-plan-checked` shows each side's plan beside what happened. Arrival is counted by turn:
 * contingents arriving on the same turn keep any plan that orders them among themselves. A contingent deviates when
 * it arrived while some contingent planned before it had not yet arrived (a later turn, or never).
 */
import { ARRIVAL_PLAN_RULE } from './arrival-plan';
import type { ArrivalDeviation, ArrivalPlanEvent, ContingentArrival } from './events-arrival-plan';
import { type GameState, type SealedArrivalPlan, withParts } from '../core/state';

/** Notes the turn of first arrival for planned contingents among the arriving units; the same state when none is new. */
export function recordArrivals(state: GameState, unitIds: readonly string[]): GameState {
  if (!state.arrivalPlans) return state;
  const plans = { ...state.arrivalPlans };
  let changed = false;
  for (const id of unitIds) {
    const info = state.board.units[id];
    const contingent = info.contingentId;
    const plan = Object.hasOwn(plans, info.sideId) ? plans[info.sideId] : undefined;
    if (contingent === undefined || !plan || !plan.order.includes(contingent) || Object.hasOwn(plan.arrived, contingent)) continue;
    plans[info.sideId] = { ...plan, arrived: { ...plan.arrived, [contingent]: state.turn } };
    changed = true;
  }
  return changed ? withParts(state, { arrivalPlans: plans }) : state;
}

const ordinal = (n: number) => `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;

/** The plan beside the actual order of first arrival, with every contingent that came out of the planned order. */
export function comparePlan(plan: SealedArrivalPlan): { actual: ContingentArrival[]; deviations: ArrivalDeviation[] } {
  const turnOf = (c: string): number | null => (Object.hasOwn(plan.arrived, c) ? plan.arrived[c] : null);
  const rank = (c: string) => turnOf(c) ?? Number.POSITIVE_INFINITY;
  const actual = plan.order
    .map((contingentId, i) => ({ contingentId, turn: turnOf(contingentId), i }))
    .sort((a, b) => rank(a.contingentId) - rank(b.contingentId) || a.i - b.i)
    .map(({ contingentId, turn }) => ({ contingentId, turn }));
  const deviations = plan.order.flatMap((contingentId, i): ArrivalDeviation[] => {
    const turn = turnOf(contingentId);
    if (turn === null) return [];
    const ahead = plan.order.slice(0, i).filter((p) => rank(p) > turn);
    if (ahead.length === 0) return [];
    const others = ahead.map((p) => `${p} (${turnOf(p) === null ? 'never arrived' : `turn ${turnOf(p)}`})`).join(', ');
    const why = `${contingentId}, planned ${ordinal(i + 1)}, arrived on turn ${turn}, ahead of ${others}, planned before it`;
    return [{ contingentId, planned: i + 1, turn, ahead, why }];
  });
  return { actual, deviations };
}

/** One `arrival-plan-checked` event per side with a plan, in player order. */
export function arrivalPlanChecks(state: GameState): ArrivalPlanEvent[] {
  const plans = state.arrivalPlans ?? {};
  return state.board.sides.flatMap((side): ArrivalPlanEvent[] => {
    if (!Object.hasOwn(plans, side.id)) return [];
    const plan = plans[side.id];
    const { actual, deviations } = comparePlan(plan);
    return [{ type: 'arrival-plan-checked', side: side.id, digest: plan.digest, planned: [...plan.order], actual, deviations, kept: deviations.length === 0, rule: ARRIVAL_PLAN_RULE }];
  });
}
