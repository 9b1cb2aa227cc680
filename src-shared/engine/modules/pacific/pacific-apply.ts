/**
 * The Pacific modules in the reducer: their actions (pacific-actions.ts), what legalActions lists for them, and what
 * happens around every action. Every module checks its own switch in `ruleset.modules`.
 */
import type { Action } from '../../core/actions';
import { applyCanister, canisterActions } from '../canister/canister';
import { applyDeclareBanzai, banzaiActions, banzaiPhaseOpen, continueBanzai, endSpentBanzai } from '../banzai/banzai';
import type { RuleError } from '../../core/errors';
import type { GameEvent } from '../../core/events';
import { revealHidden } from '../hidden/hidden';
import { applyNapalm, napalmActions } from '../napalm/napalm';
import type { PacificAction } from './pacific-actions';
import type { ApplyResult } from '../../core/result';
import { applyStarshell, burnOutStarshells, starshellActions } from '../starshells/starshells';
import { tankKillerReactions } from '../tank-killers/tank-killers';
import type { GameState } from '../../core/state';

type Step = { state: GameState; events: GameEvent[] };

export function applyPacificAction(state: GameState, action: PacificAction): ApplyResult {
  switch (action.type) {
    case 'napalmStrike':
      return applyNapalm(state, action);
    case 'declareBanzai':
      return applyDeclareBanzai(state, action);
    case 'fireStarshell':
      return applyStarshell(state, action);
    case 'fireCanister':
      return applyCanister(state, action);
  }
}

/** The Pacific actions open now; each applies (the same checks run). */
export function pacificActions(state: GameState): Action[] {
  return [...starshellActions(state), ...banzaiActions(state), ...napalmActions(state), ...canisterActions(state)];
}

/** As a phase begins (after the standard and scenario rules): last turn's starshells are out; a Banzai charge goes on for its CP. */
export function startPacificPhase(state: GameState): Step {
  const shells = burnOutStarshells(state);
  const banzai = continueBanzai(shells.state);
  return { state: banzai.state, events: [...shells.events, ...banzai.events] };
}

/** Why the phase may not end yet under the Pacific modules, or null. */
export function pacificPhaseOpen(state: GameState): RuleError | null {
  return banzaiPhaseOpen(state);
}

/**
 * After every accepted action (`before` is the state it was applied to): tank killers react to vehicles next to
 * them, hidden units are revealed, spent charges end.
 */
export function afterPacificAction(before: GameState, after: GameState): Step {
  const killers = tankKillerReactions(before, after);
  const revealed = revealHidden(before, killers.state);
  const banzai = endSpentBanzai(revealed.state);
  return { state: banzai.state, events: [...killers.events, ...revealed.events, ...banzai.events] };
}
