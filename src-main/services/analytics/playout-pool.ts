/**
 * Bot games in worker threads, one per core: each worker prepares the scenario once per batch and plays the chunks of
 * games it is handed, so a fast worker takes more of them; workers stay warm between batches. Game i is always played with seed + i, and the summaries come back
 * in game order whichever worker played them, so the result is the one `atoll playout` gets on one thread.
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { GameSummary } from '../../../src-shared/analytics/game-summary';
import type { BotKind } from '../../../src-shared/engine/bots';
import type { ScenarioDocument } from '../../../src-shared/model';
import { JobCancelled } from '../jobs';
import { workerBundle } from './worker-bundle';
import type { PlayRequest, WorkerMessage, WorkerSetup } from './playout-messages';

export type PlayoutRun = {
  readonly doc: ScenarioDocument;
  readonly games: number;
  readonly seed: number;
  readonly bots: Readonly<Record<string, BotKind>>;
  /** Worker threads: one per core unless given; never more than there are games. */
  readonly threads?: number;
  /** Aborting stops every worker at once; the run then rejects with JobCancelled. */
  readonly signal?: AbortSignal;
  /** Told of every game done, with how many are done; the games of a chunk are told together, as the chunk ends. */
  readonly onProgress?: (done: number) => void;
};

/**
 * A worker thread of playout-worker: the bundle electron-vite writes beside the main bundle in the built app
 * (electron.vite.config.ts); where this module is itself TypeScript (tsx for the CLI and browser mode, vitest), the
 * same worker bundled once per process in memory (worker-bundle.ts), or failing that the source, loaded through tsx's
 * ESM api registered in the worker first (Node 20 does not run `--import` in workers).
 */
/**
 * A bot game allocates some megabytes of short-lived objects (states, events, searches), and the survivors of each
 * young-generation collection are copied whatever its size: a larger young generation collects less often for the
 * same survivors. The limit only lets V8 grow it, and V8 grows it only as survivors pile up: over a worker's first
 * 200 Palembang games it stays at 16 MB semispaces whatever the limit (32 to 256 MB: 85 scavenges each, 4.5 MB of
 * garbage a game). Forcing 32 or 64 MB semispaces (V8's --min-semi-space-size) halves or quarters the scavenges, yet
 * saved at most 1 % of CPU a game, within the noise, for 70 MB more per worker at 64 (issue 11 item 21: three
 * side-by-side runs of 300 warm games each); so the limit stays at 64 MB, which costs nothing until V8 uses it.
 */
const WORKER_LIMITS = { resourceLimits: { maxYoungGenerationSizeMb: 64 } };

function startWorker(bundle: string | null): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./playout-worker.js', import.meta.url), WORKER_LIMITS);
  if (bundle) return new Worker(bundle, { eval: true, ...WORKER_LIMITS });
  const tsx = path.join(path.dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist', 'esm', 'api', 'index.mjs');
  const source = new URL('./playout-worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(pathToFileURL(tsx).href)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { eval: true, ...WORKER_LIMITS });
}

/**
 * Workers of finished batches, kept for the next batch: V8 compiles the engine's functions for speed only as they
 * grow hot, and a worker needs a few hundred games to get there (its first games run at half speed or less), so a
 * second batch on warm workers plays faster from its first game and starts none. Idle workers do not keep the process
 * alive, and are stopped after IDLE_MS without a batch or as the backend closes; a cancelled or failed batch stops its workers instead.
 */
const idle: Worker[] = [];
const IDLE_MS = 120_000;
let idleTimer: ReturnType<typeof setTimeout> | null = null;

/** The listeners a batch or the idle list has put on a worker, taken off as the worker moves on. */
type Listener = (...args: unknown[]) => void;
const listening = new WeakMap<Worker, { event: string; listener: Listener }[]>();

function listen<A extends unknown[]>(worker: Worker, event: 'message' | 'error' | 'exit', on: (...args: A) => void): void {
  const listener = on as Listener;
  worker.on(event, listener);
  let list = listening.get(worker);
  if (!list) listening.set(worker, (list = []));
  list.push({ event, listener });
}

function unlisten(worker: Worker): void {
  for (const { event, listener } of listening.get(worker) ?? []) worker.off(event, listener);
  listening.delete(worker);
}

function takeWorker(bundle: string | null): Worker {
  const worker = idle.pop() ?? startWorker(bundle);
  unlisten(worker);
  worker.ref();
  return worker;
}

function keepIdle(workers: readonly Worker[]): void {
  for (const worker of workers) {
    unlisten(worker);
    worker.unref();
    // An idle worker that stops (or fails) is simply no longer kept.
    const drop = () => {
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
    };
    listen(worker, 'error', drop);
    listen(worker, 'exit', drop);
    idle.push(worker);
  }
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = setTimeout(stopIdleWorkers, IDLE_MS);
  idleTimer.unref();
}

/** Stops the workers kept warm (the backend closing); a later batch starts new ones. */
export function stopIdleWorkers(): void {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  for (const worker of idle.splice(0)) void worker.terminate();
}

/** Workers kept warm for the next batch. */
export function idleWorkers(): number {
  return idle.length;
}

export function defaultThreads(): number {
  return Math.max(1, os.availableParallelism());
}

export async function runPlayouts(run: PlayoutRun): Promise<GameSummary[]> {
  const bundle = import.meta.url.endsWith('.ts') && idle.length < Math.min(run.threads ?? defaultThreads(), run.games) ? await workerBundle() : null;
  return playWith(run, bundle);
}

/**
 * How many games the next chunk of a batch holds, `left` games still to hand out. A chunk costs one message each way;
 * chunks shrink as the batch nears its end (a quarter of a worker's share of what is left), so that no worker plays on
 * alone while the others have finished.
 */
export function chunkSize(games: number, threads: number, left: number): number {
  const largest = Math.max(1, Math.min(25, Math.ceil(games / (threads * 20))));
  return Math.max(1, Math.min(largest, left, Math.ceil(left / (threads * 4))));
}

function playWith(run: PlayoutRun, bundle: string | null): Promise<GameSummary[]> {
  const { games, signal, onProgress } = run;
  const threads = Math.max(1, Math.min(run.threads ?? defaultThreads(), games));
  const setup: WorkerSetup = { type: 'setup', doc: run.doc, bots: run.bots, seed: run.seed };
  return new Promise((resolve, reject) => {
    const summaries = new Array<GameSummary>(games);
    const workers: Worker[] = [];
    const ready = new Set<Worker>();
    let next = 0;
    let done = 0;
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', cancel);
      if (error) {
        for (const worker of workers) void worker.terminate();
        reject(error);
      } else {
        keepIdle(workers);
        resolve(summaries);
      }
    };
    const cancel = () => finish(new JobCancelled());
    if (signal?.aborted) return cancel();
    signal?.addEventListener('abort', cancel, { once: true });
    for (let t = 0; t < threads; t++) {
      const worker = takeWorker(bundle);
      workers.push(worker);
      listen(worker, 'message', (message: WorkerMessage) => {
        if (settled) return;
        if (message.type === 'games') {
          for (let k = 0; k < message.summaries.length && !settled; k++) {
            summaries[message.from + k] = message.summaries[k];
            done++;
            onProgress?.(done);
            if (done === games) finish();
          }
        } else if (message.type === 'ready') {
          // Each worker has a chunk in hand and the next one queued, so that it never waits on this thread between
          // chunks (on two busy cores that wait measured 4–8 % of a batch): its first ready (set up) takes two chunks,
          // each later one (a chunk played) one.
          for (let queued = ready.has(worker) ? 1 : 2; queued > 0 && next < games; queued--) {
            const request: PlayRequest = { type: 'play', from: next, to: Math.min(games, next + chunkSize(games, threads, games - next)) };
            next = request.to;
            worker.postMessage(request);
          }
          ready.add(worker);
        } else if (message.type === 'broken') finish(new Error(message.message));
        else finish(new Error(`game ${message.index + 1} (seed ${run.seed + message.index}) failed: ${message.message}`));
      });
      listen(worker, 'error', (e: Error) => finish(e));
      listen(worker, 'exit', (code: number) => finish(new Error(`a bot-game worker stopped (exit code ${code})`)));
      worker.postMessage(setup);
    }
  });
}
