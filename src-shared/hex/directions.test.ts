import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  HEX_DIRECTIONS,
  directionNames,
  directionOf,
  distance,
  hexKey,
  neighbour,
  neighbours,
  opposite,
} from './index';
import type { HexDirection, HexGridGeometry, OffsetHex } from './index';
import { GEOMETRIES, geomArb, h } from './test-geometries';

const coord = fc.integer({ min: -10_000, max: 10_000 });
const hexArb = fc.record({ col: coord, row: coord });
const dirArb = fc.constantFrom(...HEX_DIRECTIONS);


describe('direction names', () => {
  it('names the six directions clockwise', () => {
    expect(directionNames('flat')).toEqual(['N', 'NE', 'SE', 'S', 'SW', 'NW']);
    expect(directionNames('pointy')).toEqual(['NE', 'E', 'SE', 'SW', 'W', 'NW']);
  });

  it('pairs opposites', () => {
    expect(HEX_DIRECTIONS.map(opposite)).toEqual([3, 4, 5, 0, 1, 2]);
    const flat = directionNames('flat');
    expect(HEX_DIRECTIONS.map((d) => `${flat[d]}-${flat[opposite(d)]}`)).toEqual(['N-S', 'NE-SW', 'SE-NW', 'S-N', 'SW-NE', 'NW-SE']);
  });
});

describe('neighbours: known values', () => {
  const cases: { geom: HexGridGeometry; hex: OffsetHex; expected: OffsetHex[] }[] = [
    // flat-top, odd columns pushed down
    { geom: GEOMETRIES[0], hex: h(2, 2), expected: [h(2, 1), h(3, 1), h(3, 2), h(2, 3), h(1, 2), h(1, 1)] },
    { geom: GEOMETRIES[0], hex: h(3, 2), expected: [h(3, 1), h(4, 2), h(4, 3), h(3, 3), h(2, 3), h(2, 2)] },
    // flat-top, even columns pushed down
    { geom: GEOMETRIES[1], hex: h(2, 2), expected: [h(2, 1), h(3, 2), h(3, 3), h(2, 3), h(1, 3), h(1, 2)] },
    { geom: GEOMETRIES[1], hex: h(3, 2), expected: [h(3, 1), h(4, 1), h(4, 2), h(3, 3), h(2, 2), h(2, 1)] },
    // pointy-top, odd rows pushed right
    { geom: GEOMETRIES[2], hex: h(2, 2), expected: [h(2, 1), h(3, 2), h(2, 3), h(1, 3), h(1, 2), h(1, 1)] },
    { geom: GEOMETRIES[2], hex: h(2, 3), expected: [h(3, 2), h(3, 3), h(3, 4), h(2, 4), h(1, 3), h(2, 2)] },
    // pointy-top, even rows pushed right
    { geom: GEOMETRIES[3], hex: h(2, 2), expected: [h(3, 1), h(3, 2), h(3, 3), h(2, 3), h(1, 2), h(2, 1)] },
    { geom: GEOMETRIES[3], hex: h(2, 3), expected: [h(2, 2), h(3, 3), h(2, 4), h(1, 4), h(1, 3), h(1, 2)] },
  ];
  for (const { geom, hex, expected } of cases) {
    it(`${geom.orientation}/${geom.stagger} around ${hexKey(hex)}`, () => {
      expect(neighbours(geom, hex)).toEqual(expected);
      HEX_DIRECTIONS.forEach((d) => expect(neighbour(geom, hex, d)).toEqual(expected[d]));
    });
  }

  it('flat-top odd: N of (2,2) is (2,1)', () => {
    expect(neighbour({ orientation: 'flat', stagger: 'odd' }, h(2, 2), 0)).toEqual(h(2, 1));
  });

  it('gives off-map neighbours at the edge', () => {
    expect(neighbours(GEOMETRIES[0], h(0, 0))).toEqual([h(0, -1), h(1, -1), h(1, 0), h(0, 1), h(-1, 0), h(-1, -1)]);
  });
});

describe('neighbours: properties', () => {
  it('six distinct neighbours, all at distance 1', () => {
    fc.assert(
      fc.property(geomArb, hexArb, (geom, hex) => {
        const ns = neighbours(geom, hex);
        expect(new Set(ns.map(hexKey)).size).toBe(6);
        for (const n of ns) expect(distance(geom, hex, n)).toBe(1);
      }),
    );
  });

  it('directionOf inverts neighbour and opposite steps back', () => {
    fc.assert(
      fc.property(geomArb, hexArb, dirArb, (geom, hex, dir) => {
        const n = neighbour(geom, hex, dir);
        expect(directionOf(geom, hex, n)).toBe(dir);
        expect(directionOf(geom, n, hex)).toBe(opposite(dir));
        expect(neighbour(geom, n, opposite(dir))).toEqual(hex);
      }),
    );
  });

  it('directionOf is null for hexes that are not adjacent', () => {
    fc.assert(
      fc.property(geomArb, hexArb, hexArb, (geom, a, b) => {
        const dir: HexDirection | null = directionOf(geom, a, b);
        expect(dir === null).toBe(distance(geom, a, b) !== 1);
      }),
    );
    expect(directionOf(GEOMETRIES[0], h(2, 2), h(2, 2))).toBeNull();
    expect(directionOf(GEOMETRIES[0], h(2, 2), h(2, 4))).toBeNull();
  });
});
