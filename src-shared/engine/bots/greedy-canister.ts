/**
 * The greedy bot's canister (module `canister`, OST 16): every canister shot legalActions lists is weighed as the
 * engine makes it, the firer's current strength doubled against each known enemy foot unit in the target hexes on
 * its own, with the shifts of a ranged attack on that hex (attack-value.ts; the firer is never hurt). The shots join
 * the phase's plan beside the ordinary attacks (greedy-combat.ts), which takes the best expectation first: a gun
 * fires canister when that beats every ordinary attack it could take part in, and joins the attack otherwise.
 */
import type { FireCanisterAction } from '../modules/pacific/pacific-actions';
import { hexIndex } from '../core/board';
import { columnShifts } from '../combat/combat-shifts';
import { canisterActions, checkCanister } from '../modules/canister/canister';
import type { GameState } from '../core/state';
import { currentStep, isMechanized } from '../core/units';
import { singleAttackValue } from './attack-value';

export type CanisterShot = { readonly action: FireCanisterAction; readonly expected: number; readonly column: number; readonly targets: readonly number[] };

/** The shot's expectation and its best column; the caller has checked it is legal. */
export function weighCanister(state: GameState, action: FireCanisterAction): CanisterShot {
  const { board } = state;
  const side = board.units[action.unitId].sideId;
  const attack = 2 * currentStep(board.units[action.unitId], state.units[action.unitId]).combat;
  const targets = action.hexes.map((h) => hexIndex(board, h));
  let expected = 0;
  let column = -1;
  for (const at of targets) {
    for (const id of board.unitIds) {
      const hex = state.units[id].hex;
      if (!hex || board.units[id].sideId === side || hexIndex(board, hex) !== at || isMechanized(board, board.units[id])) continue;
      const shifts = columnShifts(state, { side, target: at, defenders: [id], adjacent: [], ranged: [action.unitId] });
      const one = singleAttackValue(state, attack, id, shifts);
      expected += one.value;
      column = Math.max(column, one.column);
    }
  }
  return { action, expected, column, targets };
}

/** Every listed shot, weighed; none without the module. */
export function canisterShots(state: GameState): CanisterShot[] {
  if (!state.board.ruleset.modules.canister) return [];
  return canisterActions(state).map((action) => weighCanister(state, action));
}

/** Still legal, and still worth firing, now that earlier combats of the phase are over? */
export function canisterStillGood(state: GameState, action: FireCanisterAction): boolean {
  return checkCanister(state, action).ok && weighCanister(state, action).expected > 0;
}
