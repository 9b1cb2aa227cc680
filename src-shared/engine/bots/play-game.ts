/**
 * The game driver: bots take turns until the game is over, or until a hard cap on actions ends it as 'stalled'.
 * Every action a bot returns goes through apply; a refused one is a bot bug and throws BotError.
 */
import type { Action } from '../core/actions';
import { apply } from '../core/apply';
import type { RuleError } from '../core/errors';
import type { GameEvent } from '../core/events';
import { stateHash, type GameSession } from '../core/session';
import { createGameUnhashed, gameSetupHash } from '../scenario/setup';
import type { GameSetup } from '../scenario/setup-types';
import { withParts, type GameState } from '../core/state';
import { scoreVictory } from '../victory/victory';
import { actingSide, type Bot } from './bot';

export type GameEnd = 'last-turn' | 'sudden-death' | 'stalled';

export type PlayOptions = {
  readonly seed: number | string;
  /** The bot playing each side, by side id. */
  readonly bots: Readonly<Record<string, Bot>>;
  /** Most actions before the game counts as stalled. */
  readonly maxActions?: number;
  /** Sees the start and every accepted action (what analytics gathers beyond the outcome); changes nothing. */
  readonly observe?: GameObserver;
};

/**
 * Told of the game's first state (action null) and then of every accepted action with its events. The states it is
 * shown carry an empty `setupHash` (''): a bot game works out the setup hash for its final state only, when that is
 * read (PlayedGame.state); hash none of them.
 */
export type GameObserver = (step: { readonly action: Action | null; readonly state: GameState; readonly events: readonly GameEvent[] }) => void;

export type PlayedGame = {
  readonly session: GameSession;
  /** The final state, its setupHash worked out when first read (bot-game batches read `turn` instead). */
  readonly state: GameState;
  /** The turn (its index on the track) the game ended in. */
  readonly turn: number;
  /** stateHash of the final state, worked out when first read (bot-game batches never read it). */
  readonly hash: string;
  readonly end: GameEnd;
  /** VP per side as scored at the end (21.2); for a stalled game, as the position stood. */
  readonly vp: Readonly<Record<string, number>>;
  /** Null for a draw, a stalemate or a stalled game. */
  readonly winner: string | null;
  /** The victory level reached ('' when none); 'stalled' for a stalled game. */
  readonly level: string;
};

export const DEFAULT_MAX_ACTIONS = 20_000;

/** A bot returned an action the engine refused. */
export class BotError extends Error {
  constructor(
    readonly bot: string,
    readonly side: string,
    readonly index: number,
    readonly action: Action,
    readonly error: RuleError,
  ) {
    super(`${bot} bot (${side}) made a refused action at step ${index}: ${JSON.stringify(action)}: ${error.message}`);
    this.name = 'BotError';
  }
}

export function playGame(setup: GameSetup, options: PlayOptions): PlayedGame {
  const max = options.maxActions ?? DEFAULT_MAX_ACTIONS;
  let state = createGameUnhashed(setup, options.seed);
  const actions: Action[] = [];
  options.observe?.({ action: null, state, events: [] });
  while (!state.over && actions.length < max) {
    const side = actingSide(state);
    const bot = Object.hasOwn(options.bots, side) ? options.bots[side] : undefined;
    if (!bot) throw new Error(`no bot plays side '${side}'`);
    const action = bot.next(state, side);
    const result = apply(state, action);
    if (!result.ok) throw new BotError(bot.name, side, actions.length, action, result.error);
    state = result.state;
    actions.push(action);
    options.observe?.({ action, state, events: result.events });
  }
  const score = scoreVictory(state);
  const end: GameEnd = !state.over ? 'stalled' : state.outcome?.kind === 'sudden-death' ? 'sudden-death' : 'last-turn';
  const last = state;
  let final: GameState | undefined;
  const finalState = () => (final ??= withParts(last, { setupHash: gameSetupHash(setup) }));
  let hash: string | undefined;
  return {
    session: { setup, seed: options.seed, actions },
    get state() {
      return finalState();
    },
    turn: last.turn,
    get hash() {
      return (hash ??= stateHash(finalState()));
    },
    end,
    vp: score.totals,
    winner: state.over ? (state.outcome?.winner ?? null) : null,
    level: state.over ? (state.outcome?.level ?? score.level) : 'stalled',
  };
}
