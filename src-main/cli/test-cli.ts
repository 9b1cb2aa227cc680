/** The CLI for its tests: its commands run in the test's process, and the CLI as a user runs it, in its own process. */
import { expect } from 'vitest';
import type { CliIo } from './cli-io';
import { runCli } from './run-cli';
import type { Run } from './test-cli-process';

export { atollFromSources, atollProcess, ROOT, type Run } from './test-cli-process';

// Most tests run the command in process (`atoll`); each command family keeps a test that starts the real process
// (`atollProcess`, test-cli-process.ts).

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
