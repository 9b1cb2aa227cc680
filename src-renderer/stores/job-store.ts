import { makeAutoObservable, runInAction } from 'mobx';
import type { AtollApi } from '../../src-shared/api/contract';
import type { JobStatus } from '../../src-shared/api/contract-jobs';

export type ActiveJob = { title: string; status: JobStatus };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The backend jobs this window started (exports, bot-game batches): polled while they run, so the progress panel
 *  can show how far each is, the time left, and a Cancel button. */
export class JobStore {
  active: ActiveJob[] = [];

  constructor(
    private readonly api: AtollApi,
    private readonly pollMs = 200,
  ) {
    makeAutoObservable<JobStore, 'api'>(this, { api: false });
  }

  /** Start a job with `start` (the kind's own start method), show its progress until it ends, and return its final
   *  status: read the result with the kind's result method when the state is 'done'. Polling errors end the wait
   *  with a 'failed' status that says why; they never throw. */
  async run(title: string, start: () => Promise<{ id: string }>, onProgress?: (status: JobStatus) => void): Promise<JobStatus> {
    const { id } = await start();
    let status: JobStatus = { id, kind: '', state: 'running', done: 0, total: 0, label: '', elapsedMs: 0, remainingMs: null };
    // The observable copy of the row, which the panel watches (pushing wraps the object in a new proxy).
    const entry = runInAction(() => {
      this.active.push({ title, status });
      return this.active[this.active.length - 1];
    });
    try {
      for (;;) {
        try {
          status = await this.api['jobs.status']({ id });
        } catch (e) {
          status = { ...status, state: 'failed', error: e instanceof Error ? e.message : String(e) };
        }
        runInAction(() => (entry.status = status));
        onProgress?.(status);
        if (status.state !== 'running') return status;
        await wait(this.pollMs);
      }
    } finally {
      runInAction(() => (this.active = this.active.filter((j) => j !== entry)));
    }
  }

  async cancel(id: string): Promise<void> {
    await this.api['jobs.cancel']({ id }).catch(() => undefined);
  }
}
