// Rules OST 12, 13.
/** Banzai charges as a rule module: a participant's closing moves, its one extra hex, and a lone leader's strength. */
import type { RuleModule } from '../../core/rule-module';
import { banzaiDestinations, banzaiExtraHexes, banzaiMoveFault, loneLeaderStrengths } from './banzai';

export const banzaiModule: RuleModule = {
  id: 'banzai',
  rules: 'OST 12.3–12.11, 13.5, 13.7, 13.16',
  hooks: {
    destinations: banzaiDestinations,
    extraMoves: (state, unitId) => banzaiExtraHexes(state, unitId),
    moveFault: banzaiMoveFault,
    strengths: loneLeaderStrengths,
  },
};
