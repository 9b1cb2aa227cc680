import path from 'node:path';
import { rollDie, seedRng, type RngState } from '../../src-shared/dice';
import { hexsideKey, type HexDirection } from '../../src-shared/hex';
import { emptyDocument, type Hex, type ScenarioDocument } from '../../src-shared/model';
import { ProjectStore } from '../../src-main/services/project-store';

/** A cols × rows scenario with random terrain (fixed seed), some elevation, rivers and roads: the benchmark map. */
export function benchMapDocument(cols: number, rows = cols, hexSizeMm?: number): ScenarioDocument {
  const doc = emptyDocument();
  doc.map = { ...doc.map, cols, rows, ...(hexSizeMm ? { hexSizeMm } : {}) };
  const terrain = doc.ruleset.terrain.map((t) => t.id);
  const geom = { orientation: doc.map.orientation, stagger: doc.map.stagger };
  let rng: RngState = seedRng(cols === rows ? `bench-${cols}` : `bench-${cols}x${rows}`);
  const roll = (n: number) => {
    const r = rollDie(rng, n);
    rng = r.state;
    return r.value;
  };
  const hexes: Hex[] = [];
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++) hexes.push({ col, row, terrain: terrain[roll(terrain.length) - 1], elevation: roll(6) === 6 ? 1 : 0 });
  doc.hexes = hexes;
  const sides = new Map<string, string>();
  const paths = new Map<string, string>();
  for (let i = 0; i < (cols * rows) / 20; i++) {
    const hex = { col: roll(cols) - 1, row: roll(rows) - 1 };
    const key = hexsideKey(geom, hex, (roll(3) - 1) as HexDirection);
    if (roll(2) === 1) sides.set(key, roll(2) === 1 ? 'river' : 'stream');
    else paths.set(`${key}|road`, 'road');
  }
  doc.hexsides = [...sides].map(([id, type]) => ({ id, type }));
  doc.paths = [...paths].map(([id, type]) => ({ id, type }));
  return doc;
}

/** The benchmark map of `side` × `side` hexes as a project file in `dir`. */
export function writeBenchMap(dir: string, side: number): string {
  const file = path.join(dir, `bench-${side}.atoll`);
  ProjectStore.create(file, benchMapDocument(side)).close();
  return file;
}
