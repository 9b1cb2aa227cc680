/**
 * What the greedy bot reckons an attack worth, in the units of its ground-attack plan (greedy-combat.ts): a defender
 * disrupted counts 1, eliminated 2 (a disrupted or one-step unit hit again is gone, 15.1, 15.3).
 */
import { crtColumnForDifferential, crtResult, RESULT_EFFECTS, shiftColumn } from '../../ruleset';
import { isOneStep } from '../disruption/disruption';
import type { ColumnShift } from '../core/events';
import type { GameState } from '../core/state';
import { unitOf, unitInfo, currentStep } from '../core/units';
import type { UnitInfo } from '../core/board';

/** What one unit's loss is worth: disruption, or elimination when the unit cannot take another step (15.1, 15.3). */
export function lossValue(state: GameState, unitId: string, eliminated: boolean): number {
  const gone = eliminated || unitOf(state, unitId).disrupted || isOneStep(unitInfo(state.board, unitId) as UnitInfo);
  return gone ? 2 : 1;
}

/**
 * One attack on one unit as the unit-by-unit attacks make it (unit-attack.ts: napalm, canister): `attack` − the
 * unit's current combat strength, the shifts, then the die. Its worth averaged over the die: the defender's loss, half
 * a point for a retreat, less `attackerLoss` for each result that hurts the attacker (a strike shot down).
 */
export function singleAttackValue(state: GameState, attack: number, defender: string, shifts: readonly ColumnShift[], attackerLoss = 0): { value: number; column: number } {
  const crt = state.board.ruleset.crt;
  const defence = currentStep(state.board.units[defender], state.units[defender]).combat;
  const shift = shifts.reduce((sum, s) => sum + s.shift, 0);
  const column = shiftColumn(crt, crtColumnForDifferential(crt, attack - defence), shift);
  const disrupted = lossValue(state, defender, false);
  let total = 0;
  for (const row of crt.rows) {
    const effects = RESULT_EFFECTS[crtResult(crt, column, row.roll)];
    if (effects.defenderEliminated) total += 2;
    else if (effects.defenderDisrupted) total += disrupted;
    if (effects.defenderRetreats) total += 0.5;
    if (effects.attackerDisrupted) total -= attackerLoss;
  }
  return { value: total / crt.rows.length, column };
}
