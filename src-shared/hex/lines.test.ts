import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { distance, hexLine, offsetToCube } from './index';
import { GEOMETRIES, geomArb, h } from './test-geometries';

const coord = fc.integer({ min: -300, max: 300 });
const hexArb = fc.record({ col: coord, row: coord });

describe('distance', () => {
  it('gives known values', () => {
    const flatOdd = GEOMETRIES[0];
    expect(distance(flatOdd, h(0, 0), h(0, 0))).toBe(0);
    expect(distance(flatOdd, h(0, 0), h(0, 5))).toBe(5);
    expect(distance(flatOdd, h(0, 0), h(3, 0))).toBe(3);
    expect(distance(flatOdd, h(0, 0), h(4, 0))).toBe(4);
    expect(distance(flatOdd, h(0, 0), h(4, 4))).toBe(6);
    const pointyOdd = GEOMETRIES[2];
    expect(distance(pointyOdd, h(0, 0), h(5, 0))).toBe(5);
    expect(distance(pointyOdd, h(0, 0), h(0, 4))).toBe(4);
    expect(distance(pointyOdd, h(0, 0), h(4, 4))).toBe(6);
  });

  it('is zero exactly for the same hex, and symmetric', () => {
    fc.assert(
      fc.property(geomArb, hexArb, hexArb, (geom, a, b) => {
        const d = distance(geom, a, b);
        expect(d).toBe(distance(geom, b, a));
        expect(d === 0).toBe(a.col === b.col && a.row === b.row);
      }),
    );
  });

  it('obeys the triangle inequality', () => {
    fc.assert(
      fc.property(geomArb, hexArb, hexArb, hexArb, (geom, a, b, c) => {
        expect(distance(geom, a, c)).toBeLessThanOrEqual(distance(geom, a, b) + distance(geom, b, c));
      }),
    );
  });
});

// The per-hex checks call expect only on a failure: lines run up to 600 hexes, and an expect call costs more than the check.
describe('hexLine', () => {
  it('is a single hex from a hex to itself', () => {
    expect(hexLine(GEOMETRIES[0], h(4, 4), h(4, 4))).toEqual([h(4, 4)]);
  });

  it('draws straight lines along a column or diagonal', () => {
    expect(hexLine(GEOMETRIES[0], h(2, 1), h(2, 4))).toEqual([h(2, 1), h(2, 2), h(2, 3), h(2, 4)]);
    expect(hexLine(GEOMETRIES[0], h(0, 0), h(3, 1))).toEqual([h(0, 0), h(1, 0), h(2, 1), h(3, 1)]);
    expect(hexLine(GEOMETRIES[2], h(0, 1), h(3, 1))).toEqual([h(0, 1), h(1, 1), h(2, 1), h(3, 1)]);
  });

  it('breaks the tie of a line along a hexside the same way every time', () => {
    // (0,0) -> (2,0) flat-top odd runs exactly between (1,-1) and (1,0): the nudge picks (1,0).
    const line = hexLine(GEOMETRIES[0], h(0, 0), h(2, 0));
    expect(line).toEqual([h(0, 0), h(1, 0), h(2, 0)]);
    expect(hexLine(GEOMETRIES[0], h(0, 0), h(2, 0))).toEqual(line);
  });

  it('has distance + 1 hexes, both ends, and each step is to an adjacent hex', () => {
    fc.assert(
      fc.property(geomArb, hexArb, hexArb, (geom, a, b) => {
        const line = hexLine(geom, a, b);
        const n = distance(geom, a, b);
        expect(line.length).toBe(n + 1);
        expect(line[0]).toEqual(a);
        expect(line[n]).toEqual(b);
        for (let i = 1; i < line.length; i++) {
          const step = distance(geom, line[i - 1], line[i]);
          if (step !== 1) expect(step).toBe(1);
        }
      }),
    );
  });

  it('puts the i-th hex at distance i from the start', () => {
    fc.assert(
      fc.property(geomArb, hexArb, hexArb, (geom, a, b) => {
        hexLine(geom, a, b).forEach((hex, i) => {
          const d = distance(geom, a, hex);
          if (d !== i) expect(d).toBe(i);
        });
      }),
    );
  });

  it('keeps cube coordinates valid', () => {
    fc.assert(
      fc.property(geomArb, hexArb, hexArb, (geom, a, b) => {
        for (const hex of hexLine(geom, a, b)) {
          const c = offsetToCube(geom, hex);
          if (!(Number.isInteger(c.q) && Number.isInteger(c.r) && c.q + c.r + c.s === 0)) expect(c).toBe('integer cube coordinates summing to zero');
        }
      }),
    );
  });
});
