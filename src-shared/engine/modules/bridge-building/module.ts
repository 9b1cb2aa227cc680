// Rules 22.2, 22.2.1, 22.2.2.
/** Bridge repair and bridge building by engineers (optional rules), as rule modules: their Engineering Phase actions. */
import type { Action } from '../../core/actions';
import type { RuleModule } from '../../core/rule-module';
import { SPECIAL_RULE_MODULE_PARAMS } from '../../scenario/special-rules';
import { applyBuildBridge, buildBridgeActions } from './bridge-building';
import { applyRepairBridge, repairBridgeActions } from './bridge-repair';

export const bridgeRepairModule: RuleModule = {
  id: 'bridge-repair',
  rules: '22.2, 22.2.1',
  params: SPECIAL_RULE_MODULE_PARAMS['bridge-repair'],
  slice: 'hexsides',
  events: ['demolition-table-rolled', 'demolition-repaired'],
  actions: {
    types: ['repairBridge'],
    legal: repairBridgeActions,
    apply: (state, action: Action) => applyRepairBridge(state, action as Extract<Action, { type: 'repairBridge' }>),
  },
};

export const bridgeBuildingModule: RuleModule = {
  id: 'bridge-building',
  rules: '22.2, 22.2.2',
  params: SPECIAL_RULE_MODULE_PARAMS['bridge-building'],
  slice: 'hexsides',
  events: ['demolition-table-rolled', 'bridge-built'],
  actions: {
    types: ['buildBridge'],
    legal: buildBridgeActions,
    apply: (state, action: Action) => applyBuildBridge(state, action as Extract<Action, { type: 'buildBridge' }>),
  },
};
