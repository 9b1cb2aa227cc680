// Rules OST 17.3, 17.4.
/** Starshells as a rule module: a burning starshell lights its hexes, cancelling the night shift there. */
import type { RuleModule } from '../../core/rule-module';
import { illuminated } from './starshells';

export const starshellsModule: RuleModule = {
  id: 'starshells',
  rules: 'OST 17.3, 17.4',
  hooks: { nightLit: illuminated },
};
