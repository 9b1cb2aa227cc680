import { runPlayouts } from '../../src-main/services/analytics/playout-pool';
import { bundledScenario } from '../support/bundled-scenarios';
import { round, type Row } from './measure';

/**
 * analytics.playouts_per_s: greedy-against-greedy games of the bundled Palembang scenario per second, played by the
 * app's bot-game job (worker threads, one per core). Counted from the end of the first tenth of the games to the last,
 * so that the workers' start is left out; the first round starts its workers, the later ones play on the workers the
 * round before kept warm (playout-pool.ts), as a designer's second batch does. The best of the rounds is reported,
 * since on a shared machine the slower ones measure the other load.
 */
export async function analyticsBench(smoke: boolean): Promise<Row[]> {
  const doc = bundledScenario('palembang');
  const games = smoke ? 8 : 600;
  const rounds = smoke ? 1 : 3;
  const rates: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const warm = Math.ceil(games / 10);
    let from = 0;
    const summaries = await runPlayouts({
      doc,
      games,
      seed: 1,
      bots: { allied: 'greedy', japanese: 'greedy' },
      onProgress: (done) => {
        if (done === warm) from = performance.now();
      },
    });
    if (summaries.some((g) => g.end === 'stalled')) throw new Error('bench: a greedy game stalled');
    rates.push(((games - warm) * 1000) / (performance.now() - from));
  }
  return [{ name: 'analytics.playouts_per_s', value: round(Math.max(...rates), 1), unit: 'games/s' }];
}
