// Rules 10.9, 21.2.
/**
 * Evacuation off a map edge, scored at the end of the game (21.2; Primosole 24.3): in its Movement Phase a unit named
 * by one of its side's evacuation lines, standing on that line's map edge, spends 1 MP and leaves play for good.
 * It may do so once any unit of the line's `afterArrivalOf` contingents has been deployed on the map (at once when
 * none are listed). Units that scatter or retreat off the map are never evacuated.
 */
import type { Victory } from '../../model';
import type { EvacuateAction } from '../core/actions';
import { areaHexes } from '../scenario/area-hexes';
import { hexIndex, labelOf, type UnitInfo } from '../core/board';
import { ruleError, type RuleError } from '../core/errors';
import { checkMover, progressOf } from '../movement/mover';
import { accept, refusal, type ApplyResult } from '../core/result';
import { phasingSide, type GameState, withParts } from '../core/state';
import { unitsWith } from '../core/units';

function deployedOnMap(state: GameState, contingentIds: readonly string[]): boolean {
  return state.board.unitIds.some((id) => {
    const unit = state.units[id];
    return contingentIds.includes(state.board.units[id].contingentId ?? '') && (unit.hex !== null || unit.eliminated === true || unit.removed === 'evacuated');
  });
}

function linesFor(state: GameState, info: UnitInfo) {
  return (state.board.scenario.victory?.evacuation ?? []).filter((l) => l.sideId === info.sideId && (l.contingentIds.length === 0 || l.contingentIds.includes(info.contingentId ?? '')));
}

/**
 * The evacuation lines the unit may leave by now (its side's, naming its contingent, their `afterArrivalOf` met),
 * standing on the edge or not; for a bot looking ahead (checkEvacuate decides).
 */
export function openEvacuationLines(state: GameState, unitId: string): Victory['evacuation'] {
  const info = state.board.units[unitId];
  return linesFor(state, info).filter((l) => l.afterArrivalOf.length === 0 || deployedOnMap(state, l.afterArrivalOf));
}

export function checkEvacuate(state: GameState, unitId: string): RuleError | null {
  const base = checkMover(state, unitId);
  if (base) return base;
  const info = state.board.units[unitId];
  const lines = linesFor(state, info);
  if (lines.length === 0) return ruleError('illegal-evacuation', `No scenario rule lets ${info.designation} leave the map.`, '10.9');
  const at = hexIndex(state.board, state.units[unitId].hex ?? { col: 0, row: 0 });
  const onEdge = lines.filter((l) => areaHexes(state.board, { kind: 'edge', edge: l.edge }).includes(at));
  if (onEdge.length === 0) return ruleError('illegal-evacuation', `${info.designation} must stand on the ${lines.map((l) => l.edge).join(' or ')} map edge to leave the map.`, '21.2');
  if (!onEdge.some((l) => l.afterArrivalOf.length === 0 || deployedOnMap(state, l.afterArrivalOf))) {
    return ruleError('illegal-evacuation', `Evacuation opens once ${onEdge[0].afterArrivalOf.join(' or ')} units have been deployed.`, '21.2');
  }
  if (progressOf(state, unitId).mpLeft < 1) return ruleError('illegal-evacuation', `Leaving the map costs 1 MP and ${info.designation} has ${progressOf(state, unitId).mpLeft} left.`, '21.2');
  return null;
}

export function applyEvacuate(state: GameState, action: EvacuateAction): ApplyResult {
  const error = checkEvacuate(state, action.unitId);
  if (error) return refusal(error);
  const unit = state.units[action.unitId];
  const at = unit.hex ?? { col: 0, row: 0 };
  const progress = { ...progressOf(state, action.unitId), mpLeft: progressOf(state, action.unitId).mpLeft - 1, done: true };
  const movement = { current: null, units: { ...state.movement.units, [action.unitId]: progress } };
  if (state.movement.current !== null && state.movement.current !== action.unitId) movement.units[state.movement.current] = { ...progressOf(state, state.movement.current), done: true };
  const next: GameState = withParts(state, { movement, units: unitsWith(state, action.unitId, { ...unit, hex: null, removed: 'evacuated' }) });
  return accept(next, [{ type: 'unit-evacuated', unitId: action.unitId, hex: labelOf(state.board, at), at, rule: '21.2' }]);
}

export function evacuateActions(state: GameState): EvacuateAction[] {
  if (state.phase !== 'movement' || !state.board.scenario.victory?.evacuation.length) return [];
  const side = phasingSide(state).id;
  return state.board.unitIds.filter((id) => state.board.units[id].sideId === side && !checkEvacuate(state, id)).map((unitId) => ({ type: 'evacuate' as const, unitId }));
}
