import { describe, expect, it, vi } from 'vitest';
import { playSummary } from '../../../src-shared/analytics/game-summary';
import { prepareScenario } from '../../../src-shared/engine/bots';
import { emptyDocument } from '../../../src-shared/model';
import { bundledScenario } from '../../../tests/support/bundled-scenarios';
import { JobCancelled } from '../jobs';
import { chunkSize, idleWorkers, runPlayouts, stopIdleWorkers } from './playout-pool';

// Worker threads compile the engine through tsx as they start: seconds on a loaded 2-core machine.
vi.setConfig({ testTimeout: 120_000 });

describe('the playout pool', () => {
  it('plays game i with seed + i whichever worker takes it, and gives the summaries in game order', async () => {
    const doc = bundledScenario('palembang');
    const bots = Object.fromEntries(doc.sides.map((s) => [s.id, 'random' as const]));
    const done: number[] = [];
    const games = await runPlayouts({ doc, games: 7, seed: 100, bots, threads: 3, onProgress: (n) => done.push(n) });
    const scenario = prepareScenario(doc);
    expect(games).toEqual(Array.from({ length: 7 }, (_, i) => playSummary(scenario, { seed: 100 + i, bots })));
    expect(done).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('stops at once when cancelled, and says why a worker failed', async () => {
    const doc = bundledScenario('palembang');
    const controller = new AbortController();
    const run = runPlayouts({ doc, games: 10_000, seed: 1, bots: { allied: 'greedy', japanese: 'greedy' }, signal: controller.signal, onProgress: () => controller.abort() });
    await expect(run).rejects.toBeInstanceOf(JobCancelled);
    const broken = emptyDocument();
    await expect(runPlayouts({ doc: broken, games: 2, seed: 1, bots: {}, threads: 1 })).rejects.toThrow(/turn record track is empty/);
  });

  it('keeps the workers of a finished batch warm for the next, which gives the same games, and stops those of a failed one', async () => {
    const doc = bundledScenario('primosole');
    const bots = Object.fromEntries(doc.sides.map((s) => [s.id, 'greedy' as const]));
    const scenario = prepareScenario(doc);
    const expected = (seed: number, n: number) => Array.from({ length: n }, (_, i) => playSummary(scenario, { seed: seed + i, bots }));
    const kept = idleWorkers();
    expect(await runPlayouts({ doc, games: 2, seed: 7, bots, threads: 2 })).toEqual(expected(7, 2));
    expect(idleWorkers()).toBe(Math.max(kept, 2));
    // Another scenario and seed on the same workers.
    const other = bundledScenario('taremo');
    const random = Object.fromEntries(other.sides.map((s) => [s.id, 'random' as const]));
    const games = await runPlayouts({ doc: other, games: 3, seed: 50, bots: random, threads: 2 });
    expect(games).toEqual(Array.from({ length: 3 }, (_, i) => playSummary(prepareScenario(other), { seed: 50 + i, bots: random })));
    expect(idleWorkers()).toBe(Math.max(kept, 2));
    await expect(runPlayouts({ doc: emptyDocument(), games: 2, seed: 1, bots: {}, threads: 2 })).rejects.toThrow(/turn record track is empty/);
    expect(idleWorkers()).toBe(Math.max(kept, 2) - 2);
    stopIdleWorkers();
    expect(idleWorkers()).toBe(0);
  });
});

describe('chunks of a batch', () => {
  it('hand out every game once, at most 15 a chunk for 600 games on two workers, shrinking to one or two at the end', () => {
    const sizes: number[] = [];
    for (let left = 600; left > 0; left -= sizes[sizes.length - 1]) sizes.push(chunkSize(600, 2, left));
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(600);
    expect(Math.max(...sizes)).toBe(15);
    expect(sizes.slice(-4).every((n) => n <= 2)).toBe(true);
    expect(sizes.every((n, i) => i === 0 || n <= sizes[i - 1])).toBe(true);
    expect(chunkSize(7, 3, 7)).toBe(1);
    expect(chunkSize(10_000, 2, 10_000)).toBe(25);
  });
});
