// The program scripts/profile-playouts.ts bundles and runs: greedy bot games of a bundled scenario, played as a warm
// bot-game worker plays them (the engine in one esbuild bundle, one thread), `--warm` games first and then `--games`
// games measured, with `--prof <file>` a CPU profile of the measured games only, with `--alloc <file>` a sampled
// allocation profile of them (V8's sampling heap profiler, counting objects the young generation collects too).
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';
import { prepareScenario, scenarioGame } from '../src-shared/engine/bots';
import { compiledRecordBuilder, useRecordBuilder } from '../src-shared/engine/core/units-record';
import { parseScenarioJson } from '../src-shared/schema';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const warm = Number(option('--warm', '0'));
const games = Number(option('--games', '30'));
const scenarioName = option('--scenario', 'palembang');
const profileFile = option('--prof', '');
const allocFile = option('--alloc', '');

function post(session: Session, method: string, params: object = {}): Promise<unknown> {
  return new Promise((resolve, reject) => session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))));
}

async function main(): Promise<void> {
  // As a bot-game worker does (playout-worker.ts); `--spread`: units records copied by spread, as the renderer does.
  if (!args.includes('--spread')) useRecordBuilder(compiledRecordBuilder);
  const parsed = parseScenarioJson(readFileSync(path.join(option('--root', '.'), 'scenarios', `${scenarioName}.atoll.json`), 'utf8'));
  if (!parsed.ok) throw new Error(`${scenarioName}: ${JSON.stringify(parsed.errors)}`);
  const scenario = prepareScenario(parsed.document);
  // Seeds of the warm-up games are far from the measured ones (1 to games), so the measured games are the bench's.
  for (let i = 0; i < warm; i++) scenarioGame(scenario, { seed: 100_000 + i, bots: 'greedy' });
  const session = profileFile || allocFile ? new Session() : null;
  if (session) session.connect();
  if (session && profileFile) {
    await post(session, 'Profiler.enable');
    await post(session, 'Profiler.setSamplingInterval', { interval: 200 });
    await post(session, 'Profiler.start');
  }
  if (session && allocFile) {
    await post(session, 'HeapProfiler.enable');
    await post(session, 'HeapProfiler.startSampling', { samplingInterval: 1024, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
  }
  const cpu = process.cpuUsage();
  const start = performance.now();
  let actions = 0;
  for (let seed = 1; seed <= games; seed++) actions += scenarioGame(scenario, { seed, bots: 'greedy' }).session.actions.length;
  const used = process.cpuUsage(cpu);
  const wall = performance.now() - start;
  if (session && profileFile) writeFileSync(profileFile, JSON.stringify(((await post(session, 'Profiler.stop')) as { profile: unknown }).profile));
  if (session && allocFile) writeFileSync(allocFile, JSON.stringify(((await post(session, 'HeapProfiler.stopSampling')) as { profile: unknown }).profile));
  const perGame = (ms: number) => (games > 0 ? Math.round((ms / games) * 100) / 100 : 0);
  console.log(JSON.stringify({ scenario: scenarioName, warm, games, actions, wallMsPerGame: perGame(wall), cpuMsPerGame: perGame((used.user + used.system) / 1000) }));
}

void main();
