// Rules: issue 14 item 11 (Atoll morale).
/**
 * The state and events of the morale module: the results each unit carries from its last morale roll until its side's
 * next roll (only the lasting ones: cannot move, cannot fire), absent in games that do not use the module so that they
 * hash as before.
 */
import type { HexRef } from '../../../model';
import type { MoraleResult } from '../../../ruleset';
import type { TableRoll } from '../../core/events-scenario';
import type { GameState } from '../../core/state';

/** What a unit may not do until its side's next morale roll. */
export type MoraleStatus = {
  readonly cannotMove?: true;
  readonly cannotFire?: true;
  /** The turn of the roll, and the row read ("5", "6–8"). */
  readonly turn: number;
  readonly row: string;
};

export type MoraleState = { readonly status: Readonly<Record<string, MoraleStatus>> };

declare module '../../core/state' {
  interface ModuleSlices {
    /** The morale module's results in force; absent in games that do not use it. */
    readonly morale?: MoraleState;
  }
}

export const MORALE_RULE = 'Atoll morale';

export type MoraleEvent =
  | (TableRoll & {
      readonly type: 'morale-rolled';
      readonly unitId: string;
      /** Why the unit rolls: its leaders are lost ("no leader of 2nd Battalion is left in play"). */
      readonly why: string;
      readonly results: readonly MoraleResult[];
      /** Hexes of a fall-back result. */
      readonly hexes?: number;
      /** The result was not applied as such (a Japanese step-loss unit loses a step instead). */
      readonly instead?: string;
      readonly rule: string;
    })
  | {
      readonly type: 'morale-fell-back';
      readonly unitId: string;
      readonly from: HexRef;
      /** Null when no route was open: the unit stayed (and was disrupted). */
      readonly to: HexRef | null;
      readonly path: readonly HexRef[];
      readonly hexes: number;
      readonly notes: readonly string[];
      readonly rule: string;
    }
  | {
      /** The side's earlier morale results end as its new Movement Phase begins. */
      readonly type: 'morale-restored';
      readonly side: string;
      readonly unitIds: readonly string[];
      readonly rule: string;
    };

declare module '../../core/events' {
  interface ModuleEvents {
    morale: MoraleEvent;
  }
}

export function moraleOf(state: GameState): MoraleState {
  return state.morale ?? { status: {} };
}

/** The unit's morale results in force, or null. */
export function moraleStatus(state: GameState, unitId: string): MoraleStatus | null {
  const status = state.morale?.status;
  return status && Object.hasOwn(status, unitId) ? status[unitId] : null;
}
