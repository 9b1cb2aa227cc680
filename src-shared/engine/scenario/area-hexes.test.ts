import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEATURE_TYPES, type Area, type Zone } from '../../model';
import { areaHexes as editorAreaHexes } from '../../scenario/area-hexes';
import { areaHexes } from './area-hexes';
import { createGame } from './setup';
import { GEOM, makeSetup } from '../testing/test-fixtures';
import { hexsideKey, SHEET_SIDES, type HexDirection } from '../../hex';

// The engine resolves areas on its board; the editors and the checker resolve them on the document. Both must
// name the same hexes, or a set-up the checker accepts could be refused in play.

const COLS = 9;
const ROWS = 7;
const TERRAIN = ['clear', 'jungle', 'town', 'kunai'];
const hex = fc.record({ col: fc.integer({ min: 0, max: COLS - 1 }), row: fc.integer({ min: 0, max: ROWS - 1 }) });
const area: fc.Arbitrary<Area> = fc.oneof(
  fc.constant<Area>({ kind: 'anywhere' }),
  fc.constant<Area>({ kind: 'zone', zoneId: 'z' }),
  fc.record({ kind: fc.constant('hexes' as const), hexes: fc.array(hex, { maxLength: 6 }) }),
  fc.record({
    kind: fc.constant('edge' as const),
    edge: fc.constantFrom('north' as const, 'east' as const, 'south' as const, 'west' as const),
    from: fc.option(fc.integer({ min: 0, max: 8 }), { nil: undefined }),
    to: fc.option(fc.integer({ min: 0, max: 8 }), { nil: undefined }),
  }).map((a): Area => {
    const out: Area = { kind: 'edge', edge: a.edge };
    if (a.from !== undefined) out.from = a.from;
    if (a.to !== undefined) out.to = Math.max(a.to, a.from ?? 0);
    return out;
  }),
  fc.record({
    kind: fc.constant('matching' as const),
    terrain: fc.subarray(TERRAIN),
    hexsides: fc.subarray(['river', 'stream']),
    features: fc.subarray([...FEATURE_TYPES]),
    adjacent: fc.boolean(),
  }),
);

describe('areas on the board and in the document agree', () => {
  it('every area kind names the same hexes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ at: hex, terrain: fc.constantFrom(...TERRAIN) }), { maxLength: 20 }),
        fc.array(fc.record({ at: hex, dir: fc.integer({ min: 0, max: 5 }), type: fc.constantFrom('river', 'stream') }), { maxLength: 6 }),
        fc.array(fc.record({ at: hex, type: fc.constantFrom('cave', 'airfield', 'objective', 'fortification' as const) }), { maxLength: 4 }),
        fc.array(hex, { maxLength: 5 }),
        area,
        fc.constantFrom(...SHEET_SIDES),
        (terrain, sides, features, zoneHexes, a, north) => {
          const unique = [...new Map(terrain.map((t) => [`${t.at.col},${t.at.row}`, t])).values()];
          const hexsides = [...new Map(sides.map((s) => [hexsideKey(GEOM, s.at, s.dir as HexDirection), s])).values()];
          const zone: Zone = { id: 'z', name: 'Z', colour: '#000000', purpose: 'setup', hexes: zoneHexes };
          const made = makeSetup({ cols: COLS, rows: ROWS, units: [], terrain: unique, hexsides: hexsides.map((h) => ({ ...h, dir: h.dir as HexDirection })), features });
          const setup = { ...made, map: { ...made.map, north }, zones: [zone] };
          const board = createGame(setup, 1).board;
          const doc = {
            map: { ...setup.map, hexSizeMm: 16, numbering: { scheme: 'xxyy' as const, firstCol: 1, firstRow: 1, digits: 2 }, showLabels: true, marginMm: 5 },
            zones: [zone],
            hexes: setup.hexes.map((h) => ({ ...h, elevation: 0 })),
            hexsides: [...setup.hexsides],
            features: (setup.features ?? []).map((f) => ({ ...f, props: {} })),
          };
          const fromEditor = editorAreaHexes(doc, a).map((h) => h.row * COLS + h.col);
          expect(areaHexes(board, a)).toEqual(fromEditor);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a compass edge lies on the sheet side the map\'s compass gives it', () => {
    const setup = makeSetup({ cols: COLS, rows: ROWS, units: [] });
    const board = (north: 'top' | 'bottom' | 'left') => createGame({ ...setup, map: { ...setup.map, north } }, 1).board;
    const lastRow = Array.from({ length: COLS }, (_, c) => (ROWS - 1) * COLS + c);
    expect(areaHexes(board('bottom'), { kind: 'edge', edge: 'north' })).toEqual(lastRow);
    expect(areaHexes(board('top'), { kind: 'edge', edge: 'south' })).toEqual(lastRow);
    // North at the left: east is the top of the sheet, west the bottom; positions along them are columns.
    expect(areaHexes(board('left'), { kind: 'edge', edge: 'east', from: 2, to: 3 })).toEqual([2, 3]);
    expect(areaHexes(board('left'), { kind: 'edge', edge: 'north', from: 0, to: 1 })).toEqual([0, COLS]);
  });
});
