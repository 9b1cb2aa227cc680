/** The reducer: apply(state, action) -> the next state and what happened, or why not (state untouched). */
import type { Action } from './actions';
import { applyAttack } from './combat';
import { applyFastMove, applyMove, applyMoveTo } from './movement';
import { applyPursue } from './pursuit';
import { applyRegroup } from './regroup';
import { refuse, type ApplyResult } from './result';
import { endPhase } from './sequence';
import { phasingSide, type GameState } from './state';

export function apply(state: GameState, action: Action): ApplyResult {
  if (typeof action !== 'object' || action === null) return refuse('bad-action', 'An action must be an object with a type.');
  if (state.over) return refuse('game-over', 'The game is over: the last turn has ended.', '4.2');
  const side = phasingSide(state);
  if (action.side !== undefined && action.side !== side.id) {
    return refuse('not-your-turn', `It is ${side.name}'s player turn; ${action.side} must wait.`, '4.1');
  }
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
    default:
      return refuse('bad-action', `Unknown action type '${String((action as { type?: unknown }).type)}'.`);
  }
}
