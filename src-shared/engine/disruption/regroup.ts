// Rules 9.8, 15.2.
/**
 * Regroup (15.2): in its own Regroup Phase the phasing player spends 1 CP per disrupted unit to flip it back to
 * its combat effective side, any number of units, in an enemy ZOC too (9.8, 15.2).
 */
import type { RegroupAction } from '../core/actions';
import { spendCp } from '../command-points/command-points';
import { ruleError, type RuleError } from '../core/errors';
import { accept, refusal, type ApplyResult } from '../core/result';
import { phasingSide, withParts, type GameState } from '../core/state';
import { unitInfo, unitOf, unitsWith, unitWith } from '../core/units';

/** Whether the unit may regroup now, CP aside (spendCp reports a lack of CP). */
export function checkRegroup(state: GameState, action: RegroupAction): RuleError | null {
  if (state.phase !== 'regroup') return ruleError('wrong-phase', 'Units regroup only in their own Regroup Phase.', '15.2');
  const info = unitInfo(state.board, action.unitId);
  if (!info) return ruleError('unknown-unit', `There is no unit '${String(action.unitId)}' in this game.`);
  const side = phasingSide(state).id;
  if (info.sideId !== side) return ruleError('not-your-turn', `${info.designation} belongs to ${info.sideId}; only the phasing player (${side}) regroups now.`, '15.2');
  const unit = state.units[action.unitId];
  if (!unit.hex) return ruleError('unit-not-on-map', `${info.designation} is not on the map.`, '15.2');
  if (!unit.disrupted) return ruleError('illegal-regroup', `${info.designation} is combat effective already; only disrupted units regroup.`, '15.2');
  return null;
}

export function applyRegroup(state: GameState, action: RegroupAction): ApplyResult {
  const error = checkRegroup(state, action);
  if (error) return refusal(error);
  const info = state.board.units[action.unitId];
  const spent = spendCp(state, info.sideId, 1, `Regroup of ${info.designation}`, '15.2');
  if (!spent.ok) return refusal(spent.error);
  const unit = unitOf(spent.state, action.unitId);
  const units = unitsWith(spent.state, action.unitId, unitWith(unit, unit.hex, false, unit.step));
  return accept(withParts(spent.state, { units }), [...spent.events, { type: 'unit-regrouped', unitId: action.unitId, rule: '15.2' }]);
}
