import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexsideKey, neighbour, type HexDirection, type HexGridGeometry } from '../hex';
import { applyChanges, type DocumentTarget } from './apply';
import type { CollectionName } from './collections';
import { emptyDocument, type ScenarioDocument } from './document';
import { resizeChanges, type EdgeResize } from './resize';

/** A plain in-memory document target for applying change lists in tests. */
function memoryTarget(doc: ScenarioDocument): DocumentTarget & { doc: ScenarioDocument } {
  const key = (c: number, r: number) => `${c},${r}`;
  const hexes = new Map(doc.hexes.map((h) => [key(h.col, h.row), h]));
  const target = {
    doc,
    getSingleton: (name: 'info' | 'map' | 'ruleset') => doc[name],
    setSingleton: (name: 'info' | 'map' | 'ruleset', value: never) => ((doc as Record<string, unknown>)[name] = value),
    getRecord: (c: CollectionName, id: string) => (doc[c] as { id: string }[]).find((r) => r.id === id),
    putRecord: (c: CollectionName, record: { id: string }) => {
      const list = doc[c] as { id: string }[];
      const i = list.findIndex((r) => r.id === record.id);
      if (i >= 0) list[i] = record;
      else list.push(record);
    },
    deleteRecord: (c: CollectionName, id: string) => ((doc[c] as { id: string }[]) = (doc[c] as { id: string }[]).filter((r) => r.id !== id)),
    getHex: (col: number, row: number) => hexes.get(key(col, row)),
    putHex: (col: number, row: number, terrain: string, elevation: number) => hexes.set(key(col, row), { col, row, terrain, elevation }),
    deleteHex: (col: number, row: number) => hexes.delete(key(col, row)),
  };
  Object.defineProperty(target.doc, 'hexes', { get: () => [...hexes.values()], configurable: true });
  return target as unknown as DocumentTarget & { doc: ScenarioDocument };
}

function sample(orientation: 'flat' | 'pointy', stagger: 'odd' | 'even'): ScenarioDocument {
  const doc = emptyDocument();
  doc.map = { ...doc.map, cols: 8, rows: 6, orientation, stagger };
  const geom: HexGridGeometry = { orientation, stagger };
  doc.hexes = [
    { col: 2, row: 2, terrain: 'jungle', elevation: 0 },
    { col: 3, row: 2, terrain: 'ocean', elevation: 0 },
    { col: 0, row: 0, terrain: 'kunai', elevation: 2 },
  ];
  doc.hexsides = [{ id: hexsideKey(geom, { col: 2, row: 2 }, 1), type: 'river' }];
  doc.paths = [{ id: `${hexsideKey(geom, { col: 3, row: 2 }, 2)}|road`, type: 'road' }];
  doc.features = [{ id: 'f-1', type: 'cave', hex: { col: 2, row: 2 }, facing: 1, props: {} }];
  doc.zones = [{ id: 'z-1', name: 'Landing', colour: '#ff0000', purpose: 'setup', hexes: [{ col: 3, row: 2 }] }];
  return doc;
}

const resized = (doc: ScenarioDocument, edges: EdgeResize) => {
  const result = resizeChanges(doc, edges);
  if ('error' in result) throw new Error(result.error);
  const target = memoryTarget(structuredClone(doc));
  applyChanges(target, result.changes);
  return target.doc;
};

describe('resizing keeps content in place', () => {
  it.each([
    ['flat', 'odd'],
    ['flat', 'even'],
    ['pointy', 'odd'],
    ['pointy', 'even'],
  ] as const)('%s-top %s: every hex keeps its terrain and its neighbours, whatever edges grow or shrink', (orientation, stagger) => {
    fc.assert(
      fc.property(fc.integer({ min: -1, max: 3 }), fc.integer({ min: -1, max: 3 }), fc.integer({ min: -1, max: 3 }), fc.integer({ min: -1, max: 3 }), (left, right, top, bottom) => {
        const doc = sample(orientation, stagger);
        const after = resized(doc, { left, right, top, bottom });
        expect(after.map.cols).toBe(8 + left + right);
        expect(after.map.rows).toBe(6 + top + bottom);
        const geom: HexGridGeometry = { orientation, stagger: after.map.stagger };
        const at = (col: number, row: number) => after.hexes.find((h) => h.col === col && h.row === row)?.terrain;
        // jungle at (2,2) and ocean at (3,2) are neighbours in the same direction before and after
        const jungle = { col: 2 + left, row: 2 + top };
        if (jungle.col >= 0 && jungle.row >= 0) {
          expect(at(jungle.col, jungle.row)).toBe('jungle');
          const dirTo = (g: HexGridGeometry, from: { col: number; row: number }, to: { col: number; row: number }) =>
            ([0, 1, 2, 3, 4, 5] as HexDirection[]).find((d) => {
              const n = neighbour(g, from, d);
              return n.col === to.col && n.row === to.row;
            });
          const before = dirTo({ orientation, stagger }, { col: 2, row: 2 }, { col: 3, row: 2 });
          expect(before).toBeDefined();
          expect(dirTo(geom, jungle, { col: 3 + left, row: 2 + top })).toBe(before);
          expect(after.hexsides).toEqual([{ id: hexsideKey(geom, jungle, 1), type: 'river' }]);
          expect(after.features[0].hex).toEqual(jungle);
        }
        if (left < 0 || top < 0) expect(at(0, 0)).not.toBe('kunai');
        else expect(after.hexes.find((h) => h.terrain === 'kunai')).toEqual({ col: left, row: top, terrain: 'kunai', elevation: 2 });
        expect(after.zones[0].hexes).toEqual(3 + left < after.map.cols && 2 + top >= 0 ? [{ col: 3 + left, row: 2 + top }] : []);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses sizes outside 1..500', () => {
    expect(resizeChanges(sample('flat', 'odd'), { left: -8, right: 0, top: 0, bottom: 0 })).toEqual({ error: 'a map needs at least one column and one row' });
    expect('error' in resizeChanges(sample('flat', 'odd'), { left: 0, right: 493, top: 0, bottom: 0 })).toBe(true);
  });

  it('touches nothing but the map when only the right and bottom edges grow', () => {
    const result = resizeChanges(sample('flat', 'odd'), { left: 0, right: 2, top: 0, bottom: 1 });
    expect('changes' in result && result.changes.map((c) => c.kind)).toEqual(['set']);
  });
});
