/**
 * `npm test`: every check of the project, in three lanes that run at the same time: the static checks (type check,
 * lint, import cycles) one after another, the unit tests, and the end-to-end tests. Two cores are kept busy this way:
 * the unit tests and the browser both wait at times (on child processes, on the page), and the static checks fill
 * those waits at the start instead of running before the unit tests. Each step's output is kept and printed whole
 * when it ends, so the lanes never interleave their lines; a summary names every step with its result and time. Any
 * failed step makes the run fail (exit 1) and says which; the other lanes still run to their end, so one run reports
 * every failure.
 *
 *   npx tsx scripts/test-all.ts [--serial] [--only step,step]
 *
 * `--serial` runs the steps one after another (as `npm test` once did); `--only` runs the named steps (typecheck,
 * lint, cycles, test:unit, test:e2e), which are the package.json scripts of those names.
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

type Step = { name: string; lane: number };
type Done = { name: string; code: number; seconds: number };

const STEPS: readonly Step[] = [
  { name: 'typecheck', lane: 0 },
  { name: 'lint', lane: 0 },
  { name: 'cycles', lane: 0 },
  { name: 'test:unit', lane: 1 },
  { name: 'test:e2e', lane: 2 },
];

function parseArgs(argv: readonly string[]): { serial: boolean; steps: readonly Step[] } {
  let serial = false;
  let steps = STEPS;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--serial') serial = true;
    else if (argv[i] === '--only') {
      const names = (argv[++i] ?? '').split(',').filter(Boolean);
      const unknown = names.filter((n) => !STEPS.some((s) => s.name === n));
      if (names.length === 0 || unknown.length > 0) usage(`--only takes steps among ${STEPS.map((s) => s.name).join(', ')}${unknown.length ? `, not ${unknown.join(', ')}` : ''}`);
      steps = STEPS.filter((s) => names.includes(s.name));
    } else usage(`unknown argument ${argv[i]}`);
  }
  return { serial, steps };
}

function usage(why: string): never {
  console.error(`test-all: ${why}\nusage: npx tsx scripts/test-all.ts [--serial] [--only step,step]`);
  process.exit(2);
}

const running = new Set<number>();
const started = performance.now();
const clock = () => `${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s`;

/** One package.json script in its own process group; its output is kept and printed whole when it ends. */
function runStep(name: string): Promise<Done> {
  return new Promise((resolve) => {
    const t0 = performance.now();
    console.log(`${clock()}  ${name}: started`);
    const child = spawn('npm', ['run', '--silent', name], { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') } });
    if (child.pid) running.add(child.pid);
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.stderr.on('data', (c: Buffer) => chunks.push(c));
    const finish = (code: number) => {
      if (child.pid) running.delete(child.pid);
      const seconds = (performance.now() - t0) / 1000;
      const output = Buffer.concat(chunks).toString().trimEnd();
      const verdict = code === 0 ? 'passed' : `FAILED (exit ${code})`;
      console.log(`\n${clock()}  ━━ ${name}: ${verdict} in ${seconds.toFixed(1)} s ━━`);
      if (output) console.log(output);
      console.log(`━━ end of ${name} ━━\n`);
      resolve({ name, code, seconds });
    };
    child.on('error', (e) => {
      chunks.push(Buffer.from(`could not start npm run ${name}: ${e.message}`));
      finish(127);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 128 : 1)));
  });
}

async function lane(steps: readonly Step[]): Promise<Done[]> {
  const done: Done[] = [];
  for (const step of steps) done.push(await runStep(step.name));
  return done;
}

function stopAll(signal: NodeJS.Signals) {
  for (const pid of running) {
    try {
      process.kill(-pid, signal);
    } catch {
      // already gone
    }
  }
  process.exit(130);
}
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));

const { serial, steps } = parseArgs(process.argv.slice(2));
const lanes = serial ? [steps] : [0, 1, 2].map((l) => steps.filter((s) => s.lane === l)).filter((l) => l.length > 0);
const results = (await Promise.all(lanes.map(lane))).flat();
const order = (d: Done) => steps.findIndex((s) => s.name === d.name);
results.sort((a, b) => order(a) - order(b));

const failed = results.filter((r) => r.code !== 0);
console.log(`npm test: ${serial ? 'one step at a time' : `${lanes.length} lanes`}, ${((performance.now() - started) / 1000).toFixed(1)} s`);
for (const r of results) console.log(`  ${r.code === 0 ? 'passed' : 'FAILED'}  ${r.name.padEnd(10)} ${r.seconds.toFixed(1).padStart(6)} s`);
if (failed.length > 0) {
  console.log(`npm test failed: ${failed.map((r) => r.name).join(', ')} (their output is above)`);
  process.exitCode = 1;
}
