/** Events of the Pacific modules (OST Vol. 3, ASL chapter G), with the arithmetic the UI explains. */
import type { HexRef } from '../model';

export type PacificEvent =
  | {
      readonly type: 'unit-step-lost';
      readonly unitId: string;
      /** Step index and label before the loss. */
      readonly from: number;
      readonly fromLabel: string;
      /** Step index and label after the loss; null when the unit had no step left (a `unit-eliminated` follows). */
      readonly to: number | null;
      readonly toLabel: string | null;
      readonly reason: string;
      readonly rule: string;
    }
  | {
      readonly type: 'cave-collapse-roll';
      readonly featureId: string;
      readonly hex: string;
      readonly at: HexRef;
      /** What made the roll: artillery, an airstrike, napalm, naval gunfire, a satchel charge. */
      readonly cause: string;
      readonly die: number;
      readonly modifier: number;
      readonly total: number;
      /** The total reached 5: the cave is gone and the units inside are destroyed (OST 9.14). */
      readonly collapses: boolean;
      readonly rule: string;
    }
  | {
      /** A unit inside a cave that an attack could not harm (OST 9.13). */
      readonly type: 'cave-immune';
      readonly unitId: string;
      readonly hex: string;
      readonly at: HexRef;
      readonly attack: string;
      readonly rule: string;
    }
  | {
      /** Artillery fired alone at units inside a cave: no attack on them, a collapse roll follows (OST 9.12, 9.13). */
      readonly type: 'cave-bombarded';
      readonly side: string;
      readonly hex: string;
      readonly at: HexRef;
      readonly attackers: readonly string[];
      readonly rule: string;
    };
