// Rules ASL G1.631.
/** Hidden initial placement as a rule module: hidden units are not seen by the enemy's strikes. */
import type { RuleModule } from '../../core/rule-module';
import { isHidden } from './hidden';

export const hiddenModule: RuleModule = {
  id: 'hip',
  rules: 'ASL G1.631',
  hooks: { unseen: isHidden },
};
