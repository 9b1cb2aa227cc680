/** Zero-based offset coordinates as stored in the document; col 0, row 0 is the top-left hex. */
export type OffsetHex = { col: number; row: number };

/** Cube coordinates, q + r + s === 0; all hex math happens here. */
export type CubeHex = { q: number; r: number; s: number };

export type HexOrientation = 'flat' | 'pointy';

/**
 * Which columns (flat-top) or rows (pointy-top) are pushed by half a hex:
 * flat-top shifts columns down, pointy-top shifts rows right.
 */
export type HexStagger = 'odd' | 'even';

export type HexGridGeometry = { orientation: HexOrientation; stagger: HexStagger };

/** 0..5 clockwise; flat-top N, NE, SE, S, SW, NW; pointy-top NE, E, SE, SW, W, NW. */
export type HexDirection = 0 | 1 | 2 | 3 | 4 | 5;

/** A point in the map's drawing plane, y pointing down, in the same unit as the hex size. */
export type Point = { x: number; y: number };

export type MapSize = { cols: number; rows: number };
