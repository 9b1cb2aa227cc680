/**
 * How the greedy bot minds its leaders when the morale module is on (issue 14 item 11): losing them makes its units
 * roll for morale, so it makes no adjacent attack with leaders alone, and counts a leader's loss in an attack double.
 * With the module off nothing changes.
 */
import type { AttackPlan } from '../combat/combat-check';
import type { GameState } from '../core/state';
import { isLeader } from '../modules/pacific/pacific-units';
import { moduleOn } from '../scenario/special-rules';

/** The attack puts only leaders next to the enemy (a lone leader attacking), and the morale module is on. */
export function loneLeaderAttack(state: GameState, plan: AttackPlan): boolean {
  return moduleOn(state, 'morale') && plan.adjacent.length > 0 && plan.adjacent.every((id) => isLeader(state.board.units[id]));
}

/** What the loss of an attacker weighs beside its loss value: 2 for a leader under the morale module, else 1. */
export function attackerWeight(state: GameState, unitId: string): number {
  return moduleOn(state, 'morale') && isLeader(state.board.units[unitId]) ? 2 : 1;
}
