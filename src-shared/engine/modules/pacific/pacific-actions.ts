/** The player actions of the Pacific modules; plain JSON like every action (actions.ts). */
import type { HexRef } from '../../../model';

/**
 * A napalm strike (module `napalm`, OST 18): one available airstrike marker, 1 CP of its own, one hex holding
 * enemy units, in the side's Airstrike & Naval Gunfire Phase.
 */
export type NapalmStrikeAction = { readonly type: 'napalmStrike'; readonly strikeId: string; readonly hex: HexRef; readonly side?: string };

/**
 * Declare the side's one Banzai charge of the scenario (module `banzai`, OST 12): the leader who leads it and the
 * other units taking part, at the start of the side's Movement Phase; 2 CP a turn.
 */
export type DeclareBanzaiAction = { readonly type: 'declareBanzai'; readonly leaderId: string; readonly unitIds: readonly string[]; readonly side?: string };

/** Fire one starshell at a hex (module `starshells`, OST 17), in the side's Command Point Phase of a night turn. */
export type FireStarshellAction = { readonly type: 'fireStarshell'; readonly hex: HexRef; readonly side?: string };

/** Fire canister at foot units in one hex or two hexes next to each other (module `canister`, OST 16), in the Ground Attack Phase. */
export type FireCanisterAction = { readonly type: 'fireCanister'; readonly unitId: string; readonly hexes: readonly HexRef[]; readonly side?: string };

export type PacificAction = NapalmStrikeAction | DeclareBanzaiAction | FireStarshellAction | FireCanisterAction;

export const PACIFIC_ACTION_TYPES: readonly PacificAction['type'][] = ['napalmStrike', 'declareBanzai', 'fireStarshell', 'fireCanister'];

export function isPacificAction(action: { readonly type: string }): action is PacificAction {
  return (PACIFIC_ACTION_TYPES as readonly string[]).includes(action.type);
}

declare module '../../core/actions' {
  interface ModuleActions {
    pacific: PacificAction;
  }
}
