// Rules 7.1, 7.6, 14.0, 14.1, 14.2, 14.3, 14.4, 15.1, 23.3, OST 15.12.
/**
 * Pursuit (14.0). When a combat leaves the defenders' hex empty (by elimination or retreat), each attacker that
 * made an adjacent attack in it, is still on the map, is combat effective (15.1) and has the 'pursuit' flag (the
 * highlighted strength, 14.1) may advance: first into the vacated hex, then mechanized units one hex more in any
 * direction (14.2, 14.3), stopping where they like. Pursuit costs no MP, ignores EZOC (14.4) and enters only hexes
 * the unit could enter by normal movement (for a river boat, along the river: 23.3) and that hold no enemy units, nor
 * a tank killer of its side (OST 15.12). Stacking is checked as the phase ends (7.1).
 *
 * The engine models it as an optional `pursue` action, open right after the combat: the next attack or the end
 * of the phase closes it. Ranged attackers never pursue (14.1).
 */
import type { HexRef } from '../../model';
import type { PursueAction } from '../core/actions';
import { directionTo, hexAt, hexIndex, isHexRef, labelOf, onMap } from '../core/board';
import { ruleError, type RuleError } from '../core/errors';
import { confinementOf, stepCostHalf, unitCostTables } from '../movement/movement-cost';
import { firstFault, hooks } from '../core/registry';
import { accept, refusal, type ApplyResult } from '../core/result';
import { combatOf, phasingSide, type GameState, withParts } from '../core/state';
import { hasFlag, isMechanized, unitAt, unitInfo, unitsWith } from '../core/units';
import { zocMasks } from '../zoc/zoc';

function canEnter(state: GameState, unitId: string, from: number, to: number): boolean {
  const { board } = state;
  const info = board.units[unitId];
  const dir = directionTo(board, from, to);
  if (dir < 0) return false;
  return stepCostHalf(board, unitCostTables(board, info), from, dir, to) >= 0;
}

/** Why a unit a module keeps to a network (a river boat, 23.3) may not pursue from `from` into its neighbour `to`, or null. */
function offRiver(state: GameState, unitId: string, from: number, to: number): string | null {
  const { board } = state;
  const confinement = confinementOf(board, board.units[unitId]);
  return confinement ? confinement.stepFault(board, from, directionTo(board, from, to), to) : null;
}

/** The adjacent attackers that may pursue into hex `target`, with the most hexes each may move (14.1, 14.2). */
export function pursuers(state: GameState, adjacent: readonly string[], target: number): Record<string, number> {
  const { board } = state;
  const result: Record<string, number> = {};
  for (const id of [...adjacent].sort()) {
    const unit = state.units[id];
    if (!unit.hex || unit.disrupted || !hasFlag(board.units[id], 'pursuit')) continue;
    if (!canEnter(state, id, hexIndex(board, unit.hex), target)) continue;
    result[id] = isMechanized(board, board.units[id]) ? 2 : 1;
  }
  return result;
}

export function checkPursue(state: GameState, action: PursueAction): RuleError | null {
  const { board } = state;
  const pursuit = combatOf(state).pursuit;
  if (state.phase !== 'ground-attack' || !pursuit) return ruleError('illegal-pursuit', 'Pursuit is open only right after a combat that emptied the defenders’ hex.', '14.0');
  const info = unitInfo(board, action.unitId);
  if (!info) return ruleError('unknown-unit', `There is no unit '${action.unitId}' in this game.`);
  if (info.sideId !== phasingSide(state).id) return ruleError('not-your-turn', `${info.designation} is not the attacker’s; defending units never pursue.`, '14.4');
  if (!Object.hasOwn(pursuit.units, action.unitId)) {
    return ruleError('illegal-pursuit', `${info.designation} may not pursue: only combat effective pursuit units that attacked from next to the hex, and have not pursued yet, may.`, '14.1');
  }
  const cannot = firstFault(hooks('moverFault'), state, action.unitId);
  if (cannot) return { ...cannot, code: 'illegal-pursuit' };
  const max = pursuit.units[action.unitId];
  const path = action.path;
  if (!Array.isArray(path) || path.length < 1 || !path.every(isHexRef)) return ruleError('bad-action', 'A pursuit lists the hexes entered.');
  if (path.length > max) return ruleError('illegal-pursuit', `${info.designation} may pursue at most ${max} hex${max === 1 ? '' : 'es'}.`, '14.2');
  const vacated = hexIndex(board, pursuit.hex);
  if (!onMap(board, path[0]) || hexIndex(board, path[0]) !== vacated) {
    return ruleError('illegal-pursuit', `A pursuit starts by entering the hex the defenders left, ${labelOf(board, pursuit.hex)}.`, '14.3');
  }
  const enemy = zocMasks(state, info.sideId).enemy;
  for (let i = 0; i < path.length; i++) {
    const alone = onMap(board, path[i]) ? firstFault(hooks('stackFault'), state, action.unitId, hexIndex(board, path[i]), i === path.length - 1) : null;
    if (alone) return { ...alone, code: 'illegal-pursuit' };
  }
  for (let i = 1; i < path.length; i++) {
    const hex: HexRef = path[i];
    const label = onMap(board, hex) ? labelOf(board, hex) : 'off the map';
    const to = onMap(board, hex) ? hexIndex(board, hex) : -1;
    const from = hexIndex(board, path[i - 1]);
    if (to < 0 || directionTo(board, from, to) < 0) return ruleError('illegal-pursuit', `Pursuit step ${i + 1} (${label}) is not next to the hex before.`, '14.3');
    if (enemy[to] === 1) return ruleError('illegal-pursuit', `Enemy units hold ${label}.`, '7.6');
    const river = offRiver(state, action.unitId, from, to);
    if (river) return ruleError('illegal-pursuit', `${info.designation} may not pursue into ${label}: ${river}.`, '23.3');
    if (!canEnter(state, action.unitId, from, to)) return ruleError('illegal-pursuit', `${info.designation} could not enter ${label} by normal movement.`, '14.4');
  }
  return null;
}

export function applyPursue(state: GameState, action: PursueAction): ApplyResult {
  const error = checkPursue(state, action);
  if (error) return refusal(error);
  const combat = combatOf(state);
  const pursuit = combat.pursuit as NonNullable<typeof combat.pursuit>;
  const units = Object.fromEntries(Object.entries(pursuit.units).filter(([id]) => id !== action.unitId));
  const from = state.units[action.unitId].hex as HexRef;
  const path = action.path.map((h) => ({ col: h.col, row: h.row }));
  const to = path[path.length - 1];
  const next: GameState = withParts(state, {
    units: unitsWith(state, action.unitId, unitAt(state.units[action.unitId], to)),
    // `{ ...combat, pursuit }` and `{ ...pursuit, units }` written out (their keys are these, combat.ts).
    combat: { attacked: combat.attacked, rangedPaid: combat.rangedPaid, pursuit: Object.keys(units).length > 0 ? { hex: pursuit.hex, units } : null },
  });
  return accept(next, [{ type: 'unit-pursued', unitId: action.unitId, from, to, path, rule: '14.2' }]);
}

/** Every pursuit open now: per unit (id order) the vacated hex alone, then, for two-hex pursuers, each legal second hex. */
export function pursuitActions(state: GameState): PursueAction[] {
  const pursuit = combatOf(state).pursuit;
  if (state.phase !== 'ground-attack' || !pursuit) return [];
  const { board } = state;
  const vacated = hexIndex(board, pursuit.hex);
  const actions: PursueAction[] = [];
  for (const unitId of Object.keys(pursuit.units).sort()) {
    const first: PursueAction = { type: 'pursue', unitId, path: [pursuit.hex] };
    if (!checkPursue(state, first)) actions.push(first);
    if (pursuit.units[unitId] < 2) continue;
    for (let dir = 0; dir < 6; dir++) {
      const n = board.neighbourAt[vacated * 6 + dir];
      if (n < 0) continue;
      const action: PursueAction = { type: 'pursue', unitId, path: [pursuit.hex, hexAt(board, n)] };
      if (!checkPursue(state, action)) actions.push(action);
    }
  }
  return actions;
}
