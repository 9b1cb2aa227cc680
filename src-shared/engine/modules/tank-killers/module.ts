// Rules OST 15.12.
/** Tank killers as a rule module: a tank killer stands alone, so its hex is closed to its side's other movers. */
import type { RuleModule } from '../../core/rule-module';
import { isTankKiller, tankKillerMasks, tankKillerStackFault } from './tank-killers';

export const tankKillersModule: RuleModule = {
  id: 'tank-killers',
  rules: 'OST 15.2, 15.12',
  hooks: {
    moveMasks: (state, unitId) => {
      const masks = tankKillerMasks(state, state.board.units[unitId].sideId);
      return masks ? { blocked: masks.blocked, noEnd: isTankKiller(state, unitId) ? masks.occupied : null } : null;
    },
    stackFault: tankKillerStackFault,
  },
};
