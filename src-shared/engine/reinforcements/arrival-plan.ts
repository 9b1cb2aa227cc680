/**
 * Arrival plans (scenario rule "arrival plan", `Side.arrivalPlan`): before play, a side whose scenario says so writes
 * down the order in which its reinforcement contingents (reinforcement-contingents.ts) will arrive.
 *  - When: the game opens with the plans pending, like a decision at game start. Until every required plan is in,
 *    play cannot begin: any other action is refused with `arrival-plan-missing`, so no Reinforcement Phase starts.
 *    A side with the rule but no reinforcement contingent has nothing to plan and is not asked.
 *  - What: `submitArrivalPlan` by the plan's own side (phasing or not), once; it lists every reinforcement contingent
 *    of that side exactly once. A partial plan is refused: the check after the game compares the whole order.
 *  - Sealed: the state keeps the order with its digest (hashValue of the order). The `arrival-plan-sealed` event
 *    carries only the side and the digest; legalActions offers only orders built from the scenario (never a plan
 *    already written); planFor shows an order to its own side, and to everyone once the game is over.
 *  - Checked after the game: arrival-plan-check.ts.
 */
import type { Action, SubmitArrivalPlanAction } from '../core/actions';
import { ruleError, type RuleError } from '../core/errors';
import { hashValue } from '../core/hash';
import { accept, refusal, type ApplyResult } from '../core/result';
import type { SideRules } from '../scenario/scenario-rules';
import { type GameState, withParts } from '../core/state';

/** The `rule` of this scenario rule's errors and events. */
export const ARRIVAL_PLAN_RULE = 'arrival plan';

const nameOf = (state: GameState, sideId: string) => state.board.sides.find((s) => s.id === sideId)?.name ?? sideId;

function sideRules(state: GameState, sideId: string): SideRules | undefined {
  const { sides } = state.board.scenario;
  return Object.hasOwn(sides, sideId) ? sides[sideId] : undefined;
}

/** The contingents the side's plan must order (empty for an unknown side). */
export function planContingents(state: GameState, sideId: string): readonly string[] {
  return sideRules(state, sideId)?.reinforcementContingents ?? [];
}

/** The side must write an arrival plan: the scenario says so and it has contingents to order. */
export function planRequired(state: GameState, sideId: string): boolean {
  const rules = sideRules(state, sideId);
  return rules?.arrivalPlan === true && rules.reinforcementContingents.length > 0;
}

const planningByBoard = new WeakMap<GameState['board'], boolean>();

/** Some side of the board's scenario must write a plan; asked before every action, so looked up once per board. */
function anyPlanRequired(state: GameState): boolean {
  let any = planningByBoard.get(state.board);
  if (any === undefined) planningByBoard.set(state.board, (any = state.board.sides.some((s) => planRequired(state, s.id))));
  return any;
}

/** Sides (in player order) whose required plan is not yet written. */
export function plansMissing(state: GameState): string[] {
  if (!anyPlanRequired(state)) return [];
  return state.board.sides.filter((s) => planRequired(state, s.id) && !Object.hasOwn(state.arrivalPlans ?? {}, s.id)).map((s) => s.id);
}

/** Why play cannot go on yet: a required plan is missing. */
export function arrivalPlanPending(state: GameState): RuleError | null {
  const missing = plansMissing(state);
  if (missing.length === 0) return null;
  const names = missing.map((id) => nameOf(state, id)).join(' and ');
  return ruleError('arrival-plan-missing', `${names} must first write down the order of arrival of ${missing.length === 1 ? 'its' : 'their'} reinforcements (arrival plan, a scenario rule); play, and the Reinforcement Phase, wait until then.`, ARRIVAL_PLAN_RULE);
}

/** What is wrong with the listed order, one sentence per problem; empty when it is a complete plan. */
function orderProblems(state: GameState, sideId: string, order: unknown): string[] {
  const wanted = planContingents(state, sideId);
  if (!Array.isArray(order) || order.some((c) => typeof c !== 'string')) return ['the order must be a list of contingent ids'];
  const listed = order as string[];
  const problems: string[] = [];
  const contingents = state.board.scenario.contingents;
  const seen = new Set<string>();
  for (const c of listed) {
    if (seen.has(c)) problems.push(`'${c}' is listed twice`);
    seen.add(c);
    if (wanted.includes(c)) continue;
    if (!Object.hasOwn(contingents, c)) problems.push(`there is no contingent '${c}'`);
    else if (contingents[c] !== sideId) problems.push(`'${c}' is a contingent of ${nameOf(state, contingents[c])}, not of ${nameOf(state, sideId)}`);
    else problems.push(`'${c}' is not a reinforcement contingent: no arrival or table result brings it`);
  }
  const left = wanted.filter((c) => !seen.has(c));
  if (left.length > 0) problems.push(`the plan must list every reinforcement contingent; missing: ${left.join(', ')}`);
  return problems;
}

export function applySubmitArrivalPlan(state: GameState, action: SubmitArrivalPlanAction): ApplyResult {
  const sideId = action.side;
  if (typeof sideId !== 'string' || !state.board.sides.some((s) => s.id === sideId)) {
    return refusal(ruleError('bad-arrival-plan', `An arrival plan names its side; there is no side '${String(sideId)}'.`, ARRIVAL_PLAN_RULE));
  }
  if (!planRequired(state, sideId)) {
    const why = sideRules(state, sideId)?.arrivalPlan ? 'it has no reinforcement contingents to order' : 'the scenario does not ask it for one';
    return refusal(ruleError('arrival-plan-not-required', `${nameOf(state, sideId)} writes no arrival plan: ${why}.`, ARRIVAL_PLAN_RULE));
  }
  if (Object.hasOwn(state.arrivalPlans ?? {}, sideId)) {
    return refusal(ruleError('arrival-plan-already-sealed', `${nameOf(state, sideId)} has already written and sealed its arrival plan; it cannot be changed.`, ARRIVAL_PLAN_RULE));
  }
  const problems = orderProblems(state, sideId, action.order);
  if (problems.length > 0) return refusal(ruleError('bad-arrival-plan', `${nameOf(state, sideId)}'s arrival plan is not valid: ${problems.join('; ')}.`, ARRIVAL_PLAN_RULE));
  const order = [...action.order];
  const digest = hashValue(order);
  const arrivalPlans = { ...(state.arrivalPlans ?? {}), [sideId]: { order, digest, arrived: {} } };
  return accept(withParts(state, { arrivalPlans }), [{ type: 'arrival-plan-sealed', side: sideId, digest, rule: ARRIVAL_PLAN_RULE }]);
}

/**
 * While plans are missing, the only actions: for each side still to write one, its contingents in the scenario's
 * order and reversed. Built from the scenario alone, so they say nothing about a plan already sealed.
 */
export function arrivalPlanActions(state: GameState): Action[] {
  return plansMissing(state).flatMap((side) => {
    const order = [...planContingents(state, side)];
    const reversed = [...order].reverse();
    const orders = order.length > 1 ? [order, reversed] : [order];
    return orders.map((o): Action => ({ type: 'submitArrivalPlan', side, order: o }));
  });
}

/**
 * The arrival plan of `side` as `viewerSide` may see it: the order for the side's own player, or for anyone once the
 * game is over; null while it is sealed from the viewer, or when the side has written none.
 */
export function planFor(state: GameState, viewerSide: string, side: string = viewerSide): readonly string[] | null {
  const plans = state.arrivalPlans ?? {};
  if (!Object.hasOwn(plans, side)) return null;
  return viewerSide === side || state.over ? [...plans[side].order] : null;
}

/** The digest of the side's sealed plan, which anyone may see; null when none is written. */
export function planDigest(state: GameState, side: string): string | null {
  const plans = state.arrivalPlans ?? {};
  return Object.hasOwn(plans, side) ? plans[side].digest : null;
}
