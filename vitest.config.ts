import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src-*/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    pool: 'forks',
    maxWorkers: 2,
    reporters: ['default', './tests/support/skip-reasons-vitest.ts'],
  },
});
