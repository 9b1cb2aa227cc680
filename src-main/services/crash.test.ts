import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyDocument } from '../../src-shared/model';
import { hexesAfter } from '../../tests/support/crash-edits';
import { ProjectStore } from './project-store';
import type { Db } from './sqlite';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WRITER = 'tests/support/crash-writer.ts';

/** Fixed "random" kill moments, so a failure can be reproduced: acks to wait for, then milliseconds to wait. */
const ROUNDS: { minAcks: number; delayMs: number }[] = [
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

type Round = { acked: number[]; signal: NodeJS.Signals | null; stderr: string };

/** Run the writer from `start`, SIGKILL it at the round's moment, and report what it acknowledged. */
function runRound(file: string, start: number, { minAcks, delayMs }: (typeof ROUNDS)[number]): Promise<Round> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', WRITER, file, String(start)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    const acked: number[] = [];
    let pending = '';
    let stderr = '';
    let killing = false;
    const guard = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the writer made ${acked.length} edits in 15 s; stderr: ${stderr}`));
    }, 15_000);
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => (stderr += text));
    child.stdout.on('data', (text: string) => {
      pending += text;
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) if (line.startsWith('ack ')) acked.push(Number(line.slice(4)));
      if (!killing && acked.length >= minAcks) {
        killing = true;
        setTimeout(() => child.kill('SIGKILL'), delayMs);
      }
    });
    child.on('error', reject);
    // 'close' comes after the pipes are drained: every ack written before the kill has been read by then.
    child.on('close', (_code, signal) => {
      clearTimeout(guard);
      resolve({ acked, signal, stderr });
    });
  });
}

describe('crash safety', () => {
  it('keeps every acknowledged edit when the writer is killed with SIGKILL', async () => {
    const file = path.join(dir, 'crash.atoll');
    const doc = emptyDocument();
    doc.info.title = 'edit -1';
    ProjectStore.create(file, doc).close();

    let next = 0;
    let total = 0;
    for (const [r, round] of ROUNDS.entries()) {
      const { acked, signal, stderr } = await runRound(file, next, round);
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
  }, 60_000);
});
