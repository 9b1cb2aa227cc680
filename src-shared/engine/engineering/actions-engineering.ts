// Rules 18.3, 19.0, 20.0, 22.2, 23.3.
/** Actions of special units and engineering (18.3, 19.0, 20.0, 22.2, 23.3); plain JSON like every action. */
import type { HexRef } from '../../model';

/** What a demolition aims at: a hex feature by its hex, or a bridge by its hexside key ("col,row:dir", as the map stores it). */
export type DemolitionTargetRef = { readonly hex: HexRef } | { readonly hexside: string };

/** Engineering Phase: 1 CP, one die on the Demolition Table, by an undisrupted unit in or next to the target (19.1). */
export type DemolishAction = { readonly type: 'demolish'; readonly unitId: string; readonly target: DemolitionTargetRef; readonly side?: string };

/** Engineering Phase: 1 CP, a roadblock in the hex of an undisrupted unit (20.1). */
export type BuildRoadblockAction = { readonly type: 'buildRoadblock'; readonly unitId: string; readonly side?: string };

/** Engineering Phase, optional rule 22.2.1: 2 CP, an engineer next to a demolished bridge tries to repair it. */
export type RepairBridgeAction = { readonly type: 'repairBridge'; readonly unitId: string; readonly hexside: string; readonly side?: string };

/** Engineering Phase, optional rule 22.2.2: 3 CP, an engineer next to a river or stream hexside tries to bridge it. */
export type BuildBridgeAction = { readonly type: 'buildBridge'; readonly unitId: string; readonly hexside: string; readonly side?: string };

/** Airborne Landing Phase: air drop one air supply marker on a hex, checked on the Air Drop Table (18.3). */
export type DropSuppliesAction = { readonly type: 'dropSupplies'; readonly hex: HexRef; readonly side?: string };

/** Regroup Phase: 1 CP regroups every friendly disrupted unit in and next to an air supply marker's hex, which is then used up (18.3.1). */
export type UseAirSupplyAction = { readonly type: 'useAirSupply'; readonly hex: HexRef; readonly side?: string };

/** Movement Phase, Palembang 23.3: oil-refinery technical troops that have not moved remove their refinery's demolished marker. */
export type RepairRefineryAction = { readonly type: 'repairRefinery'; readonly unitId: string; readonly side?: string };

export type EngineeringAction =
  | DemolishAction
  | BuildRoadblockAction
  | RepairBridgeAction
  | BuildBridgeAction
  | DropSuppliesAction
  | UseAirSupplyAction
  | RepairRefineryAction;

/** The engineering actions of optional and scenario rules, which their modules apply and list (modules/bridge-building, modules/refinery). */
export type ModuleEngineeringAction = RepairBridgeAction | BuildBridgeAction | RepairRefineryAction;

/** The engineering actions the core applies; the modules' add their own types as they install. */
export const ENGINEERING_ACTION_TYPES: readonly Exclude<EngineeringAction, ModuleEngineeringAction>['type'][] = ['demolish', 'buildRoadblock', 'dropSupplies', 'useAirSupply'];
