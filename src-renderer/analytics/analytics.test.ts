import { describe, expect, it } from 'vitest';
import { playoutReport } from '../../src-shared/analytics/playout-report';
import { reportInput } from '../../src-shared/analytics/test-report';
import type { AtollApi } from '../../src-shared/api/contract';
import type { JobStatus } from '../../src-shared/api/contract-jobs';
import type { AppStore } from '../stores/app-store';
import { JobStore } from '../stores/job-store';
import { AnalyticsStore } from './analytics-store';
import { heatColour, heatHexes, heatLegend } from './heat-overlay';

const report = playoutReport(
  reportInput([
    { end: 'last-turn', actions: 1, turn: 4, vp: { a: 3, b: 1 }, winner: 'a', level: 'Win', arrived: {}, eliminated: [[12, 'a'], [12, 'b'], [12, 'b'], [5, 'b']] },
  ]),
);

describe('the heat map', () => {
  it('counts every side, one side, or nothing per hex', () => {
    expect(heatHexes(report, { kind: 'all' })).toEqual([{ col: 5, row: 0, units: 1 }, { col: 2, row: 1, units: 3 }]);
    expect(heatHexes(report, { kind: 'side', sideId: 'a' })).toEqual([{ col: 2, row: 1, units: 1 }]);
    expect(heatHexes(report, { kind: 'off' })).toEqual([]);
  });

  it('colours a hex by its share of the busiest, and the legend gives the lowest count of each colour in use', () => {
    expect(heatColour(1, 1)).toBe(heatColour(1, 100));
    expect(heatColour(100, 100)).not.toBe(heatColour(1, 100));
    expect(heatLegend(1)).toHaveLength(1);
    const legend = heatLegend(60);
    expect(legend.map((s) => s.from)).toEqual([1, 11, 21, 31, 41, 51]);
    expect(legend.every((s) => heatColour(s.from, 60) === s.colour && (s.from === 1 || heatColour(s.from - 1, 60) !== s.colour))).toBe(true);
  });
});

describe('the balance panel store', () => {
  const status = (over: Partial<JobStatus>): JobStatus => ({ id: 'job-7', kind: 'analytics', state: 'running', done: 0, total: 5, label: '', elapsedMs: 0, remainingMs: null, ...over });

  function fakeApp(final: JobStatus, started: unknown[]) {
    const statuses = [status({ done: 2 }), final];
    let i = 0;
    const api = {
      'analytics.start': async (input: unknown) => {
        started.push(input);
        return { id: 'job-7' };
      },
      'jobs.status': async () => statuses[Math.min(i++, statuses.length - 1)],
      'analytics.result': async () => report,
    } as unknown as AtollApi;
    const project = { handle: 'h1', list: () => [{ id: 'a' }, { id: 'b' }], settled: async () => undefined };
    const messages: string[] = [];
    const app = { api, jobs: new JobStore(api, 1), project, setStatus: (m: string) => messages.push(m) } as unknown as AppStore;
    return { app, messages };
  }

  it('runs the batch with a bot for every side and keeps the report of that project', async () => {
    const started: unknown[] = [];
    const { app, messages } = fakeApp(status({ state: 'done', done: 5 }), started);
    const store = new AnalyticsStore(app);
    store.setGames(5);
    store.setSeed(9);
    store.setBot('b', 'random');
    await store.run();
    expect(started).toEqual([{ handle: 'h1', games: 5, seed: 9, bots: { a: 'greedy', b: 'random' } }]);
    expect(store.currentReport).toEqual(report);
    expect(store.running).toBeNull();
    expect(messages).toEqual(['Played 5 bot games']);
    (app as unknown as { project: { handle: string } }).project = { ...(app.project as object), handle: 'h2' } as never;
    expect(store.currentReport).toBeNull();
  });

  it('says why a batch failed, and keeps nothing from it', async () => {
    const { app } = fakeApp(status({ state: 'failed', error: 'game 3 (seed 11) failed: boom' }), []);
    const store = new AnalyticsStore(app);
    await store.run();
    expect(store.error).toBe('game 3 (seed 11) failed: boom');
    expect(store.currentReport).toBeNull();
  });
});
