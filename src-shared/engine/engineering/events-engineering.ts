// Rules 18.3, 19.0, 20.0, 22.2, 23.3.
/** Events of special units and engineering (18.3, 19.0, 20.0, 22.2, 23.3), with the arithmetic the UI shows. */
import type { HexRef } from '../../model';
import type { DemolitionResult } from '../../ruleset';
import type { AirDropRoll } from '../core/events-scenario';

/** What an engineering roll or marker is about. */
export type EngineeringTarget = {
  readonly kind: 'hex' | 'hexside';
  /** The marker id kept in `state.demolished`: "hex:col,row" or the hexside key "col,row:dir". */
  readonly id: string;
  /** What people read, e.g. "Oil refinery in 0909" or "Bridge (over a river) between 1929 and 2029". */
  readonly label: string;
  /** The hex, or the two hexes of the hexside (those on the map). */
  readonly hexes: readonly HexRef[];
};

export type EngineeringEvent =
  | {
      /** One roll on the Demolition Table (19.1; bridge repair 22.2.1 and building 22.2.2 read the engineer column). */
      readonly type: 'demolition-table-rolled';
      readonly side: string;
      readonly unitId: string;
      readonly task: 'demolish' | 'repair-bridge' | 'build-bridge';
      readonly target: EngineeringTarget;
      readonly column: 'engineer' | 'other';
      /** Why that column: the unit is or is not an undisrupted engineer. */
      readonly columnWhy: string;
      readonly die: number;
      readonly result: DemolitionResult;
      /** As printed on the table: "Dx" for success, "–" for no effect. */
      readonly resultLabel: 'Dx' | '–';
      readonly notes: readonly string[];
      readonly rule: string;
    }
  | {
      readonly type: 'feature-demolished';
      readonly side: string;
      readonly target: EngineeringTarget;
      /** What demolished it: a demolition, or a refinery fire (23.3). */
      readonly cause: string;
      /** What changes: the lost terrain shift, the hexside now in force, objectives scoring their demolished VP. */
      readonly effects: readonly string[];
      readonly rule: string;
    }
  | { readonly type: 'demolition-repaired'; readonly side: string; readonly unitId: string; readonly target: EngineeringTarget; readonly effects: readonly string[]; readonly rule: string }
  | { readonly type: 'bridge-built'; readonly side: string; readonly unitId: string; readonly target: EngineeringTarget; readonly markersLeft: number; readonly rule: string }
  | { readonly type: 'roadblock-built'; readonly side: string; readonly unitId: string; readonly hex: string; readonly at: HexRef; readonly notes: readonly string[]; readonly rule: string }
  | { readonly type: 'roadblock-removed'; readonly side: string; readonly hex: string; readonly at: HexRef; readonly reason: string; readonly rule: string }
  | {
      /** After ranged fire, an airstrike or a flamethrower's loss in a refinery hex (23.3): `fire` when die >= fireOn. */
      readonly type: 'refinery-fire-rolled';
      readonly side: string;
      readonly hex: string;
      readonly at: HexRef;
      readonly cause: string;
      readonly die: number;
      readonly fireOn: number;
      readonly fire: boolean;
      readonly rule: string;
    }
  | ({
      readonly type: 'air-supply-dropped';
      readonly side: string;
      /** Markers the side has left to drop. */
      readonly left: number;
    } & AirDropRoll)
  | { readonly type: 'air-supply-used'; readonly side: string; readonly hex: string; readonly at: HexRef; readonly units: readonly string[]; readonly rule: string };
