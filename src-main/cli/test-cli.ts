/** The CLI as a user runs it, in its own process, for the CLI tests. */
import { execFile } from 'node:child_process';
import { mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { expect } from 'vitest';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export type Run = { code: number; stdout: string; stderr: string };

// `npm run atoll` compiles the TypeScript sources with tsx on every start (about a second of CPU); the tests start
// the CLI some forty times, so each test worker bundles the same sources once with esbuild and runs that instead.
// The bundle sits in out/ (build output) so that its packages resolve from node_modules as the sources' do; it is
// written under a name of its own and renamed into place, so workers building at once never see half a file.
// `atollFromSources` runs the CLI exactly as `npm run atoll` does.
let bundled: Promise<string> | null = null;

function cliBundle(): Promise<string> {
  bundled ??= (async () => {
    const file = path.join(ROOT, 'out', 'cli-test', 'atoll.mjs');
    const partial = `${file}.${process.pid}.tmp`;
    mkdirSync(path.dirname(file), { recursive: true });
    await build({ entryPoints: [path.join(ROOT, 'src-main/cli/index.ts')], outfile: partial, bundle: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'error' });
    renameSync(partial, file);
    return file;
  })();
  return bundled;
}

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

export async function atoll(...args: string[]): Promise<Run> {
  return run([await cliBundle(), ...args]);
}

/** The CLI started the way `npm run atoll` starts it: the TypeScript sources through tsx. */
export function atollFromSources(...args: string[]): Promise<Run> {
  return run(['--import', 'tsx', 'src-main/cli/index.ts', ...args]);
}

/** Exit 2, nothing on stdout, a clear first line on stderr matching `reason`, and no stack trace; returns stderr's lines. */
export function expectBadInput(run: Run, reason: RegExp): string[] {
  expect(run.code).toBe(2);
  expect(run.stdout).toBe('');
  const lines = run.stderr.trimEnd().split('\n');
  expect(lines[0]).toMatch(/^atoll: /);
  expect(lines[0]).toMatch(reason);
  expect(run.stderr).not.toMatch(/\n\s+at /);
  return lines;
}
