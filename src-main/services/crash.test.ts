import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyDocument } from '../../src-shared/model';
import { hexesAfter } from '../../tests/support/crash-edits';
import { killRound, type KillMoment } from '../../tests/support/kill-round';
import { ProjectStore } from './project-store';
import type { Db } from './sqlite';

const WRITER = 'tests/support/crash-writer.ts';

/** Fixed "random" kill moments, so a failure can be reproduced: acks to wait for, then milliseconds to wait. */
const ROUNDS: KillMoment[] = [
  { minAcks: 20, delayMs: 0 },
  { minAcks: 1, delayMs: 13 },
  { minAcks: 25, delayMs: 7 },
  { minAcks: 30, delayMs: 2 },
  { minAcks: 20, delayMs: 29 },
  { minAcks: 5, delayMs: 0 },
  { minAcks: 25, delayMs: 11 },
];

const dir = mkdtempSync(path.join(os.tmpdir(), 'atoll-crash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('crash safety', () => {
  it('keeps every acknowledged edit when the writer is killed with SIGKILL', async () => {
    const file = path.join(dir, 'crash.atoll');
    const doc = emptyDocument();
    doc.info.title = 'edit -1';
    ProjectStore.create(file, doc).close();

    let next = 0;
    let total = 0;
    for (const [r, round] of ROUNDS.entries()) {
      const { acked, signal, stderr } = await killRound(WRITER, file, next, round);
      expect(signal, `round ${r}: the writer ended by itself; stderr: ${stderr}`).toBe('SIGKILL');
      expect(acked.length).toBeGreaterThanOrEqual(round.minAcks);
      expect(acked).toEqual(Array.from({ length: acked.length }, (_, k) => next + k));
      const lastAck = acked.length ? acked[acked.length - 1] : next - 1;
      total += acked.length;

      const store = ProjectStore.open(file);
      try {
        const db = (store as unknown as { db: Db }).db;
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
        const loaded = store.loadDocument();
        const inFile = Number(/^edit (-?\d+)$/.exec(loaded.info.title)?.[1]);
        // Every acknowledged edit is there; at most the one in flight at the kill is there too.
        expect(inFile, `round ${r}: title "${loaded.info.title}", last ack ${lastAck}`).toBeGreaterThanOrEqual(lastAck);
        expect(inFile).toBeLessThanOrEqual(lastAck + 1);
        // Each command is whole: the hexes are exactly those of edits 0..inFile.
        expect(loaded.hexes).toEqual(hexesAfter(inFile));
        expect(store.history().undoLabel).toBe(inFile >= 0 ? `Edit ${inFile}` : null);
        next = inFile + 1;
      } finally {
        store.close();
      }
    }
    expect(ROUNDS.length).toBeGreaterThanOrEqual(5);
    expect(total).toBeGreaterThanOrEqual(100);
  }, 180_000);
});
