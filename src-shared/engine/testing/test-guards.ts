/**
 * Imported by every engine test file: while its tests run, Math.random and Date.now throw, so any impure
 * call inside the engine fails the test that made it (DESIGN §4.1). Test-only; never imported by the engine.
 */
import { afterAll, beforeAll, vi } from 'vitest';

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
