import { describe, expect, it } from 'vitest';
import type { AtollApi } from '../../src-shared/api/contract';
import type { JobStatus } from '../../src-shared/api/contract-jobs';
import { JobStore } from './job-store';

const status = (over: Partial<JobStatus>): JobStatus => ({ id: 'job-1', kind: 'export', state: 'running', done: 0, total: 0, label: '', elapsedMs: 0, remainingMs: null, ...over });

function fakeApi(statuses: JobStatus[], cancelled: string[] = []) {
  let i = 0;
  return {
    'jobs.status': async () => statuses[Math.min(i++, statuses.length - 1)],
    'jobs.cancel': async ({ id }: { id: string }) => {
      cancelled.push(id);
      return statuses[statuses.length - 1];
    },
  } as unknown as AtollApi;
}

describe('JobStore', () => {
  it('shows a job while it runs and returns its final status', async () => {
    const seen: number[] = [];
    const shown: (number | undefined)[] = [];
    const store = new JobStore(fakeApi([status({ done: 1, total: 3 }), status({ done: 2, total: 3 }), status({ state: 'done', done: 3, total: 3 })]), 1);
    const running = store.run('Map PDF', async () => ({ id: 'job-1' }), (s) => {
      seen.push(s.done);
      shown.push(store.active[0]?.status.done);
    });
    await new Promise((r) => setTimeout(r, 0));
    expect(store.active.map((j) => j.title)).toEqual(['Map PDF']);
    const final = await running;
    expect(final.state).toBe('done');
    expect(seen).toEqual([1, 2, 3]);
    expect(shown).toEqual([1, 2, 3]);
    expect(store.active).toEqual([]);
  });

  it('a lost connection ends the wait with a failed status that says why', async () => {
    const api = { 'jobs.status': async () => Promise.reject(new Error('cannot reach the Atoll host')) } as unknown as AtollApi;
    const final = await new JobStore(api, 1).run('Map PDF', async () => ({ id: 'job-9' }));
    expect(final).toMatchObject({ id: 'job-9', state: 'failed', error: 'cannot reach the Atoll host' });
  });

  it('cancel asks the backend', async () => {
    const cancelled: string[] = [];
    await new JobStore(fakeApi([status({ state: 'cancelled' })], cancelled)).cancel('job-4');
    expect(cancelled).toEqual(['job-4']);
  });
});
