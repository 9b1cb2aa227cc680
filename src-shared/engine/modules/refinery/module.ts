// Rules 23.3.
/** Palembang's refinery rules as rule modules: fires after ranged fire, airstrikes and a flamethrower's end; repairs. */
import type { Action } from '../../core/actions';
import type { RuleModule } from '../../core/rule-module';
import { SPECIAL_RULE_MODULE_PARAMS } from '../../scenario/special-rules';
import { mayFire, refineryFires } from './refinery-fires';
import { applyRepairRefinery, repairRefineryActions } from './refinery-repair';

export const refineryFiresModule: RuleModule = {
  id: 'refinery-fires',
  rules: '23.3',
  params: [...SPECIAL_RULE_MODULE_PARAMS['refinery-fires'], ...SPECIAL_RULE_MODULE_PARAMS['flamethrower-fires']],
  slice: 'demolished',
  events: ['die-rolled', 'refinery-fire-rolled'],
  hooks: { aftermath: { after: mayFire, run: refineryFires } },
};

export const refineryRepairModule: RuleModule = {
  id: 'refinery-repair',
  rules: '23.3',
  params: SPECIAL_RULE_MODULE_PARAMS['refinery-repair'],
  slice: 'demolished',
  events: ['demolition-repaired'],
  actions: {
    types: ['repairRefinery'],
    legal: repairRefineryActions,
    apply: (state, action: Action) => applyRepairRefinery(state, action as Extract<Action, { type: 'repairRefinery' }>),
  },
};
