/** Dispatch of the special-unit and engineering actions (18.3, 19.0, 20.0, 22.2, 23.3). */
import type { EngineeringAction } from './actions-engineering';
import { applyDropSupplies, applyUseAirSupply } from './air-supply';
import { applyDemolish } from './demolition';
import { applyBuildBridge } from '../modules/bridge-building/bridge-building';
import { applyRepairBridge } from '../modules/bridge-building/bridge-repair';
import { applyRepairRefinery } from '../modules/refinery/refinery-repair';
import type { ApplyResult } from '../core/result';
import { applyBuildRoadblock } from './roadblocks';
import type { GameState } from '../core/state';

export function applyEngineering(state: GameState, action: EngineeringAction): ApplyResult {
  switch (action.type) {
    case 'demolish':
      return applyDemolish(state, action);
    case 'buildRoadblock':
      return applyBuildRoadblock(state, action);
    case 'repairBridge':
      return applyRepairBridge(state, action);
    case 'buildBridge':
      return applyBuildBridge(state, action);
    case 'dropSupplies':
      return applyDropSupplies(state, action);
    case 'useAirSupply':
      return applyUseAirSupply(state, action);
    case 'repairRefinery':
      return applyRepairRefinery(state, action);
  }
}
