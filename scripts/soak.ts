/**
 * `npm run soak`: the long reliability run, outside `npm test`.
 *   1. Mutated scenarios through import → checker → set-up → random and greedy games: every one is refused with a
 *      path or plays to an end (`--docs N`, default 10,000).
 *   2. A project writer killed with SIGKILL at random moments while it edits, undoes, redoes, writes settings,
 *      appends to a play-test session, makes Save As copies and imports scenarios (`--kills N`, default 1,000): after
 *      each kill the file passes `PRAGMA integrity_check`, opens as the app opens it, and holds exactly the
 *      acknowledged commands (plus at most the one in flight); every acknowledged import opens whole.
 *   3. Every api method called with schema-shaped random payloads against the real backend in a temp folder
 *      (`--api N` calls per method, default 1,000): no crash, answers that match the contract, refusals that leave
 *      the folder as it was.
 * Prints the counts and exits 1 on any crash, integrity failure, lost command or api failure.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { nextUint32, seedRng } from '../src-shared/dice';
import { emptyDocument } from '../src-shared/model';
import { partialPath } from '../src-main/services/project-file';
import { ProjectStore } from '../src-main/services/project-store';
import type { Db } from '../src-main/services/sqlite';
import { killRound } from '../tests/support/kill-round';
import { importedDocument, importPath, runSoakOp, saveAsPath, sessionsSnapshot, soakOp } from '../tests/support/soak-ops';
import { fuzzApi } from '../tests/soak/api-fuzz';
import { fuzzOnce } from '../tests/soak/document-fuzz';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  const value = at < 0 ? fallback : Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} takes a whole number`);
  return value;
}

function fuzzDocuments(runs: number): boolean {
  const counts = { runs: 0, 'refused-import': 0, 'refused-checker': 0, played: 0, gamesEnded: 0, gamesCapped: 0, crash: 0 };
  const started = Date.now();
  for (let seed = 0; seed < runs; seed++) {
    const outcome = fuzzOnce(seed);
    counts.runs++;
    counts[outcome.kind]++;
    if (outcome.kind === 'played') (counts.gamesEnded += outcome.games - outcome.stalled), (counts.gamesCapped += outcome.stalled);
    if (outcome.kind === 'crash') console.error(`crash, seed ${seed} (${outcome.done.join(', ')}) at ${outcome.stage}: ${outcome.error}`);
    if (seed % 500 === 499) process.stderr.write(`documents: ${seed + 1} of ${runs}\n`);
  }
  console.log(`documents: ${JSON.stringify(counts)} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return counts.crash === 0;
}

type Snapshot = { document: unknown; history: unknown; setting: string | undefined; sessions: unknown };

function snapshot(store: ProjectStore): Snapshot {
  return { document: store.loadDocument(), history: store.history(), setting: store.getSetting('soak.last'), sessions: sessionsSnapshot(store) };
}

/** Opens `file` as the app does and checks SQLite's own integrity check first. */
function openChecked(file: string): ProjectStore {
  const store = ProjectStore.open(file);
  const integrity = (store as unknown as { db: Db }).db.pragma('integrity_check', { simple: true });
  if (integrity !== 'ok') {
    store.close();
    throw new Error(`integrity_check: ${String(integrity)}`);
  }
  return store;
}

async function killWriter(rounds: number): Promise<boolean> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atoll-soak-'));
  const counts = { kills: 0, commands: 0, integrityFailures: 0, lostCommands: 0, saveAsCopiesChecked: 0, importsChecked: 0, halfImports: 0 };
  const started = Date.now();
  try {
    const file = path.join(dir, 'soak.atoll');
    const referenceFile = path.join(dir, 'reference.atoll');
    ProjectStore.create(file, emptyDocument()).close();
    const reference = ProjectStore.create(referenceFile, emptyDocument());
    let done = 0; // commands 0..done-1 are in the file and in the reference
    for (let round = 0; round < rounds; round++) {
      const dice = seedRng(`soak-kill-${round}`);
      const a = nextUint32(dice);
      const moment = { minAcks: 1 + (a.value % 40), delayMs: nextUint32(a.state).value % 25 };
      // A Save As killed before its ack leaves a partial copy behind; the command runs again from scratch. An import
      // killed before its ack may have finished (then it is whole); it never leaves half a project at its place.
      rmSync(saveAsPath(file, done), { force: true });
      for (const left of [importPath(file, done), partialPath(importPath(file, done))]) rmSync(left, { force: true });
      const { acked, signal, stderr } = await killRound('tests/support/soak-writer.ts', file, done, moment);
      if (signal !== 'SIGKILL') throw new Error(`round ${round}: the writer ended by itself: ${stderr}`);
      counts.kills++;
      counts.commands += acked.length;
      let store: ProjectStore;
      try {
        store = openChecked(file);
      } catch (e) {
        counts.integrityFailures++;
        console.error(`round ${round}: ${e instanceof Error ? e.message : String(e)}`);
        return false;
      }
      try {
        const acknowledged = acked.length ? acked[acked.length - 1] + 1 : done;
        while (done < acknowledged) runSoakOp(reference, referenceFile, soakOp(done++));
        const inFile = snapshot(store);
        if (!isDeepStrictEqual(inFile, snapshot(reference))) {
          // The command in flight at the kill may have committed before its ack was written.
          runSoakOp(reference, referenceFile, soakOp(done++));
          if (!isDeepStrictEqual(inFile, snapshot(reference))) {
            counts.lostCommands++;
            console.error(`round ${round}: the file does not hold commands 0..${acknowledged - 1}`);
            return false;
          }
        }
        const inFlight = acked.length ? acked[acked.length - 1] + 1 : done;
        const maybe = soakOp(inFlight).kind === 'import' && existsSync(importPath(file, inFlight)) ? [inFlight] : [];
        for (const i of [...acked, ...maybe]) {
          if (soakOp(i).kind !== 'import') continue;
          const made = importPath(file, i);
          if (!existsSync(made)) throw new Error(`round ${round}: the acknowledged import ${i} is missing`);
          const project = openChecked(made);
          try {
            if (!isDeepStrictEqual(project.loadDocument(), importedDocument())) {
              counts.halfImports++;
              console.error(`round ${round}: import ${i} does not hold the whole scenario`);
              return false;
            }
          } finally {
            project.close();
          }
          rmSync(made);
          counts.importsChecked++;
        }
        for (const i of acked) {
          if (soakOp(i).kind !== 'saveAs') continue;
          const copy = saveAsPath(file, i);
          if (!existsSync(copy)) throw new Error(`round ${round}: the acknowledged Save As copy ${i} is missing`);
          openChecked(copy).close();
          rmSync(copy);
          counts.saveAsCopiesChecked++;
        }
      } finally {
        store.close();
      }
      if (round % 50 === 49) process.stderr.write(`kills: ${round + 1} of ${rounds}\n`);
    }
    reference.close();
    return true;
  } finally {
    console.log(`kills: ${JSON.stringify(counts)} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    rmSync(dir, { recursive: true, force: true });
  }
}

async function fuzzEveryMethod(perMethod: number): Promise<boolean> {
  const started = Date.now();
  const report = await fuzzApi(perMethod);
  console.log(`api (${perMethod} calls per method, ${((Date.now() - started) / 1000).toFixed(0)} s):`);
  console.table(report.methods);
  for (const failure of report.failures.slice(0, 50)) console.error(failure);
  return report.failures.length === 0;
}

const documentsOk = fuzzDocuments(option('--docs', 10_000));
const killsOk = await killWriter(option('--kills', 1000));
const apiOk = await fuzzEveryMethod(option('--api', 1000));
process.exit(documentsOk && killsOk && apiOk ? 0 : 1);
