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
import type { UnitState } from '../core/state';
import { loseStep, takesStepLosses } from '../modules/step-losses/step-losses';
import { hasFlag } from '../core/units';

/** A mutable copy of `state.units`, owned by the rule being applied. */
export type UnitsDraft = Record<string, UnitState>;

/** One-step units (15.3): flagged 'one-step', or a unit type with a single step. */
export function isOneStep(info: UnitInfo): boolean {
  return hasFlag(info, 'one-step') || info.type.steps.length === 1;
}

/** Removes a unit from the map for good and logs it; nothing happens to a unit already off the map. */
export function eliminate(board: Board, units: UnitsDraft, unitId: string, reason: string, rule: string, events: GameEvent[]): void {
  const unit = units[unitId];
  if (!unit.hex) return;
  events.push({ type: 'unit-eliminated', unitId, hex: labelOf(board, unit.hex), at: unit.hex, reason, rule });
  units[unitId] = { ...unit, hex: null, eliminated: true };
}

/**
 * Disrupts a unit and logs it. An already disrupted unit (15.1) or a one-step unit (15.3) is eliminated instead;
 * a chain unit under the `japanese` module loses a step instead (step-losses.ts).
 * Returns true when the unit is still on the map afterwards.
 */
export function disrupt(board: Board, units: UnitsDraft, unitId: string, reason: string, rule: string, events: GameEvent[]): boolean {
  const unit = units[unitId];
  if (!unit.hex) return false;
  if (takesStepLosses(board, unitId)) return loseStep(board, units, unitId, reason, events);
  events.push({ type: 'unit-disrupted', unitId, reason, rule, wasDisrupted: unit.disrupted });
  if (unit.disrupted) {
    eliminate(board, units, unitId, `disrupted again (${reason})`, '15.1', events);
    return false;
  }
  if (isOneStep(board.units[unitId])) {
    eliminate(board, units, unitId, `a one-step unit is eliminated when disrupted (${reason})`, '15.3', events);
    return false;
  }
  units[unitId] = { ...unit, disrupted: true };
  return true;
}
