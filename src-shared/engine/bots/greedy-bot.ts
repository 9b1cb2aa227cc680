/**
 * The greedy bot: one simple plan per phase (greedy-starshells.ts, greedy-landing.ts, greedy-engineering.ts,
 * greedy-movement.ts, greedy-combat.ts), then it ends the phase. Before play it seals an arrival order strongest first
 * (modules/arrival-orders/arrival-orders-bots.ts). Reinforcement decisions take the strongest units
 * offered, otherwise the first choice listed. Whenever the phase may not end yet (a scenario rule or a Banzai charge
 * holds it open) and its plan has nothing left, it takes the first action legalActions lists, so a game never waits
 * on the bot.
 */
import type { Action } from '../core/actions';
import { arrivalPlanActions } from '../reinforcements/arrival-plan';
import { decisionActions } from '../reinforcements/decisions';
import { legalActions } from '../core/legal';
import { greedyArrivalOrder } from '../modules/arrival-orders/arrival-orders-bots';
import { pacificPhaseOpen } from '../modules/pacific/pacific-apply';
import { scenarioPhaseOpen } from '../core/scenario-phases';
import type { GameState } from '../core/state';
import type { Bot } from './bot';
import { groundAttackAction, regroupAction, strikeAction } from './greedy-combat';
import { engineeringAction } from './greedy-engineering';
import { landingAction } from './greedy-landing';
import { movementAction } from './greedy-movement';
import { starshellAction } from './greedy-starshells';
import { newPhaseMemory } from './phase-memory';

const END_PHASE: Action = { type: 'endPhase' };

function decisionAction(state: GameState): Action | null {
  const strength = (a: Action) => (a.type === 'pickUnits' ? a.unitIds.reduce((sum, id) => sum + state.board.units[id].type.steps[0].combat, 0) : 0);
  let best: Action | null = null;
  for (const action of decisionActions(state)) if (!best || strength(action) > strength(best)) best = action;
  return best;
}

export function greedyBot(): Bot {
  let phaseKey = '';
  let memory = newPhaseMemory();
  const plan = (state: GameState, side: string): Action | null => {
    switch (state.phase) {
      case 'command':
        return starshellAction(state, side, memory);
      case 'reinforcement':
        return decisionAction(state);
      case 'airborne-landing':
        return landingAction(state, side);
      case 'engineering':
        return engineeringAction(state, side);
      case 'movement':
        return movementAction(state, side, memory);
      case 'strikes':
        return strikeAction(state, side);
      case 'ground-attack':
        return groundAttackAction(state, side, memory);
      case 'regroup':
        return regroupAction(state, side);
      default:
        return null;
    }
  };
  return {
    name: 'greedy',
    next(state: GameState, side: string): Action {
      const plans = arrivalPlanActions(state).filter((a) => a.type === 'submitArrivalPlan' && a.side === side);
      if (plans.length > 0) return plans[0];
      const order = greedyArrivalOrder(state, side);
      if (order) return order;
      const key = `${state.turn}/${state.player}/${state.phase}`;
      if (key !== phaseKey) {
        phaseKey = key;
        memory = newPhaseMemory();
      }
      const action = plan(state, side);
      if (action) return action;
      if (!scenarioPhaseOpen(state) && !pacificPhaseOpen(state)) return END_PHASE;
      return legalActions(state).find((a) => a.type !== 'endPhase') ?? END_PHASE;
    },
  };
}
