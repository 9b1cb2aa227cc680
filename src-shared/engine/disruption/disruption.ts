// Rules 11.5, 15.0, 15.1, 15.3.
/**
 * Disruption and elimination (15.0). A disrupted unit shows the back of its counter (15.1, see currentStep);
 * a disrupted unit that is disrupted again is eliminated (11.5, 15.1), and a one-step unit is eliminated
 * instead of disrupted (15.3). Every elimination is logged as a `unit-eliminated` event: units leave play
 * in no other way.
 *
 * The helpers work on a draft copy of the units record, so a rule that touches several units builds one
 * new state at the end.
 */
import { labelOf, type Board, type UnitInfo } from '../core/board';
import type { GameEvent } from '../core/events';
import type { UnitsDraft } from '../core/hook-types';
import type { UnitState } from '../core/state';
import { hooks } from '../core/registry';
import { hasFlag, unitEliminated, unitWith } from '../core/units';

export type { UnitsDraft } from '../core/hook-types';

/** One-step units (15.3): flagged 'one-step', or a unit type with a single step. */
export function isOneStep(info: UnitInfo): boolean {
  return hasFlag(info, 'one-step') || info.type.steps.length === 1;
}

/** Removes a unit from the map for good and logs it; nothing happens to a unit already off the map. */
export function eliminate(board: Board, units: UnitsDraft, unitId: string, reason: string, rule: string, events: GameEvent[]): void {
  const unit = units[unitId];
  if (!unit.hex) return;
  events.push({ type: 'unit-eliminated', unitId, hex: labelOf(board, unit.hex), at: unit.hex, reason, rule });
  units[unitId] = unitEliminated(unit);
}

/**
 * Disrupts a unit and logs it. An already disrupted unit (15.1) or a one-step unit (15.3) is eliminated instead;
 * a module may take the loss its own way (`takeLoss`: a chain unit under the `japanese` module loses a step).
 * Returns true when the unit is still on the map afterwards.
 */
export function disrupt(board: Board, units: UnitsDraft, unitId: string, reason: string, rule: string, events: GameEvent[]): boolean {
  const unit = units[unitId];
  if (!unit.hex) return false;
  for (const takeLoss of hooks('takeLoss')) {
    const onMap = takeLoss(board, units, unitId, reason, events);
    if (onMap !== null) return onMap;
  }
  events.push({ type: 'unit-disrupted', unitId, reason, rule, wasDisrupted: unit.disrupted });
  if (unit.disrupted) {
    eliminate(board, units, unitId, `disrupted again (${reason})`, '15.1', events);
    return false;
  }
  if (isOneStep(board.units[unitId])) {
    eliminate(board, units, unitId, `a one-step unit is eliminated when disrupted (${reason})`, '15.3', events);
    return false;
  }
  units[unitId] = unitWith(unit, unit.hex, true, unit.step);
  return true;
}

/** The unit would still be on the map after one more loss: a module's answer (a chain unit with steps left), else 15.1, 15.3. */
export function survivesLoss(board: Board, unit: UnitState, unitId: string): boolean {
  for (const survives of hooks('survivesLoss')) {
    const answer = survives(board, unit, unitId);
    if (answer !== null) return answer;
  }
  return !unit.disrupted && !isOneStep(board.units[unitId]);
}
