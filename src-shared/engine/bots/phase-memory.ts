/** What the greedy bot remembers within one phase of one player turn; a new phase starts with a blank one. */
import type { AttackAction } from '../actions';
import type { GameState } from '../state';

export type PhaseMemory = {
  /** Units it has decided about in this Movement Phase (moved, or left where they stand). */
  readonly considered: Set<string>;
  /** Attacks planned for this Ground Attack Phase, best first, and the state they were planned in (null: not yet). */
  attacks: AttackAction[];
  plannedIn: GameState | null;
};

export const newPhaseMemory = (): PhaseMemory => ({ considered: new Set(), attacks: [], plannedIn: null });
