import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src-shared/api/errors';
import { emptyDocument, normaliseDocument, type Change, type ScenarioDocument } from '../../src-shared/model';
import { APPLICATION_ID, PROJECT_SCHEMA_VERSION } from './project-schema';
import { HISTORY_LIMIT, ProjectStore } from './project-store';
import { CELL_BYTES } from './hex-rows';
import type { Db } from './sqlite';

const AT = '2026-01-01T00:00:00.000Z';

let dir: string;
let open: ProjectStore[] = [];

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'atoll-store-'));
  open = [];
});
afterEach(() => {
  for (const store of open) store.close();
  rmSync(dir, { recursive: true, force: true });
});

function track(store: ProjectStore): ProjectStore {
  open.push(store);
  return store;
}
const create = (name: string, doc = emptyDocument()) => track(ProjectStore.create(path.join(dir, name), doc));
const reopen = (file: string) => track(ProjectStore.open(file));
/** The store's own connection: pragmas such as `synchronous` are per connection. */
const dbOf = (store: ProjectStore) => (store as unknown as { db: Db }).db;

const title = (doc: ScenarioDocument, value: string): Change => ({ kind: 'set', name: 'info', value: { ...doc.info, title: value } });
const hex = (col: number, row: number, terrain: string, elevation = 0): Change => ({ kind: 'hex', col, row, terrain, elevation });
const renameSide = (doc: ScenarioDocument, id: string, name: string): Change => ({
  kind: 'put',
  collection: 'sides',
  record: { ...doc.sides.find((s) => s.id === id)!, name },
});

function sha(file: string): string {
  return existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex') : 'absent';
}

function count(store: ProjectStore, table: string): number {
  return dbOf(store).prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
}

/** The hexes stored in the file (one table row per map row, CELL_BYTES per hex). */
function storedHexes(store: ProjectStore): number {
  return (dbOf(store).prepare('SELECT coalesce(sum(length(cells)), 0) FROM hex_rows').pluck().get() as number) / CELL_BYTES;
}

function expectApiError(fn: () => unknown, code: string): ApiError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).code).toBe(code);
    return e as ApiError;
  }
  throw new Error(`expected ApiError ${code}, nothing was thrown`);
}

describe('ProjectStore: what is written is what is read back', () => {
  it('keeps info, side and hex edits (including painting back to the default terrain) across close and reopen', () => {
    const store = create('a.atoll');
    const file = store.path;
    const start = store.loadDocument();
    expect(start).toEqual(normaliseDocument(emptyDocument()));

    store.apply('Edit title', [title(start, 'Buna, 1942')], AT);
    store.apply('Rename side', [renameSide(start, 'side-2', 'Japanese')], AT);
    store.apply('Paint', [hex(0, 0, 'jungle'), hex(3, 4, 'ocean', 0), hex(23, 17, 'kunai', 2), hex(5, 5, 'clear', 3)], AT);
    // Back to the default terrain with elevation 0: no record is kept for that hex.
    store.apply('Erase', [hex(3, 4, 'clear', 0)], AT);
    // Repainting the same hex within one command keeps the last value.
    store.apply('Repaint', [hex(0, 0, 'ocean'), hex(0, 0, 'palms', 1)], AT);
    store.close();

    const expected = emptyDocument();
    expected.info.title = 'Buna, 1942';
    expected.sides.find((s) => s.id === 'side-2')!.name = 'Japanese';
    expected.hexes = [
      { col: 0, row: 0, terrain: 'palms', elevation: 1 },
      { col: 5, row: 5, terrain: 'clear', elevation: 3 },
      { col: 23, row: 17, terrain: 'kunai', elevation: 2 },
    ];

    const again = reopen(file);
    const doc = again.loadDocument();
    expect(doc).toEqual(normaliseDocument(expected));
    expect(doc.info.title).toBe('Buna, 1942');
    expect(doc.sides.map((s) => s.name)).toEqual(['Attacker', 'Japanese']);
    expect(storedHexes(again)).toBe(3);
  });

  it('creates a project from a document that already has content', () => {
    const doc = emptyDocument();
    doc.info.title = 'Prefilled';
    doc.hexes = [{ col: 1, row: 2, terrain: 'beach', elevation: 0 }];
    doc.specialRules = [{ id: 'rule-1', title: 'Monsoon', text: 'No air strikes on turn 1.' }];
    const file = create('b.atoll', doc).path;
    open.pop()!.close();
    expect(reopen(file).loadDocument()).toEqual(normaliseDocument(doc));
  });

  it('writes a new project whole or not at all: a failure while it is written leaves nothing at its place', () => {
    const doc = emptyDocument();
    doc.specialRules = [
      { id: 'twice', title: 'One', text: '' },
      { id: 'twice', title: 'Two', text: '' },
    ];
    const file = path.join(dir, 'failed.atoll');
    expect(() => ProjectStore.create(file, doc)).toThrow();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('a new project written where an older one was replaces it, log and all', () => {
    const file = create('again.atoll').path;
    const older = open.pop()!;
    older.apply('Title', [title(older.loadDocument(), 'Older')], AT);
    older.close();
    const doc = emptyDocument();
    doc.info.title = 'Newer';
    create('again.atoll', doc);
    open.pop()!.close();
    expect(reopen(file).loadDocument().info.title).toBe('Newer');
    expect(readdirSync(dir).filter((n) => n.includes('partial'))).toEqual([]);
  });
});

describe('ProjectStore: undo and redo', () => {
  it('walks back and forth, stops at both ends and drops the redo branch on a new command', () => {
    const store = create('u.atoll');
    const d0 = store.loadDocument();
    store.apply('A title', [title(d0, 'A')], AT);
    const d1 = store.loadDocument();
    store.apply('B hex', [hex(2, 2, 'jungle')], AT);
    const d2 = store.loadDocument();
    store.apply('C side', [renameSide(d0, 'side-1', 'Australians')], AT);
    const d3 = store.loadDocument();
    expect(store.history()).toEqual({ canUndo: true, canRedo: false, undoLabel: 'C side', redoLabel: null });

    const undoC = store.undo();
    expect(undoC?.label).toBe('C side');
    expect(undoC?.changes).toEqual([{ kind: 'put', collection: 'sides', record: d0.sides[0] }]);
    expect(undoC?.history).toEqual({ canUndo: true, canRedo: true, undoLabel: 'B hex', redoLabel: 'C side' });
    expect(store.loadDocument()).toEqual(d2);

    expect(store.undo()?.label).toBe('B hex');
    expect(store.loadDocument()).toEqual(d1);
    const redoB = store.redo();
    expect(redoB?.label).toBe('B hex');
    expect(redoB?.changes).toEqual([hex(2, 2, 'jungle')]);
    expect(store.loadDocument()).toEqual(d2);

    // A new command after an undo: C can no longer be redone.
    store.apply('D hex', [hex(4, 4, 'ocean', 1)], AT);
    expect(store.history()).toEqual({ canUndo: true, canRedo: false, undoLabel: 'D hex', redoLabel: null });
    expect(store.redo()).toBeNull();
    const d4 = store.loadDocument();
    expect(d4.sides[0].name).toBe('Attacker');
    expect(d4).not.toEqual(d3);

    expect(store.undo()?.label).toBe('D hex');
    expect(store.undo()?.label).toBe('B hex');
    expect(store.undo()?.label).toBe('A title');
    expect(store.loadDocument()).toEqual(d0);
    // Past the start: nothing happens.
    expect(store.undo()).toBeNull();
    expect(store.undo()).toBeNull();
    expect(store.history()).toEqual({ canUndo: false, canRedo: true, undoLabel: null, redoLabel: 'A title' });
    expect(store.loadDocument()).toEqual(d0);

    expect([store.redo()?.label, store.redo()?.label, store.redo()?.label]).toEqual(['A title', 'B hex', 'D hex']);
    expect(store.redo()).toBeNull();
    expect(store.loadDocument()).toEqual(d4);
  });

  it('undo of a hex painted over a default hex removes the record again', () => {
    const store = create('h.atoll');
    store.apply('Paint', [hex(7, 7, 'ocean', 2)], AT);
    expect(storedHexes(store)).toBe(1);
    expect(store.undo()?.changes).toEqual([hex(7, 7, 'clear', 0)]);
    expect(storedHexes(store)).toBe(0);
    expect(store.loadDocument().hexes).toEqual([]);
  });

  it('keeps the undo and redo stacks across close and reopen', () => {
    const store = create('r.atoll');
    const d0 = store.loadDocument();
    store.apply('First', [title(d0, 'one')], AT);
    store.apply('Second', [hex(1, 1, 'jungle')], AT);
    store.apply('Third', [title(d0, 'three')], AT);
    const after3 = store.loadDocument();
    store.undo();
    const after2 = store.loadDocument();
    store.close();

    const again = reopen(store.path);
    expect(again.loadDocument()).toEqual(after2);
    expect(again.history()).toEqual({ canUndo: true, canRedo: true, undoLabel: 'Second', redoLabel: 'Third' });
    expect(again.redo()?.label).toBe('Third');
    expect(again.loadDocument()).toEqual(after3);
    expect([again.undo()?.label, again.undo()?.label, again.undo()?.label]).toEqual(['Third', 'Second', 'First']);
    expect(again.undo()).toBeNull();
    expect(again.loadDocument()).toEqual(d0);
    again.close();

    // The cursor at the very start survives a reopen too.
    const third = reopen(store.path);
    expect(third.history()).toEqual({ canUndo: false, canRedo: true, undoLabel: null, redoLabel: 'First' });
    expect(third.loadDocument()).toEqual(d0);
  });

  it('keeps at least 500 commands of history', () => {
    expect(HISTORY_LIMIT).toBeGreaterThanOrEqual(500);
    const store = create('long.atoll');
    const d0 = store.loadDocument();
    for (let i = 0; i < 600; i++) store.apply(`cmd ${i}`, [title(d0, `title ${i}`)], AT);
    expect(store.loadDocument().info.title).toBe('title 599');
    for (let k = 0; k < 500; k++) {
      const step = store.undo();
      expect(step?.label).toBe(`cmd ${599 - k}`);
    }
    expect(store.loadDocument().info.title).toBe('title 99');
    expect(store.history().undoLabel).toBe('cmd 99');
  });

  it('drops the oldest entries beyond HISTORY_LIMIT so the history table stays bounded', () => {
    const store = create('trim.atoll');
    const d0 = store.loadDocument();
    const db = dbOf(store);
    db.transaction(() => {
      for (let i = 0; i < HISTORY_LIMIT + 20; i++) store.apply(`cmd ${i}`, [title(d0, `t${i}`)], AT);
    })();
    expect(count(store, 'history')).toBe(HISTORY_LIMIT);
    const oldest = db.prepare('SELECT label FROM history ORDER BY seq LIMIT 1').pluck().get();
    expect(oldest).toBe('cmd 20');
  });
});

describe('ProjectStore: a failing command changes nothing', () => {
  it('rolls back every change of a command that fails midway and keeps the file bytes', () => {
    const store = create('f.atoll');
    const d0 = store.loadDocument();
    store.apply('Good', [hex(1, 1, 'jungle'), title(d0, 'kept')], AT);
    const before = store.loadDocument();
    const history = store.history();
    const rows = count(store, 'history');
    const files = [store.path, `${store.path}-wal`].map(sha);

    // A valid hex, then one off the 24×18 map.
    const offMap = expectApiError(() => store.apply('Bad 1', [hex(2, 2, 'ocean'), hex(24, 0, 'ocean')], AT), 'invalid-request');
    expect(offMap.message).toMatch(/off the 24×18 map/);
    // A title edit, then an unknown terrain.
    const terrain = expectApiError(() => store.apply('Bad 2', [title(before, 'lost'), hex(3, 3, 'lava')], AT), 'invalid-request');
    expect(terrain.message).toMatch(/unknown terrain "lava"/);
    // A map change (which the target caches), then a hex that only fits the new map.
    const smaller = { ...before.map, cols: 5, rows: 5 };
    expectApiError(() => store.apply('Bad 3', [{ kind: 'set', name: 'map', value: smaller }, hex(10, 1, 'ocean')], AT), 'invalid-request');
    // Deleting a record, then an unknown hexside type.
    expectApiError(
      () => store.apply('Bad 4', [{ kind: 'del', collection: 'sides', id: 'side-1' }, { kind: 'put', collection: 'hexsides', record: { id: '1,1:0', type: 'lava-flow' } }], AT),
      'invalid-request',
    );

    expect(store.loadDocument()).toEqual(before);
    expect(store.history()).toEqual(history);
    expect(count(store, 'history')).toBe(rows);
    expect([store.path, `${store.path}-wal`].map(sha)).toEqual(files);

    // The rolled-back map change is not remembered: col 10 is still on the 24-column map.
    store.apply('After', [hex(10, 1, 'ocean')], AT);
    expect(store.loadDocument().hexes).toContainEqual({ col: 10, row: 1, terrain: 'ocean', elevation: 0 });
    // And undo goes to the last good command, not to a failed one.
    expect(store.undo()?.label).toBe('After');
    expect(store.undo()?.label).toBe('Good');

    store.close();
    const again = reopen(store.path);
    expect(again.loadDocument()).toEqual(d0);
  });
});

describe('ProjectStore: the file on disk', () => {
  it('writes a handful of pages for one hex edit on a 40,000-hex map', () => {
    const doc = emptyDocument();
    doc.map.cols = 200;
    doc.map.rows = 200;
    const terrains = ['jungle', 'ocean', 'kunai', 'palms'];
    for (let row = 0; row < 200; row++)
      for (let col = 0; col < 200; col++) doc.hexes.push({ col, row, terrain: terrains[(col + row) % 4], elevation: (col * row) % 5 });
    const store = create('big.atoll', doc);
    const db = dbOf(store);
    const pageSize = db.pragma('page_size', { simple: true }) as number;
    const hexPages = Math.floor(statSync(store.path).size / pageSize);
    expect(storedHexes(store)).toBe(40_000);
    expect(dbOf(store).prepare('SELECT count(*) FROM hex_rows').pluck().get()).toBe(200);
    expect(hexPages).toBeGreaterThan(40);

    const wal = `${store.path}-wal`;
    const walSize = () => (existsSync(wal) ? statSync(wal).size : 0);
    const frame = pageSize + 24;
    // The first write after a checkpoint also writes the 32-byte log header; measure the steady state.
    store.apply('warm up', [hex(0, 0, 'beach')], AT);
    for (const [col, row, terrain] of [[100, 100, 'clear'], [199, 199, 'airstrip'], [57, 3, 'jungle']] as const) {
      const before = walSize();
      store.apply('one hex', [hex(col, row, terrain)], AT);
      const frames = (walSize() - before) / frame;
      expect(Number.isInteger(frames)).toBe(true);
      expect(frames).toBeGreaterThanOrEqual(1);
      expect(frames).toBeLessThanOrEqual(6);
    }
    expect(store.loadDocument().hexes.find((h) => h.col === 199 && h.row === 199)).toEqual({ col: 199, row: 199, terrain: 'airstrip', elevation: 0 });
  });

  it('runs in WAL mode with synchronous=FULL, on create and on open', () => {
    const store = create('p.atoll');
    expect(dbOf(store).pragma('journal_mode', { simple: true })).toBe('wal');
    expect(dbOf(store).pragma('synchronous', { simple: true })).toBe(2);
    store.close();
    const again = reopen(store.path);
    expect(dbOf(again).pragma('journal_mode', { simple: true })).toBe('wal');
    expect(dbOf(again).pragma('synchronous', { simple: true })).toBe(2);
    expect(dbOf(again).pragma('user_version', { simple: true })).toBe(PROJECT_SCHEMA_VERSION);
    expect((dbOf(again).pragma('application_id', { simple: true }) as number) >>> 0).toBe(APPLICATION_ID);
  });

  it('copyTo (Save As) writes a file that opens with the same document, header and history', () => {
    const store = create('orig.atoll');
    const d0 = store.loadDocument();
    store.apply('Title', [title(d0, 'Saved as')], AT);
    store.apply('Paint', [hex(2, 3, 'beach'), hex(4, 5, 'ocean', 1)], AT);
    const doc = store.loadDocument();
    const copy = path.join(dir, 'copy.atoll');
    store.copyTo(copy);
    // The original keeps working after the copy.
    store.apply('Later', [title(d0, 'only in the original')], AT);

    const header = readFileSync(copy).subarray(0, 100);
    expect(header.toString('latin1', 0, 16)).toBe('SQLite format 3\0');
    expect(header.readUInt32BE(68)).toBe(APPLICATION_ID);
    expect(header.readUInt32BE(60)).toBe(PROJECT_SCHEMA_VERSION);

    const copied = reopen(copy);
    expect(copied.loadDocument()).toEqual(doc);
    expect(copied.history()).toEqual({ canUndo: true, canRedo: false, undoLabel: 'Paint', redoLabel: null });
    expect(copied.undo()?.label).toBe('Paint');
    expect(copied.loadDocument().hexes).toEqual([]);
    expect(store.loadDocument().info.title).toBe('only in the original');
  });

  it('copyTo refuses to overwrite an existing file', () => {
    const store = create('o.atoll');
    const target = path.join(dir, 'taken.atoll');
    writeFileSync(target, 'keep me');
    expect(() => store.copyTo(target)).toThrow();
    expect(readFileSync(target, 'utf8')).toBe('keep me');
  });
});
