/**
 * What a player can ask the engine to do. Actions are plain JSON so a session log can be saved and replayed.
 * `side`, when given, names the acting player; an action for a side that is not phasing is refused.
 */
import type { HexRef } from '../model';

/** End the current phase; after the last phase of the last player turn, the turn ends (4.2). */
export type EndPhaseAction = { readonly type: 'endPhase'; readonly side?: string };

/** Move one unit along the listed hexes, each adjacent to the one before; the unit's own hex is not listed. */
export type MoveAction = { readonly type: 'move'; readonly unitId: string; readonly path: readonly HexRef[]; readonly side?: string };

/** Move one unit to a hex by its cheapest legal path (the one reachableHexes reports). */
export type MoveToAction = { readonly type: 'moveTo'; readonly unitId: string; readonly to: HexRef; readonly side?: string };

/** Spend 1 CP and roll 1d6 extra MP for the unit whose move is in progress, or one that has not moved (10.10). */
export type FastMoveAction = { readonly type: 'fastMove'; readonly unitId: string; readonly side?: string };

/**
 * One ground attack (11.3) on the enemy units of `defenderHex`: `attackers` adjacent to it (11.2.1) and up to the
 * scenario's limit of `ranged` units firing from a distance (11.2.2). Either list may be empty, not both.
 */
export type AttackAction = {
  readonly type: 'attack';
  readonly attackers: readonly string[];
  readonly defenderHex: HexRef;
  readonly ranged?: readonly string[];
  /** The adjacent attacker to disrupt on an exchange (EX); default: the engine's choice, explained in the event. */
  readonly exchangeUnit?: string;
  /**
   * Hook for the defending player's retreat choice (13.1, 13.2): per defending unit, a planned route out of the hex,
   * longest first. On a retreat result the unit follows the first hexes of its plan for the rolled distance (further
   * while the end hex would be over-stacked); a plan too short for the roll is set aside for the automatic choice.
   */
  readonly retreatPaths?: Readonly<Record<string, readonly HexRef[]>>;
  readonly side?: string;
};

/** Pursuit after combat (14.2): `path` starts with the hex the defenders left; mechanized units may add one more hex. */
export type PursueAction = { readonly type: 'pursue'; readonly unitId: string; readonly path: readonly HexRef[]; readonly side?: string };

/** Spend 1 CP to return one disrupted unit to its combat effective side (15.2). */
export type RegroupAction = { readonly type: 'regroup'; readonly unitId: string; readonly side?: string };

export type Action = EndPhaseAction | MoveAction | MoveToAction | FastMoveAction | AttackAction | PursueAction | RegroupAction;

export const ACTION_TYPES: readonly Action['type'][] = ['endPhase', 'move', 'moveTo', 'fastMove', 'attack', 'pursue', 'regroup'];
