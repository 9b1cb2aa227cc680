import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FromChunkWorker, ToChunkWorker } from './chunk-protocol';
import { ChunkWorkerLink, endIdleChunkWorkers } from './chunk-worker-link';

/** A worker that records what it is sent and can answer with the epoch of its owner at the time. */
class FakeWorker {
  static started = 0;
  sent: ToChunkWorker[] = [];
  ended = false;
  epoch = -1;
  onmessage: ((e: { data: FromChunkWorker }) => void) | null = null;
  constructor() {
    FakeWorker.started++;
  }
  postMessage(m: ToChunkWorker) {
    this.sent.push(m);
    if (m.kind === 'owner') this.epoch = m.epoch;
  }
  terminate() {
    this.ended = true;
  }
  /** A chunk drawn for whoever owned the worker when it was asked (`epoch`). */
  answer(epoch = this.epoch) {
    const bitmap = { width: 1, height: 1, closed: false, close() {
      this.closed = true;
    } };
    this.onmessage?.({ data: { kind: 'chunk', epoch, key: 'k', serial: 1, bitmap: bitmap as unknown as ImageBitmap, ms: 1 } });
    return bitmap;
  }
}

const workerOf = (link: ChunkWorkerLink) => (link as unknown as { worker: FakeWorker | null }).worker;

describe('the chunk workers of a page', () => {
  beforeEach(() => {
    FakeWorker.started = 0;
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('OffscreenCanvas', class {});
  });
  afterEach(() => {
    endIdleChunkWorkers();
    vi.unstubAllGlobals();
  });

  it('a painter takes the worker another painter gave back instead of starting one, and hears nothing meant for the other', () => {
    const first: FromChunkWorker[] = [];
    const a = new ChunkWorkerLink((m) => first.push(m));
    const worker = workerOf(a)!;
    const oldEpoch = worker.epoch;
    worker.answer();
    expect(first).toHaveLength(1);
    a.release();
    expect(worker.ended).toBe(false);
    expect(worker.sent.at(-1)).toEqual({ kind: 'owner', epoch: 0 });
    const second: FromChunkWorker[] = [];
    const b = new ChunkWorkerLink((m) => second.push(m));
    expect(workerOf(b)).toBe(worker);
    expect(FakeWorker.started).toBe(1);
    expect(worker.epoch).not.toBe(oldEpoch);
    // A chunk the worker drew for the first painter, still on its way: dropped, its bitmap let go.
    const stale = worker.answer(oldEpoch);
    expect(second).toHaveLength(0);
    expect(stale.closed).toBe(true);
    worker.answer();
    expect(second).toHaveLength(1);
    expect(first).toHaveLength(1);
  });

  it('keeps two idle workers at most and ends the others', () => {
    const links = [0, 1, 2].map(() => new ChunkWorkerLink(() => undefined));
    const workers = links.map((l) => workerOf(l)!);
    expect(FakeWorker.started).toBe(3);
    for (const l of links) l.release();
    expect(workers.map((w) => w.ended)).toEqual([false, false, true]);
    endIdleChunkWorkers();
    expect(workers.every((w) => w.ended)).toBe(true);
  });

  it('sends nothing once released', async () => {
    const link = new ChunkWorkerLink(() => undefined);
    const worker = workerOf(link)!;
    link.post({ kind: 'forget', keys: ['k'] });
    link.release();
    await new Promise((r) => setTimeout(r, 0));
    expect(worker.sent.some((m) => m.kind === 'forget')).toBe(false);
    expect(link.running).toBe(false);
  });
});
