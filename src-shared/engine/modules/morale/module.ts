// Rules: issue 14 item 11 (Atoll morale).
/** Leaders and morale as a rule module: leaderless units roll as their Movement Phase begins; results are enforced. */
import type { RuleModule } from '../../core/rule-module';
import { SPECIAL_RULE_MODULE_PARAMS } from '../../scenario/special-rules';
import { moraleAttackFault, moraleMoverFault, moralePhaseStart } from './morale';

export const moraleModule: RuleModule = {
  id: 'morale',
  rules: 'Atoll morale (issue 14 item 11)',
  params: SPECIAL_RULE_MODULE_PARAMS.morale,
  slice: 'morale',
  events: ['morale-rolled', 'morale-fell-back', 'morale-restored'],
  hooks: {
    phaseStart: moralePhaseStart,
    moverFault: moraleMoverFault,
    attackFault: moraleAttackFault,
  },
};
