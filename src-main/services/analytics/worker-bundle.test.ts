import { describe, expect, it } from 'vitest';
import { workerBundle } from './worker-bundle';

describe('the playout worker bundle', () => {
  it('bundles the worker and the engine into one CommonJS script, once per process', async () => {
    const first = workerBundle();
    expect(workerBundle()).toBe(first);
    const code = await first;
    expect(code).not.toBeNull();
    // One script: nothing left to load through tsx, node built-ins required the CommonJS way.
    expect(code).toContain('require("node:worker_threads")');
    expect(code).not.toMatch(/from ["']\.\.?\//);
    expect(code).toContain('function playSummary(');
    // Without tsx's keepNames, the engine's functions are not wrapped in renaming calls.
    expect(code).not.toContain('__name(');
  });
});
