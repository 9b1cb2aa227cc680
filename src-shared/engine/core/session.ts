/**
 * A play-test session is its setup, its seed and the actions applied (DESIGN §4.2); any moment is a fold of
 * the log, and stateHash pins a moment for golden replays.
 */
import type { Action } from './actions';
import { apply } from './apply';
import type { RuleError } from './errors';
import { Fnv64 } from './hash';
import { createGame } from '../scenario/setup';
import type { GameSetup } from '../scenario/setup-types';
import type { GameState } from './state';

export type GameSession = {
  readonly setup: GameSetup;
  readonly seed: number | string;
  readonly actions: readonly Action[];
};

/** A logged action was refused on replay: the log does not belong to this setup, seed or engine version. */
export class ReplayError extends Error {
  constructor(
    readonly index: number,
    readonly error: RuleError,
  ) {
    super(`replay: action ${index} was refused: ${error.message}`);
    this.name = 'ReplayError';
  }
}

/** Folds the session's actions over a new game. Throws ReplayError if any logged action is refused. */
export function replay(session: GameSession): GameState {
  let state = createGame(session.setup, session.seed);
  session.actions.forEach((action, index) => {
    const result = apply(state, action);
    if (!result.ok) throw new ReplayError(index, result.error);
    state = result.state;
  });
  return state;
}

/** Stable hash of everything that changes during play (the static board is represented by setupHash). */
export function stateHash(state: GameState): string {
  // hashValue of the state without its board (`const { board, ...dynamic } = state`), with no copy made.
  return new Fnv64().recordWithout(state, 'board').digest();
}
