import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { distance, hexKey, hexesWithin, ring, spiral } from './index';
import type { OffsetHex } from './index';
import { GEOMETRIES, geomArb, h } from './test-geometries';

const coord = fc.integer({ min: -1000, max: 1000 });
const hexArb = fc.record({ col: coord, row: coord });
const radiusArb = fc.integer({ min: 1, max: 12 });
const keys = (hexes: OffsetHex[]): string[] => hexes.map(hexKey).sort();

describe('ring', () => {
  it('is the center alone for radius 0', () => {
    expect(ring(GEOMETRIES[0], h(3, 3), 0)).toEqual([h(3, 3)]);
  });

  it('is the six neighbours, clockwise from direction 4, for radius 1', () => {
    // flat-top odd around (2,2): SW, NW, N, NE, SE, S
    expect(ring(GEOMETRIES[0], h(2, 2), 1)).toEqual([h(1, 2), h(1, 1), h(2, 1), h(3, 1), h(3, 2), h(2, 3)]);
  });

  it('has 6r distinct hexes, all at distance r, each adjacent to the next', () => {
    fc.assert(
      fc.property(geomArb, hexArb, radiusArb, (geom, center, r) => {
        const hexes = ring(geom, center, r);
        expect(hexes.length).toBe(6 * r);
        expect(new Set(hexes.map(hexKey)).size).toBe(6 * r);
        hexes.forEach((hex, i) => {
          expect(distance(geom, center, hex)).toBe(r);
          expect(distance(geom, hex, hexes[(i + 1) % hexes.length])).toBe(1);
        });
      }),
    );
  });

  it('rejects negative or fractional radii', () => {
    expect(() => ring(GEOMETRIES[0], h(0, 0), -1)).toThrow(RangeError);
    expect(() => spiral(GEOMETRIES[0], h(0, 0), 1.5)).toThrow(RangeError);
    expect(() => hexesWithin(GEOMETRIES[0], h(0, 0), -2)).toThrow(RangeError);
  });
});

describe('spiral and hexesWithin', () => {
  it('spiral has 1 + 3r(r+1) distinct hexes, center first, then by growing distance', () => {
    fc.assert(
      fc.property(geomArb, hexArb, fc.integer({ min: 0, max: 12 }), (geom, center, r) => {
        const hexes = spiral(geom, center, r);
        expect(hexes.length).toBe(1 + 3 * r * (r + 1));
        expect(new Set(hexes.map(hexKey)).size).toBe(hexes.length);
        expect(hexes[0]).toEqual(center);
        const distances = hexes.map((hex) => distance(geom, center, hex));
        expect(distances).toEqual([...distances].sort((a, b) => a - b));
        expect(Math.max(...distances)).toBe(r);
      }),
    );
  });

  it('hexesWithin holds the same hexes as spiral', () => {
    fc.assert(
      fc.property(geomArb, hexArb, fc.integer({ min: 0, max: 12 }), (geom, center, r) => {
        expect(keys(hexesWithin(geom, center, r))).toEqual(keys(spiral(geom, center, r)));
      }),
    );
  });

  it('hexesWithin radius 0 is the center', () => {
    expect(hexesWithin(GEOMETRIES[3], h(5, 6), 0)).toEqual([h(5, 6)]);
  });
});
