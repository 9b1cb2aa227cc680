import { describe, expect, it } from 'vitest';
import type { AtollApi } from '../../src-shared/api/contract';
import type { SessionSummary } from '../../src-shared/api/contract-sessions';
import { ApiError } from '../../src-shared/api/errors';
import type { Action } from '../../src-shared/engine';
import { SessionSync } from './session-sync';

type Call = { expectedCount: number; actions: readonly Action[] };

/** An api whose sessions.append answers after the test lets it (a slow backend), refusing where told. */
function fakeApi(refuseAt: number | null = null) {
  const calls: Call[] = [];
  const waiting: (() => void)[] = [];
  const api = {
    'sessions.append': (input: Call) =>
      new Promise((resolve, reject) => {
        calls.push({ expectedCount: input.expectedCount, actions: input.actions });
        waiting.push(() => {
          if (refuseAt !== null && input.expectedCount + input.actions.length > refuseAt) reject(new ApiError('conflict', 'played on elsewhere'));
          else resolve({ summary: { actionCount: input.expectedCount + input.actions.length } as unknown as SessionSummary, stateHash: 'h' });
        });
      }),
  } as unknown as AtollApi;
  const answer = async () => {
    while (waiting.length === 0) await new Promise((r) => setTimeout(r, 0));
    waiting.shift()!();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { api, calls, answer };
}

const end: Action = { type: 'endPhase' };

describe('writing a session’s actions to the project', () => {
  it('sends them in order, the ones played while a call is out in the next call, with the count the project holds', async () => {
    const { api, calls, answer } = fakeApi();
    const saved: number[] = [];
    const sync = new SessionSync(api, 'h1', 'ses-a', 5, { saved: (_s, count) => saved.push(count), failed: () => undefined });
    sync.push(end);
    while (calls.length === 0) await new Promise((r) => setTimeout(r, 0));
    sync.push(end);
    sync.push(end);
    await answer();
    await answer();
    await sync.settled();
    expect(calls.map((c) => [c.expectedCount, c.actions.length])).toEqual([
      [5, 1],
      [6, 2],
    ]);
    expect(saved).toEqual([6, 8]);
    expect(sync.pending).toBe(0);
  });

  it('writes nothing in the task that played the action: the frame that shows it comes first, then one call for all played meanwhile', async () => {
    const { api, calls, answer } = fakeApi();
    const sync = new SessionSync(api, 'h1', 'ses-a', 0, { saved: () => undefined, failed: () => undefined });
    sync.push(end);
    sync.push(end);
    await Promise.resolve();
    expect(calls).toHaveLength(0);
    expect(sync.pending).toBe(2);
    // settled() waits for the writing that has not started yet.
    const done = sync.settled();
    await answer();
    await done;
    expect(calls.map((c) => [c.expectedCount, c.actions.length])).toEqual([[0, 2]]);
    expect(sync.pending).toBe(0);
  });

  it('stops at the first refusal, says why, and writes nothing more', async () => {
    const { api, calls, answer } = fakeApi(1);
    const failures: string[] = [];
    const sync = new SessionSync(api, 'h1', 'ses-a', 0, { saved: () => undefined, failed: (m) => failures.push(m) });
    sync.push(end);
    await answer();
    sync.push(end);
    await answer();
    sync.push(end);
    await sync.settled();
    expect(failures).toEqual(['played on elsewhere']);
    expect(calls).toHaveLength(2);
    expect(sync.pending).toBe(0);
  });
});
