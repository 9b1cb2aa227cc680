import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { cubeToOffset, hexKey, inBounds, offsetToCube, parseHexKey } from './index';
import { GEOMETRIES, geomArb } from './test-geometries';

const coord = fc.integer({ min: -100_000, max: 100_000 });
const hexArb = fc.record({ col: coord, row: coord });

describe('offset <-> cube', () => {
  it('round-trips offset -> cube -> offset for every geometry', () => {
    fc.assert(
      fc.property(geomArb, hexArb, (geom, hex) => {
        const c = offsetToCube(geom, hex);
        expect(c.q + c.r + c.s).toBe(0);
        expect(cubeToOffset(geom, c)).toEqual(hex);
      }),
    );
  });

  it('round-trips cube -> offset -> cube for every geometry', () => {
    fc.assert(
      fc.property(geomArb, coord, coord, (geom, q, r) => {
        const c = { q, r, s: -q - r === 0 ? 0 : -q - r };
        expect(offsetToCube(geom, cubeToOffset(geom, c))).toEqual(c);
      }),
    );
  });

  it('maps the top-left hex to the cube origin in every geometry', () => {
    for (const geom of GEOMETRIES) expect(offsetToCube(geom, { col: 0, row: 0 })).toEqual({ q: 0, r: 0, s: 0 });
  });

  it('gives known cube coordinates', () => {
    expect(offsetToCube({ orientation: 'flat', stagger: 'odd' }, { col: 3, row: 2 })).toEqual({ q: 3, r: 1, s: -4 });
    expect(offsetToCube({ orientation: 'flat', stagger: 'even' }, { col: 3, row: 2 })).toEqual({ q: 3, r: 0, s: -3 });
    expect(offsetToCube({ orientation: 'pointy', stagger: 'odd' }, { col: 2, row: 3 })).toEqual({ q: 1, r: 3, s: -4 });
    expect(offsetToCube({ orientation: 'pointy', stagger: 'even' }, { col: 2, row: 3 })).toEqual({ q: 0, r: 3, s: -3 });
  });
});

describe('hexKey', () => {
  it('prints "col,row" and parses it back', () => {
    expect(hexKey({ col: 3, row: 14 })).toBe('3,14');
    expect(parseHexKey('3,14')).toEqual({ col: 3, row: 14 });
    expect(parseHexKey('-1,0')).toEqual({ col: -1, row: 0 });
  });

  it('round-trips any hex', () => {
    fc.assert(
      fc.property(hexArb, (hex) => {
        expect(parseHexKey(hexKey(hex))).toEqual(hex);
      }),
    );
  });

  it('rejects junk and non-canonical keys', () => {
    for (const junk of ['', '3', '3,', ',4', '3,4,5', '03,4', '3, 4', '+3,4', '-0,1', '1.5,2', 'a,b', '3;4']) {
      expect(parseHexKey(junk)).toBeNull();
    }
  });
});

describe('inBounds', () => {
  it('accepts exactly 0 <= col < cols and 0 <= row < rows', () => {
    const size = { cols: 10, rows: 8 };
    expect(inBounds(size, { col: 0, row: 0 })).toBe(true);
    expect(inBounds(size, { col: 9, row: 7 })).toBe(true);
    expect(inBounds(size, { col: 10, row: 0 })).toBe(false);
    expect(inBounds(size, { col: 0, row: 8 })).toBe(false);
    expect(inBounds(size, { col: -1, row: 3 })).toBe(false);
    expect(inBounds(size, { col: 3, row: -1 })).toBe(false);
    expect(inBounds(size, { col: 1.5, row: 1 })).toBe(false);
    expect(inBounds({ cols: 0, rows: 0 }, { col: 0, row: 0 })).toBe(false);
  });
});
