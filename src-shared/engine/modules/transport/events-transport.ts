/** Actions and events of transport (issue 14, item 12), joined to the core's by declaration merging. */
import type { HexRef } from '../../../model';
import type { PassengerResult } from '../../../ruleset';

/** A unit boards a carrier in its hex; the carrier spends its load MP. */
export type LoadAction = { readonly type: 'load'; readonly unitId: string; readonly carrierId: string; readonly side?: string };
/** A unit aboard gets off into its carrier's hex; the carrier spends its unload MP. */
export type UnloadAction = { readonly type: 'unload'; readonly unitId: string; readonly side?: string };
export type TransportAction = LoadAction | UnloadAction;

export type TransportEvent =
  | {
      readonly type: 'unit-loaded';
      readonly unitId: string;
      readonly carrierId: string;
      readonly hex: string;
      readonly at: HexRef;
      /** MP the carrier spent, and what it has left. */
      readonly mp: number;
      readonly mpLeft: number;
      /** Aboard after loading, and the carrier's capacity, in `measure`. */
      readonly load: number;
      readonly capacity: number;
      readonly measure: 'units' | 'points';
      readonly rule: string;
    }
  | {
      readonly type: 'unit-unloaded';
      readonly unitId: string;
      readonly carrierId: string;
      readonly hex: string;
      readonly at: HexRef;
      /** MP the carrier spent, and what it has left; 0 when the unit was set down because its carrier was lost. */
      readonly mp: number;
      readonly mpLeft: number;
      /** Set down by the loss of its carrier rather than by an unload action. */
      readonly carrierLost: boolean;
      readonly rule: string;
    }
  | {
      /** A unit aboard a carrier that was hit rolls on the Passenger Table. */
      readonly type: 'passenger-roll';
      readonly unitId: string;
      readonly carrierId: string;
      readonly hex: string;
      readonly at: HexRef;
      /** What happened to the carrier: disrupted, lost a step, eliminated. */
      readonly hit: string;
      readonly die: number;
      readonly result: PassengerResult;
      readonly rule: string;
    };

declare module '../../core/actions' {
  interface ModuleActions {
    transport: TransportAction;
  }
}

declare module '../../core/events' {
  interface ModuleEvents {
    transport: TransportEvent;
  }
}
