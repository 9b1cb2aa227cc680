/** What the playout pool (playout-pool.ts) and its worker threads (playout-worker.ts) say to each other. */
import type { GameSummary } from '../../../src-shared/analytics/game-summary';
import type { BotKind } from '../../../src-shared/engine/bots';
import type { ScenarioDocument } from '../../../src-shared/model';

/** Given to each worker as it starts: the scenario and the bots of every game, and the seed of game 0. */
export type WorkerSetup = { readonly doc: ScenarioDocument; readonly bots: Readonly<Record<string, BotKind>>; readonly seed: number };

/** To a worker: play games `from` to `to` (excluded); game i is played with seed + i. */
export type PlayRequest = { readonly from: number; readonly to: number };

/** From a worker: one game played, the chunk done (ready for the next), or a failure (the worker stops). */
export type WorkerMessage =
  | { readonly type: 'game'; readonly index: number; readonly summary: GameSummary }
  | { readonly type: 'ready' }
  | { readonly type: 'failed'; readonly index: number; readonly message: string };
