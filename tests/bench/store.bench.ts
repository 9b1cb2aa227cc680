import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { emptyDocument, type Hex } from '../../src-shared/model';
import { seedRng, rollDie } from '../../src-shared/dice';
import { ProjectStore } from '../../src-main/services/project-store';
import { median, round, type Row } from './measure';

function randomHexes(cols: number, rows: number, terrain: string[]): Hex[] {
  let state = seedRng('bench-map');
  const hexes: Hex[] = [];
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++) {
      const roll = rollDie(state, terrain.length);
      state = roll.state;
      hexes.push({ col, row, terrain: terrain[roll.value - 1], elevation: 0 });
    }
  return hexes;
}

/** Node-side rows: a durable command, and opening a project with a full map. */
export function storeBench(smoke: boolean): Row[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atoll-bench-'));
  try {
    const side = smoke ? 20 : 200;
    const doc = emptyDocument();
    doc.map = { ...doc.map, cols: side, rows: side };
    const terrain = doc.ruleset.terrain.map((t) => t.id).filter((id) => id !== doc.map.defaultTerrain);
    doc.hexes = randomHexes(side, side, terrain);
    const file = path.join(dir, 'bench.atoll');
    ProjectStore.create(file, doc).close();

    const store = ProjectStore.open(file);
    const edits: number[] = [];
    for (let i = 0; i < (smoke ? 20 : 300); i++) {
      const t0 = performance.now();
      store.apply('Edit title', [{ kind: 'set', name: 'info', value: { ...doc.info, title: `Edit ${i}` } }], '2026-01-01T00:00:00Z');
      edits.push(performance.now() - t0);
    }
    store.close();

    const opens: number[] = [];
    for (let i = 0; i < (smoke ? 1 : 5); i++) {
      const t0 = performance.now();
      const s = ProjectStore.open(file);
      const loaded = s.loadDocument();
      opens.push(performance.now() - t0);
      s.close();
      if (loaded.hexes.length !== doc.hexes.length) throw new Error('bench: hexes lost on open');
    }
    return [
      { name: 'store.edit_durable_ms', value: round(median(edits), 3), unit: 'ms' },
      { name: smoke ? 'store.open_400_ms' : 'store.open_40k_ms', value: round(median(opens), 1), unit: 'ms' },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
