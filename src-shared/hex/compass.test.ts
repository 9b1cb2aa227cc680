import { describe, expect, it } from 'vitest';
import { COMPASS_EDGES, compassEdgeOf, SHEET_SIDES, sheetDirectionOf, sheetSideOf } from './compass';
import { HEX_DIRECTIONS } from './directions';

describe('map compass', () => {
  it('north at the top keeps compass edges on their usual sheet sides', () => {
    expect(COMPASS_EDGES.map((e) => sheetSideOf(undefined, e))).toEqual(['top', 'right', 'bottom', 'left']);
  });

  it('north at the bottom turns the sheet half round: east is on the left', () => {
    expect(COMPASS_EDGES.map((e) => sheetSideOf('bottom', e))).toEqual(['bottom', 'left', 'top', 'right']);
  });

  it('north at the left puts east at the top and west at the bottom (a rotation, never a mirror)', () => {
    expect(COMPASS_EDGES.map((e) => sheetSideOf('left', e))).toEqual(['left', 'top', 'right', 'bottom']);
  });

  it('compassEdgeOf undoes sheetSideOf for every compass', () => {
    for (const north of SHEET_SIDES) for (const edge of COMPASS_EDGES) expect(compassEdgeOf(north, sheetSideOf(north, edge))).toBe(edge);
  });

  it('flat-top: north up is the identity, north down turns every direction by three', () => {
    expect(HEX_DIRECTIONS.map((d) => sheetDirectionOf('flat', 'top', d))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(HEX_DIRECTIONS.map((d) => sheetDirectionOf('flat', 'bottom', d))).toEqual([3, 4, 5, 0, 1, 2]);
  });

  it('flat-top with north at the left: compass north lies between the NW and SW hexsides, the next clockwise is NW', () => {
    // Bearing 270 on the sheet: directions 4 (SW, 240) and 5 (NW, 300); clockwise from 270 is NW.
    expect(sheetDirectionOf('flat', 'left', 0)).toBe(5);
    expect(HEX_DIRECTIONS.map((d) => sheetDirectionOf('flat', 'left', d))).toEqual([5, 0, 1, 2, 3, 4]);
    expect(HEX_DIRECTIONS.map((d) => sheetDirectionOf('flat', 'right', d))).toEqual([2, 3, 4, 5, 0, 1]);
  });

  it('pointy-top with north up keeps the scatter numbering the grid has always used', () => {
    expect(HEX_DIRECTIONS.map((d) => sheetDirectionOf('pointy', 'top', d))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(HEX_DIRECTIONS.map((d) => sheetDirectionOf('pointy', 'left', d))).toEqual([4, 5, 0, 1, 2, 3]);
  });

  it('every compass maps the six directions onto six different hexsides', () => {
    for (const north of SHEET_SIDES)
      for (const o of ['flat', 'pointy'] as const) expect(new Set(HEX_DIRECTIONS.map((d) => sheetDirectionOf(o, north, d))).size).toBe(6);
  });
});
