/** `npm start` where the Electron binary cannot be downloaded: one clear line, no stack trace. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { electronBinary, ROOT } from '../support/electron';

describe('npm start without the Electron binary', () => {
  it('prints one line saying what failed, why, and npm run web as the way on, and exits 1', (ctx) => {
    if (electronBinary()) ctx.skip('the Electron binary is installed here, so npm start would launch the app');
    const cache = mkdtempSync(path.join(os.tmpdir(), 'atoll-electron-cache-'));
    try {
      // A mirror on a port nothing listens on: the download fails at once, with or without a network.
      const run = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['start'], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, ELECTRON_MIRROR: 'http://127.0.0.1:9/', electron_config_cache: cache },
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      // npm's own warnings about this machine's configuration are not ours.
      const lines = run.stderr.split('\n').filter((l) => l.trim() && !l.startsWith('npm warn'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^atoll: cannot start the desktop app: the Electron binary could not be downloaded \(.*ECONNREFUSED.*\)\. Run the same app in a browser instead: npm run web$/);
      expect(`${run.stdout}${run.stderr}`).not.toMatch(/^\s+at /m);
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  });
});
