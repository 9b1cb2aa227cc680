// Rules Atoll 13.
/** Longer step chains as a rule module: chain units flagged `step-losses` lose one step per loss (step-chains.ts). */
import type { RuleModule } from '../../core/rule-module';
import { losesSteps, stepsLeft, takeStepLoss } from './step-chains';

export const stepChainsModule: RuleModule = {
  id: 'step-chains',
  rules: 'Atoll 13',
  hooks: {
    survivesLoss: (board, unit, unitId) => (losesSteps(board, unitId) ? stepsLeft(board, unit, unitId) : null),
    takeLoss: (board, units, unitId, reason, events) => (losesSteps(board, unitId) ? takeStepLoss(board, units, unitId, reason, events) : null),
  },
};
