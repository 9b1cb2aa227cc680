import { describe, expect, it } from 'vitest';
import { hexsideKey, neighbour, type HexDirection } from '../hex';
import { emptyDocument } from '../model';
import { HexGrid } from './hex-grid';
import { MapArtModel } from './model';

function model() {
  const doc = emptyDocument();
  return new MapArtModel(doc.map, doc.ruleset, new HexGrid(doc.map.cols, doc.map.rows, doc.map.defaultTerrain));
}

/** Everything the index answers for the sides of a few hexes (from both hexes of each side). */
function snapshot(m: MapArtModel) {
  const out: string[] = [];
  for (let row = -1; row <= 4; row++)
    for (let col = -1; col <= 4; col++)
      for (let d = 0; d < 6; d++) out.push(`${col},${row}:${d}=${m.hexsideAt(col, row, d) ?? ''}/${(m.pathsAt(col, row, d) ?? []).join('+')}`);
  return out;
}

describe('MapArtModel', () => {
  it('keeps the linework index as edits come, equal to one built from the final records', () => {
    const live = model();
    live.setLinework([{ id: '1,1:0', type: 'river' }], [{ id: '1,1:1|road', type: 'road' }]);
    live.hexsideChanged('2,2:1', 'stream');
    live.hexsideChanged('1,1:0', null);
    live.pathChanged('1,1:1|railroad', true);
    live.pathChanged('1,1:1|road', false);
    live.pathChanged('3,3:2|trail', true);
    live.pathChanged('3,3:2|trail', true); // the same path twice is still one
    const fresh = model();
    fresh.setLinework([{ id: '2,2:1', type: 'stream' }], [{ id: '1,1:1|railroad', type: 'railroad' }, { id: '3,3:2|trail', type: 'trail' }]);
    expect(snapshot(live)).toEqual(snapshot(fresh));
    live.pathChanged('3,3:2|trail', false);
    expect(live.pathsAt(3, 3, 2)).toBeUndefined();
  });

  it('finds a hexside from either of its hexes, including sides along the map edge', () => {
    const m = model();
    const geom = m.geom;
    const hex = { col: 0, row: 0 };
    for (let d = 0; d < 6; d++) {
      m.setLinework([{ id: hexsideKey(geom, hex, d as HexDirection), type: 'cliff' }], []);
      expect(m.hexsideAt(0, 0, d)).toBe('cliff');
      const other = neighbour(geom, hex, d as HexDirection);
      expect(m.hexsideAt(other.col, other.row, (d + 3) % 6)).toBe('cliff');
    }
  });

  it('extends the terrain and levels beyond the map from the nearest hex', () => {
    const m = model();
    m.grid.set(0, 0, 'jungle', 2);
    const jungle = m.grid.indexOf('jungle');
    expect(m.keyAt(-3, -1)).toBe(jungle);
    expect(m.levelAt(-1, -5)).toBe(2);
    expect(m.keyAt(m.grid.cols + 4, 0)).toBe(m.keyAt(m.grid.cols - 1, 0));
    expect(m.terrainOfIndex(jungle)?.id).toBe('jungle');
  });
});
