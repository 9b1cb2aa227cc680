import type { FromChunkWorker, ToChunkWorker } from './chunk-protocol';

/**
 * The chunk worker as the painter talks to it, or nothing where workers or OffscreenCanvas are missing (the painter
 * then draws on the UI thread). Messages go out together once the task that made them is done: waking the worker
 * then does not take the core from the frame the edit or the view change is drawing.
 */
export class ChunkWorkerLink {
  private readonly worker: Worker | null = startWorker();
  private outbox: ToChunkWorker[] = [];

  constructor(received: (m: FromChunkWorker) => void) {
    if (this.worker) this.worker.onmessage = (e: MessageEvent<FromChunkWorker>) => received(e.data);
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

  terminate() {
    this.outbox = [];
    this.worker?.terminate();
  }
}

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return null;
  try {
    return new Worker(new URL('./chunk.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}
