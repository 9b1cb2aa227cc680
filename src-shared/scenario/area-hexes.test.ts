import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexsideKey, neighbours } from '../hex';
import { emptyDocument, type Area, type ScenarioDocument } from '../model';
import { areaHexes, isEdgeHex, terrainLookup } from './area-hexes';

const h = (col: number, row: number) => ({ col, row });

function doc(cols = 10, rows = 8): ScenarioDocument {
  const d = emptyDocument();
  d.map = { ...d.map, cols, rows, defaultTerrain: 'clear' };
  return d;
}

describe('areaHexes', () => {
  it('anywhere is every hex of the map', () => {
    expect(areaHexes(doc(3, 2), { kind: 'anywhere' })).toEqual([h(0, 0), h(1, 0), h(2, 0), h(0, 1), h(1, 1), h(2, 1)]);
  });

  it('a zone gives its on-map hexes, sorted and once each; an unknown zone gives none', () => {
    const d = doc();
    d.zones = [{ id: 'z', name: 'Z', colour: '#000000', purpose: 'setup', hexes: [h(4, 4), h(1, 1), h(4, 4), h(30, 1)] }];
    expect(areaHexes(d, { kind: 'zone', zoneId: 'z' })).toEqual([h(1, 1), h(4, 4)]);
    expect(areaHexes(d, { kind: 'zone', zoneId: 'gone' })).toEqual([]);
  });

  it('listed hexes keep only those on the map', () => {
    expect(areaHexes(doc(), { kind: 'hexes', hexes: [h(9, 7), h(10, 0), h(2, 3)] })).toEqual([h(2, 3), h(9, 7)]);
  });

  it('an edge runs along the outer row or column, limited by from/to (inclusive)', () => {
    const d = doc(10, 8);
    expect(areaHexes(d, { kind: 'edge', edge: 'north', from: 2, to: 4 })).toEqual([h(2, 0), h(3, 0), h(4, 0)]);
    expect(areaHexes(d, { kind: 'edge', edge: 'south', from: 8 })).toEqual([h(8, 7), h(9, 7)]);
    expect(areaHexes(d, { kind: 'edge', edge: 'east', to: 1 })).toEqual([h(9, 0), h(9, 1)]);
    expect(areaHexes(d, { kind: 'edge', edge: 'west' })).toHaveLength(8);
    expect(areaHexes(d, { kind: 'edge', edge: 'west', from: 20 })).toEqual([]);
  });

  it('matching finds terrain (with the default terrain), hexsides on both sides and features', () => {
    const d = doc(6, 6);
    d.hexes = [{ col: 1, row: 1, terrain: 'town', elevation: 0 }, { col: 2, row: 2, terrain: 'clear', elevation: 1 }];
    const matching: Extract<Area, { kind: 'matching' }> = { kind: 'matching', terrain: [], hexsides: [], features: [], adjacent: false };
    expect(areaHexes(d, { ...matching, terrain: ['town'] })).toEqual([h(1, 1)]);
    expect(areaHexes(d, { ...matching, terrain: ['clear'] })).toHaveLength(35);
    const side = hexsideKey(d.map, h(3, 3), 0);
    d.hexsides = [{ id: side, type: 'river' }, { id: hexsideKey(d.map, h(0, 0), 4), type: 'river' }];
    expect(areaHexes(d, { ...matching, hexsides: ['river'] })).toEqual([h(0, 0), h(3, 2), h(3, 3)]);
    d.features = [{ id: 'o', type: 'objective', hex: h(5, 5), props: {} }];
    expect(areaHexes(d, { ...matching, features: ['objective'], terrain: ['town'] })).toEqual([h(1, 1), h(5, 5)]);
  });

  it('matching with adjacent adds the on-map neighbours', () => {
    const d = doc(6, 6);
    d.features = [{ id: 'a', type: 'airfield', hex: h(0, 0), props: {} }, { id: 'b', type: 'airfield', hex: h(3, 3), props: {} }];
    const got = areaHexes(d, { kind: 'matching', terrain: [], hexsides: [], features: ['airfield'], adjacent: true });
    const expected = [h(0, 0), h(3, 3), ...neighbours(d.map, h(0, 0)), ...neighbours(d.map, h(3, 3))]
      .filter((x) => x.col >= 0 && x.row >= 0 && x.col < 6 && x.row < 6);
    const key = (x: { col: number; row: number }) => x.row * 6 + x.col;
    expect(got).toEqual([...new Map(expected.map((x) => [key(x), x])).entries()].sort((a, b) => a[0] - b[0]).map(([, x]) => x));
  });

  it('every edge area lies on the map edge, for any map size', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 30 }), fc.constantFrom('north', 'east', 'south', 'west' as const),
        (cols, rows, edge) => {
          const hexes = areaHexes(doc(cols, rows), { kind: 'edge', edge });
          expect(hexes.length).toBe(edge === 'north' || edge === 'south' ? cols : rows);
          for (const hex of hexes) expect(isEdgeHex({ cols, rows }, hex)).toBe(true);
        },
      ),
    );
  });

  it('resolves a matching area with neighbours on a 200×200 map', () => {
    const d = doc(200, 200);
    d.hexes = Array.from({ length: 20_000 }, (_, i) => ({ col: i % 200, row: Math.floor(i / 200), terrain: i % 3 ? 'woods' : 'town', elevation: 0 }));
    const hexes = areaHexes(d, { kind: 'matching', terrain: ['clear', 'town'], hexsides: [], features: [], adjacent: true });
    expect(hexes.length).toBeGreaterThan(20_000);
  });
});

describe('isEdgeHex and terrainLookup', () => {
  it('edge hexes are those in the outer rows and columns', () => {
    const map = { cols: 4, rows: 3 };
    expect(isEdgeHex(map, h(0, 1))).toBe(true);
    expect(isEdgeHex(map, h(3, 1))).toBe(true);
    expect(isEdgeHex(map, h(1, 2))).toBe(true);
    expect(isEdgeHex(map, h(1, 1))).toBe(false);
    expect(isEdgeHex(map, h(4, 1))).toBe(false);
  });
  it('falls back to the default terrain', () => {
    const d = doc();
    d.hexes = [{ col: 1, row: 2, terrain: 'town', elevation: 0 }, { col: 12, row: 0, terrain: 'woods', elevation: 0 }];
    const at = terrainLookup(d);
    expect(at(h(2, 1))).toBe('clear'); // the off-map record (12,0) must not land on (2,1)
    expect(at(h(1, 2))).toBe('town');
    expect(at(h(2, 1))).toBe('clear');
  });
});
