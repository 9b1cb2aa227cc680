import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { HEX_DIRECTIONS, hexKey, hexsideKey, hexsidesOf, neighbour, neighbours, opposite, parseHexsideKey } from './index';
import { GEOMETRIES, geomArb, h } from './test-geometries';

const coord = fc.integer({ min: -10_000, max: 10_000 });
const hexArb = fc.record({ col: coord, row: coord });
const dirArb = fc.constantFrom(...HEX_DIRECTIONS);
const flatOdd = GEOMETRIES[0];

describe('hexsideKey: known values', () => {
  it('writes sides 0..2 from the hex itself and sides 3..5 from the neighbour', () => {
    expect(hexsidesOf(flatOdd, h(2, 2))).toEqual(['2,2:0', '2,2:1', '2,2:2', '2,3:0', '1,2:1', '1,1:2']);
    expect(hexsideKey(flatOdd, h(2, 3), 0)).toBe('2,3:0');
    expect(hexsideKey(flatOdd, h(2, 2), 3)).toBe('2,3:0');
  });

  it('gives map-edge sides keys owned by an off-map hex when needed', () => {
    expect(hexsideKey(flatOdd, h(0, 0), 0)).toBe('0,0:0');
    expect(hexsideKey(flatOdd, h(0, 0), 4)).toBe('-1,0:1');
    expect(parseHexsideKey(flatOdd, '-1,0:1')).toEqual({ hex: h(-1, 0), dir: 1, other: h(0, 0) });
  });
});

describe('hexsideKey: properties', () => {
  it('is the same from both sides', () => {
    fc.assert(
      fc.property(geomArb, hexArb, dirArb, (geom, hex, dir) => {
        expect(hexsideKey(geom, hex, dir)).toBe(hexsideKey(geom, neighbour(geom, hex, dir), opposite(dir)));
      }),
    );
  });

  it('parses back to the two hexes it separates', () => {
    fc.assert(
      fc.property(geomArb, hexArb, dirArb, (geom, hex, dir) => {
        const parsed = parseHexsideKey(geom, hexsideKey(geom, hex, dir));
        expect(parsed).not.toBeNull();
        if (parsed === null) return;
        expect(parsed.dir).toBeLessThanOrEqual(2);
        expect(neighbour(geom, parsed.hex, parsed.dir)).toEqual(parsed.other);
        const pair = [hexKey(parsed.hex), hexKey(parsed.other)].sort();
        expect(pair).toEqual([hexKey(hex), hexKey(neighbour(geom, hex, dir))].sort());
        expect(hexsideKey(geom, parsed.hex, parsed.dir)).toBe(hexsideKey(geom, hex, dir));
      }),
    );
  });

  it('gives a hex six distinct sides, sharing exactly one with each neighbour', () => {
    fc.assert(
      fc.property(geomArb, hexArb, (geom, hex) => {
        const own = hexsidesOf(geom, hex);
        expect(new Set(own).size).toBe(6);
        neighbours(geom, hex).forEach((n, dir) => {
          const shared = hexsidesOf(geom, n).filter((k) => own.includes(k));
          expect(shared).toEqual([own[dir]]);
        });
      }),
    );
  });

  it('rejects junk and non-canonical keys', () => {
    for (const junk of ['', '2,2', '2,2:', '2,2:3', '2,2:5', '02,2:0', '2,2:0 ', ' 2,2:0', '2;2:0', 'a,b:1', '-0,1:1', '2,2:1:1']) {
      expect(parseHexsideKey(flatOdd, junk)).toBeNull();
    }
  });
});
