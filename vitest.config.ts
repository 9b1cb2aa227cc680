import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './tests/support/vitest-sequencer.ts';

export default defineConfig({
  test: {
    include: ['src-*/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    pool: 'forks',
    isolate: false,
    maxWorkers: 2,
    // A worker's old generation starts at 2 GB instead of growing from a few MB: the property games keep about a
    // thousand games' states alive while they are played, and each doubling of the heap cost a full collection of
    // all of them. The unit tests took 4.4 CPU-s less (three alternate pairs, 122.3–124.7 against 126.5–130.2);
    // memory is only taken as the tests allocate it.
    execArgv: ['--initial-old-space-size=2000'],
    setupFiles: ['tests/support/vitest-setup.ts'],
    sequence: { sequencer: LongestFirstSequencer },
    reporters: ['default', './tests/support/skip-reasons-vitest.ts'],
  },
});
