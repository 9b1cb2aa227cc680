// Rules 18.3, 19.0, 20.0, 22.2, 23.3.
/** Dispatch of the special-unit and engineering actions (18.3, 19.0, 20.0); the modules apply their own (22.2, 23.3). */
import type { EngineeringAction, ModuleEngineeringAction } from './actions-engineering';
import { applyDropSupplies, applyUseAirSupply } from './air-supply';
import { applyDemolish } from './demolition';
import type { ApplyResult } from '../core/result';
import { applyBuildRoadblock } from './roadblocks';
import type { GameState } from '../core/state';

export function applyEngineering(state: GameState, action: Exclude<EngineeringAction, ModuleEngineeringAction>): ApplyResult {
  switch (action.type) {
    case 'demolish':
      return applyDemolish(state, action);
    case 'buildRoadblock':
      return applyBuildRoadblock(state, action);
    case 'dropSupplies':
      return applyDropSupplies(state, action);
    case 'useAirSupply':
      return applyUseAirSupply(state, action);
  }
}
