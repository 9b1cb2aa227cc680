/**
 * Balance analytics: a batch of bot games of the open project's scenario, played in the backend's worker threads as
 * a job (`analytics.start` returns its id; `jobs.status` and `jobs.cancel` watch and stop it), then read as the same
 * report `atoll playout --json` prints for the same seed, bots and number of games.
 */
import { z } from 'zod';
import { PlayoutReportSchema } from '../analytics/playout-report';
import { IdSchema } from '../model';
import { JobIdSchema } from './contract-jobs';

const Handle = z.string().min(1).max(64);
export const BOT_KINDS = ['greedy', 'random'] as const;
export const MAX_PLAYOUT_GAMES = 100_000;
/** Seeds as `atoll playout --seed` takes them; game i (from 0) plays with seed + i. */
export const PLAYOUT_SEED_LIMIT = 2 ** 40;

export const PlayoutRequestSchema = z.strictObject({
  handle: Handle,
  games: z.int().min(1).max(MAX_PLAYOUT_GAMES),
  seed: z.int().min(-PLAYOUT_SEED_LIMIT).max(PLAYOUT_SEED_LIMIT),
  /** The bot for each side of the scenario, by side id. */
  bots: z.record(IdSchema, z.enum(BOT_KINDS)).refine((b) => Object.keys(b).length <= 32, 'at most 32 sides'),
});
export type PlayoutRequest = z.infer<typeof PlayoutRequestSchema>;

const method = <I extends z.ZodType, O extends z.ZodType>(input: I, output: O) => ({ input, output });

export const ANALYTICS_METHODS = {
  'analytics.start': method(PlayoutRequestSchema, z.object({ id: JobIdSchema })),
  'analytics.result': method(z.strictObject({ id: JobIdSchema }), PlayoutReportSchema),
} as const;
