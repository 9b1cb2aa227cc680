/**
 * Bot games in worker threads, one per core: each worker prepares the scenario once and plays the chunks of games it
 * is handed, so a fast worker takes more of them. Game i is always played with seed + i, and the summaries come back
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
  /** Told after every game how many are done. */
  readonly onProgress?: (done: number) => void;
};

/**
 * A worker thread of playout-worker: the bundle electron-vite writes beside the main bundle in the built app
 * (electron.vite.config.ts); where this module is itself TypeScript (tsx for the CLI and browser mode, vitest), the
 * same worker bundled once per process in memory (worker-bundle.ts), or failing that the source, loaded through tsx's
 * ESM api registered in the worker first (Node 20 does not run `--import` in workers).
 */
function startWorker(setup: WorkerSetup, bundle: string | null): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./playout-worker.js', import.meta.url), { workerData: setup });
  if (bundle) return new Worker(bundle, { eval: true, workerData: setup });
  const tsx = path.join(path.dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist', 'esm', 'api', 'index.mjs');
  const source = new URL('./playout-worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(pathToFileURL(tsx).href)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { eval: true, workerData: setup });
}

export function defaultThreads(): number {
  return Math.max(1, os.availableParallelism());
}

export async function runPlayouts(run: PlayoutRun): Promise<GameSummary[]> {
  const bundle = import.meta.url.endsWith('.ts') ? await workerBundle() : null;
  return playWith(run, bundle);
}

function playWith(run: PlayoutRun, bundle: string | null): Promise<GameSummary[]> {
  const { games, signal, onProgress } = run;
  const threads = Math.max(1, Math.min(run.threads ?? defaultThreads(), games));
  // Small chunks keep the workers evenly busy to the end; a chunk of a few games costs one message each way.
  const chunk = Math.max(1, Math.min(25, Math.ceil(games / (threads * 20))));
  const setup: WorkerSetup = { doc: run.doc, bots: run.bots, seed: run.seed };
  return new Promise((resolve, reject) => {
    const summaries = new Array<GameSummary>(games);
    const workers: Worker[] = [];
    let next = 0;
    let done = 0;
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', cancel);
      for (const worker of workers) void worker.terminate();
      if (error) reject(error);
      else resolve(summaries);
    };
    const cancel = () => finish(new JobCancelled());
    if (signal?.aborted) return cancel();
    signal?.addEventListener('abort', cancel, { once: true });
    for (let t = 0; t < threads; t++) {
      const worker = startWorker(setup, bundle);
      workers.push(worker);
      worker.on('message', (message: WorkerMessage) => {
        if (settled) return;
        if (message.type === 'game') {
          summaries[message.index] = message.summary;
          done++;
          onProgress?.(done);
          if (done === games) finish();
        } else if (message.type === 'ready') {
          if (next >= games) return;
          const request: PlayRequest = { from: next, to: Math.min(games, next + chunk) };
          next = request.to;
          worker.postMessage(request);
        } else finish(new Error(`game ${message.index + 1} (seed ${run.seed + message.index}) failed: ${message.message}`));
      });
      worker.on('error', (e) => finish(e));
      worker.on('exit', (code) => {
        if (code !== 0) finish(new Error(`a bot-game worker stopped (exit code ${code})`));
      });
    }
  });
}
