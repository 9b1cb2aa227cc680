/** What the greedy bot remembers within one phase of one player turn; a new phase starts with a blank one. */
import type { Action } from '../core/actions';
import type { GameState } from '../core/state';

export type PhaseMemory = {
  /** Units it has decided about in this Movement Phase (moved, or left where they stand). */
  readonly considered: Set<string>;
  /** Attacks (and canister shots) planned for this Ground Attack Phase, best first, and the state they were planned in (null: not yet). */
  attacks: Action[];
  plannedIn: GameState | null;
  /** Whether a Banzai declaration has been weighed in this Movement Phase. */
  banzaiWeighed: boolean;
  /** Starshells fired in this Command Point Phase. */
  starshellsFired: number;
};

export const newPhaseMemory = (): PhaseMemory => ({ considered: new Set(), attacks: [], plannedIn: null, banzaiWeighed: false, starshellsFired: 0 });
