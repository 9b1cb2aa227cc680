import type { Handlers } from '../../src-shared/api/contract';
import type { BackendContext } from './backend-context';
import { openDatabase } from './sqlite';

let sqliteVersion: string | null = null;

/** The SQLite inside the better-sqlite3 build this process loaded. */
function sqlite(): string {
  if (sqliteVersion === null) {
    const db = openDatabase(':memory:');
    try {
      sqliteVersion = String(db.prepare('select sqlite_version() as v').pluck().get());
    } finally {
      db.close();
    }
  }
  return sqliteVersion;
}

export function appHandlers(ctx: BackendContext): Pick<Handlers, 'app.versions'> {
  return {
    'app.versions': () => ({
      atoll: ctx.options.version,
      node: process.versions.node,
      sqlite: sqlite(),
      electron: process.versions.electron ?? null,
      chromium: process.versions.chrome ?? null,
    }),
  };
}
