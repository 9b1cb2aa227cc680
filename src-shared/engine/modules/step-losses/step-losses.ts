// Rules 11.3, OST 11.1, OST 11.3, OST 11.5, OST 13.14, ASL G1.1, ASL G1.12, ASL G1.13, ASL G1.14.
/**
 * Japanese step losses (module `japanese`; OST 11.1–11.3, ASL G1.1, G1.12, G1.13, G1.14). A unit whose type has a
 * chain step model (full → reduced → half-squad) never shows a disrupted side and never retreats: every loss
 * moves it one step down its chain, and a loss past the last step eliminates it.
 *
 * How the CRT results land on such a unit (Atoll interpretation: the texts have no disruption or retreat, and
 * OST 11.3 ignores morale results while ASL G1.12 turns a break into a step reduction):
 *  - a disruption (DD, EX, AD for attackers, and any other cause: over-stacking, landing) costs one step, as a
 *    break result does in ASL G1.12 / G1.13;
 *  - a retreat (DR) is refused: the unit holds its hex and loses one step instead (OST 11.1: only casualties);
 *  - so DDR costs two steps; DE eliminates the unit whatever its step (a casualty, ASL G1.14); NE does nothing.
 * With the module off, chain units follow the standard rules (disrupted flag, retreats).
 * Attacking, they get one column right when they alone make the adjacent attack (OST 11.5, japaneseAssaultShift).
 */
import { inBanzai } from '../banzai/banzai';
import { labelOf, type Board } from '../../core/board';
import { eliminate, isOneStep, type UnitsDraft } from '../../disruption/disruption';
import type { ColumnShift, GameEvent } from '../../core/events';
import type { GameState, UnitState } from '../../core/state';
import { unitWith } from '../../core/units';

export const STEP_LOSS_RULE = 'OST 11.1, ASL G1.12';

/** The unit takes step losses instead of disruption and retreat: the `japanese` module is on and its type is a chain. */
export function takesStepLosses(board: Board, unitId: string): boolean {
  return board.ruleset.modules.japanese && board.units[unitId].type.stepModel === 'chain';
}

/** The unit would still be on the map after one more loss (a disruption, or a step under the japanese module). */
export function survivesLoss(board: Board, unit: UnitState, unitId: string): boolean {
  if (takesStepLosses(board, unitId)) return unit.step + 1 < board.units[unitId].type.steps.length;
  return !unit.disrupted && !isOneStep(board.units[unitId]);
}

/**
 * OST 11.5: Japanese units closing with the enemy get +1 in melee; Atoll reads it as one column right for an attack
 * whose adjacent attackers are all chain units under the japanese module (the CRT has columns, not die modifiers).
 */
export function japaneseAssaultShift(board: Board, adjacent: readonly string[]): ColumnShift | null {
  if (!board.ruleset.modules.japanese || adjacent.length === 0 || !adjacent.every((id) => takesStepLosses(board, id))) return null;
  return { cause: 'Japanese units closing with the enemy (+1 in melee)', shift: 1, rule: 'OST 11.5' };
}

/** One step down the unit's chain, eliminating it past the last step. Returns true when it is still on the map. */
export function loseStep(board: Board, units: UnitsDraft, unitId: string, reason: string, events: GameEvent[]): boolean {
  const unit = units[unitId];
  if (!unit.hex) return false;
  const steps = board.units[unitId].type.steps;
  const from = Math.min(Math.max(unit.step, 0), steps.length - 1);
  const to = from + 1 < steps.length ? from + 1 : null;
  events.push({ type: 'unit-step-lost', unitId, from, fromLabel: steps[from].label, to, toLabel: to === null ? null : steps[to].label, reason, rule: STEP_LOSS_RULE });
  if (to === null) {
    eliminate(board, units, unitId, `lost its last step (${reason})`, 'ASL G1.14', events);
    return false;
  }
  units[unitId] = unitWith(unit, unit.hex, unit.disrupted, to);
  return true;
}

/**
 * A defender told to retreat that stays instead: a chain unit under the `japanese` module loses a step in place;
 * another unit in a Banzai charge just stays (OST 13.14, banzai.ts). Returns true when the unit does not retreat.
 */
export function holdsInsteadOfRetreating(state: GameState, units: UnitsDraft, unitId: string, events: GameEvent[]): boolean {
  const { board } = state;
  const hex = units[unitId].hex;
  const where = hex ? ` in ${labelOf(board, hex)}` : '';
  if (takesStepLosses(board, unitId)) {
    loseStep(board, units, unitId, `holds its ground${where} instead of retreating`, events);
    return true;
  }
  if (!inBanzai(state, unitId)) return false;
  events.push({ type: 'retreat-ignored', unitId, reason: `in a Banzai charge: not stopped by losses, it stays${where}`, rule: 'OST 13.14' });
  return true;
}
