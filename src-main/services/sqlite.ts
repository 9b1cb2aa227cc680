import Database from 'better-sqlite3';

export type Db = Database.Database;

/** better-sqlite3 built for Node lives in node_modules; the desktop app passes the Electron build's path
 *  (see scripts/electron-native.mjs) through ATOLL_SQLITE_BINDING so neither build replaces the other. */
export function openDatabase(path: string, options: { readonly?: boolean; fileMustExist?: boolean } = {}): Db {
  const nativeBinding = process.env.ATOLL_SQLITE_BINDING || undefined;
  return new Database(path, { ...options, nativeBinding });
}
