// Rules 19.3, 23.3.
/**
 * Palembang 23.3, oil-refinery technical troops (module 'refinery-repair'): in its side's Movement Phase, a technical
 * troops unit that has not moved yet in the phase and stands in a demolished refinery hex removes the demolition
 * marker for `cp` CP (default 2); no die. It may not move for the rest of the phase. The repaired refinery may be
 * demolished again (23.3, an exception to 19.3). The text names the airborne player's phase because the Japanese
 * are Palembang's airborne side; the engine lets the unit's own side use its own Movement Phase.
 */
import type { RepairRefineryAction } from '../../engineering/actions-engineering';
import { hexIndex } from '../../core/board';
import { cpOf, spendCp } from '../../command-points/command-points';
import { hexDemolished, hexTarget, restoreHex } from '../../engineering/demolition-targets';
import { checkWorker, withWorking } from '../../engineering/engineering';
import { ruleError, type RuleError } from '../../core/errors';
import { progressOf } from '../../movement/mover';
import { accept, refusal, type ApplyResult } from '../../core/result';
import { moduleNumber, moduleOn, SPECIAL_RULE_MODULES } from '../../scenario/special-rules';
import { phasingSide, type GameState } from '../../core/state';
import { isOilTechnicalTroops, isRefineryHex } from './refinery';

const MODULE = SPECIAL_RULE_MODULES.refineryRepair;

const repairCp = (state: GameState) => moduleNumber(state, MODULE, 'cp');

function checkRepair(state: GameState, action: RepairRefineryAction): RuleError | { at: number } {
  if (!moduleOn(state, MODULE)) return ruleError('illegal-engineering', 'This scenario has no refinery repair rule.', '23.3');
  const worker = checkWorker(state, action.unitId, 'movement', 'Refinery repair', '23.3', true);
  if ('error' in worker) return worker.error;
  const { info } = worker;
  if (!isOilTechnicalTroops(info)) return ruleError('illegal-engineering', `${info.designation} is not an oil-refinery technical troops unit.`, '23.3');
  const at = hexIndex(state.board, state.units[info.id].hex ?? { col: 0, row: 0 });
  if (!isRefineryHex(state, at) || !hexDemolished(state, at)) return ruleError('illegal-engineering', `${info.designation} does not stand in a demolished refinery hex.`, '23.3');
  if (progressOf(state, info.id).hexesEntered > 0) return ruleError('illegal-engineering', `${info.designation} has moved this phase; it must begin the Movement Phase in the refinery hex.`, '23.3');
  const side = phasingSide(state).id;
  if (cpOf(state, side) < repairCp(state)) return ruleError('not-enough-cp', `A refinery repair costs ${repairCp(state)} CP and ${side} has ${cpOf(state, side)}.`, '23.3');
  return { at };
}

export function applyRepairRefinery(state: GameState, action: RepairRefineryAction): ApplyResult {
  const checked = checkRepair(state, action);
  if ('code' in checked) return refusal(checked);
  const info = state.board.units[action.unitId];
  const target = hexTarget(state.board, checked.at);
  const spent = spendCp(state, info.sideId, repairCp(state), `Repair of the ${target.label}`, '23.3');
  if (!spent.ok) return refusal(spent.error);
  const repaired = restoreHex(spent.state, checked.at);
  const effects = [...repaired.effects, `${info.designation} may not move for the rest of this Movement Phase (23.3)`];
  return accept(withWorking(repaired.state, info.id), [...spent.events, { type: 'demolition-repaired', side: info.sideId, unitId: info.id, target, effects, rule: '23.3' }]);
}

export function repairRefineryActions(state: GameState): RepairRefineryAction[] {
  if (state.phase !== 'movement' || !moduleOn(state, MODULE)) return [];
  const side = phasingSide(state).id;
  return state.board.unitIds
    .filter((unitId) => state.board.units[unitId].sideId === side)
    .map((unitId): RepairRefineryAction => ({ type: 'repairRefinery', unitId }))
    .filter((action) => !('code' in checkRepair(state, action)));
}
