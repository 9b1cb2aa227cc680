/**
 * The game state: an immutable value. Every change builds new objects and shares the untouched ones; the
 * engine never mutates a state it was given.
 *
 * Fog of war (8.0): stacks are open to both players, so the state holds no hidden information and needs no
 * per-player view. (Off-map displays are private in the text; the engine keeps no secrets from the play-tester.)
 */
import type { RngState } from '../dice';
import type { HexRef } from '../model';
import type { Board, SideInfo } from './board';
import type { PhaseId } from './phases';

export type UnitState = {
  /** Null while off the map (not yet arrived, or eliminated in later slices). */
  readonly hex: HexRef | null;
  /** Back side of the counter (15.0). Over-stacking sets it (7.3); regroup clears it (later slice). */
  readonly disrupted: boolean;
  /** Index into the unit type's steps for chain step models; two-sided units stay at 0 and use `disrupted`. */
  readonly step: number;
};

/** How far one unit has got with its move in the current Movement Phase. */
export type UnitMoveProgress = {
  /** MP still available: the MA, less what was spent, plus any fast-movement die (10.10). */
  readonly mpLeft: number;
  /** Hexes entered this phase; the minimum move (10.4) is open only while this is 0. */
  readonly hexesEntered: number;
  /** Entered an enemy ZOC: no further movement this phase (9.2). */
  readonly halted: boolean;
  /** Has used its one fast movement of the phase (10.10). */
  readonly fastMoved: boolean;
  /** Its move is over because another unit has moved since (10.1: units move one at a time). */
  readonly done: boolean;
};

export type MovementState = {
  /** The unit whose move is in progress: it may continue, or declare fast movement (10.10). */
  readonly current: string | null;
  readonly units: Readonly<Record<string, UnitMoveProgress>>;
};

export type GameState = {
  /** Static map, ruleset, sides and units, shared by every state of the game; not part of stateHash. */
  readonly board: Board;
  /** Hash of the setup the board was built from; part of stateHash. */
  readonly setupHash: string;
  /** The current turn's `index` on the turn record track. */
  readonly turn: number;
  /** Index into board.sides: whose player turn it is (the phasing player, 4.1). */
  readonly player: number;
  readonly phase: PhaseId;
  /** Command points per side id (5.0), never below zero. */
  readonly cp: Readonly<Record<string, number>>;
  readonly units: Readonly<Record<string, UnitState>>;
  /** Progress of the current Movement Phase; empty in every other phase. */
  readonly movement: MovementState;
  /** The dice: every roll advances this state (DESIGN §4.1). */
  readonly rng: RngState;
  /** True once the last turn has ended (4.2 III). */
  readonly over: boolean;
};

export const NO_MOVEMENT: MovementState = { current: null, units: {} };

export function phasingSide(state: GameState): SideInfo {
  return state.board.sides[state.player];
}

export function turnRecord(state: GameState) {
  return state.board.turns.find((t) => t.index === state.turn);
}
