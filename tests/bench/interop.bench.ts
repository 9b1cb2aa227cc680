/** Interop: a 200 × 200 Tiled map (the benchmark map exported as Tiled writes it by default, CSV) imported as a new
 *  project, as File ▸ Import ▸ Tiled Map and `atoll import-tiled` do it: read, map every tile, write the project. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { emptyMapping } from '../../src-shared/interop/tiled/mapping';
import { readTiledMap } from '../../src-shared/interop/tiled/read-map';
import { tiledToDocument } from '../../src-shared/interop/tiled/to-document';
import { nodeTiledCodec } from '../../src-main/services/interop/tiled-codec';
import { diskResolver, readTiledFile } from '../../src-main/services/interop/tiled-files';
import { tiledExportFiles } from '../../src-main/services/interop/tiled-export';
import { ProjectStore } from '../../src-main/services/project-store';
import { writeBenchMap } from './map-fixture';
import { median, round, type Row } from './measure';

export async function interopBench(smoke: boolean): Promise<Row[]> {
  const side = smoke ? 40 : 200;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atoll-bench-interop-'));
  try {
    const store = ProjectStore.open(writeBenchMap(dir, side));
    const doc = store.loadDocument();
    store.close();
    let t0 = performance.now();
    const files = await tiledExportFiles(doc, 'tmx', 'medium', 'bench');
    const exportMs = performance.now() - t0;
    for (const f of files) writeFileSync(path.join(dir, f.name), f.bytes);
    const mapFile = path.join(dir, 'bench.tmx');
    const times: number[] = [];
    const cpu: number[] = [];
    const cpuMs = () => {
      const u = process.cpuUsage();
      return (u.user + u.system) / 1000;
    };
    // The first two runs warm the code up and are not counted; the median of the others is the row.
    for (let run = 0; run < (smoke ? 3 : 7); run++) {
      const out = path.join(dir, `imported-${run}.atoll`);
      const c0 = cpuMs();
      t0 = performance.now();
      const map = readTiledMap(readTiledFile(mapFile), diskResolver(mapFile), nodeTiledCodec);
      const { document, report } = tiledToDocument(map, 'bench.tmx', emptyMapping(), 'bench');
      ProjectStore.create(out, document).close();
      if (run > 1) {
        times.push(performance.now() - t0);
        cpu.push(cpuMs() - c0);
      }
      if (document.hexes.length === 0 || report.unmapped.length > 0) throw new Error('bench: the exported map did not import whole');
    }
    return [
      { name: `interop.import_tmx_${side}x${side}_ms`, value: round(median(times), 0), unit: 'ms' },
      // The same import's CPU time: what the machine's load does not inflate (the project file's fsync is not in it).
      { name: `interop.import_tmx_${side}x${side}_cpu_ms`, value: round(median(cpu), 0), unit: 'ms' },
      { name: `interop.export_tmx_${side}x${side}_ms`, value: round(exportMs, 0), unit: 'ms' },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
