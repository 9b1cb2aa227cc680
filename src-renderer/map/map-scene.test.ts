import { describe, expect, it } from 'vitest';
import { emptyDocument } from '../../src-shared/model';
import { HexGrid } from '../stores/hex-grid';
import { MapScene } from './map-scene';

function scene() {
  const doc = emptyDocument();
  return new MapScene(doc.map, doc.ruleset, new HexGrid(doc.map.cols, doc.map.rows, doc.map.defaultTerrain));
}

describe('linework index', () => {
  it('edits applied one by one give the same index as building it from the final records', () => {
    const live = scene();
    live.setLinework([{ id: '1,1:0', type: 'river' }], [{ id: '1,1:1|road', type: 'road' }]);
    live.hexsideChanged('2,2:1', 'stream');
    live.hexsideChanged('1,1:0', null);
    live.pathChanged('1,1:1|railroad', true);
    live.pathChanged('1,1:1|road', false);
    live.pathChanged('3,3:2|trail', true);
    live.pathChanged('3,3:2|trail', true); // the same path twice is still one

    const fresh = scene();
    fresh.setLinework([{ id: '2,2:1', type: 'stream' }], [{ id: '1,1:1|railroad', type: 'railroad' }, { id: '3,3:2|trail', type: 'trail' }]);
    expect(live.hexsides).toEqual(fresh.hexsides);
    expect(live.pathsByHexside).toEqual(fresh.pathsByHexside);

    live.pathChanged('3,3:2|trail', false);
    expect(live.pathsByHexside.has('3,3:2')).toBe(false);
  });
});
