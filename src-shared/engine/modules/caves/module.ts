// Rules OST 9.8, 9.12–9.14.
/** Caves as a rule module: entering costs more, a cave shelters only those inside, bombardment and collapse. */
import type { RuleModule } from '../../core/rule-module';
import { applyCaveBombardment, collapseAfterStrike, immuneToStrike, satchelCharge } from './cave-attacks';
import { allInsideCave, caveCostMask, isCaveBombardment } from './caves';

export const cavesModule: RuleModule = {
  id: 'caves',
  rules: 'OST 9.8, 9.12, 9.13, 9.14',
  hooks: {
    extraCost: caveCostMask,
    featureShelters: (state, feature, at, defenders) => feature.type !== 'cave' || allInsideCave(state, at, defenders),
    resolveAttack: (state, plan) => (isCaveBombardment(state, plan.target, plan.defenders, plan.ranged, plan.adjacent) ? applyCaveBombardment(state, plan) : null),
    afterAttack: satchelCharge,
    sheltered: (state, at, unitId) => allInsideCave(state, at, [unitId]),
    strikeImmune: immuneToStrike,
    afterStrike: collapseAfterStrike,
  },
};
