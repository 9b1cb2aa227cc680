/**
 * Imported by every engine test file: while its tests run, Math.random and Date.now throw, so any impure
 * call inside the engine fails the test that made it (DESIGN §4.1). It also installs the rule modules, as the engine's
 * index does, for tests that import engine files directly. Test-only; never imported by the engine.
 */
import { afterAll, beforeAll, vi } from 'vitest';
import '../modules/installed';

beforeAll(() => {
  vi.spyOn(Math, 'random').mockImplementation(() => {
    throw new Error('no Math.random in the engine: dice come from the state rng');
  });
  vi.spyOn(Date, 'now').mockImplementation(() => {
    throw new Error('no Date.now in the engine: time is not a rules input');
  });
});

afterAll(() => {
  vi.restoreAllMocks();
});
