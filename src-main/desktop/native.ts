import { existsSync } from 'node:fs';
import path from 'node:path';

/** Where the packaged app keeps better-sqlite3 built for Electron: unpacked beside app.asar (see electron-builder.ts). */
export const PACKED_NATIVE_DIR = 'native';
export const SQLITE_BINDING = 'better_sqlite3.node';

/** better-sqlite3 built for Electron's ABI (by scripts/electron-native.mjs), so that the Node build in node_modules
 *  stays usable by tests, browser mode and the CLI: in the packaged app, unpacked from the asar; from the sources
 *  (`npm start`), in .native. Null when neither exists. */
export function electronSqliteBinding(appPath: string, electron: string, platform: string = process.platform, arch: string = process.arch): string | null {
  const candidates = [
    path.join(appPath.replace(/\.asar$/, '.asar.unpacked'), PACKED_NATIVE_DIR, SQLITE_BINDING),
    path.join(appPath, '.native', `electron-${electron}-${platform}-${arch}`, SQLITE_BINDING),
  ];
  return candidates.find((file) => existsSync(file)) ?? null;
}
