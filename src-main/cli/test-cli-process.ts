/**
 * The CLI in its own process, for tests (vitest's and Playwright's alike, so nothing here imports a test runner).
 * `npm run atoll` compiles the TypeScript sources with tsx on every start (about a second of CPU), and even a bundle
 * costs a Node start and its imports (0.7 s of CPU): `atollProcess` starts a bundle made once per test process,
 * `atollFromSources` starts the CLI exactly as `npm run atoll` does.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { bundleOnce } from '../services/test-bundle';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export type Run = { code: number; stdout: string; stderr: string };

function run(args: readonly string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      args,
      { cwd: ROOT, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1' } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** The CLI in its own process (bundled once per test process): exit code, stdout and stderr as a user sees them. */
export async function atollProcess(...args: string[]): Promise<Run> {
  return run([await bundleOnce('src-main/cli/index.ts'), ...args]);
}

/** The CLI started the way `npm run atoll` starts it: the TypeScript sources through tsx. */
export function atollFromSources(...args: string[]): Promise<Run> {
  return run(['--import', 'tsx', 'src-main/cli/index.ts', ...args]);
}
