/** Events of the Pacific modules (OST Vol. 3, ASL chapter G), with the arithmetic the UI explains. */
import type { HexRef } from '../../../model';
import type { CrtArithmetic, CrtRoll, UnitAttackKind } from '../../core/event-parts';

export type PacificAttackKind = UnitAttackKind;

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
    }
  | ({
      /** One unit attacked on its own by napalm (OST 18.10), canister (OST 16.5) or a tank killer (OST 15.5). */
      readonly type: 'unit-attacked';
      readonly kind: PacificAttackKind;
      readonly side: string;
      /** The attacking unit, or the strike marker for napalm. */
      readonly attacker: string;
      readonly hex: string;
      readonly at: HexRef;
      readonly defender: string;
    } & CrtArithmetic &
      CrtRoll)
  | {
      /** The pilot-quality roll of a napalm strike (OST 18.4–18.8). */
      readonly type: 'napalm-pilot';
      readonly side: string;
      readonly strikeId: string;
      readonly hex: string;
      readonly at: HexRef;
      readonly die: number;
      readonly pilot: 'green' | 'veteran' | 'ace';
      readonly strength: number;
      readonly rule: string;
    }
  | { readonly type: 'banzai-declared'; readonly side: string; readonly leaderId: string; readonly units: readonly string[]; readonly rule: string }
  | {
      /** A crew-served weapon joins a Banzai charge as a reduced rifle squad: it fights from now on at its reduced step (OST 12.8). */
      readonly type: 'banzai-crew-joined';
      readonly unitId: string;
      /** Step index and label it fights at from now on (unchanged when it has no reduced step or already stood at one). */
      readonly step: number;
      readonly stepLabel: string;
      readonly rule: string;
    }
  | { readonly type: 'banzai-continues'; readonly side: string; readonly units: readonly string[]; readonly rule: string }
  | { readonly type: 'banzai-ended'; readonly side: string; readonly reason: string; readonly rule: string }
  | {
      /** A unit told to retreat that stays where it is, losing nothing (a Banzai charge, OST 13.14). */
      readonly type: 'retreat-ignored';
      readonly unitId: string;
      readonly reason: string;
      readonly rule: string;
    }
  | { readonly type: 'unit-revealed'; readonly unitId: string; readonly hex: string; readonly at: HexRef; readonly reason: string; readonly rule: string }
  | {
      readonly type: 'starshell-fired';
      readonly side: string;
      readonly aimed: string;
      readonly aimedAt: HexRef;
      readonly accuracyDie: number;
      /** 3 or more: the shell lands where it was aimed (OST 17.8). */
      readonly accurate: boolean;
      /** An inaccurate shell's drift (OST 17.9, 17.10): direction die and name, distance die and hexes (die ÷ 2, rounded down). */
      readonly drift?: { readonly directionDie: number; readonly direction: string; readonly distanceDie: number; readonly distance: number };
      /** Where it burns; null when it drifted off the map. */
      readonly landed: string | null;
      readonly landedAt: HexRef | null;
      /** Starshells the side has left. */
      readonly left: number;
      readonly rule: string;
    }
  | { readonly type: 'starshells-burnt-out'; readonly count: number; readonly rule: string }
  | {
      /** A canister shot (OST 16): the target hexes and the firer's strength, doubled (OST 16.6); `unit-attacked` events follow. */
      readonly type: 'canister-fired';
      readonly side: string;
      readonly unitId: string;
      readonly hexes: readonly string[];
      readonly strength: number;
      readonly doubled: number;
      readonly rule: string;
    }
  | {
      /** A tank killer spent in its attack on a vehicle (OST 15.2, 15.5); a `unit-attacked` event follows. */
      readonly type: 'tank-killer-detonated';
      readonly unitId: string;
      readonly vehicle: string;
      /** Where the tank killer stood. */
      readonly hex: string;
      readonly at: HexRef;
      readonly trigger: string;
      readonly rule: string;
    };

declare module '../../core/events' {
  interface ModuleEvents {
    pacific: PacificEvent;
  }
}
