/**
 * The special-unit and engineering actions legalActions lists after the others, each checked by the code apply runs:
 *  - Engineering Phase: demolitions (demolition.ts), roadblocks (roadblocks.ts);
 *  - Airborne Landing Phase: air supply drops; Regroup Phase: air supply use (air-supply.ts).
 * The modules' actions follow (bridge repair and building in the Engineering Phase, refinery repair in the Movement
 * Phase, the Pacific actions), in the order the modules are installed (modules/installed.ts).
 */
import type { Action } from '../core/actions';
import { dropSuppliesActions, useAirSupplyActions } from './air-supply';
import { demolishActions } from './demolition';
import { roadblockActions } from './roadblocks';
import type { GameState } from '../core/state';

export function engineeringActions(state: GameState): Action[] {
  switch (state.phase) {
    case 'engineering':
      return [...demolishActions(state), ...roadblockActions(state)];
    case 'airborne-landing':
      return dropSuppliesActions(state);
    case 'regroup':
      return useAirSupplyActions(state);
    default:
      return [];
  }
}
