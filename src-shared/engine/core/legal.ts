// Rules 6.0, 10.10, 16.1, 16.4, OST 13.7.
/**
 * What the phasing player may do now, as a flat list of complete actions, so a bot can pick any one uniformly
 * and every listed action applies. Form:
 *  - before play, while an arrival plan is missing, only plans for the sides still to write one (arrival-plan.ts), and
 *    what the rule modules await before play (their `beforePlay` hooks: a sealed arrival order);
 *  - `endPhase`, unless something is still due in the phase: an open reinforcement decision (16.4), or reinforcements
 *    that must enter this turn and can (16.1), or airborne units that must be dropped and can (6.0), or a Banzai
 *    participant that must still close or attack (a module's `phaseOpen` hook, modules/banzai); a participant's moves are only its closing ones (and, its
 *    movement spent, its one extra hex, OST 13.7);
 *  - in the Reinforcement Phase, the resolutions of open decisions (decisions.ts);
 *  - in the Movement Phase, `enter` for each pool unit and entry hex (entry.ts), `evacuate` for each unit that may
 *    leave the map (evacuation.ts), then for each unit of the phasing side (by id) that may still move:
 *    `fastMove` when 10.10 allows it and a CP is in hand, then one `moveTo` per reachable hex (hex index order).
 *  - in the Airborne Landing Phase, drop-zone placements (drop-zones.ts), then air drops (airdrop.ts);
 *  - in the Airstrike & Naval Gunfire Phase, strike commitments (strike-check.ts);
 *  - in the Ground Attack Phase, open pursuits, then attacks, and in the Regroup Phase, regroups (legal-combat.ts);
 *  - then the special-unit and engineering actions of the phase (legal-engineering.ts), and the rule modules'
 *    actions in their installation order (registry.ts).
 * Explicit-path `move` actions are never listed (each `moveTo` stands for the cheapest path to its hex), nor are
 * attacks with an exchange choice or planned retreat routes.
 */
import type { Action } from './actions';
import { airdropActions } from '../airdrops/airdrop';
import { arrivalPlanActions } from '../reinforcements/arrival-plan';
import { decisionActions } from '../reinforcements/decisions';
import { dropZoneActions } from '../airdrops/drop-zones';
import { enterActions, movementPhaseOpen } from '../reinforcements/entry';
import { engineeringActions } from '../engineering/legal-engineering';
import { evacuateActions } from '../victory/evacuation';
import { landingPhaseOpen } from '../airdrops/landing-phase';
import { attackActions, regroupActions } from '../combat/legal-combat';
import { checkFastMove, checkMover } from '../movement/mover';
import { pursuitActions } from '../retreat/pursuit';
import { reachableHexes } from '../movement/reach';
import { strikeActions } from '../strikes/strike-check';
import { beforePlay, firstFault, hooks, moduleActions } from './registry';
import { phasingSide, type GameState } from './state';

export function legalActions(state: GameState): Action[] {
  if (state.over) return [];
  const plans = arrivalPlanActions(state);
  const owed = beforePlay(state);
  if (plans.length > 0 || owed) return [...plans, ...(owed?.actions ?? [])];
  return [...phaseActions(state), ...engineeringActions(state), ...moduleActions(state)];
}

function phaseActions(state: GameState): Action[] {
  const actions: Action[] = firstFault(hooks('phaseOpen'), state) ? [] : [{ type: 'endPhase' }];
  if (state.phase === 'reinforcement') {
    const decisions = decisionActions(state);
    return decisions.length > 0 ? decisions : actions;
  }
  if (state.phase === 'strikes') return [...actions, ...strikeActions(state)];
  if (state.phase === 'airborne-landing') return [...(landingPhaseOpen(state) ? [] : actions), ...dropZoneActions(state), ...airdropActions(state)];
  if (state.phase === 'ground-attack') return [...actions, ...pursuitActions(state), ...attackActions(state)];
  if (state.phase === 'regroup') return [...actions, ...regroupActions(state)];
  if (state.phase !== 'movement') return actions;
  return [...(movementPhaseOpen(state) ? [] : actions), ...enterActions(state), ...evacuateActions(state), ...moveActions(state)];
}

function moveActions(state: GameState): Action[] {
  const actions: Action[] = [];
  const side = phasingSide(state).id;
  for (const unitId of state.board.unitIds) {
    if (state.board.units[unitId].sideId !== side || checkMover(state, unitId)) continue;
    if (!checkFastMove(state, unitId)) actions.push({ type: 'fastMove', unitId });
    let reach = reachableHexes(state, unitId);
    for (const hook of hooks('destinations')) reach = hook(state, unitId, reach);
    for (const entry of reach.values()) {
      const to = entry.path[entry.path.length - 1];
      actions.push({ type: 'moveTo', unitId, to: { col: to.col, row: to.row } });
    }
  }
  return actions;
}
