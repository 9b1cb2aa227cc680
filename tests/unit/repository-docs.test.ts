/** What a new user reads and runs first: the READMEs agree with the files, examples leave no untracked litter, and a
 *  skipped test says why. */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PlaywrightSkipReasons, { VitestSkipReasons } from '../support/skip-reasons';
import playwrightConfig from '../../playwright.config';
import vitestConfig from '../../vitest.config';
import { ROOT } from '../support/electron';

const NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

describe('the READMEs', () => {
  it('scenarios/README.md counts and names every bundled scenario', () => {
    const files = readdirSync(path.join(ROOT, 'scenarios')).filter((f) => f.endsWith('.atoll.json'));
    const text = readFileSync(path.join(ROOT, 'scenarios', 'README.md'), 'utf8');
    const firstSentence = text.split('\n\n')[1].split('. ')[0];
    expect(firstSentence).toMatch(new RegExp(`^${NUMBERS[files.length]} scenarios`, 'i'));
    for (const file of files) expect(text).toContain(`\`${file}\``);
  });

  it('every file the README examples write in the working folder is ignored by git', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const written = [...readme.matchAll(/--save-session (\S+)/g)].map((m) => m[1]);
    expect(written.length).toBeGreaterThan(0);
    for (const file of written) {
      // git check-ignore exits 0 for an ignored path and 1 for one that is not.
      expect(() => execFileSync('git', ['check-ignore', '-q', file], { cwd: ROOT }), `${file} is not ignored`).not.toThrow();
    }
  });
});

describe('skipped tests say why', () => {
  afterEach(() => vi.restoreAllMocks());
  const printed = () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    return () => write.mock.calls.map((c) => String(c[0])).join('');
  };

  it('both runners end with the skip-reasons reporter', () => {
    expect(JSON.stringify(playwrightConfig.reporter)).toContain('skip-reasons');
    expect(vitestConfig.test?.reporters).toContain('./tests/support/skip-reasons-vitest.ts');
  });

  it('Playwright: each skipped test is listed with the reason given to test.skip', () => {
    const output = printed();
    const reporter = new PlaywrightSkipReasons();
    const test = (title: string, reason?: string) =>
      ({ titlePath: () => ['', 'desktop.spec.ts', 'desktop shell', title], annotations: reason ? [{ type: 'skip', description: reason }] : [] }) as never;
    reporter.onTestEnd(test('opens a window', 'no Electron binary here'), { status: 'skipped' } as never);
    reporter.onTestEnd(test('passes'), { status: 'passed' } as never);
    reporter.onEnd();
    expect(output()).toBe('\nSkipped (1):\n  - desktop.spec.ts › desktop shell › opens a window: no Electron binary here\n');
  });

  it('vitest: each skipped test is listed with the note given to ctx.skip', () => {
    const output = printed();
    const cases = [
      { fullName: 'packing > with Electron', result: () => ({ state: 'skipped', note: 'no Electron binary here' }) },
      { fullName: 'packing > plain skip', result: () => ({ state: 'skipped', note: undefined }) },
    ];
    const module = { relativeModuleId: 'tests/unit/packaging.test.ts', children: { allTests: (state: string) => (state === 'skipped' ? cases : []) } };
    new VitestSkipReasons().onTestRunEnd([module as never]);
    expect(output()).toBe(
      '\nSkipped (2):\n  - tests/unit/packaging.test.ts › packing > with Electron: no Electron binary here\n  - tests/unit/packaging.test.ts › packing > plain skip: no reason given\n',
    );
  });
});
