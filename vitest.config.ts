import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src-*/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    pool: 'forks',
    isolate: false,
    maxWorkers: 2,
    setupFiles: ['tests/support/vitest-setup.ts'],
    reporters: ['default', './tests/support/skip-reasons-vitest.ts'],
  },
});
