/**
 * The special-unit and engineering actions legalActions lists after the others, each checked by the code apply runs:
 *  - Engineering Phase: demolitions (demolition.ts), roadblocks (roadblocks.ts), bridge repairs and bridge building
 *    when their optional rules are on (modules/bridge-*.ts);
 *  - Airborne Landing Phase: air supply drops; Regroup Phase: air supply use (air-supply.ts);
 *  - Movement Phase: refinery repairs when the scenario's module is on (modules/refinery-repair.ts).
 */
import type { Action } from '../core/actions';
import { dropSuppliesActions, useAirSupplyActions } from './air-supply';
import { demolishActions } from './demolition';
import { buildBridgeActions } from '../modules/bridge-building/bridge-building';
import { repairBridgeActions } from '../modules/bridge-building/bridge-repair';
import { repairRefineryActions } from '../modules/refinery/refinery-repair';
import { roadblockActions } from './roadblocks';
import type { GameState } from '../core/state';

export function engineeringActions(state: GameState): Action[] {
  switch (state.phase) {
    case 'engineering':
      return [...demolishActions(state), ...roadblockActions(state), ...repairBridgeActions(state), ...buildBridgeActions(state)];
    case 'airborne-landing':
      return dropSuppliesActions(state);
    case 'regroup':
      return useAirSupplyActions(state);
    case 'movement':
      return repairRefineryActions(state);
    default:
      return [];
  }
}
