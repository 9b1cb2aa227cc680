export type { CubeHex, HexDirection, HexGridGeometry, HexOrientation, HexStagger, MapSize, OffsetHex, Point } from './types';
export {
  cube,
  cubeAdd,
  cubeDistance,
  cubeEquals,
  cubeLerp,
  cubeRound,
  cubeScale,
  cubeSubtract,
} from './cube';
export { cubeToOffset, hexEquals, hexKey, inBounds, offsetToCube, parseHexKey } from './offset';
export {
  HEX_DIRECTIONS,
  cubeDirection,
  directionNames,
  directionOf,
  isHexDirection,
  neighbour,
  neighbours,
  opposite,
} from './directions';
export { distance, hexLine } from './lines';
export { hexesWithin, ring, spiral } from './areas';
export { hexsideKey, hexsidesOf, parseHexsideKey } from './hexsides';
export type { ParsedHexside } from './hexsides';
export { hexCenter, hexCorners, hexsideSegment, mapPixelSize, pixelToHex } from './pixels';
export { DEFAULT_NUMBERING, columnLetters, hexLabel, parseColumnLetters, parseHexLabel } from './labels';
export type { Numbering, NumberingScheme } from './labels';
export { COMPASS_EDGES, SHEET_SIDES, compassEdgeOf, sheetDirectionOf, sheetSideOf } from './compass';
export type { CompassEdge, SheetSide } from './compass';
