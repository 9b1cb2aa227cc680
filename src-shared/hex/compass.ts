import type { HexDirection, HexOrientation } from './types';

/** The four sides of the printed sheet, clockwise from the top. */
export const SHEET_SIDES = ['top', 'right', 'bottom', 'left'] as const;
export type SheetSide = (typeof SHEET_SIDES)[number];

/** The compass edges, clockwise from north (the same order as SHEET_SIDES, so a compass is a rotation). */
export const COMPASS_EDGES = ['north', 'east', 'south', 'west'] as const;
export type CompassEdge = (typeof COMPASS_EDGES)[number];

const turnsOf = (north: SheetSide | undefined) => SHEET_SIDES.indexOf(north ?? 'top');

/** The sheet side a compass edge lies on when compass north points to `north` (the top when undefined). */
export function sheetSideOf(north: SheetSide | undefined, edge: CompassEdge): SheetSide {
  return SHEET_SIDES[(turnsOf(north) + COMPASS_EDGES.indexOf(edge)) % 4];
}

/** The compass edge a sheet side stands for: the inverse of sheetSideOf. */
export function compassEdgeOf(north: SheetSide | undefined, side: SheetSide): CompassEdge {
  return COMPASS_EDGES[(SHEET_SIDES.indexOf(side) - turnsOf(north) + 4) % 4];
}

/**
 * The hex direction on the sheet for a compass direction counted like flat-top hexes on a north-up sheet
 * (0 = N, 1 = NE, … 5 = NW, clockwise by 60°). With north at the top or bottom the compass direction is a hexside
 * of a flat-top grid; when no hexside points that way (pointy-top hexes, or north to one side of a flat-top
 * sheet), the next hexside clockwise is taken (an Atoll convention: the printed scatter diagrams follow the grid).
 */
export function sheetDirectionOf(orientation: HexOrientation, north: SheetSide | undefined, compass: HexDirection): HexDirection {
  const bearing = (compass * 60 + turnsOf(north) * 90) % 360;
  const first = orientation === 'flat' ? 0 : 30;
  return (Math.ceil((((bearing - first) % 360) + 360) % 360 / 60) % 6) as HexDirection;
}
