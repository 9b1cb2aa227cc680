/** Test reporters that end the run with every skipped test and why it was skipped (the stock ones show a count). */
import type { Reporter as PlaywrightReporter, TestCase as PlaywrightTest, TestResult as PlaywrightResult } from '@playwright/test/reporter';
import type { Reporter as VitestReporter, TestModule } from 'vitest/node';

function print(skipped: readonly string[]) {
  if (skipped.length === 0) return;
  process.stdout.write(`\nSkipped (${skipped.length}):\n${skipped.map((line) => `  - ${line}\n`).join('')}`);
}

/** For vitest: a test skipped with `ctx.skip(reason)` is listed with its reason. */
export class VitestSkipReasons implements VitestReporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const skipped: string[] = [];
    for (const module of modules) {
      for (const test of module.children.allTests('skipped')) {
        const result = test.result();
        const note = result.state === 'skipped' ? result.note : undefined;
        skipped.push(`${module.relativeModuleId} › ${test.fullName}: ${note ?? 'no reason given'}`);
      }
    }
    print(skipped);
  }
}

/** For Playwright: a test skipped with `test.skip(condition, reason)` is listed with its reason. */
export default class PlaywrightSkipReasons implements PlaywrightReporter {
  private readonly skipped: string[] = [];

  onTestEnd(test: PlaywrightTest, result: PlaywrightResult) {
    if (result.status !== 'skipped') return;
    const reason = test.annotations.find((a) => a.type === 'skip')?.description;
    this.skipped.push(`${test.titlePath().filter(Boolean).join(' › ')}: ${reason ?? 'no reason given'}`);
  }

  onEnd() {
    print(this.skipped);
  }

  printsToStdio() {
    return false;
  }
}
