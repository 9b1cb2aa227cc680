/**
 * Balance analytics: `analytics.start` checks the request against the open project's scenario and runs the batch of
 * bot games as a job in worker threads (analytics/playout-pool.ts), reporting the games done, the games per second and
 * (through the job registry) the time left; `analytics.result` gives the finished batch's report, the one
 * `atoll playout --json` prints for the same seed, bots and games.
 */
import path from 'node:path';
import { playoutInput } from '../../src-shared/analytics/playout-input';
import { playoutReport, type PlayoutReport } from '../../src-shared/analytics/playout-report';
import type { Handlers } from '../../src-shared/api/contract';
import { ApiError } from '../../src-shared/api/errors';
import { botSetup, prepareScenario, type PreparedScenario } from '../../src-shared/engine/bots';
import { createGame, SetupError } from '../../src-shared/engine';
import type { BackendContext } from './backend-context';
import { runPlayouts } from './analytics/playout-pool';

const JOB_KIND = 'analytics';

export function analyticsHandlers(ctx: BackendContext): Pick<Handlers, 'analytics.start' | 'analytics.result'> {
  return {
    'analytics.start': ({ handle, games, seed, bots }) => {
      const store = ctx.storeFor(handle);
      const doc = store.loadDocument();
      if (doc.sides.length === 0) throw new ApiError('invalid-request', 'the scenario has no sides to play');
      const unknown = Object.keys(bots).filter((id) => !doc.sides.some((s) => s.id === id));
      if (unknown.length > 0) throw new ApiError('invalid-request', `the scenario has no side ${unknown.join(', ')}`);
      const missing = doc.sides.filter((s) => !Object.hasOwn(bots, s.id));
      if (missing.length > 0) throw new ApiError('invalid-request', `choose a bot for ${missing.map((s) => s.name).join(', ')}`);
      let scenario: PreparedScenario;
      try {
        scenario = prepareScenario(doc);
        createGame(botSetup(scenario, { seed, bots }).setup, seed);
      } catch (e) {
        if (e instanceof SetupError) throw new ApiError('invalid-request', `the scenario cannot start a game: ${e.problems.join('; ')}`);
        throw e;
      }
      const input = { ...playoutInput(scenario, { seed, bots }), file: path.basename(store.path) };
      const id = ctx.jobs.start(JOB_KIND, async (job): Promise<PlayoutReport> => {
        const started = performance.now();
        job.progress(0, games, `0 of ${games} games`);
        const summaries = await runPlayouts({
          doc,
          games,
          seed,
          bots,
          signal: job.signal,
          onProgress: (done) => {
            const seconds = (performance.now() - started) / 1000;
            job.progress(done, games, `${done} of ${games} games, ${(done / seconds).toFixed(1)} games/s`);
          },
        });
        return playoutReport({ ...input, games: summaries });
      });
      return { id };
    },

    'analytics.result': ({ id }) => ctx.jobs.result<PlayoutReport>(id, JOB_KIND),
  };
}
