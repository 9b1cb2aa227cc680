// Rules Atoll 14.10.
/**
 * Features with a life (14.10): a feature whose rule has a `life` (an emplacement, a command post).
 *  - Its defence bonus: its rule's column shift, counted by the core with the other features of the defenders' hex
 *    (combat-shifts.ts), and its `defenceAdd`, added to the defence strength of a ground attack on its hex (the
 *    `defenceAdd` hook, combat.ts), with a note that says so. Both stop once it is destroyed, unless the scenario
 *    says it keeps its bonus (`keepsBonus`): the `featureShelters` hook then keeps the shift, and the note says
 *    "destroyed, keeps its bonus". A feature obstacle cleared in play gives no bonus either.
 *  - Destruction: after each ground attack (ranged fire included) and each strike on its hex, the firing side rolls
 *    its table once per hex and action (`aftermath`): a `destroyed` row destroys it. A destroyed feature is not
 *    rolled for again. Every roll is logged (`feature-fire-rolled`).
 */
import type { Action } from '../../core/actions';
import { hexAt, hexIndex, labelOf, type BoardFeature } from '../../core/board';
import type { GameEvent } from '../../core/events';
import type { CombatForces } from '../../core/hook-types';
import type { GameState } from '../../core/state';
import { rollLogged, type Work } from '../../core/work';
import { isCleared, isDestroyed, liveRule, withDestroyed } from './obstacles';

const RULE = 'Atoll 14.10';

/** The feature still gives its defence bonus: not a cleared obstacle, and intact or keeping its bonus when destroyed. */
export function givesBonus(state: GameState, feature: BoardFeature): boolean {
  const rule = liveRule(state.board, feature);
  if (!rule) return true;
  if (rule.obstacle && isCleared(state, feature.id)) return false;
  if (rule.life && isDestroyed(state, feature.id) && !rule.life.keepsBonus) return false;
  return true;
}

/** `defenceAdd`: the defence strength the living features of the defenders' hex add, with one note each. */
export function featureDefenceAdd(state: GameState, plan: CombatForces): { add: number; notes: string[] } | null {
  const { board } = state;
  const defenderSide = plan.defenders.length > 0 ? board.units[plan.defenders[0]].sideId : '';
  let add = 0;
  const notes: string[] = [];
  const hex = labelOf(board, hexAt(board, plan.target));
  for (const feature of board.featuresAt.get(plan.target) ?? []) {
    const rule = liveRule(board, feature);
    const more = rule?.life?.defenceAdd ?? 0;
    if (!rule || more === 0 || !givesBonus(state, feature)) continue;
    if (feature.side !== undefined && feature.side !== defenderSide) continue;
    add += more;
    const destroyed = isDestroyed(state, feature.id) ? ' (destroyed, keeps its bonus)' : '';
    notes.push(`${rule.name} in ${hex}${destroyed}: defence +${more} (${RULE})`);
  }
  return add === 0 ? null : { add, notes };
}

const FIRING_ACTIONS: ReadonlySet<string> = new Set(['attack', 'commitStrikes', 'napalmStrike', 'fireCanister']);

export function mayDestroy(action: Action): boolean {
  return FIRING_ACTIONS.has(action.type);
}

/** The hexes fired at by the action's events, each once, in order, with the side that fired and how. */
function firedAt(state: GameState, events: readonly GameEvent[]): { at: number; side: string; cause: string }[] {
  const hits: { at: number; side: string; cause: string }[] = [];
  const seen = new Set<number>();
  for (const e of events) {
    let cause: string | null = null;
    if (e.type === 'combat-resolved') cause = e.attackers.some((a) => a.ranged) && e.attackers.every((a) => a.ranged) ? 'ranged fire against its hex' : 'a ground attack on its hex';
    if (e.type === 'strike-resolved') cause = e.kind === 'air' ? 'an airstrike on its hex' : 'naval gunfire on its hex';
    if (e.type === 'unit-attacked') cause = `${e.kind} fire on its hex`;
    if (cause === null || (e.type !== 'combat-resolved' && e.type !== 'strike-resolved' && e.type !== 'unit-attacked')) continue;
    const at = hexIndex(state.board, e.at);
    if (seen.has(at)) continue;
    seen.add(at);
    hits.push({ at, side: e.side, cause });
  }
  return hits;
}

/** `aftermath` of fire: each intact feature with a life in a hex fired at rolls its destruction table. */
export function rollFeatureFire(work: Work, _action: Action, events: readonly GameEvent[]): void {
  for (const hit of firedAt(work.state, events)) {
    const { board } = work.state;
    for (const feature of board.featuresAt.get(hit.at) ?? []) {
      const rule = liveRule(board, feature);
      if (!rule?.life || isDestroyed(work.state, feature.id) || (rule.obstacle && isCleared(work.state, feature.id))) continue;
      const hex = labelOf(board, hexAt(board, hit.at));
      const die = rollLogged(work, rule.life.dice, `destruction of the ${rule.name.toLowerCase()} in ${hex}`, RULE);
      const destroyed = rule.life.rows.find((r) => r.roll === die)?.result === 'destroyed';
      if (destroyed) work.state = withDestroyed(work.state, feature.id);
      work.events.push({
        type: 'feature-fire-rolled', side: hit.side, featureId: feature.id, name: rule.name, hex, at: hexAt(board, hit.at),
        cause: hit.cause, die, destroyed, keepsBonus: rule.life.keepsBonus, rule: RULE,
      });
    }
  }
}
