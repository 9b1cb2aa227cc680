// Rules Atoll 13 (longer step chains: one step per loss).
/**
 * Longer step chains (issue 14, item 13). A unit type with a chain of steps (up to 12: a squad of figures losing one
 * at a time) and the `step-losses` flag takes each loss as one step down its chain instead of a disruption: the CRT's
 * DD, EX and AD, and any other cause of disruption (over-stacking), cost one step; DDR costs one step and the unit
 * retreats; DE eliminates it at any step; a loss past its last step eliminates it. Each step has its own combat,
 * range and movement values (core/units.ts currentStep). Units without the flag keep the standard rules, and the
 * `japanese` module's own step losses (step-losses/) come first where both apply.
 */
import type { Board } from '../../core/board';
import type { GameEvent } from '../../core/events';
import type { UnitsDraft } from '../../core/hook-types';
import type { UnitState } from '../../core/state';
import { hasFlag, unitWith } from '../../core/units';
import { eliminate } from '../../disruption/disruption';

export const STEP_CHAIN_RULE = 'Atoll 13';

/** The unit loses one step per loss: a chain type flagged `step-losses`. */
export function losesSteps(board: Board, unitId: string): boolean {
  const info = board.units[unitId];
  return info.type.stepModel === 'chain' && info.type.steps.length > 1 && hasFlag(info, 'step-losses');
}

/** The unit would still be on the map after one more loss: a step is left below its current one. */
export function stepsLeft(board: Board, unit: UnitState, unitId: string): boolean {
  return unit.step + 1 < board.units[unitId].type.steps.length;
}

/** One step down the chain, eliminating the unit past its last step. Returns true when it is still on the map. */
export function takeStepLoss(board: Board, units: UnitsDraft, unitId: string, reason: string, events: GameEvent[]): boolean {
  const unit = units[unitId];
  if (!unit.hex) return false;
  const steps = board.units[unitId].type.steps;
  const from = Math.min(Math.max(unit.step, 0), steps.length - 1);
  const to = from + 1 < steps.length ? from + 1 : null;
  events.push({ type: 'unit-step-lost', unitId, from, fromLabel: steps[from].label, to, toLabel: to === null ? null : steps[to].label, reason, rule: STEP_CHAIN_RULE });
  if (to === null) {
    eliminate(board, units, unitId, `lost its last step (${reason})`, STEP_CHAIN_RULE, events);
    return false;
  }
  units[unitId] = unitWith(unit, unit.hex, unit.disrupted, to);
  return true;
}
