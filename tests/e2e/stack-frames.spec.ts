/** tests/support/stack-frames.ts: the workers' stacks still point at the specs' own lines, and read as before. */
import { expect, test } from '../support/test';

// The type annotation before `new Error` is in the spec and not in the JavaScript Playwright runs, so an unmapped
// frame would name a column to the left of the one that made it.

test('a frame of a spec names its line in the TypeScript; frames of node_modules are written as Playwright writes them', () => {
  const stack: string | undefined = new Error('here').stack;
  const lines = (stack ?? '').split('\n');
  expect(lines[0]).toBe('Error: here');
  expect(lines[1]).toMatch(/tests\/e2e\/stack-frames\.spec\.ts:8:37\)?$/);
  expect(lines.some((l) => l.includes('/node_modules/playwright/'))).toBe(true);
  // Playwright's own parser of stack lines, which finds its frames by their file, takes no 'async ' mark.
  expect(lines.filter((l) => /^\s+at async /.test(l))).toEqual([]);
});
