/** The command-line tool for end-to-end tests: the CLI bundled once (src-main/services/test-bundle.ts), in its own process. */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { bundleOnce } from '../../src-main/services/test-bundle';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** `npm run atoll -- <args>` without tsx compiling the sources at start (about a second of CPU); its stdout. */
export async function atollCli(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [await bundleOnce('src-main/cli/index.ts'), ...args], { cwd: root, maxBuffer: 16 * 1024 * 1024 });
  return stdout;
}
