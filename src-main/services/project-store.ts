import { z } from 'zod';
import { issueSentence } from '../../src-shared/schema/issue-text';
import { createHash } from 'node:crypto';
import { ApiError } from '../../src-shared/api/errors';
import type { HistoryState } from '../../src-shared/api/contract';
import {
  applyChanges, checkLinework, COLLECTION_NAMES, COLLECTIONS, DOCUMENT_FORMAT, DOCUMENT_VERSION, SINGLETON_NAMES, SINGLETONS,
  formatPath, type Asset, type Change, type CollectionName, type Hex, type ScenarioDocument,
} from '../../src-shared/model';
import { createProjectDb, openProjectDb } from './project-file';
import type { Db } from './sqlite';
import { SqliteTarget } from './sqlite-target';
import { appendHexRow, encodeHexRow, groupHexRows } from './hex-rows';
import { SessionStore } from './session-store';

/** Undo entries kept per project; older ones are dropped as new commands arrive. */
export const HISTORY_LIMIT = 1000;

/** A stored value checked against its schema; a damaged one is named by where it is, not dumped. */
function parseStored(schema: z.ZodType, value: unknown, where: string[]): unknown {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(`${formatPath([...where, ...(issue?.path ?? [])])}: ${issue ? issueSentence(issue) : 'invalid'}`);
}

type HistoryRow = { seq: number; label: string; forward: string; inverse: string };
type HistoryStep = { label: string; changes: Change[]; history: HistoryState };

/** One open `.atoll` file. Every command is one transaction; the inverse of each change is read from the
 *  stored state inside that transaction and kept in the history table, so undo survives a restart. */
export class ProjectStore {
  private readonly target: SqliteTarget;
  private readonly stmt;
  private sessionStore: SessionStore | undefined;
  /** Counts the document's changes made through this store (apply, undo, redo): a key for values derived from it. */
  revision = 0;

  private constructor(
    private db: Db,
    public path: string,
  ) {
    this.stmt = {
      getMeta: db.prepare('SELECT value FROM meta WHERE key = ?').pluck(),
      putMeta: db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)'),
      historyAt: db.prepare('SELECT seq, label, forward, inverse FROM history WHERE seq = ?'),
      historyBefore: db.prepare('SELECT seq, label FROM history WHERE seq <= ? ORDER BY seq DESC LIMIT 1'),
      historyAfter: db.prepare('SELECT seq, label, forward, inverse FROM history WHERE seq > ? ORDER BY seq LIMIT 1'),
      insertHistory: db.prepare('INSERT INTO history (label, forward, inverse, at) VALUES (?, ?, ?, ?)'),
      dropRedo: db.prepare('DELETE FROM history WHERE seq > ?'),
      trimHistory: db.prepare('DELETE FROM history WHERE seq <= ?'),
    };
    this.target = new SqliteTarget(db);
  }

  /** `createdAt` (ISO time) is when the project counts as last edited until its first command. */
  static create(path: string, doc: ScenarioDocument, createdAt?: string): ProjectStore {
    const db = createProjectDb(path, (db) => {
      const meta = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
      meta.run('document.version', String(DOCUMENT_VERSION));
      meta.run('history.cursor', '0');
      if (createdAt) meta.run('created', createdAt);
      const single = db.prepare('INSERT OR REPLACE INTO singletons (name, data) VALUES (?, ?)');
      for (const name of SINGLETON_NAMES) single.run(name, JSON.stringify(doc[name]));
      const record = db.prepare('INSERT INTO records (collection, id, data) VALUES (?, ?, ?)');
      for (const name of COLLECTION_NAMES) for (const r of doc[name]) record.run(name, r.id, JSON.stringify(r));
      const hexRow = db.prepare('INSERT INTO hex_rows (row, terrains, cells) VALUES (?, ?, ?)');
      for (const [row, cells] of groupHexRows(doc.hexes)) {
        const encoded = encodeHexRow(cells);
        hexRow.run(row, encoded.terrains, encoded.cells);
      }
      const asset = db.prepare('INSERT OR IGNORE INTO assets (id, mime, data) VALUES (?, ?, ?)');
      for (const a of doc.assets ?? []) asset.run(a.id, a.mime, Buffer.from(a.data, 'base64'));
    });
    return new ProjectStore(db, path);
  }

  static open(path: string): ProjectStore {
    const db = openProjectDb(path);
    try {
      return new ProjectStore(db, path);
    } catch (e) {
      db.close();
      throw new ApiError('corrupt', `this project's contents are damaged (${e instanceof Error ? e.message : String(e)})`);
    }
  }

  /** The whole scenario, validated record by record so a damaged row is reported, not passed on. */
  loadDocument(): ScenarioDocument {
    try {
      return this.readDocument();
    } catch (e) {
      if (e instanceof ApiError) throw e;
      throw new ApiError('corrupt', `this project's contents are damaged (${e instanceof Error ? e.message : String(e)})`);
    }
  }

  private readDocument(): ScenarioDocument {
    const doc = { format: DOCUMENT_FORMAT, version: DOCUMENT_VERSION } as Record<string, unknown>;
    for (const name of SINGLETON_NAMES) doc[name] = parseStored(SINGLETONS[name], this.target.getSingleton(name), [name]);
    for (const name of COLLECTION_NAMES) doc[name] = [];
    const records = this.db.prepare('SELECT collection, id, data FROM records ORDER BY collection, id').all() as { collection: string; id: string; data: string }[];
    for (const row of records) {
      if (!(row.collection in COLLECTIONS)) continue;
      const name = row.collection as CollectionName;
      const value: unknown = JSON.parse(row.data);
      // Hexsides and paths, by far the most numerous, have a quick check of their own; the schema judges the rest.
      const quick = name === 'hexsides' || name === 'paths' ? checkLinework(name, value) : null;
      (doc[name] as unknown[]).push(quick ?? parseStored(COLLECTIONS[name], value, [name, row.id]));
    }
    const hexes: Hex[] = [];
    const rows = this.db.prepare('SELECT row, terrains, cells FROM hex_rows ORDER BY row').all() as { row: number; terrains: string; cells: Buffer }[];
    for (const r of rows) appendHexRow(hexes, r.row, r.terrains, r.cells);
    doc.hexes = hexes;
    return doc as ScenarioDocument;
  }

  /** The document as a `*.atoll.json` carries it: with the images it uses embedded. */
  exportDocument(): ScenarioDocument {
    const doc = this.loadDocument();
    const background = doc.map.background;
    const image = background && this.getAsset(background.assetId);
    return image ? { ...doc, assets: [{ id: background.assetId, mime: image.mime, data: image.data.toString('base64') }] } : doc;
  }

  /** A per-project setting that is not part of the scenario (export options): never in the undo history. */
  getSetting(key: string): string | undefined {
    return this.stmt.getMeta.get(`setting.${key}`) as string | undefined;
  }

  putSetting(key: string, value: string): void {
    this.stmt.putMeta.run(`setting.${key}`, value);
  }

  /** Store an image; its id is derived from its bytes, so storing the same image twice keeps one copy. */
  putAsset(mime: Asset['mime'], data: Buffer): string {
    const id = `img-${createHash('sha256').update(data).digest('hex').slice(0, 20)}`;
    this.db.prepare('INSERT OR IGNORE INTO assets (id, mime, data) VALUES (?, ?, ?)').run(id, mime, data);
    return id;
  }

  getAsset(id: string): { mime: Asset['mime']; data: Buffer } | undefined {
    return this.db.prepare('SELECT mime, data FROM assets WHERE id = ?').get(id) as { mime: Asset['mime']; data: Buffer } | undefined;
  }

  /** One user command: validate against the current state, write every change and its inverse in one transaction. */
  apply(label: string, changes: Change[], at: string): HistoryState {
    this.transact(() => {
      const inverse = applyChanges(this.target, changes);
      const cursor = this.cursor();
      this.stmt.dropRedo.run(cursor);
      const { lastInsertRowid } = this.stmt.insertHistory.run(label, JSON.stringify(changes), JSON.stringify(inverse), at);
      const seq = Number(lastInsertRowid);
      this.stmt.putMeta.run('history.cursor', String(seq));
      this.stmt.trimHistory.run(seq - HISTORY_LIMIT);
    });
    return this.history();
  }

  undo(): HistoryStep | null {
    const cursor = this.cursor();
    const row = this.stmt.historyAt.get(cursor) as HistoryRow | undefined;
    if (!row) return null;
    const changes = JSON.parse(row.inverse) as Change[];
    this.transact(() => {
      applyChanges(this.target, changes);
      const prev = this.stmt.historyBefore.get(cursor - 1) as { seq: number } | undefined;
      this.stmt.putMeta.run('history.cursor', String(prev?.seq ?? 0));
    });
    return { label: row.label, changes, history: this.history() };
  }

  redo(): HistoryStep | null {
    const row = this.stmt.historyAfter.get(this.cursor()) as HistoryRow | undefined;
    if (!row) return null;
    const changes = JSON.parse(row.forward) as Change[];
    this.transact(() => {
      applyChanges(this.target, changes);
      this.stmt.putMeta.run('history.cursor', String(row.seq));
    });
    return { label: row.label, changes, history: this.history() };
  }

  history(): HistoryState {
    const cursor = this.cursor();
    const undo = this.stmt.historyBefore.get(cursor) as { label: string } | undefined;
    const redo = this.stmt.historyAfter.get(cursor) as HistoryRow | undefined;
    return { canUndo: !!undo, canRedo: !!redo, undoLabel: undo?.label ?? null, redoLabel: redo?.label ?? null };
  }

  /** A consistent copy of the whole project at `target` (which must not exist), made by SQLite itself. */
  copyTo(target: string): void {
    this.db.prepare('VACUUM INTO ?').run(target);
  }

  close(): void {
    if (this.db.open) this.db.close();
  }

  /** The project's play-test sessions (their own tables; never the document or its history). */
  get sessions(): SessionStore {
    return (this.sessionStore ??= new SessionStore(this.db));
  }

  private transact(work: () => void): void {
    try {
      this.db.transaction(() => {
        work();
        this.target.flush();
      })();
      this.revision++;
    } catch (e) {
      this.target.refresh();
      throw e;
    }
  }

  private cursor(): number {
    return Number(this.stmt.getMeta.get('history.cursor') ?? 0);
  }
}
