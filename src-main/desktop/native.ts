import { existsSync } from 'node:fs';
import path from 'node:path';

/** Point better-sqlite3 at its Electron-ABI build (made by scripts/electron-native.mjs) so that the Node build in
 *  node_modules stays usable by tests, browser mode and the CLI. */
export function useElectronSqliteBuild(appPath: string): void {
  const file = path.join(appPath, '.native', `electron-${process.versions.electron}-${process.platform}-${process.arch}`, 'better_sqlite3.node');
  if (existsSync(file)) process.env.ATOLL_SQLITE_BINDING = file;
}
