/**
 * The order the unit-test files start in: the longest first, by the times in unit-durations.json (written by
 * scripts/unit-durations.ts), so that the two workers finish together instead of one running the document or API fuzz
 * alone at the end. Vitest's own order does this only from a previous run's results, which a fresh clone (CI) does
 * not have: it then starts the largest files first, and some of the longest are the smallest. Files not in the list
 * (new ones) start first, in vitest's order, as vitest starts files it has no time for.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { z } from 'zod';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const Durations = z.record(z.string(), z.number().nonnegative());

function recorded(): ReadonlyMap<string, number> {
  try {
    return new Map(Object.entries(Durations.parse(JSON.parse(readFileSync(new URL('./unit-durations.json', import.meta.url), 'utf8')))));
  } catch (e) {
    // The order is only a matter of time: with no usable list, vitest's own order.
    console.warn(`vitest-sequencer: tests/support/unit-durations.json not used (${e instanceof Error ? e.message.split('\n')[0] : String(e)})`);
    return new Map();
  }
}

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = recorded();
    const base = await super.sort(files);
    const timeOf = (spec: TestSpecification) => seconds.get(path.relative(ROOT, spec.moduleId).split(path.sep).join('/'));
    const unknown = base.filter((spec) => timeOf(spec) === undefined);
    const known = base.filter((spec) => timeOf(spec) !== undefined).sort((a, b) => (timeOf(b) ?? 0) - (timeOf(a) ?? 0));
    return [...unknown, ...known];
  }
}
