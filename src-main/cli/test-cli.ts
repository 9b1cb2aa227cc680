/** The CLI for its tests: its commands run in the test's process, and the CLI as a user runs it, in its own process. */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { bundleOnce } from '../services/test-bundle';
import type { CliIo } from './cli-io';
import { runCli } from './run-cli';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export type Run = { code: number; stdout: string; stderr: string };

// `npm run atoll` compiles the TypeScript sources with tsx on every start (about a second of CPU), and even a bundle
// costs a Node start and its imports (0.7 s of CPU): most tests run the command in process (`atoll`), and each command
// family keeps a test that starts the real process (`atollProcess`), from a bundle made once per test worker.
// `atollFromSources` runs the CLI exactly as `npm run atoll` does.
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

/** Output kept as the process would write it: each line of `out` and `err` ends with a newline, as console.log's. */
export function bufferIo(): CliIo & { stdout(): string; stderr(): string } {
  let stdout = '';
  let stderr = '';
  return {
    out: (text) => void (stdout += `${text}\n`),
    err: (text) => void (stderr += `${text}\n`),
    progress: { isTTY: false, write: (text: string) => void (stderr += text) },
    stdout: () => stdout,
    stderr: () => stderr,
  };
}

/** The command run in this process by the function the CLI's process runs (`runCli`), with its output kept. */
export async function atoll(...args: string[]): Promise<Run> {
  const io = bufferIo();
  const code = await runCli(args, io);
  return { code, stdout: io.stdout(), stderr: io.stderr() };
}

/** The CLI in its own process (bundled once per test worker): exit code, stdout and stderr as a user sees them. */
export async function atollProcess(...args: string[]): Promise<Run> {
  return run([await bundleOnce('src-main/cli/index.ts'), ...args]);
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
