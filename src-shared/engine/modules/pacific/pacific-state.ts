/**
 * The state of the Pacific modules (OST Vol. 3, ASL chapter G), kept in one optional part of the game state.
 * Each entry is absent while unused and the part itself is undefined when every entry is, so games without the
 * modules hash exactly as before.
 */
import type { HexRef } from '../../../model';
import { type GameState, withParts } from '../../core/state';

/** A side's one Banzai charge of the scenario (OST 12.3, 12.4). */
export type BanzaiState = {
  /** The leader who declared it (OST 12.5). */
  readonly leaderId: string;
  /** The units taking part, sorted; eliminated ones stay listed. */
  readonly units: readonly string[];
  readonly declaredTurn: number;
  /** The last turn whose CP were paid (OST 12.11). */
  readonly paidTurn: number;
  /** Set once the charge is over: every participant gone, or its CP could not be paid. */
  readonly ended?: true;
};

/** A starshell over the map (OST 17.4): where it came down and for whom. */
export type StarshellMarker = { readonly side: string; readonly hex: HexRef; readonly turn: number };

export type StarshellState = {
  /** Starshells each side still has for the rest of the scenario (OST 17.3). */
  readonly left: Readonly<Record<string, number>>;
  /** Starshells burning this turn; dropped when the turn ends (OST 17.4). */
  readonly burning: readonly StarshellMarker[];
};

export type PacificState = {
  /** Cave feature ids that have collapsed (OST 9.12, 9.14), sorted. */
  readonly collapsedCaves?: readonly string[];
  /** Units still hidden (HIP, ASL G1.631), sorted. */
  readonly hidden?: readonly string[];
  /** Banzai charges by side id. */
  readonly banzai?: Readonly<Record<string, BanzaiState>>;
  readonly starshells?: StarshellState;
};

const NONE: PacificState = {};

export function pacificOf(state: Pick<GameState, 'pacific'>): PacificState {
  return state.pacific ?? NONE;
}

/** A copy of the state with one Pacific entry set, or removed when `value` is undefined. */
export function withPacific<K extends keyof PacificState>(state: GameState, key: K, value: PacificState[K] | undefined): GameState {
  const next: Record<string, unknown> = { ...pacificOf(state) };
  if (value === undefined) delete next[key];
  else next[key] = value;
  if (Object.keys(next).length > 0) return withParts(state, { pacific: next as PacificState });
  if (state.pacific === undefined) return state;
  return withParts(state, { pacific: undefined });
}

declare module '../../core/state' {
  interface ModuleSlices {
    /** The Pacific modules' state; undefined in games that do not use them. */
    readonly pacific?: PacificState;
  }
}
