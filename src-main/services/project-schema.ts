import type { Db } from './sqlite';

/** 'ATOL' in the SQLite header's application_id field: tells an Atoll project from any other SQLite file. */
export const APPLICATION_ID = 0x41544f4c;
export const PROJECT_SCHEMA_VERSION = 1;

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
];

export const REQUIRED_TABLES = ['meta', 'singletons', 'records', 'hexes', 'history'];

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
