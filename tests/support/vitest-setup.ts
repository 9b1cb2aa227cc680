/**
 * Run by vitest before every test file (vitest.config.ts `setupFiles`), also when the files of a worker share one
 * module graph (`isolate: false`), where a helper module runs once per worker and hooks it registered would reach only
 * the first file that imported it.
 *
 * Engine purity guard (DESIGN §4.1): in a test file that imports `engine/testing/test-guards`, Math.random and
 * Date.now throw while its tests run, so any impure call inside the engine fails the test that made it.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, vi } from 'vitest';

const IMPORTS_GUARDS = /^import '[^']*\/test-guards';$/m;

beforeAll(({}, suite) => {
  if (!IMPORTS_GUARDS.test(readFileSync(suite.file.filepath, 'utf8'))) return;
  vi.spyOn(Math, 'random').mockImplementation(() => {
    throw new Error('no Math.random in the engine: dice come from the state rng');
  });
  vi.spyOn(Date, 'now').mockImplementation(() => {
    throw new Error('no Date.now in the engine: time is not a rules input');
  });
});

// Spies of one file never reach the next one in the same worker.
afterAll(() => {
  vi.restoreAllMocks();
});
