/**
 * Imported by every engine test file: while its tests run, Math.random and Date.now throw, so any impure
 * call inside the engine fails the test that made it (DESIGN §4.1). It also installs the rule modules, as the engine's
 * index does, for tests that import engine files directly. Test-only; never imported by the engine.
 *
 * The guard itself is switched on by tests/support/vitest-setup.ts, which vitest runs before every test file and which
 * guards each file that imports this one: test files share their worker's modules (`isolate: false`), so hooks
 * registered here, once per worker, would guard only the first file.
 */
import '../modules/installed';
