import { countersBench } from './counters.bench';
import { mapExportBench } from './map-export.bench';
import { engineBench } from './engine.bench';
import { mapBench } from './map.bench';
import { scenarioBench } from './scenario.bench';
import { storeBench } from './store.bench';
import type { Row } from './measure';
import { playoutBench } from './playout.bench';
import { analyticsBench } from './analytics.bench';
import { webBench } from './web.bench';
import { playtestBench } from './playtest.bench';
import { interopBench } from './interop.bench';

// `npm run bench` prints the table; `-- --json` prints the rows as JSON; `-- --smoke` runs tiny sizes (CI);
// `-- --only map,export` runs only those groups.
const json = process.argv.includes('--json');
const smoke = process.argv.includes('--smoke');
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt > 0 ? new Set((process.argv[onlyAt + 1] ?? '').split(',')) : null;

const GROUPS: Record<string, (smoke: boolean) => Row[] | Promise<Row[]>> = {
  store: storeBench,
  web: webBench,
  map: mapBench,
  playtest: playtestBench,
  engine: engineBench,
  playout: playoutBench,
  analytics: analyticsBench,
  scenario: scenarioBench,
  export: async (smoke) => [...(await countersBench(smoke)), ...mapExportBench(smoke)],
  interop: interopBench,
};

async function main() {
  if (only) for (const name of only) if (!(name in GROUPS)) throw new Error(`--only: no group "${name}" (groups: ${Object.keys(GROUPS).join(', ')})`);
  const rows: Row[] = [];
  for (const [name, run] of Object.entries(GROUPS)) if (!only || only.has(name)) rows.push(...(await run(smoke)));
  if (json) {
    console.log(JSON.stringify(rows, null, 2));
    return;
  }
  const width = Math.max(...rows.map((r) => r.name.length));
  console.log(`${'name'.padEnd(width)}  ${'value'.padStart(10)}  unit`);
  for (const r of rows) console.log(`${r.name.padEnd(width)}  ${String(r.value).padStart(10)}  ${r.unit}`);
}

main().catch((e: unknown) => {
  console.error(`bench: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
