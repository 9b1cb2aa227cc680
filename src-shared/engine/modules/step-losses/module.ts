// Rules OST 11.1, 11.5; ASL G1.12.
/** Japanese step losses as a rule module: chain units lose steps instead of being disrupted and hold instead of retreating. */
import type { RuleModule } from '../../core/rule-module';
import { holdsInsteadOfRetreating, japaneseAssaultShift, loseStep, takesStepLosses } from './step-losses';

export const stepLossesModule: RuleModule = {
  id: 'japanese',
  rules: 'OST 11.1, 11.5; ASL G1.12',
  hooks: {
    columnShift: (board, plan) => japaneseAssaultShift(board, plan.adjacent),
    survivesLoss: (board, unit, unitId) => (takesStepLosses(board, unitId) ? unit.step + 1 < board.units[unitId].type.steps.length : null),
    takeLoss: (board, units, unitId, reason, events) => (takesStepLosses(board, unitId) ? loseStep(board, units, unitId, reason, events) : null),
    holdsInsteadOfRetreating,
  },
};
