// Rules 4.2.
/** The reducer: apply(state, action) -> the next state and what happened, or why not (state untouched). */
import type { Action } from './actions';
import { afterAction } from './after-action';
import { applyEngineering } from '../engineering/apply-engineering';
import { applyAirdrop } from '../airdrops/airdrop';
import { applySubmitArrivalPlan, arrivalPlanPending } from '../reinforcements/arrival-plan';
import { arrivalPlanChecks } from '../reinforcements/arrival-plan-check';
import { applyAttack } from '../combat/combat';
import { applyChoose, applyPickUnits } from '../reinforcements/decisions';
import { applyPlaceDropZone } from '../airdrops/drop-zones';
import { applyEnter } from '../reinforcements/entry';
import { applyEvacuate } from '../victory/evacuation';
import { applyFastMove, applyMove, applyMoveTo } from '../movement/movement';
import { applyModuleAction, beforePlay, hooks, isBeforePlayAction } from './registry';
import type { GameEvent } from './events';
import { applyPursue } from '../retreat/pursuit';
import { applyRegroup } from '../disruption/regroup';
import { applyCommitStrikes } from '../strikes/strikes';
import { accept, refusal, refuse, type ApplyResult } from './result';
import { endPhase } from './sequence';
import { phasingSide, type GameState } from './state';
import { checkSuddenDeath } from '../victory/victory';
import { checkConditionsAtOnce } from '../victory/victory-conditions';

/**
 * Applies the action, what follows every action (after-action.ts: refinery fires, roadblock removal) and what the
 * rule modules do after any action (their `afterAction` hooks), then ends the game if a side has won by sudden death or
 * by one of the scenario's eliminate or exit conditions (21.1; not after an arrival plan, which changes nothing on the map); as the game ends, each arrival plan is checked.
 */
export function apply(state: GameState, action: Action): ApplyResult {
  const dispatched = dispatch(state, action);
  if (!dispatched.ok) return dispatched;
  const engineered = afterAction(action, dispatched);
  if (!engineered.ok) return engineered;
  let after = engineered.state;
  const events: GameEvent[] = [...engineered.events];
  for (const hook of hooks('afterAction')) {
    const step = hook(state, after);
    after = step.state;
    events.push(...step.events);
  }
  const result = { state: after, events };
  const won = action.type === 'submitArrivalPlan' || isBeforePlayAction(action) ? null : (checkSuddenDeath(result.state) ?? checkConditionsAtOnce(result.state));
  const done = won ? accept(won.state, [...result.events, ...won.events]) : accept(result.state, result.events);
  if (!done.ok || state.over || !done.state.over) return done;
  const ending = [...(done.state.arrivalPlans ? arrivalPlanChecks(done.state) : []), ...hooks('gameEnds').flatMap((hook) => hook(done.state))];
  return ending.length === 0 ? done : accept(done.state, [...done.events, ...ending]);
}

function dispatch(state: GameState, action: Action): ApplyResult {
  if (typeof action !== 'object' || action === null) return refuse('bad-action', 'An action must be an object with a type.');
  if (state.over) return refuse('game-over', state.outcome?.kind === 'sudden-death' ? 'The game is over: a side has won by sudden death.' : 'The game is over: the last turn has ended.', state.outcome?.kind === 'sudden-death' ? '21.1' : '4.2');
  // An arrival plan is written by its own side before play, whoever is phasing; until every one is in, nothing else.
  if (action.type === 'submitArrivalPlan') return applySubmitArrivalPlan(state, action);
  // So is what a module awaits before play (a sealed arrival order): its actions are applied by the module itself.
  if (isBeforePlayAction(action)) return applyModuleAction(state, action) ?? refuse('bad-action', `Unknown action type '${action.type}'.`);
  const waiting = arrivalPlanPending(state) ?? beforePlay(state)?.reason ?? null;
  if (waiting) return refusal(waiting);
  const side = phasingSide(state);
  if (action.side !== undefined && action.side !== side.id) {
    return refuse('not-your-turn', `It is ${side.name}'s player turn; ${action.side} must wait.`, '4.1');
  }
  const byModule = applyModuleAction(state, action);
  if (byModule) return byModule;
  switch (action.type) {
    case 'endPhase':
      return endPhase(state);
    case 'move':
      return applyMove(state, action);
    case 'moveTo':
      return applyMoveTo(state, action);
    case 'fastMove':
      return applyFastMove(state, action);
    case 'attack':
      return applyAttack(state, action);
    case 'pursue':
      return applyPursue(state, action);
    case 'regroup':
      return applyRegroup(state, action);
    case 'choose':
      return applyChoose(state, action);
    case 'pickUnits':
      return applyPickUnits(state, action);
    case 'enter':
      return applyEnter(state, action);
    case 'evacuate':
      return applyEvacuate(state, action);
    case 'commitStrikes':
      return applyCommitStrikes(state, action);
    case 'placeDropZone':
      return applyPlaceDropZone(state, action);
    case 'airdrop':
      return applyAirdrop(state, action);
    case 'demolish':
    case 'buildRoadblock':
    case 'dropSupplies':
    case 'useAirSupply':
      return applyEngineering(state, action);
    default:
      return refuse('bad-action', `Unknown action type '${String((action as { type?: unknown }).type)}'.`);
  }
}
