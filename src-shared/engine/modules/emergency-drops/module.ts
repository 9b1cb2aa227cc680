// Rules 22.1.
/** Emergency air drops (optional rule) as a rule module: drops and air supply anywhere open to drops. */
import type { RuleModule } from '../../core/rule-module';
import { ruleError } from '../../core/errors';
import { labelOf } from '../../core/board';
import { SPECIAL_RULE_MODULE_PARAMS } from '../../scenario/special-rules';
import { emergencyDropAllowed, emergencyDropHexes, emergencyDropsOn, emergencyModifiers } from './emergency-drops';

export const emergencyDropsModule: RuleModule = {
  id: 'emergency-air-drops',
  rules: '22.1',
  params: SPECIAL_RULE_MODULE_PARAMS['emergency-air-drops'],
  hooks: {
    dropsAnywhere: emergencyDropsOn,
    dropAllowed: emergencyDropAllowed,
    dropFault: (state, at) => (emergencyDropsOn(state) ? ruleError('illegal-airdrop', `${labelOf(state.board, at)} is an all-sea or all-river hex.`, '22.1') : null),
    dropModifiers: emergencyModifiers,
    dropHexes: emergencyDropHexes,
  },
};
