import type { JobStatus } from '../../src-shared/api/contract-jobs';
import { ApiError, type ApiErrorCode } from '../../src-shared/api/errors';

/** What a job's work sees: a signal that says it was cancelled, and a way to say how far it is. */
export type JobContext = {
  readonly signal: AbortSignal;
  progress(done: number, total: number, label?: string): void;
};

/** Thrown by work that stops because its signal was aborted. */
export class JobCancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'JobCancelled';
  }
}

/** Call between units of work: throws JobCancelled once the job has been cancelled. */
export function checkCancelled(signal: AbortSignal): void {
  if (signal.aborted) throw new JobCancelled();
}

type Job = {
  id: string;
  kind: string;
  state: JobStatus['state'];
  done: number;
  total: number;
  label: string;
  started: number;
  ended: number | null;
  error?: string;
  /** An ApiError's code when the work refused something (a bad option, a missing file); otherwise internal. */
  errorCode?: ApiErrorCode;
  result?: unknown;
  controller: AbortController;
};

export type JobRegistryOptions = {
  /** Milliseconds, monotonic. */
  clock?: () => number;
  /** Finished jobs kept for their results; the oldest finished ones are forgotten beyond this. */
  keepFinished?: number;
  /** Jobs running at once; a start beyond this is refused. */
  maxRunning?: number;
};

/** The backend's long work: exports and bot-game batches run as jobs that report progress, can be cancelled,
 *  and keep their result until it is read (or until enough newer jobs have finished). */
export class JobRegistry {
  private readonly jobs = new Map<string, Job>();
  private next = 0;
  private readonly clock: () => number;
  private readonly keepFinished: number;
  private readonly maxRunning: number;

  constructor(options: JobRegistryOptions = {}) {
    this.clock = options.clock ?? (() => performance.now());
    this.keepFinished = options.keepFinished ?? 16;
    this.maxRunning = options.maxRunning ?? 4;
  }

  /** Start `work` now and return the job's id at once; `work` runs on the event loop (or hands off to workers). */
  start<T>(kind: string, work: (ctx: JobContext) => Promise<T>): string {
    const running = [...this.jobs.values()].filter((j) => j.state === 'running').length;
    if (running >= this.maxRunning) throw new ApiError('invalid-request', `${running} long tasks are already running; wait for one to finish or cancel it`);
    const id = `job-${(++this.next).toString(36)}`;
    const job: Job = { id, kind, state: 'running', done: 0, total: 0, label: '', started: this.clock(), ended: null, controller: new AbortController() };
    this.jobs.set(id, job);
    const ctx: JobContext = {
      signal: job.controller.signal,
      progress: (done, total, label) => {
        if (job.state !== 'running') return;
        job.done = done;
        job.total = total;
        if (label !== undefined) job.label = label;
      },
    };
    void Promise.resolve()
      .then(() => work(ctx))
      .then(
        (result) => this.finish(job, job.controller.signal.aborted ? 'cancelled' : 'done', result),
        (e: unknown) => {
          if (job.controller.signal.aborted || e instanceof JobCancelled) this.finish(job, 'cancelled');
          else {
            job.errorCode = e instanceof ApiError ? e.code : 'internal';
            this.finish(job, 'failed', undefined, e instanceof Error ? e.message : String(e));
          }
        },
      );
    return id;
  }

  status(id: string): JobStatus {
    const job = this.get(id);
    const elapsedMs = (job.ended ?? this.clock()) - job.started;
    const remainingMs = job.state === 'running' && job.total > 0 && job.done > 0 ? (elapsedMs / job.done) * (job.total - job.done) : job.state === 'running' ? null : 0;
    const status: JobStatus = { id, kind: job.kind, state: job.state, done: job.done, total: job.total, label: job.label, elapsedMs, remainingMs };
    if (job.error !== undefined) status.error = job.error;
    return status;
  }

  /** Ask a running job to stop; its work sees the signal at its next check. Finished jobs are left as they are. */
  cancel(id: string): JobStatus {
    const job = this.get(id);
    if (job.state === 'running') job.controller.abort();
    return this.status(id);
  }

  /** The result of a finished job of this kind. Throws a clear ApiError while it runs, or if it failed or was cancelled. */
  result<T>(id: string, kind: string): T {
    const job = this.get(id);
    if (job.kind !== kind) throw new ApiError('not-found', `job ${id} is not a ${kind} job`);
    if (job.state === 'running') throw new ApiError('invalid-request', `job ${id} is still running`);
    if (job.state === 'cancelled') throw new ApiError('invalid-request', `job ${id} was cancelled`);
    if (job.state === 'failed') throw new ApiError(job.errorCode ?? 'internal', `job ${id} failed: ${job.error ?? 'unknown error'}`);
    return job.result as T;
  }

  /** Cancel everything (the app or the host is closing). */
  cancelAll(): void {
    for (const job of this.jobs.values()) if (job.state === 'running') job.controller.abort();
  }

  private get(id: string): Job {
    const job = this.jobs.get(id);
    if (!job) throw new ApiError('not-found', `there is no task ${id} (it may have finished long ago)`);
    return job;
  }

  private finish(job: Job, state: Exclude<JobStatus['state'], 'running'>, result?: unknown, error?: string) {
    job.state = state;
    job.ended = this.clock();
    job.result = result;
    if (error !== undefined) job.error = error;
    const finished = [...this.jobs.values()].filter((j) => j.state !== 'running');
    for (const old of finished.slice(0, Math.max(0, finished.length - this.keepFinished))) this.jobs.delete(old.id);
  }
}
