// Rules 23.3.
/** River boats (Palembang) as a rule module: units of its classes keep to the river in every move, entry and set-up. */
import type { Board } from '../../core/board';
import type { Confinement, RuleModule } from '../../core/rule-module';
import { SPECIAL_RULE_MODULE_PARAMS } from '../../scenario/special-rules';
import { allRiverHalf, isRiverBoat, RIVER_BOAT_RULE, riverHexFault, riverMasks, riverStepFault } from './river-boats';

const masksByBoard = new WeakMap<Board, ReturnType<Confinement['masks']>>();

const river: Confinement = {
  rule: RIVER_BOAT_RULE,
  applies: isRiverBoat,
  masks: (board) => {
    let masks = masksByBoard.get(board);
    if (!masks) {
      const m = riverMasks(board);
      masksByBoard.set(board, (masks = { hex: m.hex, step: m.step, openTerrain: m.allRiverTerrain }));
    }
    return masks;
  },
  openTerrainHalf: allRiverHalf,
  hexFault: riverHexFault,
  stepFault: riverStepFault,
};

export const riverBoatsModule: RuleModule = {
  id: 'river-boats',
  rules: '23.3',
  params: SPECIAL_RULE_MODULE_PARAMS['river-boats'],
  hooks: { confinement: river },
};
