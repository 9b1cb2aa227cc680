// Rules 9.14, OST 9.12, OST 9.13.
/**
 * What attacks do to caves (module `caves`, OST 9.12–9.14; see caves.ts): artillery firing alone at a cave makes a
 * collapse roll and nothing else; an adjacent attack with an undisrupted engineer (the satchel charge) rolls for
 * collapse after the combat at +1; strikes leave the units inside alone and roll for collapse after the hex's attacks.
 */
import { hexAt, labelOf } from '../../core/board';
import { allInsideCave, caveAt, rollCaveCollapse } from './caves';
import { payRangedFire, type AttackPlan } from '../../combat/combat-check';
import type { GameEvent } from '../../core/events';
import { accept, refusal, type ApplyResult } from '../../core/result';
import { combatOf, type GameState, withParts } from '../../core/state';
import { hasFlag } from '../../core/units';
import type { Work } from '../../core/work';

const isEngineer = (state: GameState, id: string) => hasFlag(state.board.units[id], 'engineer') || hasFlag(state.board.units[id], 'engineers');

/** OST 9.13: artillery alone against units inside a cave: the ranged-fire CP is paid, the attackers have fired, one collapse roll. */
export function applyCaveBombardment(state: GameState, plan: AttackPlan): ApplyResult {
  const paid = payRangedFire(state, plan.side, plan.payRanged);
  if (!paid.ok) return refusal(paid.error);
  const events: GameEvent[] = paid.events;
  let next = paid.state;
  const at = hexAt(state.board, plan.target);
  events.push({ type: 'cave-bombarded', side: plan.side, hex: labelOf(state.board, at), at, attackers: [...plan.ranged], rule: 'OST 9.13' });
  const attacked = { ...combatOf(state).attacked };
  for (const id of plan.ranged) attacked[id] = state.units[id].hex ?? at;
  const rolled = rollCaveCollapse(next, plan.target, 'artillery fire', 0);
  next = withParts(rolled.state, { combat: { attacked, rangedPaid: combatOf(state).rangedPaid || plan.payRanged, pursuit: null } });
  return accept(next, [...events, ...rolled.events]);
}

/** OST 9.12: after an adjacent attack on a cave's hex with an undisrupted engineer among the attackers, a collapse roll at +1. */
export function satchelCharge(before: GameState, after: GameState, plan: AttackPlan): { state: GameState; events: GameEvent[] } {
  const satchel = plan.adjacent.some((id) => !before.units[id].disrupted && isEngineer(before, id));
  if (!satchel || !caveAt(after, plan.target)) return { state: after, events: [] };
  return rollCaveCollapse(after, plan.target, 'satchel charge (engineers in the attack)', 1);
}

/** OST 9.13: a strike leaves a unit inside a cave alone; logs it and returns true. */
export function immuneToStrike(work: Work, at: number, unitId: string, attack: string): boolean {
  if (!allInsideCave(work.state, at, [unitId])) return false;
  const hex = hexAt(work.state.board, at);
  work.events.push({ type: 'cave-immune', unitId, hex: labelOf(work.state.board, hex), at: hex, attack, rule: 'OST 9.13' });
  return true;
}

/** OST 9.12: the collapse roll after a strike on a cave's hex. */
export function collapseAfterStrike(work: Work, at: number, cause: string): void {
  const rolled = rollCaveCollapse(work.state, at, cause, 0);
  work.state = rolled.state;
  work.events.push(...rolled.events);
}
