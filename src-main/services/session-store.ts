/**
 * The play-test sessions of one open project, as rows: `sessions` holds a small summary (meta), where the units start
 * and the scenario snapshot (read only when a session is opened, exported or replayed); `session_actions` holds the
 * log, one row per action, so appending is a few small inserts. Nothing here touches the document or its undo history.
 */
import { z } from 'zod';
import { PlacementSchema, PlayersSchema, SeedSchema, SessionIdSchema, SessionOutcomeSchema, SessionSideSchema } from '../../src-shared/api/contract-sessions';
import { ApiError } from '../../src-shared/api/errors';
import type { Action, Placement } from '../../src-shared/engine';

import { ActionSchema } from '../../src-shared/engine/session-file';
import { formatPath } from '../../src-shared/model';
import { issueSentence } from '../../src-shared/schema/issue-text';
import type { Db } from './sqlite';

export const SessionMetaSchema = z.object({
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  seed: SeedSchema,
  sides: z.array(SessionSideSchema),
  players: PlayersSchema,
  parentId: SessionIdSchema.nullable(),
  branchedAt: z.int().nullable(),
  actionCount: z.int().min(0),
  turnReached: z.int(),
  turnLabel: z.string(),
  over: z.boolean(),
  outcome: SessionOutcomeSchema.nullable(),
  scenarioTitle: z.string(),
  /** Hash of what the rules read from the snapshot (its game setup without placements): compared with the project's. */
  setupHash: z.string(),
  deletedAt: z.string().nullable(),
});
export type SessionMeta = z.infer<typeof SessionMetaSchema>;

function damaged(id: string, what: string, detail: string): ApiError {
  return new ApiError('corrupt', `the stored session ${id} is damaged (${what}: ${detail})`);
}

function parseRow<T>(schema: z.ZodType<T>, text: string, id: string, what: string): T {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw damaged(id, what, e instanceof Error ? e.message : String(e));
  }
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw damaged(id, what, `${formatPath(issue?.path ?? [])} ${issue ? issueSentence(issue) : 'invalid'}`);
}

const Placements = z.array(PlacementSchema);
/** An action as read back: the schema's type, which is an engine Action (session-file.ts checks it). */
export type StoredAction = z.infer<typeof ActionSchema>;

export class SessionStore {
  private readonly stmt;

  constructor(private readonly db: Db) {
    this.stmt = {
      list: db.prepare('SELECT id, meta FROM sessions'),
      meta: db.prepare('SELECT meta FROM sessions WHERE id = ?').pluck(),
      start: db.prepare('SELECT placements, scenario FROM sessions WHERE id = ?'),
      insert: db.prepare('INSERT INTO sessions (id, meta, placements, scenario) VALUES (?, ?, ?, ?)'),
      putMeta: db.prepare('UPDATE sessions SET meta = ? WHERE id = ?'),
      remove: db.prepare('DELETE FROM sessions WHERE id = ?'),
      actions: db.prepare('SELECT seq, data FROM session_actions WHERE session_id = ? AND seq < ? ORDER BY seq'),
      insertAction: db.prepare('INSERT INTO session_actions (session_id, seq, data) VALUES (?, ?, ?)'),
      copyActions: db.prepare('INSERT INTO session_actions (session_id, seq, data) SELECT ?, seq, data FROM session_actions WHERE session_id = ? AND seq < ?'),
    };
  }

  /** Every stored session's summary, deleted ones included. */
  list(): { id: string; meta: SessionMeta }[] {
    const rows = this.stmt.list.all() as { id: string; meta: string }[];
    return rows.map((row) => ({ id: row.id, meta: parseRow(SessionMetaSchema, row.meta, row.id, 'summary') }));
  }

  /** A session's summary; `not-found` when there is none (or it is deleted, unless `deleted` says to include those). */
  meta(id: string, options: { deleted?: boolean } = {}): SessionMeta {
    const text = this.stmt.meta.get(id) as string | undefined;
    const meta = text === undefined ? undefined : parseRow(SessionMetaSchema, text, id, 'summary');
    if (!meta || (meta.deletedAt !== null && !options.deleted)) throw new ApiError('not-found', `the project has no play-test session ${id}`);
    return meta;
  }

  /** Where the units start, and the scenario snapshot as the JSON text it was stored as. */
  start(id: string): { placements: Placement[]; scenarioText: string } {
    const row = this.stmt.start.get(id) as { placements: string; scenario: string } | undefined;
    if (!row) throw new ApiError('not-found', `the project has no play-test session ${id}`);
    return { placements: parseRow(Placements, row.placements, id, 'placements'), scenarioText: row.scenario };
  }

  /** The first `count` actions of the log, each checked as it is read. */
  actions(id: string, count: number): StoredAction[] {
    const rows = this.stmt.actions.all(id, count) as { seq: number; data: string }[];
    return rows.map((row, i) => {
      if (row.seq !== i) throw damaged(id, 'log', `action ${i} is missing`);
      return parseRow(ActionSchema, row.data, id, `action ${i}`);
    });
  }

  insert(id: string, meta: SessionMeta, placements: readonly Placement[], scenarioText: string, actions: readonly Action[]): void {
    this.db.transaction(() => {
      this.stmt.insert.run(id, JSON.stringify(meta), JSON.stringify(placements), scenarioText);
      actions.forEach((action, seq) => this.stmt.insertAction.run(id, seq, JSON.stringify(action)));
    })();
  }

  /** A new session whose log starts with the first `count` actions of `from`'s. */
  insertBranch(id: string, meta: SessionMeta, from: string, count: number): void {
    this.db.transaction(() => {
      const start = this.stmt.start.get(from) as { placements: string; scenario: string };
      this.stmt.insert.run(id, JSON.stringify(meta), start.placements, start.scenario);
      this.stmt.copyActions.run(id, from, count);
    })();
  }

  /** Adds actions at the end of the log and writes the new summary, in one transaction; refused with `conflict`
   *  when the log no longer has `expectedCount` actions (another window appended first). */
  append(id: string, expectedCount: number, actions: readonly Action[], meta: SessionMeta): void {
    this.db.transaction(() => {
      const stored = this.meta(id);
      if (stored.actionCount !== expectedCount)
        throw new ApiError('conflict', `the session has ${stored.actionCount} actions, not ${expectedCount}: it was played on elsewhere (another window?); reopen it`);
      actions.forEach((action, i) => this.stmt.insertAction.run(id, expectedCount + i, JSON.stringify(action)));
      this.stmt.putMeta.run(JSON.stringify(meta), id);
    })();
  }

  putMeta(id: string, meta: SessionMeta): void {
    this.stmt.putMeta.run(JSON.stringify(meta), id);
  }

  /** Removes for good the sessions deleted before `before` (an ISO time), with their logs. */
  purgeDeleted(before: string): void {
    this.db.transaction(() => {
      for (const { id, meta } of this.list()) if (meta.deletedAt !== null && meta.deletedAt < before) this.stmt.remove.run(id);
    })();
  }
}
