import type { FromChunkWorker, ToChunkWorker } from './chunk-protocol';

/**
 * Chunk workers that painters gave back, for the page's next painter: starting one costs a thread, a fetch and a
 * compile of the map art, and a page makes painters often (each map view, the board of each play-test screen, each
 * rebuild of a scene after a ruleset edit). Two at most: the editor's map and a play-test board may draw at once.
 */
const idle: Worker[] = [];
const IDLE_MAX = 2;
let epochs = 0;

/** A worker's answer that no painter wants: its bitmap is let go at once. */
function drop(m: FromChunkWorker) {
  if (m.kind === 'chunk') m.bitmap.close();
}

/**
 * The chunk worker as the painter talks to it, or nothing where workers or OffscreenCanvas are missing (the painter
 * then draws on the UI thread). Messages go out together once the task that made them is done: waking the worker
 * then does not take the core from the frame the edit or the view change is drawing. A worker that served another
 * painter before is told its new owner first, and answers to the old one (still on their way) are dropped.
 */
export class ChunkWorkerLink {
  private worker: Worker | null = idle.pop() ?? startWorker();
  private readonly epoch = ++epochs;
  private outbox: ToChunkWorker[] = [];

  constructor(received: (m: FromChunkWorker) => void) {
    if (!this.worker) return;
    this.worker.onmessage = (e: MessageEvent<FromChunkWorker>) => (e.data.epoch === this.epoch ? received(e.data) : drop(e.data));
    this.worker.postMessage({ kind: 'owner', epoch: this.epoch } satisfies ToChunkWorker);
  }

  /** Whether there is a worker. */
  get running(): boolean {
    return this.worker !== null;
  }

  post(message: ToChunkWorker) {
    if (!this.worker) return;
    if (!this.outbox.length) queueMicrotask(() => this.send());
    this.outbox.push(message);
  }

  private send() {
    const messages = this.outbox;
    this.outbox = [];
    for (const m of messages) this.worker?.postMessage(m);
  }

  /** The painter is done with the worker: it drops this painter's map and jobs and waits for the next painter. */
  release() {
    this.outbox = [];
    const worker = this.worker;
    this.worker = null;
    if (!worker) return;
    if (idle.length >= IDLE_MAX) return worker.terminate();
    worker.onmessage = (e: MessageEvent<FromChunkWorker>) => drop(e.data);
    worker.postMessage({ kind: 'owner', epoch: 0 } satisfies ToChunkWorker);
    idle.push(worker);
  }
}

/** End the idle workers (a test leaves none behind). */
export function endIdleChunkWorkers() {
  for (const worker of idle.splice(0)) worker.terminate();
}

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return null;
  try {
    return new Worker(new URL('./chunk.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}
