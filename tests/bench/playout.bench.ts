import { performance } from 'node:perf_hooks';
import { prepareScenario, scenarioGame } from '../../src-shared/engine/bots';
import { compiledRecordBuilder, useRecordBuilder } from '../../src-shared/engine/core/units-record';
import { bundledScenario } from '../support/bundled-scenarios';
import { round, type Row } from './measure';

/**
 * engine.playouts_per_s: complete greedy-against-greedy games of the bundled Palembang scenario per second, on the one
 * thread node runs them on, as a Node host does (units records built by core/units-record.ts's compiled builder): bot
 * set-up, game creation and every action to the end. Every round plays the same seeds; the best round is reported,
 * since on a shared machine the slower rounds measure the other load.
 */
export function playoutBench(smoke: boolean): Row[] {
  const scenario = prepareScenario(bundledScenario('palembang'));
  // As a Node host plays bot games (the workers, `atoll playout`): units records built by a compiled literal.
  useRecordBuilder(compiledRecordBuilder);
  const games = smoke ? 2 : 20;
  const rounds = smoke ? 1 : 5;
  for (let seed = 1000; seed < 1000 + (smoke ? 1 : 5); seed++) scenarioGame(scenario, { seed, bots: 'greedy' });
  const rates: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const start = performance.now();
    for (let seed = 1; seed <= games; seed++) {
      const played = scenarioGame(scenario, { seed, bots: 'greedy' });
      if (played.end === 'stalled') throw new Error(`bench: greedy game ${seed} stalled`);
    }
    rates.push((games * 1000) / (performance.now() - start));
  }
  return [{ name: 'engine.playouts_per_s', value: round(Math.max(...rates), 1), unit: 'games/s' }];
}
