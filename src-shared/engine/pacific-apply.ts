/**
 * The Pacific modules in the reducer: their actions (pacific-actions.ts), what legalActions lists for them, and what
 * happens around every action. Every module checks its own switch in `ruleset.modules`.
 */
import type { Action } from './actions';
import { applyNapalm, napalmActions } from './napalm';
import type { PacificAction } from './pacific-actions';
import type { ApplyResult } from './result';
import type { GameState } from './state';

export function applyPacificAction(state: GameState, action: PacificAction): ApplyResult {
  switch (action.type) {
    case 'napalmStrike':
      return applyNapalm(state, action);
  }
}

/** The Pacific actions open now; each applies (the same checks run). */
export function pacificActions(state: GameState): Action[] {
  return [...napalmActions(state)];
}
