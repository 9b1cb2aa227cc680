import { countersBench } from './counters.bench';
import { engineBench } from './engine.bench';
import { mapBench } from './map.bench';
import { scenarioBench } from './scenario.bench';
import { storeBench } from './store.bench';
import type { Row } from './measure';
import { playoutBench } from './playout.bench';
import { analyticsBench } from './analytics.bench';
import { webBench } from './web.bench';
import { interopBench } from './interop.bench';

// `npm run bench` prints the table; `-- --json` prints the rows as JSON; `-- --smoke` runs tiny sizes (CI).
const json = process.argv.includes('--json');
const smoke = process.argv.includes('--smoke');

async function main() {
  const rows: Row[] = [...storeBench(smoke), ...(await webBench(smoke)), ...(await mapBench(smoke)), ...engineBench(smoke), ...playoutBench(smoke), ...(await analyticsBench(smoke)), ...scenarioBench(smoke), ...(await countersBench(smoke)), ...(await interopBench(smoke))];
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
