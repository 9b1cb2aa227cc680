/** The scenario parts of the game state: the reinforcements pool, open decisions, strike markers, the outcome. */
import type { Area, SimpleEffect } from '../../model';

/** How a unit in the reinforcements pool comes onto the map (16.2, 16.3, 6.0). */
export type EntryPlan = {
  readonly method: 'ground' | 'airdrop' | 'airLanded';
  /** Ground: the entry areas, later ones used only when the enemy holds every hex of the earlier ones. */
  readonly areas: readonly Area[];
  /** The owner may hold the unit back to a later turn (16.1). */
  readonly mayDelay: boolean;
  /** Turns to wait, once the enemy holds every hex of the first area, before entering by a fallback (a scenario rule). */
  readonly fallbackDelay?: number;
};

/** A unit waiting off the map in the Reinforcements Display (16.1). */
export type PoolEntry = EntryPlan & {
  /** The turn it became available; it may enter from then on, or from `fromTurn` when later (6.2.2: next turn). */
  readonly turn: number;
  readonly fromTurn?: number;
  /** With a fallback delay: the turn from which it may use a fallback area, set when its first area was found held. */
  readonly fallbackFrom?: number;
  /** What brought it: an arrival's or a table's id. */
  readonly source: string;
};

/** A choice the owning player must make before the Reinforcement Phase can end (16.4). */
export type Decision =
  | {
      readonly kind: 'choice';
      readonly id: string;
      readonly sideId: string;
      readonly source: string;
      /** How many different options to take. */
      readonly count: number;
      readonly options: readonly SimpleEffect[];
    }
  | {
      readonly kind: 'pick';
      readonly id: string;
      readonly sideId: string;
      readonly source: string;
      /** How many of the candidates arrive. */
      readonly count: number;
      readonly candidates: readonly string[];
      readonly entry: EntryPlan;
    };

/** Bookkeeping of the current Reinforcement Phase: open decisions and how many were made (for their ids). */
export type ReinforcementState = { readonly pending: readonly Decision[]; readonly created: number };

/** Where an airstrike or naval gunfire marker is (12.1, 12.8). */
export type StrikeState = {
  /** reserve: in the Reinforcements Display; available: in the Airstrikes Display; eliminated: shot down for good. */
  readonly status: 'reserve' | 'available' | 'eliminated';
  /** The turn it became available. */
  readonly arrivedTurn?: number;
  /** The turn it was last used: once per game turn (12.8). */
  readonly usedTurn?: number;
  /** Times it was shot down (21.2 scores them). */
  readonly lost?: number;
};

/**
 * A side's arrival plan (scenario rule "arrival plan"), written before play and sealed from the other side until the
 * game is over: read it through `planFor`, never straight from the state in a player's view.
 */
export type SealedArrivalPlan = {
  /** The side's reinforcement contingents, in the order it intends them to arrive. */
  readonly order: readonly string[];
  /** hashValue(order): what the other side sees while the plan is sealed. */
  readonly digest: string;
  /** Contingent id -> the turn its first unit arrived (came into play through the pool, 16.1); filled in during play. */
  readonly arrived: Readonly<Record<string, number>>;
};

/** How the game ended. */
export type GameOutcome = {
  readonly kind: 'sudden-death' | 'end-game';
  /** Null: no side reached a victory level above the others. */
  readonly winner: string | null;
  readonly level: string;
};

/** How far one unit has got with its move in the current Movement Phase. */
