import { describe, expect, it } from 'vitest';
import { nodeTiledCodec } from '../../../src-main/services/interop/tiled-codec';
import { bundledScenario } from '../../../tests/support/bundled-scenarios';
import type { ScenarioDocument } from '../../model';
import { exportModel } from './export-model';
import { emptyMapping } from './mapping';
import { readTiledMap } from './read-map';
import { tiledToDocument } from './to-document';
import { syntheticMap } from './test-maps';
import { writeTmj, writeTmx } from './write-tiled';

function roundTrip(doc: ScenarioDocument, format: 'tmx' | 'tmj'): ScenarioDocument {
  const model = exportModel(doc, 'rt');
  const text = format === 'tmx' ? writeTmx(model) : writeTmj(model);
  const map = readTiledMap({ path: `rt.${format}`, text }, () => null, nodeTiledCodec);
  return tiledToDocument(map, `rt.${format}`, emptyMapping(), 'x').document;
}

/** Every hex of the map with its terrain and level, defaults included. */
function everyHex(doc: ScenarioDocument): string[] {
  const at = new Map(doc.hexes.map((h) => [`${h.col},${h.row}`, h]));
  const out: string[] = [];
  for (let row = 0; row < doc.map.rows; row++)
    for (let col = 0; col < doc.map.cols; col++) {
      const h = at.get(`${col},${row}`);
      out.push(`${col},${row} ${h?.terrain ?? doc.map.defaultTerrain} ${h?.elevation ?? 0}`);
    }
  return out;
}

const sorted = <T>(list: T[], key: (t: T) => string) => [...list].sort((a, b) => key(a).localeCompare(key(b)));
const featureKey = (f: ScenarioDocument['features'][number]) => JSON.stringify([f.type, f.hex, f.facing ?? null, Object.entries(f.props).sort()]);

const CASES: [string, () => ScenarioDocument][] = [
  ['flat-top, odd stagger', () => syntheticMap('flat', 'odd')],
  ['flat-top, even stagger', () => syntheticMap('flat', 'even')],
  ['pointy-top, odd stagger', () => syntheticMap('pointy', 'odd')],
  ['pointy-top, even stagger', () => syntheticMap('pointy', 'even')],
  ['Palembang', () => bundledScenario('palembang')],
  ['Primosole Bridge', () => bundledScenario('primosole')],
  ['Taremo Ridge', () => bundledScenario('taremo')],
];

describe.each(['tmx', 'tmj'] as const)('Atoll → %s → Atoll', (format) => {
  it.each(CASES)('%s keeps every hex, feature, hexside and path', (_name, make) => {
    const doc = make();
    const back = roundTrip(doc, format);
    expect(back.map).toMatchObject({ cols: doc.map.cols, rows: doc.map.rows, orientation: doc.map.orientation, stagger: doc.map.stagger, hexSizeMm: doc.map.hexSizeMm });
    expect(back.info.title).toBe(doc.info.title);
    expect(everyHex(back)).toEqual(everyHex(doc));
    expect(sorted(back.features, featureKey).map(featureKey)).toEqual(sorted(doc.features, featureKey).map(featureKey));
    expect(sorted(back.hexsides, (h) => h.id)).toEqual(sorted(doc.hexsides, (h) => h.id));
    expect(sorted(back.paths, (p) => p.id)).toEqual(sorted(doc.paths, (p) => p.id));
  });
});
