// Electron's own install script downloads its binary. npm's allowScripts policy keeps it from running during
// `npm ci` (so an offline install never fails); this script runs it on demand before `npm start` and `npm run dist`.
// `--soft` (postinstall) only warns when the download cannot happen, e.g. on a machine without internet.
// Either way a failure is one line (what failed, why, what to do instead), never the downloader's stack trace.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const soft = process.argv.includes('--soft');
const require = createRequire(import.meta.url);

function electronDir() {
  try {
    return path.dirname(require.resolve('electron/package.json'));
  } catch {
    return null;
  }
}

/** The reason in a failed download's output: its first error line (e.g. `getaddrinfo ENOTFOUND github.com`). */
function downloadFailure(output, fallback) {
  const line = output.split('\n').find((l) => /^\w*Error\b.*:/.test(l.trim()));
  return line ? line.trim().replace(/^\w*Error:\s*/, '') : fallback;
}

const dir = electronDir();
if (!dir) {
  if (!soft) console.error('atoll: Electron is not installed; run `npm ci` first, or run the same app in a browser: npm run web');
  process.exit(soft ? 0 : 1);
}
if (existsSync(path.join(dir, 'path.txt')) && existsSync(path.join(dir, 'dist'))) process.exit(0);
if (soft && process.env.ATOLL_SKIP_ELECTRON_DOWNLOAD) process.exit(0);

if (!soft) console.log('atoll: downloading the Electron binary…');
const result = spawnSync(process.execPath, [path.join(dir, 'install.js')], {
  stdio: 'pipe',
  encoding: 'utf8',
  timeout: soft ? 60_000 : 600_000,
});
if (result.status === 0) process.exit(0);
const reason = result.error ? result.error.message : downloadFailure(`${result.stderr}\n${result.stdout}`, `exit ${result.status}`);
if (soft) {
  console.warn(`atoll: Electron binary not downloaded (${reason}); browser mode (npm run web) and tests work without it.`);
  process.exit(0);
}
console.error(`atoll: cannot start the desktop app: the Electron binary could not be downloaded (${reason}). Run the same app in a browser instead: npm run web`);
process.exit(1);
