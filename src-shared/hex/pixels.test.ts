import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  HEX_DIRECTIONS,
  directionNames,
  hexCenter,
  hexCorners,
  hexsideSegment,
  mapPixelSize,
  neighbour,
  opposite,
  pixelToHex,
} from './index';
import type { Point } from './index';
import { GEOMETRIES, geomArb, h } from './test-geometries';

const coord = fc.integer({ min: -1000, max: 1000 });
const hexArb = fc.record({ col: coord, row: coord });
const dirArb = fc.constantFrom(...HEX_DIRECTIONS);
const sizeArb = fc.double({ min: 0.5, max: 200, noNaN: true });
const SQRT3 = Math.sqrt(3);

/** The point a fraction t of the way from a to b. */
const towards = (a: Point, b: Point, t: number): Point => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
const dist = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

describe('hexCenter and mapPixelSize: known values', () => {
  it('puts the map bounding box at (0,0), flat-top', () => {
    const r = 10 / SQRT3;
    const odd = GEOMETRIES[0];
    expect(hexCenter(odd, 10, h(0, 0)).x).toBeCloseTo(r, 12);
    expect(hexCenter(odd, 10, h(0, 0)).y).toBeCloseTo(5, 12);
    expect(hexCenter(odd, 10, h(1, 0)).y).toBeCloseTo(10, 12);
    expect(hexCenter(odd, 10, h(1, 0)).x).toBeCloseTo(2.5 * r, 12);
    const even = GEOMETRIES[1];
    expect(hexCenter(even, 10, h(0, 0)).y).toBeCloseTo(10, 12);
    expect(hexCenter(even, 10, h(1, 0)).y).toBeCloseTo(5, 12);
    const box = mapPixelSize(odd, 10, 2, 1);
    expect(box.width).toBeCloseTo(3.5 * r, 12);
    expect(box.height).toBeCloseTo(15, 12);
  });

  it('puts the map bounding box at (0,0), pointy-top', () => {
    const r = 10 / SQRT3;
    const odd = GEOMETRIES[2];
    expect(hexCenter(odd, 10, h(0, 0))).toEqual({ x: 5, y: r });
    expect(hexCenter(odd, 10, h(0, 1)).x).toBeCloseTo(10, 12);
    expect(hexCenter(GEOMETRIES[3], 10, h(0, 0)).x).toBeCloseTo(10, 12);
    const box = mapPixelSize(odd, 10, 3, 2);
    expect(box.width).toBeCloseTo(35, 12);
    expect(box.height).toBeCloseTo(3.5 * r, 12);
  });

  it('is empty for an empty map', () => {
    expect(mapPixelSize(GEOMETRIES[0], 10, 0, 5)).toEqual({ width: 0, height: 0 });
  });
});

describe('pixel geometry: properties', () => {
  it('pixelToHex(hexCenter(h)) === h', () => {
    fc.assert(
      fc.property(geomArb, sizeArb, hexArb, (geom, size, hex) => {
        expect(pixelToHex(geom, size, hexCenter(geom, size, hex))).toEqual(hex);
      }),
    );
  });

  it('maps points just inside each corner to the hex', () => {
    fc.assert(
      fc.property(geomArb, sizeArb, hexArb, (geom, size, hex) => {
        const center = hexCenter(geom, size, hex);
        for (const corner of hexCorners(geom, size, hex)) {
          expect(pixelToHex(geom, size, towards(center, corner, 0.999))).toEqual(hex);
        }
      }),
    );
  });

  it('maps points just across a side to the neighbour in that direction', () => {
    fc.assert(
      fc.property(geomArb, sizeArb, hexArb, dirArb, (geom, size, hex, dir) => {
        const center = hexCenter(geom, size, hex);
        const [a, b] = hexsideSegment(geom, size, hex, dir);
        const midpoint = towards(a, b, 0.5);
        expect(pixelToHex(geom, size, towards(center, midpoint, 0.999))).toEqual(hex);
        expect(pixelToHex(geom, size, towards(center, midpoint, 1.001))).toEqual(neighbour(geom, hex, dir));
      }),
    );
  });

  it('has regular hexes: corners at size/sqrt(3), neighbours one size apart', () => {
    fc.assert(
      fc.property(geomArb, sizeArb, hexArb, dirArb, (geom, size, hex, dir) => {
        const center = hexCenter(geom, size, hex);
        for (const corner of hexCorners(geom, size, hex)) expect(dist(center, corner)).toBeCloseTo(size / SQRT3, 6);
        expect(dist(center, hexCenter(geom, size, neighbour(geom, hex, dir)))).toBeCloseTo(size, 6);
      }),
    );
  });

  it('shares the hexside segment between both hexes', () => {
    fc.assert(
      fc.property(geomArb, sizeArb, hexArb, dirArb, (geom, size, hex, dir) => {
        const [a, b] = hexsideSegment(geom, size, hex, dir);
        const [c, d] = hexsideSegment(geom, size, neighbour(geom, hex, dir), opposite(dir));
        expect(dist(a, d)).toBeLessThan(1e-6 * size);
        expect(dist(b, c)).toBeLessThan(1e-6 * size);
      }),
    );
  });

  it('places each neighbour on screen where its direction name says', () => {
    for (const geom of GEOMETRIES) {
      for (const hex of [h(2, 2), h(3, 3)]) {
        const center = hexCenter(geom, 10, hex);
        for (const dir of HEX_DIRECTIONS) {
          const name = directionNames(geom.orientation)[dir];
          const other = hexCenter(geom, 10, neighbour(geom, hex, dir));
          const dx = other.x - center.x;
          const dy = other.y - center.y;
          expect(Math.sign(Math.round(dy))).toBe(name.includes('N') ? -1 : name.includes('S') ? 1 : 0);
          expect(Math.sign(Math.round(dx))).toBe(name.includes('E') ? 1 : name.includes('W') ? -1 : 0);
        }
      }
    }
  });

  it('keeps every hex of a map inside mapPixelSize, touching its edges', () => {
    fc.assert(
      fc.property(geomArb, sizeArb, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }), (geom, size, cols, rows) => {
        const points: Point[] = [];
        for (let col = 0; col < cols; col++) {
          for (let row = 0; row < rows; row++) points.push(...hexCorners(geom, size, h(col, row)));
        }
        const box = mapPixelSize(geom, size, cols, rows);
        const eps = 1e-9 * size;
        const xs = points.map((p) => p.x);
        const ys = points.map((p) => p.y);
        expect(Math.max(...xs)).toBeCloseTo(box.width, 6);
        expect(Math.max(...ys)).toBeCloseTo(box.height, 6);
        expect(Math.min(...xs)).toBeGreaterThan(-eps);
        expect(Math.min(...ys)).toBeGreaterThan(-eps);
        // A single pushed line (even stagger) leaves a half-hex margin; otherwise the map touches (0,0).
        const lines = geom.orientation === 'flat' ? cols : rows;
        if (lines > 1 || geom.stagger === 'odd') {
          expect(Math.min(...xs)).toBeCloseTo(0, 6);
          expect(Math.min(...ys)).toBeCloseTo(0, 6);
        }
      }),
    );
  });
});
