import { describe, expect, it } from 'vitest';
import './test-guards';

// Test files share their worker's modules, so this file is often not the first to import test-guards in its worker:
// the guard must hold in every file that imports it, not only the first.
describe('test guards', () => {
  it('Math.random and Date.now throw in a test file that imports test-guards', () => {
    expect(() => Math.random()).toThrow(/no Math.random in the engine/);
    expect(() => Date.now()).toThrow(/no Date.now in the engine/);
  });
});
