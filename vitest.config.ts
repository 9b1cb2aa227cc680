import { defineConfig } from 'vitest/config';
import { HOT_CODE_ONLY } from './tests/support/v8-flags.ts';
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
    //
    // V8 optimises a function with TurboFan once it has used up an interrupt budget of 66 KB of bytecode a few times.
    // Most code in a test file runs for a moment, so much of that compiling was never paid back: the workers' compiler
    // threads took about 8 of the property file's 31 CPU-s (`--trace-opt`: 1,776 TurboFan jobs, `dispatch` compiled
    // seven times as new object shapes deoptimised it). With a budget of 1 MB only code that stays hot is optimised:
    // `npx vitest run` took 101–121 CPU-s against 122–144 (six pairs, taken in both orders), and in `npm test` the two
    // workers took 92–105 CPU-s against 125–127. The same code runs in every tier.
    execArgv: ['--initial-old-space-size=2000', HOT_CODE_ONLY],
    setupFiles: ['tests/support/vitest-setup.ts'],
    sequence: { sequencer: LongestFirstSequencer },
    reporters: ['default', './tests/support/skip-reasons-vitest.ts'],
  },
});
