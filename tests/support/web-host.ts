import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOT_CODE_ONLY } from './v8-flags';

export type RunningHost = { url: string; origin: string; token: string; projectsDir: string; stop(): Promise<void> };

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Start `npm run web` as a user would (its own process, a fresh projects folder, a free port) and read its URL line.
 *
 * The host's V8 optimises only code that stays hot (`HOT_CODE_ONLY`, as in the unit-test workers): a host serves a
 * worker's spec files for a minute or so, most of its code briefly, and when each spec file had a host of its own
 * their compiler threads took 7 of the hosts' 20 CPU-s. Those 26 hosts took 16.9 and 16.5 CPU-s with the flag against
 * 19.6 and 20.8 (two alternate pairs); what they do is the same.
 */
export async function startHost(projectsDir = mkdtempSync(path.join(os.tmpdir(), 'atoll-e2e-'))): Promise<RunningHost> {
  const child: ChildProcess = spawn(
    process.execPath,
    [HOT_CODE_ONLY, 'scripts/web.mjs', '--port', '0', '--projects-dir', projectsDir, '--no-open'],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`host did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Atoll browser mode: (http:\/\/127\.0\.0\.1:\d+\/\?token=\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`host exited with ${code}:\n${output}`)));
  });
  const parsed = new URL(url);
  return {
    url,
    origin: parsed.origin,
    token: parsed.searchParams.get('token') ?? '',
    projectsDir,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }).then(() => rmSync(projectsDir, { recursive: true, force: true })),
  };
}
