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
    setupFiles: ['tests/support/vitest-setup.ts'],
    sequence: { sequencer: LongestFirstSequencer },
    reporters: ['default', './tests/support/skip-reasons-vitest.ts'],
  },
});
