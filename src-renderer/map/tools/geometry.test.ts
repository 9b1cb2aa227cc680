import { describe, expect, it } from 'vitest';
import { hexCenter, hexCorners, hexsideKey, neighbour, type HexGridGeometry } from '../../../src-shared/hex';
import { crossing, floodFill, nearCentre, nearestHexside } from './geometry';

const flat: HexGridGeometry = { orientation: 'flat', stagger: 'odd' };
const pointy: HexGridGeometry = { orientation: 'pointy', stagger: 'even' };

describe('flood fill', () => {
  it('fills a connected region and stops at other terrain and the map edge', () => {
    const size = { cols: 6, rows: 5 };
    const wall = new Set(['3,0', '3,1', '3,2', '3,3', '3,4']); // a full column of other terrain
    const region = floodFill(flat, size, { col: 0, row: 0 }, (h) => !wall.has(`${h.col},${h.row}`));
    expect(region).toHaveLength(3 * 5);
    expect(region.every((h) => h.col < 3)).toBe(true);
  });

  it('returns nothing when the start does not match or is off the map', () => {
    expect(floodFill(flat, { cols: 3, rows: 3 }, { col: 0, row: 0 }, () => false)).toEqual([]);
    expect(floodFill(flat, { cols: 3, rows: 3 }, { col: 5, row: 0 }, () => true)).toEqual([]);
  });

  it('honours the limit', () => {
    expect(floodFill(flat, { cols: 50, rows: 50 }, { col: 0, row: 0 }, () => true, 100)).toHaveLength(100);
  });
});

describe('nearest hexside', () => {
  it.each([flat, pointy])('finds each edge of a hex from a point near its midpoint (%o)', (geom) => {
    const hex = { col: 3, row: 4 };
    const c = hexCenter(geom, 19, hex);
    const corners = hexCorners(geom, 19, hex);
    for (let dir = 0; dir < 6; dir++) {
      const a = corners[dir];
      const b = corners[(dir + 1) % 6];
      const p = { x: c.x + ((a.x + b.x) / 2 - c.x) * 0.9, y: c.y + ((a.y + b.y) / 2 - c.y) * 0.9 };
      const found = nearestHexside(geom, 19, p);
      expect(found.key).toBe(hexsideKey(geom, hex, dir as 0));
    }
  });
});

describe('path crossing', () => {
  it('names the shared hexside of adjacent hexes and refuses others', () => {
    const a = { col: 2, row: 2 };
    const b = neighbour(flat, a, 1);
    expect(crossing(flat, a, b)).toBe(hexsideKey(flat, a, 1));
    expect(crossing(flat, b, a)).toBe(hexsideKey(flat, a, 1));
    expect(crossing(flat, a, { col: 5, row: 5 })).toBeNull();
  });

  it('treats a point as near the centre only well inside the hex', () => {
    const h = { col: 1, row: 1 };
    const c = hexCenter(flat, 19, h);
    expect(nearCentre(flat, 19, h, c)).toBe(true);
    expect(nearCentre(flat, 19, h, { x: c.x + 8, y: c.y })).toBe(false);
  });
});
