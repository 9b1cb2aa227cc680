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

export type Action = EndPhaseAction | MoveAction | MoveToAction | FastMoveAction;

export const ACTION_TYPES: readonly Action['type'][] = ['endPhase', 'move', 'moveTo', 'fastMove'];
