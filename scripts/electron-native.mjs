// Builds better-sqlite3 for Electron's ABI into .native/electron-<version>-<platform>-<arch>/ without touching
// node_modules/better-sqlite3, which stays built for Node (tests, browser mode, CLI). The desktop main process
// passes the result to better-sqlite3 as its `nativeBinding` (see src-main/desktop/native.ts).
// Never uses electron-rebuild/install-app-deps on node_modules: they can replace the Node build (ENVIRONMENT.md).
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const electronVersion = require('electron/package.json').version;
const target = path.join(root, '.native', `electron-${electronVersion}-${process.platform}-${process.arch}`, 'better_sqlite3.node');
if (existsSync(target)) process.exit(0);

const source = path.dirname(require.resolve('better-sqlite3/package.json'));
const work = mkdtempSync(path.join(os.tmpdir(), 'atoll-native-'));
try {
  cpSync(source, work, { recursive: true, filter: (p) => !p.includes(`${path.sep}build${path.sep}`) });
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (key.toLowerCase() === 'npm_config_nodedir') delete env[key];
  const gyp = require.resolve('node-gyp/bin/node-gyp.js');
  console.log(`atoll: building better-sqlite3 for Electron ${electronVersion}…`);
  const result = spawnSync(
    process.execPath,
    [gyp, 'rebuild', '--release', `--target=${electronVersion}`, `--arch=${process.arch}`, '--runtime=electron', '--dist-url=https://electronjs.org/headers'],
    { cwd: work, env, encoding: 'utf8', stdio: 'pipe', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) {
    // One line with the reason; node-gyp's whole output goes to a log beside the builds.
    const output = `${result.stdout ?? ''}\n${result.stderr ?? ''}`;
    const log = path.join(root, '.native', 'electron-build.log');
    mkdirSync(path.dirname(log), { recursive: true });
    writeFileSync(log, output);
    const headers = output.match(/^gyp http GET (\S+)/m)?.[1];
    const reason =
      result.error?.message ??
      (headers && /network connectivity/.test(output) ? `cannot download ${headers}` : null) ??
      output.split('\n').map((l) => l.match(/^gyp ERR! stack \w*Error: (.*)$/)?.[1]).find(Boolean) ??
      `node-gyp exit ${result.status}`;
    console.error(`atoll: could not build better-sqlite3 for Electron ${electronVersion} (${reason}; details in ${path.relative(root, log)}). Browser mode (npm run web) works without it.`);
    process.exit(1);
  }
  mkdirSync(path.dirname(target), { recursive: true });
  copyFileSync(path.join(work, 'build/Release/better_sqlite3.node'), target);
  console.log(`atoll: wrote ${path.relative(root, target)}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
