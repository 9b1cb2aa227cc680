import { countersBench } from './counters.bench';
import { mapExportBench } from './map-export.bench';
import { engineBench } from './engine.bench';
import { MAP_PARTS, mapBench } from './map.bench';
import { scenarioBench } from './scenario.bench';
import { storeBench } from './store.bench';
import type { Row } from './measure';
import { playoutBench } from './playout.bench';
import { analyticsBench } from './analytics.bench';
import { webBench } from './web.bench';
import { playtestBench } from './playtest.bench';
import { interopBench } from './interop.bench';

// `npm run bench` prints the table; `-- --json` prints the rows as JSON; `-- --smoke` runs tiny sizes (CI);
// `-- --only map,export` runs only those groups, `-- --only map.open,map.dab` only those parts of a group that has
// parts (map: open, pan, zoom, dab, line, heap).
const json = process.argv.includes('--json');
const smoke = process.argv.includes('--smoke');
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt > 0 ? (process.argv[onlyAt + 1] ?? '').split(',') : null;

const GROUPS: Record<string, (smoke: boolean, parts: Set<string> | null) => Row[] | Promise<Row[]>> = {
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

/** The groups to run, each with the parts asked for (null: all of it). */
function selection(): Map<string, Set<string> | null> {
  const chosen = new Map<string, Set<string> | null>();
  for (const entry of only ?? Object.keys(GROUPS)) {
    const [group, part] = entry.split('.');
    if (!(group in GROUPS)) throw new Error(`--only: no group "${group}" (groups: ${Object.keys(GROUPS).join(', ')})`);
    if (group === 'map' && part && !MAP_PARTS.includes(part)) throw new Error(`--only: no part "${part}" of map (parts: ${MAP_PARTS.join(', ')})`);
    if (part && group !== 'map') throw new Error(`--only: the ${group} group has no parts`);
    if (!part) chosen.set(group, null);
    else if (chosen.get(group) !== null) chosen.set(group, new Set([...(chosen.get(group) ?? []), part]));
  }
  return chosen;
}

async function main() {
  const chosen = selection();
  const rows: Row[] = [];
  for (const [name, run] of Object.entries(GROUPS)) if (chosen.has(name)) rows.push(...(await run(smoke, chosen.get(name)!)));
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
