/** The CLI as a user runs it, in its own process, for the CLI tests. */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export type Run = { code: number; stdout: string; stderr: string };

export function atoll(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src-main/cli/index.ts', ...args],
      { cwd: ROOT, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1' } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
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
