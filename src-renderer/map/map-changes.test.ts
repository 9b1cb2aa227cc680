import { describe, expect, it } from 'vitest';
import { emptyDocument, type Change, type Feature } from '../../src-shared/model';
import { mapChanges } from './map-changes';

const map = emptyDocument().map;

describe('what a document change redraws on the map', () => {
  it('patches the hexes, hexsides and paths an edit changed', () => {
    const changes: Change[] = [
      { kind: 'hex', col: 3, row: 4, terrain: 'ocean', elevation: 0 },
      { kind: 'put', collection: 'hexsides', record: { id: '3,4:1', type: 'river' } },
      { kind: 'del', collection: 'hexsides', id: '5,5:0' },
      { kind: 'put', collection: 'paths', record: { id: '3,4:1|road', type: 'road' } },
      { kind: 'del', collection: 'paths', id: '6,6:2|road' },
    ];
    const c = mapChanges(changes, map);
    expect(c.rebuild).toBe(false);
    expect(c.hexes).toEqual([changes[0]]);
    expect(c.linework).toEqual([
      { id: '3,4:1', edit: { hexside: '3,4:1', type: 'river' } },
      { id: '5,5:0', edit: { hexside: '5,5:0', type: null } },
      { id: '3,4:1|road', edit: { path: '3,4:1|road', present: true } },
      { id: '6,6:2|road', edit: { path: '6,6:2|road', present: false } },
    ]);
    expect(c.featureLayer).toBe(false);
  });

  it('builds the scene again when the map is drawn otherwise, and only redraws the tracing image when only it changed', () => {
    expect(mapChanges([{ kind: 'set', name: 'map', value: { ...map, cols: map.cols + 1 } }], map)).toMatchObject({ rebuild: true, background: false });
    const traced: typeof map = { ...map, background: { assetId: 'a1', xMm: 0, yMm: 0, mmPerPx: 1, opacity: 0.5, locked: false, visible: true } };
    expect(mapChanges([{ kind: 'set', name: 'map', value: traced }], map)).toMatchObject({ rebuild: false, background: true });
    const info = emptyDocument().info;
    expect(mapChanges([{ kind: 'set', name: 'info', value: info }], map)).toMatchObject({ rebuild: false, background: false });
  });

  it('redraws the feature layer for features and zones, and hands the features on', () => {
    const feature: Feature = { id: 'f1', type: 'objective', hex: { col: 1, row: 1 }, props: {} };
    const c = mapChanges([{ kind: 'put', collection: 'features', record: feature }, { kind: 'del', collection: 'features', id: 'f2' }], map);
    expect(c.featureLayer).toBe(true);
    expect(c.features).toEqual([{ id: 'f1', record: feature }, { id: 'f2', record: null }]);
    expect(mapChanges([{ kind: 'del', collection: 'zones', id: 'z1' }], map)).toMatchObject({ featureLayer: true, features: [] });
  });
});
