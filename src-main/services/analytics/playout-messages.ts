/** What the playout pool (playout-pool.ts) and its worker threads (playout-worker.ts) say to each other. */
import type { GameSummary } from '../../../src-shared/analytics/game-summary';
import type { BotKind } from '../../../src-shared/engine/bots';
import type { ScenarioDocument } from '../../../src-shared/model';

/** To a worker, first in every batch of games: the scenario and the bots of every game, and the seed of game 0. */
export type WorkerSetup = { readonly type: 'setup'; readonly doc: ScenarioDocument; readonly bots: Readonly<Record<string, BotKind>>; readonly seed: number };

/** To a worker: play games `from` to `to` (excluded) of the batch it was last set up for; game i is played with seed + i. */
export type PlayRequest = { readonly type: 'play'; readonly from: number; readonly to: number };

export type ToWorker = WorkerSetup | PlayRequest;

/**
 * From a worker: the games of a chunk played (games `from` on, in order: one message a chunk, not a game, for the
 * main thread, which shares the cores with the workers, wakes once a chunk), ready for (more) games once set up or
 * after a chunk, a failure of one game (after the chunk's games played before it), or a scenario it could not set up;
 * after a failure it plays no more of the batch.
 */
export type WorkerMessage =
  | { readonly type: 'games'; readonly from: number; readonly summaries: readonly GameSummary[] }
  | { readonly type: 'ready' }
  | { readonly type: 'failed'; readonly index: number; readonly message: string }
  | { readonly type: 'broken'; readonly message: string };
