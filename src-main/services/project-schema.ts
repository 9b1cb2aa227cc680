import type { Hex } from '../../src-shared/model';
import { DOCUMENT_STEPS, migrateChange, type DocumentStep } from '../../src-shared/schema/migrations';
import { encodeHexRow, groupHexRows } from './hex-rows';
import type { Db } from './sqlite';

/** 'ATOL' in the SQLite header's application_id field: tells an Atoll project from any other SQLite file. */
export const APPLICATION_ID = 0x41544f4c;
export const PROJECT_SCHEMA_VERSION = 4;

/** Forward-only migrations; MIGRATIONS[n] takes a version-n file to version n+1, in its own transaction.
 *  Each schema version has a fixture file in tests/fixtures/projects/ that the migration tests open. */
export const MIGRATIONS: ((db: Db) => void)[] = [
  (db) => {
    db.exec(`
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
      CREATE TABLE singletons (name TEXT PRIMARY KEY, data TEXT NOT NULL) WITHOUT ROWID;
      CREATE TABLE records (
        collection TEXT NOT NULL, id TEXT NOT NULL, data TEXT NOT NULL,
        PRIMARY KEY (collection, id)) WITHOUT ROWID;
      CREATE TABLE hexes (
        col INTEGER NOT NULL, row INTEGER NOT NULL, terrain TEXT NOT NULL, elevation INTEGER NOT NULL,
        PRIMARY KEY (row, col)) WITHOUT ROWID;
      CREATE TABLE history (
        seq INTEGER PRIMARY KEY, label TEXT NOT NULL, forward TEXT NOT NULL, inverse TEXT NOT NULL, at TEXT NOT NULL);
      CREATE TABLE assets (id TEXT PRIMARY KEY, mime TEXT NOT NULL, data BLOB NOT NULL) WITHOUT ROWID;
      CREATE TABLE sessions (id TEXT PRIMARY KEY, data TEXT NOT NULL) WITHOUT ROWID;
    `);
  },
  (db) => migrateDocumentRows(db, DOCUMENT_STEPS[1], 2),
  // Play-test sessions: one row each (a small summary, where the units start, the scenario snapshot last so listing
  // never reads it), and the action log append-only beside it, so playing an action is one small insert.
  (db) => {
    db.exec(`
      DROP TABLE sessions;
      CREATE TABLE sessions (id TEXT PRIMARY KEY, meta TEXT NOT NULL, placements TEXT NOT NULL, scenario TEXT NOT NULL);
      CREATE TABLE session_actions (
        session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE, seq INTEGER NOT NULL, data TEXT NOT NULL,
        PRIMARY KEY (session_id, seq)) WITHOUT ROWID;
    `);
  },
  // Hexes stored one map row per table row (`hex-rows.ts`): opening a 500 × 500 map reads 500 rows, not 250,000.
  (db) => {
    db.exec('CREATE TABLE hex_rows (row INTEGER PRIMARY KEY, terrains TEXT NOT NULL, cells BLOB NOT NULL)');
    const hexes = db.prepare('SELECT col, row, terrain, elevation FROM hexes').iterate() as Iterable<Hex>;
    const insert = db.prepare('INSERT INTO hex_rows (row, terrains, cells) VALUES (?, ?, ?)');
    for (const [row, cells] of groupHexRows(hexes)) {
      const encoded = encodeHexRow(cells);
      insert.run(row, encoded.terrains, encoded.cells);
    }
    db.exec('DROP TABLE hexes');
  },
];

/** Moves the scenario stored in a project one document version forward: its records, its new singletons, and
 *  every record inside the undo history, so undoing across the upgrade writes records of the new shape. */
function migrateDocumentRows(db: Db, step: DocumentStep, documentVersion: number): void {
  const update = db.prepare('UPDATE records SET data = ? WHERE collection = ? AND id = ?');
  for (const [collection, migrate] of Object.entries(step.records)) {
    const rows = db.prepare('SELECT id, data FROM records WHERE collection = ?').all(collection) as { id: string; data: string }[];
    for (const row of rows) update.run(JSON.stringify(migrate(JSON.parse(row.data) as Record<string, unknown>)), collection, row.id);
  }
  const insertSingleton = db.prepare('INSERT OR IGNORE INTO singletons (name, data) VALUES (?, ?)');
  for (const [name, make] of Object.entries(step.newSingletons)) insertSingleton.run(name, JSON.stringify(make()));
  const updateHistory = db.prepare('UPDATE history SET forward = ?, inverse = ? WHERE seq = ?');
  const history = db.prepare('SELECT seq, forward, inverse FROM history').all() as { seq: number; forward: string; inverse: string }[];
  const rewrite = (json: string) => JSON.stringify((JSON.parse(json) as unknown[]).map((c) => migrateChange(c, step)));
  for (const row of history) updateHistory.run(rewrite(row.forward), rewrite(row.inverse), row.seq);
  db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('document.version', ?)").run(String(documentVersion));
}

/** The tables a project file of schema `version` cannot be without (the hexes moved to hex_rows in version 4). */
export function requiredTables(version: number): string[] {
  return ['meta', 'singletons', 'records', version >= 4 ? 'hex_rows' : 'hexes', 'history'];
}

export function migrate(db: Db): void {
  let version = db.pragma('user_version', { simple: true }) as number;
  while (version < PROJECT_SCHEMA_VERSION) {
    const step = MIGRATIONS[version];
    const next = version + 1;
    db.transaction(() => {
      step(db);
      db.pragma(`user_version = ${next}`);
    })();
    version = next;
  }
}
