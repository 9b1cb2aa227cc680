// One map export in a process of its own, so its peak memory can be read: prints {"ms":…,"rssMb":…,"bytes":…}.
// node --import tsx tests/bench/export-child.ts <map-22x34|map-500x500|png-22x34> <out> [smoke]
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultExportOptions } from '../../src-shared/api/contract-export';
import { parseScenarioJson } from '../../src-shared/schema';
import { runExport } from '../../src-main/services/export/run-export';
import { benchMapDocument } from './map-fixture';

const [what, out, smoke] = process.argv.slice(2);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const job = { signal: new AbortController().signal, progress() {} };
const defaults = defaultExportOptions();

function palembang() {
  const parsed = parseScenarioJson(readFileSync(path.join(root, 'scenarios/palembang.atoll.json'), 'utf8'));
  if (!parsed.ok) throw new Error('palembang does not parse');
  return parsed.document;
}

// One small export first, so module loading and the first compilation of the drawing code are not measured.
await runExport(palembang(), { kind: 'png', options: { ...defaults.png, dpi: 40 } }, `${out}.warm`, job);
await runExport(palembang(), { kind: 'map', options: { ...defaults.map, paper: '22x34' } }, `${out}.warm`, job);
rmSync(`${out}.warm`);

const t0 = performance.now();
const cpu0 = process.cpuUsage();
let bytes = 0;
if (what === 'map-22x34') {
  bytes = (await runExport(palembang(), { kind: 'map', options: { ...defaults.map, paper: '22x34' } }, out, job)).bytes;
} else if (what === 'map-500x500') {
  const side = smoke ? 60 : 500;
  // Hexes of 9 mm put the whole map on one sheet (a PDF page can be at most 5 m across).
  const doc = benchMapDocument(side, side, 9);
  bytes = (await runExport(doc, { kind: 'map', options: { ...defaults.map, paper: 'custom', customMm: { width: 4100, height: 4800 } } }, out, job)).bytes;
} else if (what === 'png-22x34') {
  // 33 × 44 hexes of 19 mm: a map of about 22 × 34 inches.
  const doc = smoke ? benchMapDocument(12, 16) : benchMapDocument(33, 44);
  bytes = (await runExport(doc, { kind: 'png', options: { ...defaults.png, dpi: 300 } }, out, job)).bytes;
} else throw new Error(`export-child: unknown export ${what}`);
const ms = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
console.log(JSON.stringify({ ms, cpuMs: (cpu.user + cpu.system) / 1000, rssMb: process.resourceUsage().maxRSS / 1024, bytes }));
