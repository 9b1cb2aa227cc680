import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src-shared/api/errors';
import { checkCancelled, JobRegistry } from './jobs';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A job whose every step waits for the test to release it: `step()` lets exactly one `next()` through. */
function stepper() {
  let permits = 0;
  let waiting: (() => void) | null = null;
  const next = () =>
    new Promise<void>((resolve) => {
      if (permits > 0) {
        permits--;
        resolve();
      } else waiting = resolve;
    });
  const step = async () => {
    await tick();
    if (waiting) {
      const w = waiting;
      waiting = null;
      w();
    } else permits++;
    await tick();
    await tick();
  };
  return { next, step };
}

describe('JobRegistry', () => {
  it('reports progress with an estimate of the time left, then keeps the result until read', async () => {
    let now = 0;
    const jobs = new JobRegistry({ clock: () => now });
    const gate = stepper();
    const id = jobs.start('export', async (ctx) => {
      for (let i = 1; i <= 4; i++) {
        await gate.next();
        now += 100;
        ctx.progress(i, 4, `page ${i} of 4`);
      }
      return 'the file';
    });
    await tick();
    expect(jobs.status(id)).toMatchObject({ state: 'running', done: 0, total: 0, remainingMs: null });
    await gate.step();
    expect(jobs.status(id)).toMatchObject({ state: 'running', done: 1, total: 4, label: 'page 1 of 4', elapsedMs: 100, remainingMs: 300 });
    expect(() => jobs.result(id, 'export')).toThrow(/still running/);
    for (let i = 0; i < 3; i++) await gate.step();
    await tick();
    expect(jobs.status(id)).toMatchObject({ state: 'done', done: 4, remainingMs: 0 });
    expect(jobs.result<string>(id, 'export')).toBe('the file');
    expect(() => jobs.result(id, 'analytics')).toThrow(/not a analytics job/);
  });

  it('cancels: the work sees the signal, the job ends cancelled and has no result', async () => {
    const jobs = new JobRegistry();
    const gate = stepper();
    let steps = 0;
    const id = jobs.start('games', async (ctx) => {
      for (;;) {
        await gate.next();
        checkCancelled(ctx.signal);
        steps++;
      }
    });
    await gate.step();
    await gate.step();
    expect(jobs.cancel(id).state).toBe('running');
    await gate.step();
    await tick();
    expect(jobs.status(id).state).toBe('cancelled');
    expect(steps).toBe(2);
    expect(() => jobs.result(id, 'games')).toThrow(/cancelled/);
    expect(jobs.cancel(id).state).toBe('cancelled');
  });

  it('a failing job says why; unknown ids are a clear not-found', async () => {
    const jobs = new JobRegistry();
    const id = jobs.start('export', async () => {
      throw new Error('disk full');
    });
    await tick();
    await tick();
    expect(jobs.status(id)).toMatchObject({ state: 'failed', error: 'disk full' });
    expect(() => jobs.result(id, 'export')).toThrow(expect.objectContaining({ code: 'internal', message: expect.stringMatching(/failed: disk full/) }));
    const refused = jobs.start('export', async () => {
      throw new ApiError('invalid-request', 'no such paper');
    });
    await tick();
    await tick();
    // A refusal inside the work keeps its own code: asking for the result is not a crash.
    expect(() => jobs.result(refused, 'export')).toThrow(expect.objectContaining({ code: 'invalid-request' }));
    try {
      jobs.status('job-zzz');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ApiError);
      expect((e as ApiError).code).toBe('not-found');
    }
  });

  it('refuses more jobs than it runs at once, and forgets the oldest finished ones', async () => {
    const jobs = new JobRegistry({ maxRunning: 2, keepFinished: 1 });
    const gate = stepper();
    const a = jobs.start('x', () => gate.next());
    jobs.start('x', () => new Promise(() => undefined));
    expect(() => jobs.start('x', async () => 1)).toThrow(/already running/);
    await gate.step();
    await tick();
    const c = jobs.start('x', async () => 3);
    await tick();
    await tick();
    expect(jobs.result(c, 'x')).toBe(3);
    expect(() => jobs.status(a)).toThrow(/no task/);
  });
});
