import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src-shared/api/errors';
import { emptyDocument, type ScenarioDocument } from '../../src-shared/model';
import { inspectProjectFile, openProjectDb } from './project-file';
import { APPLICATION_ID, MIGRATIONS, PROJECT_SCHEMA_VERSION } from './project-schema';
import { ProjectStore } from './project-store';
import type { Db } from './sqlite';

const AT = '2026-01-01T00:00:00.000Z';
const FIXTURES = fileURLToPath(new URL('../../tests/fixtures/projects', import.meta.url));

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'atoll-file-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
const dbOf = (store: ProjectStore) => (store as unknown as { db: Db }).db;

/** A real project with a 250×250 map where every hex is set: well over sixty pages. */
function bigProject(name = 'big.atoll'): string {
  const file = path.join(dir, name);
  const doc = emptyDocument();
  doc.map.cols = 250;
  doc.map.rows = 250;
  const terrains = ['jungle', 'ocean', 'kunai'];
  for (let row = 0; row < 250; row++) for (let col = 0; col < 250; col++) doc.hexes.push({ col, row, terrain: terrains[(col * 7 + row) % 3], elevation: row % 4 });
  ProjectStore.create(file, doc).close();
  expect(statSync(file).size / 4096).toBeGreaterThan(60);
  return file;
}

function smallProject(name = 'small.atoll'): string {
  const file = path.join(dir, name);
  ProjectStore.create(file, emptyDocument()).close();
  return file;
}

/** Opening must fail with `code`, and leave the file's bytes and the folder's listing exactly as they were. */
function expectRefused(file: string, code: string, message?: RegExp): void {
  const before = { bytes: sha(file), listing: readdirSync(dir).sort() };
  const attempts: (() => void)[] = [() => ProjectStore.open(file).close(), () => inspectProjectFile(file), () => openProjectDb(file).close()];
  for (const attempt of attempts) {
    let error: unknown;
    try {
      attempt();
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(code);
    if (message) expect((error as ApiError).message).toMatch(message);
  }
  expect(sha(file)).toBe(before.bytes);
  expect(readdirSync(dir).sort()).toEqual(before.listing);
}

describe('refusing files that are not good Atoll projects', () => {
  it('a text file renamed .atoll is not-atoll', () => {
    const file = path.join(dir, 'notes.atoll');
    writeFileSync(file, 'Shopping list:\n- rice\n- tea\n'.repeat(20));
    expectRefused(file, 'not-atoll', /not an Atoll project/);
  });

  it('an empty file is not-atoll', () => {
    const file = path.join(dir, 'empty.atoll');
    writeFileSync(file, '');
    expectRefused(file, 'not-atoll');
  });

  it('a project cut to half its size is corrupt', () => {
    const file = bigProject();
    const bytes = readFileSync(file);
    writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length / 2 / 4096) * 4096));
    expectRefused(file, 'corrupt', /truncated or damaged/);
  });

  it('a project cut to a size that is not a whole number of pages is corrupt', () => {
    const file = bigProject();
    const bytes = readFileSync(file);
    writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length / 2) + 1234));
    expectRefused(file, 'corrupt', /truncated or damaged/);
  });

  it.each([
    ['four pages of random bytes in the middle', 0.5, 4 * 4096],
    ['a 300-byte smear inside one page', 0.3, 300],
    ['random bytes over the last pages', 0.9, 2 * 4096],
  ])('%s is found by quick_check: corrupt', (_name, where, length) => {
    const file = bigProject();
    const bytes = readFileSync(file);
    const start = Math.floor((bytes.length * where) / 4096) * 4096 + (length < 4096 ? 1500 : 0);
    let seed = 0x2545f491;
    for (let i = start; i < start + length && i < bytes.length; i++) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      bytes[i] = seed >>> 24;
    }
    writeFileSync(file, bytes);
    expectRefused(file, 'corrupt', /damaged/);
  });

  it('an SQLite database of another program is not-atoll', () => {
    const file = path.join(dir, 'other.atoll');
    const db = new Database(file);
    db.exec("CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL); INSERT INTO invoices (total) VALUES (12.5), (99);");
    db.close();
    expectRefused(file, 'not-atoll', /another program/);
  });

  it('an SQLite database of another program that uses WAL is not-atoll', () => {
    const file = path.join(dir, 'other-wal.atoll');
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma('application_id = 1234');
    db.exec('CREATE TABLE t (x); INSERT INTO t VALUES (1);');
    db.close();
    expectRefused(file, 'not-atoll');
  });

  it('a project written by a newer Atoll is newer-version and says to update', () => {
    const file = smallProject();
    const db = new Database(file);
    db.pragma('user_version = 99');
    db.close();
    expectRefused(file, 'newer-version', /newer Atoll.*Update Atoll/s);
  });

  it('a project whose newer version is still only in its write-ahead log is newer-version, and both files are kept', () => {
    const file = smallProject('live.atoll');
    const store = ProjectStore.open(file);
    try {
      dbOf(store).pragma('wal_autocheckpoint = 0');
      dbOf(store).pragma('user_version = 99');
      // The state a crash leaves: the main file still says version 1, the log says 99.
      copyFileSync(file, path.join(dir, 'crashed.atoll'));
      copyFileSync(`${file}-wal`, path.join(dir, 'crashed.atoll-wal'));
    } finally {
      store.close();
    }
    const crashed = path.join(dir, 'crashed.atoll');
    expect(readFileSync(crashed).readUInt32BE(60)).toBe(PROJECT_SCHEMA_VERSION);
    const before = [sha(crashed), sha(`${crashed}-wal`)];
    expect(() => ProjectStore.open(crashed)).toThrow(expect.objectContaining({ code: 'newer-version' }));
    expect([sha(crashed), sha(`${crashed}-wal`)]).toEqual(before);
  });

  it('a project without the tables of its version is corrupt', () => {
    const file = smallProject();
    const db = new Database(file);
    db.exec('DROP TABLE history');
    db.close();
    expectRefused(file, 'corrupt', /tables are missing/);
  });

  it('a missing file is not-found', () => {
    const file = path.join(dir, 'nowhere.atoll');
    for (const attempt of [() => ProjectStore.open(file), () => inspectProjectFile(file)])
      expect(attempt).toThrow(expect.objectContaining({ code: 'not-found' }));
    expect(readdirSync(dir)).toEqual([]);
  });

  it('a folder named like a project is not-found', () => {
    const folder = path.join(dir, 'folder.atoll');
    mkdirSync(folder);
    expect(() => ProjectStore.open(folder)).toThrow(expect.objectContaining({ code: 'not-found' }));
  });
});

describe('checking a good project', () => {
  it('leaves no -wal or -shm file behind and does not change the file', () => {
    const file = bigProject();
    const before = sha(file);
    inspectProjectFile(file);
    expect(readdirSync(dir)).toEqual(['big.atoll']);
    expect(sha(file)).toBe(before);
  });

  it('opens a project left by a crash in the middle of a checkpoint (header ahead of the pages, log complete)', () => {
    const file = smallProject('live.atoll');
    const store = ProjectStore.open(file);
    const zone = (i: number) => ({
      id: `zone-${i}`,
      name: `Zone ${i}`,
      colour: '#336699',
      purpose: 'setup' as const,
      hexes: Array.from({ length: 300 }, (_, k) => ({ col: k % 24, row: (k * 7) % 18 })),
    });
    try {
      dbOf(store).pragma('wal_autocheckpoint = 0');
      for (let i = 0; i < 30; i++) store.apply(`Zone ${i}`, [{ kind: 'put', collection: 'zones', record: zone(i) }], AT);
      copyFileSync(file, path.join(dir, 'crashed.atoll'));
      copyFileSync(`${file}-wal`, path.join(dir, 'crashed.atoll-wal'));
    } finally {
      store.close();
    }
    // A checkpoint writes pages in page order, page 1 (with the new page count) first: a crash right after
    // it leaves a main file whose header promises pages it does not have yet. SQLite completes them from the log.
    const crashed = path.join(dir, 'crashed.atoll');
    const wal = readFileSync(`${crashed}-wal`);
    const pageSize = wal.readUInt32BE(8);
    let page1: Buffer | undefined;
    for (let at = 32; at + 24 + pageSize <= wal.length; at += 24 + pageSize) if (wal.readUInt32BE(at) === 1) page1 = wal.subarray(at + 24, at + 24 + pageSize);
    const main = readFileSync(crashed);
    page1!.copy(main, 0);
    writeFileSync(crashed, main);
    expect(main.readUInt32BE(28) * pageSize).toBeGreaterThan(main.length);

    const reopened = ProjectStore.open(crashed);
    try {
      expect(dbOf(reopened).pragma('integrity_check', { simple: true })).toBe('ok');
      const doc = reopened.loadDocument();
      expect(doc.zones.map((z) => z.id).sort()).toEqual(Array.from({ length: 30 }, (_, i) => `zone-${i}`).sort());
      expect(doc.zones[0].hexes).toHaveLength(300);
      expect(reopened.history().undoLabel).toBe('Zone 29');
    } finally {
      reopened.close();
    }
  });
});

type Expectation = (doc: ScenarioDocument, store: ProjectStore) => void;

/** What each committed fixture holds, as tests/support/make-fixtures.ts wrote it. */
const FIXTURE_CONTENT: Record<string, Expectation> = {
  'v1.atoll': (doc, store) => {
    expect(doc.info.title).toBe('Fixture v1');
    expect(doc.sides.map((s) => [s.id, s.name])).toEqual([
      ['side-1', 'Attacker'],
      ['side-2', 'Japanese'],
    ]);
    expect(doc.hexes).toEqual([
      { col: 0, row: 0, terrain: 'jungle', elevation: 0 },
      { col: 1, row: 0, terrain: 'ocean', elevation: 0 },
      { col: 5, row: 7, terrain: 'kunai', elevation: 2 },
      { col: 23, row: 17, terrain: 'beach', elevation: 1 },
    ]);
    expect(doc.map).toEqual(emptyDocument().map);
    expect(store.history()).toEqual({ canUndo: true, canRedo: false, undoLabel: 'Paint', redoLabel: null });
    expect(store.undo()?.label).toBe('Paint');
    expect(store.loadDocument().hexes).toEqual([]);
    expect(store.sessions.list()).toEqual([]);
  },
  'v2.atoll': (doc, store) => {
    expect(doc.info.title).toBe('Fixture v2');
    expect(doc.sides[0]).toMatchObject({ id: 'side-1', fireCoordination: 1 });
    expect(doc.units.map((u) => [u.id, u.setup.kind])).toEqual([['unit-1', 'reinforcement']]);
    expect(doc.arrivals.map((a) => [a.id, a.entry.method])).toEqual([['arrival-1', 'airdrop']]);
    expect(doc.victory.levels.map((l) => l.from)).toEqual([0, 11, 26, 41]);
    expect(store.undo()?.label).toBe('Add forces');
    expect(store.loadDocument().units).toEqual([]);
    expect(store.sessions.list()).toEqual([]);
  },
  'v3.atoll': (doc, store) => withSessionsAndHexes('Fixture v3', doc, store),
  // Schema 4 keeps the hexes one map row per table row: the same content as v3, written by the new layout.
  'v4.atoll': (doc, store) => withSessionsAndHexes('Fixture v4', doc, store),
};

const FIXTURE_HEXES = [
  { col: 0, row: 0, terrain: 'jungle', elevation: 0 },
  { col: 1, row: 0, terrain: 'ocean', elevation: 0 },
  { col: 5, row: 7, terrain: 'kunai', elevation: 2 },
  { col: 23, row: 17, terrain: 'beach', elevation: 1 },
];

/** The v3 and later fixtures: two play-test sessions, four painted hexes, and an undo history back past the paint. */
function withSessionsAndHexes(title: string, doc: ScenarioDocument, store: ProjectStore): void {
  expect(doc.info.title).toBe(title);
  expect(doc.hexes).toEqual(FIXTURE_HEXES);
  const sessions = store.sessions.list().sort((a, b) => a.meta.name.localeCompare(b.meta.name));
  expect(sessions.map(({ meta }) => [meta.name, meta.actionCount, meta.branchedAt, meta.scenarioTitle, meta.deletedAt])).toEqual([
    ['Fixture branch', 5, 5, 'Palembang', null],
    ['Fixture game', 12, null, 'Palembang', null],
  ]);
  const [branch, game] = sessions;
  expect(branch.meta.parentId).toBe(game.id);
  expect(store.sessions.actions(game.id, 12).slice(0, 5)).toEqual(store.sessions.actions(branch.id, 5));
  expect(store.sessions.start(game.id).placements.length).toBeGreaterThan(10);
  expect(store.history().undoLabel).toBe('Add forces');
  expect(store.undo()?.label).toBe('Add forces');
  expect(store.undo()?.label).toBe('Paint');
  expect(store.loadDocument().hexes).toEqual([]);
  expect(store.redo()?.label).toBe('Paint');
  expect(store.loadDocument().hexes).toEqual(FIXTURE_HEXES);
}

/** A project file as schema version 1 wrote it, with v1-shaped records in the store and in its undo history. */
function v1ProjectWithForces(file: string): void {
  const db = new Database(file);
  db.pragma(`application_id = ${APPLICATION_ID}`);
  MIGRATIONS[0](db);
  db.pragma('user_version = 1');
  const side = { id: 'side-1', name: 'Japanese', colour: '#c8b273', role: 'airborne', setupOrder: 2 };
  const unit = (setup: unknown) => ({ id: 'u-1', designation: '1', typeId: 't', contingentId: 'c', setup, hidden: false });
  const zoneSetup = { kind: 'zone', zoneId: 'zone-1' };
  const hexSetup = { kind: 'hexes', hexes: [{ col: 2, row: 3 }] };
  const v1Doc = emptyDocument();
  db.prepare("INSERT INTO meta VALUES ('document.version', '1'), ('history.cursor', '1')").run();
  for (const name of ['info', 'map', 'ruleset'] as const) db.prepare('INSERT INTO singletons VALUES (?, ?)').run(name, JSON.stringify(v1Doc[name]));
  db.prepare('INSERT INTO records VALUES (?, ?, ?)').run('sides', 'side-1', JSON.stringify(side));
  db.prepare('INSERT INTO records VALUES (?, ?, ?)').run('units', 'u-1', JSON.stringify(unit(zoneSetup)));
  db.prepare('INSERT INTO records VALUES (?, ?, ?)').run(
    'strikes', 's-1', JSON.stringify({ id: 's-1', sideId: 'side-1', kind: 'air', strength: 6 }),
  );
  db.prepare('INSERT INTO history (label, forward, inverse, at) VALUES (?, ?, ?, ?)').run(
    'Set up',
    JSON.stringify([{ kind: 'put', collection: 'units', record: unit(zoneSetup) }]),
    JSON.stringify([{ kind: 'put', collection: 'units', record: unit(hexSetup) }]),
    AT,
  );
  db.close();
}

describe('migrations', () => {
  it('v1 → v2 rewrites stored records and the records inside the undo history', () => {
    const file = path.join(dir, 'old.atoll');
    v1ProjectWithForces(file);
    const store = ProjectStore.open(file);
    try {
      const doc = store.loadDocument();
      expect(doc.units[0].setup).toEqual({ kind: 'area', area: { kind: 'zone', zoneId: 'zone-1' } });
      expect(doc.sides[0]).toMatchObject({ name: 'Japanese', fireCoordination: 1, hiddenPercent: 0, arrivalPlan: false });
      expect(doc.strikes[0]).toMatchObject({ strength: 6, initial: true, availability: 'arrivalTurn' });
      expect(doc.victory.levels).toEqual([]);
      expect(doc.arrivals).toEqual([]);
      expect(store.undo()?.label).toBe('Set up');
      expect(store.loadDocument().units[0].setup).toEqual({ kind: 'area', area: { kind: 'hexes', hexes: [{ col: 2, row: 3 }] } });
    } finally {
      store.close();
    }
  });

  const fixtures = readdirSync(FIXTURES).filter((name) => /^v\d+\.atoll$/.test(name)).sort();

  it('has one migration per schema version and a fixture for every version', () => {
    expect(MIGRATIONS).toHaveLength(PROJECT_SCHEMA_VERSION);
    for (let v = 1; v <= PROJECT_SCHEMA_VERSION; v++) expect(fixtures).toContain(`v${v}.atoll`);
    expect(Object.keys(FIXTURE_CONTENT).sort()).toEqual(fixtures);
  });

  it.each(fixtures)('%s opens, reads and ends at the current schema version', (name) => {
    const original = path.join(FIXTURES, name);
    const before = sha(original);
    const header = readFileSync(original).subarray(0, 100);
    expect(header.readUInt32BE(68)).toBe(APPLICATION_ID);
    expect(header.readUInt32BE(60)).toBe(Number(/\d+/.exec(name)![0]));

    const copy = path.join(dir, name);
    copyFileSync(original, copy);
    const store = ProjectStore.open(copy);
    try {
      const doc = store.loadDocument();
      expect(dbOf(store).pragma('user_version', { simple: true })).toBe(PROJECT_SCHEMA_VERSION);
      expect(dbOf(store).pragma('integrity_check', { simple: true })).toBe('ok');
      FIXTURE_CONTENT[name](doc, store);
    } finally {
      store.close();
    }
    expect(readFileSync(copy).readUInt32BE(60)).toBe(PROJECT_SCHEMA_VERSION);
    expect(sha(original)).toBe(before);
  });
});
