// Rules OST 9, 11–17 and ASL G1.12, G1.631, through the Pacific modules below; this file joins what they share.
/**
 * The Pacific modules' shared part as a rule module: the `pacific` slice of the state (pacific-state.ts), their actions
 * (pacific-actions.ts) and events (events-pacific.ts), and the hooks whose order among them matters: the set-up checks,
 * the attack checks, the start of a phase and what follows every action (pacific-setup.ts, pacific-attack-check.ts,
 * pacific-apply.ts). Each module checks its own switch in `ruleset.modules`.
 */
import type { Action } from '../../core/actions';
import type { RuleModule } from '../../core/rule-module';
import { PACIFIC_ACTION_TYPES, type PacificAction } from './pacific-actions';
import { afterPacificAction, applyPacificAction, pacificActions, pacificPhaseOpen, startPacificPhase } from './pacific-apply';
import { pacificAttackFault } from './pacific-attack-check';
import { pacificStart } from './pacific-setup';

export const pacificModule: RuleModule = {
  id: 'pacific',
  rules: 'OST 9, 11–17; ASL G1.12, G1.631',
  slice: 'pacific',
  events: ['banzai-continues', 'banzai-crew-joined', 'banzai-declared', 'banzai-ended', 'canister-fired', 'cave-bombarded', 'cave-collapse-roll', 'cave-immune', 'napalm-pilot', 'retreat-ignored', 'starshell-fired', 'starshells-burnt-out', 'tank-killer-detonated', 'unit-attacked', 'unit-revealed', 'unit-step-lost'],
  actions: {
    types: PACIFIC_ACTION_TYPES,
    legal: pacificActions,
    apply: (state, action: Action) => applyPacificAction(state, action as PacificAction),
  },
  hooks: {
    start: (setup, board, units, problems) => {
      const pacific = pacificStart(setup, board, units, problems);
      return pacific ? { pacific } : {};
    },
    phaseStart: startPacificPhase,
    phaseOpen: pacificPhaseOpen,
    afterAction: afterPacificAction,
    attackFault: pacificAttackFault,
  },
};
