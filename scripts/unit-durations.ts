/**
 * Measures how long each unit-test file takes and writes tests/support/unit-durations.json, which the unit tests'
 * sequencer (tests/support/vitest-sequencer.ts) reads to start the longest files first. Run it when files have been
 * added or have grown much slower or faster; a stale list only costs time, never a test.
 *
 *   npx tsx scripts/unit-durations.ts            runs the unit tests once (about two minutes) and writes the list
 *   npx tsx scripts/unit-durations.ts REPORT     reads a report of `vitest run --reporter=json --outputFile=REPORT`
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = path.join(ROOT, 'tests', 'support', 'unit-durations.json');
const Report = z.object({ testResults: z.array(z.object({ name: z.string(), startTime: z.number(), endTime: z.number() })) });

const USAGE = 'usage: npx tsx scripts/unit-durations.ts [REPORT]  (REPORT: a file of vitest run --reporter=json)';

function report(): string {
  const given = process.argv[2];
  if (given === '--help' || given === '-h') {
    console.log(USAGE);
    process.exit(0);
  }
  if (given && !existsSync(given)) {
    console.error(`unit-durations: no report file ${given}\n${USAGE}`);
    process.exit(2);
  }
  if (given) return given;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atoll-unit-durations-'));
  const file = path.join(dir, 'report.json');
  const run = spawnSync('npx', ['vitest', 'run', '--reporter=json', `--outputFile=${file}`], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status !== 0) {
    console.error(`unit-durations: the unit tests failed (exit ${run.status}); the list is left as it was`);
    process.exit(1);
  }
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return file;
}

const parsed = Report.safeParse(JSON.parse(readFileSync(report(), 'utf8')));
if (!parsed.success) {
  console.error(`unit-durations: not a vitest JSON report: ${parsed.error.issues[0]?.message}`);
  process.exit(1);
}
const seconds = parsed.data.testResults
  .map((t) => [path.relative(ROOT, t.name).split(path.sep).join('/'), Math.round((t.endTime - t.startTime) / 100) / 10] as const)
  .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
writeFileSync(OUT, `${JSON.stringify(Object.fromEntries(seconds), null, 1)}\n`);
console.log(`unit-durations: ${seconds.length} files, ${seconds.reduce((s, [, t]) => s + t, 0).toFixed(0)} s in all; the longest: ${seconds.slice(0, 3).map(([f, t]) => `${f} ${t} s`).join(', ')}`);
