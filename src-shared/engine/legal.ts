/**
 * What the phasing player may do now, as a flat list of complete actions, so a bot can pick any one uniformly
 * and every listed action applies. Form:
 *  - `endPhase` (always, while the game is on);
 *  - in the Movement Phase, for each unit of the phasing side (by id) that may still move:
 *    `fastMove` when 10.10 allows it and a CP is in hand, then one `moveTo` per reachable hex (hex index order).
 *  - in the Ground Attack Phase, open pursuits, then attacks, and in the Regroup Phase, regroups (legal-combat.ts).
 * Explicit-path `move` actions are never listed (each `moveTo` stands for the cheapest path to its hex), nor are
 * attacks with an exchange choice or planned retreat routes.
 */
import type { Action } from './actions';
import { attackActions, regroupActions } from './legal-combat';
import { checkFastMove, checkMover } from './mover';
import { pursuitActions } from './pursuit';
import { reachableHexes } from './reach';
import { phasingSide, type GameState } from './state';

export function legalActions(state: GameState): Action[] {
  if (state.over) return [];
  const actions: Action[] = [{ type: 'endPhase' }];
  if (state.phase === 'ground-attack') return [...actions, ...pursuitActions(state), ...attackActions(state)];
  if (state.phase === 'regroup') return [...actions, ...regroupActions(state)];
  if (state.phase !== 'movement') return actions;
  const side = phasingSide(state).id;
  for (const unitId of state.board.unitIds) {
    if (state.board.units[unitId].sideId !== side || checkMover(state, unitId)) continue;
    if (!checkFastMove(state, unitId)) actions.push({ type: 'fastMove', unitId });
    for (const entry of reachableHexes(state, unitId).values()) {
      const to = entry.path[entry.path.length - 1];
      actions.push({ type: 'moveTo', unitId, to: { col: to.col, row: to.row } });
    }
  }
  return actions;
}
