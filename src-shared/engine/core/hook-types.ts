/** Types the rule areas and the module hooks (rule-module.ts) share, kept apart so that neither imports the other. */
import type { HexRef } from '../../model';
import type { UnitState } from './state';

/** Who takes part in one combat; hexes are board indexes. */
export type CombatForces = {
  /** The attacking (phasing) side. */
  readonly side: string;
  /** The defenders' hex. */
  readonly target: number;
  readonly defenders: readonly string[];
  /** Attackers adjacent to the target (11.2.1). */
  readonly adjacent: readonly string[];
  readonly ranged: readonly string[];
};

export type ReachEntry = {
  /** MP spent to get there (may exceed the MP left only for a minimum move, 10.4). */
  readonly cost: number;
  /** Hexes entered, in order, ending with the destination; the unit's own hex is not listed. */
  readonly path: readonly HexRef[];
  /** The destination is in an EZOC: the unit stops there (9.2). */
  readonly endsInEzoc: boolean;
  /** Reachable only by the one-hex minimum move (10.4). */
  readonly minimumMove: boolean;
  /** Reachable only by the one extra hex of a module's move (a Banzai participant whose movement is spent). */
  readonly banzaiExtra?: true;
};

/** Unit states being changed in place while one rule runs, copied from the state first. */
export type UnitsDraft = Record<string, UnitState>;
