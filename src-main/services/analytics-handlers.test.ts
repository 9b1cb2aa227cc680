/** analytics.*: bot games in worker threads as a job, with the numbers of one thread (atoll playout). */
import { mkdirSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playoutInput } from '../../src-shared/analytics/playout-input';
import { playSummary } from '../../src-shared/analytics/game-summary';
import { playoutReport } from '../../src-shared/analytics/playout-report';
import type { JobStatus } from '../../src-shared/api/contract-jobs';
import { prepareScenario } from '../../src-shared/engine/bots';
import { documentToJson } from '../../src-shared/model';
import { bundledScenario } from '../../tests/support/bundled-scenarios';
import { apiCalls } from './test-backend';
import { createBackend, type Backend } from './backend';
import { desktopPaths } from './paths';

// Worker threads compile the engine through tsx as they start: seconds on a loaded 2-core machine.
vi.setConfig({ testTimeout: 120_000 });

let dir: string;
let backend: Backend;

beforeEach(() => {
  dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'atoll-analytics-')));
  mkdirSync(path.join(dir, 'projects'));
  let n = 0;
  backend = createBackend({
    host: 'desktop', version: '0.0.0-test', projectsDir: path.join(dir, 'projects'), dataDir: path.join(dir, 'data'),
    paths: desktopPaths(), newHandle: () => `h${++n}`,
  });
});
afterEach(() => {
  backend.closeAll();
  rmSync(dir, { recursive: true, force: true });
});

const { call, callError } = apiCalls(() => backend);

async function settle(id: string, seen: JobStatus[] = []): Promise<JobStatus> {
  for (;;) {
    const status = await call('jobs.status', { id });
    seen.push(status);
    if (status.state !== 'running') return status;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const doc = bundledScenario('palembang');
const openPalembang = async () => (await call('project.importJson', { fileName: 'palembang.atoll.json', text: documentToJson(doc) })).handle;

describe('analytics', () => {
  it('plays the batch in worker threads with progress, and reports what one thread (atoll playout) gets', async () => {
    const handle = await openPalembang();
    const bots = { allied: 'greedy', japanese: 'random' } as const;
    const { id } = await call('analytics.start', { handle, games: 12, seed: 40, bots });
    const seen: JobStatus[] = [];
    expect(await settle(id, seen)).toMatchObject({ state: 'done', done: 12, total: 12, kind: 'analytics' });
    expect(seen.at(-1)?.label).toMatch(/^12 of 12 games, [\d.]+ games\/s$/);
    const report = await call('analytics.result', { id });
    const scenario = prepareScenario(doc);
    const games = Array.from({ length: 12 }, (_, i) => playSummary(scenario, { seed: 40 + i, bots }));
    expect(report).toEqual(playoutReport({ ...playoutInput(scenario, { seed: 40, bots }), file: report.scenario.file, games }));
    expect(report.scenario.file).toMatch(/\.atoll$/);
    expect(report.eliminations.total).toBeGreaterThan(0);
  });

  it('cancels at once, and a cancelled batch has no result', async () => {
    const handle = await openPalembang();
    const { id } = await call('analytics.start', { handle, games: 5000, seed: 1, bots: { allied: 'greedy', japanese: 'greedy' } });
    await call('jobs.cancel', { id });
    expect((await settle(id)).state).toBe('cancelled');
    expect((await callError('analytics.result', { id })).message).toMatch(/was cancelled/);
  });

  it('refuses bots for sides the scenario lacks or misses, bad counts, and a scenario that cannot start', async () => {
    const handle = await openPalembang();
    const start = (input: unknown) => callError('analytics.start', input);
    expect((await start({ handle, games: 5, seed: 1, bots: { allied: 'greedy', martians: 'random', japanese: 'greedy' } })).message).toMatch(/no side martians/);
    expect((await start({ handle, games: 5, seed: 1, bots: { allied: 'greedy' } })).message).toMatch(/choose a bot for Japanese/);
    expect((await start({ handle, games: 0, seed: 1, bots: { allied: 'greedy', japanese: 'greedy' } })).code).toBe('invalid-request');
    expect((await start({ handle, games: 5, seed: 1, bots: { allied: 'clever', japanese: 'greedy' } })).code).toBe('invalid-request');
    const empty = await call('project.create', { title: 'Empty' });
    const all = Object.fromEntries(empty.document.sides.map((s) => [s.id, 'random']));
    expect((await start({ handle: empty.handle, games: 5, seed: 1, bots: all })).message).toMatch(/^the scenario cannot start a game: .*turn record track is empty/);
  });
});
