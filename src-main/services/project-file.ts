import { closeSync, existsSync, openSync, readSync, renameSync, rmSync, statSync } from 'node:fs';
import { ApiError } from '../../src-shared/api/errors';
import { APPLICATION_ID, migrate, PROJECT_SCHEMA_VERSION, requiredTables } from './project-schema';
import { openDatabase, type Db } from './sqlite';

const MAGIC = 'SQLite format 3\0';

function readHeader(path: string): Buffer {
  const fd = openSync(path, 'r');
  try {
    const header = Buffer.alloc(100);
    const n = readSync(fd, header, 0, 100, 0);
    return header.subarray(0, n);
  } finally {
    closeSync(fd);
  }
}

/** Check a file before anything may write to it: a foreign, damaged or newer file is refused with a clear
 *  message and left exactly as it was (it is only ever opened read-only here). */
export function inspectProjectFile(path: string): void {
  let size: number;
  try {
    const stat = statSync(path);
    if (!stat.isFile()) throw new ApiError('not-found', `${path} is not a file`);
    size = stat.size;
  } catch (e) {
    if (e instanceof ApiError) throw e;
    throw new ApiError('not-found', `cannot find ${path}`);
  }
  const header = readHeader(path);
  if (header.length < 100 || header.toString('latin1', 0, 16) !== MAGIC)
    throw new ApiError('not-atoll', 'this file is not an Atoll project (it is not an SQLite database)');
  const rawPageSize = header.readUInt16BE(16);
  const pageSize = rawPageSize === 1 ? 65536 : rawPageSize;
  const pages = header.readUInt32BE(28);
  const headerValid = header.readUInt32BE(24) === header.readUInt32BE(92);
  // With a write-ahead log left by a crash, the main file's header may be ahead of its pages (a checkpoint writes
  // page 1 first); SQLite completes it from the log, so only the log-aware checks below may judge such a file.
  const hasWal = fileSize(`${path}-wal`) > 0;
  if (pageSize < 512 || size % pageSize !== 0 || (!hasWal && headerValid && pages * pageSize > size))
    throw new ApiError('corrupt', 'this project file is truncated or damaged; it was left untouched');
  checkIdentity(header.readInt32BE(68) >>> 0, header.readUInt32BE(60));
  try {
    readOnly(path, (db) => {
      // The header fields again, as SQLite sees them through the log: a newer Atoll may have written only the log.
      const version = db.pragma('user_version', { simple: true }) as number;
      checkIdentity((db.pragma('application_id', { simple: true }) as number) >>> 0, version);
      const check = db.pragma('quick_check', { simple: true });
      if (check !== 'ok') throw new Error(String(check));
      const tables = new Set((db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((t) => t.name));
      if (version > 0 && requiredTables(version).some((t) => !tables.has(t))) throw new Error('tables are missing');
    });
  } catch (e) {
    if (e instanceof ApiError) throw e;
    throw new ApiError('corrupt', `this project file is damaged (${e instanceof Error ? e.message : String(e)}); it was left untouched`);
  }
}

/** Reads a project through a read-only connection and leaves no trace: a read-only connection still creates the
 *  -wal and -shm files, so the ones it made are removed again (an empty log only). */
function readOnly<T>(path: string, read: (db: Db) => T): T {
  const created = ['-wal', '-shm'].filter((suffix) => !existsSync(path + suffix));
  let db: Db | undefined;
  try {
    db = openDatabase(path, { readonly: true, fileMustExist: true });
    return read(db);
  } finally {
    db?.close();
    if (created.length === 2 && fileSize(`${path}-wal`) === 0) for (const suffix of created) rmSync(path + suffix, { force: true });
  }
}

export type ProjectSummary = { title: string; edited: string };

/** What a list of projects shows without opening one: the scenario's title and when it was last edited (its newest
 *  undo entry, else when it was made, else the file's own time). Throws ApiError for a file that is not a project. */
export function readProjectSummary(path: string): ProjectSummary {
  if (!existsSync(path)) throw new ApiError('not-found', `cannot find ${path}`);
  try {
    return readOnly(path, (db) => {
      checkIdentity((db.pragma('application_id', { simple: true }) as number) >>> 0, db.pragma('user_version', { simple: true }) as number);
      const info = db.prepare("SELECT data FROM singletons WHERE name = 'info'").pluck().get() as string | undefined;
      const title = (info && (JSON.parse(info) as { title?: unknown }).title) ?? '';
      const lastCommand = db.prepare('SELECT max(at) FROM history').pluck().get() as string | null;
      const created = db.prepare("SELECT value FROM meta WHERE key = 'created'").pluck().get() as string | undefined;
      const at = [lastCommand, created].find((t) => typeof t === 'string' && !Number.isNaN(Date.parse(t)));
      const edited = at ?? new Date(Math.max(...['', '-wal'].map((suffix) => fileMtime(path + suffix)))).toISOString();
      return { title: typeof title === 'string' ? title : '', edited };
    });
  } catch (e) {
    if (e instanceof ApiError) throw e;
    throw new ApiError('corrupt', `this project file is damaged (${e instanceof Error ? e.message : String(e)})`);
  }
}

function fileMtime(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

function fileSize(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return -1;
  }
}

function checkIdentity(appId: number, version: number): void {
  if (appId !== APPLICATION_ID)
    throw new ApiError('not-atoll', 'this is an SQLite database of another program, not an Atoll project');
  if (version > PROJECT_SCHEMA_VERSION)
    throw new ApiError(
      'newer-version',
      `this project was written by a newer Atoll (project format ${version}; this Atoll reads up to ${PROJECT_SCHEMA_VERSION}). Update Atoll to open it.`,
    );
}

function configure(db: Db): void {
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
}

/** Open an existing project for writing, migrating it forward (each step in its own transaction). */
export function openProjectDb(path: string): Db {
  inspectProjectFile(path);
  const db = openDatabase(path, { fileMustExist: true });
  try {
    configure(db);
    const before = db.pragma('user_version', { simple: true }) as number;
    migrate(db);
    if (before !== PROJECT_SCHEMA_VERSION) db.pragma('wal_checkpoint(TRUNCATE)');
    return db;
  } catch (e) {
    db.close();
    throw e;
  }
}

/** Where a new project is written before it is renamed into place. */
export const partialPath = (path: string) => `${path}.partial`;

/** A project file's companions beside it: SQLite's log and shared-memory index. */
export const SQLITE_SUFFIXES = ['', '-wal', '-shm'] as const;

/** A project file with its SQLite companions. */
export function removeProject(path: string): void {
  for (const suffix of SQLITE_SUFFIXES) rmSync(path + suffix, { force: true });
}

/** Create a new project file at the current schema, filled by `fill` in one transaction. It is written whole under
 *  a temporary name beside its place and then renamed into place, so a crash while a big import or a new project is
 *  written leaves no half-made project that would show among the drafts and fail to open (only a `.partial` file,
 *  which the drafts folder's sweep removes). The header fields are written before WAL is on. */
export function createProjectDb(path: string, fill: (db: Db) => void): Db {
  const partial = partialPath(path);
  removeProject(partial);
  const building = openDatabase(partial);
  try {
    building.pragma(`application_id = ${APPLICATION_ID}`);
    migrate(building);
    configure(building);
    building.transaction(() => fill(building))();
    building.pragma('wal_checkpoint(TRUNCATE)');
    building.close();
    // A log left beside an older file of that name must not be read as the new file's.
    for (const suffix of ['-wal', '-shm']) rmSync(path + suffix, { force: true });
    renameSync(partial, path);
  } catch (e) {
    if (building.open) building.close();
    removeProject(partial);
    throw e;
  }
  const db = openDatabase(path, { fileMustExist: true });
  configure(db);
  return db;
}
