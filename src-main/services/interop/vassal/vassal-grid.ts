/**
 * The board's hex grid as VASSAL's HexGrid and HexGridNumbering read it (VASSAL.build.module.map.boardPicker.board):
 * raw column nx and row ny, a centre at (x0 + dx·nx, y0 + dy·ny), odd raw columns half a hex lower; a "sideways" grid
 * does the same with x and y swapped (so its x0 and dx run down the board). Raw column 0 is never pushed, so a map
 * whose first column (flat-top) or row (pointy-top) is pushed starts at raw index 1, the grid's origin a hex before it.
 * Labels are VASSAL's: each index plus an offset, zero-padded (numbers) or A, B … Z, AA, BB (letters), descending
 * ones counted back from VASSAL's own estimate of the board's size.
 */
import { hexCenter } from '../../../../src-shared/hex';
import type { MapSettings } from '../../../../src-shared/model';

export type BoardGeometry = { width: number; height: number; pxPerMm: number; origin: { x: number; y: number } };

export type HexGridAttributes = { sideways: boolean; x0: number; y0: number; dx: number; dy: number };
export type NumberingAttributes = {
  first: 'H' | 'V';
  sep: string;
  hType: 'N' | 'A';
  hLeading: number;
  hOff: number;
  hDescend: boolean;
  vType: 'N' | 'A';
  vLeading: number;
  vOff: number;
  vDescend: boolean;
  stagger: boolean;
};

/** Where hex (col, row) of the map is on the board image, in pixels. */
export function boardPoint(map: MapSettings, board: BoardGeometry, hex: { col: number; row: number }): { x: number; y: number } {
  const c = hexCenter({ orientation: map.orientation, stagger: map.stagger }, map.hexSizeMm, hex);
  return { x: board.origin.x + c.x * board.pxPerMm, y: board.origin.y + c.y * board.pxPerMm };
}

export function vassalHexGrid(map: MapSettings, board: BoardGeometry): { grid: HexGridAttributes; numbering: NumberingAttributes } {
  const flats = map.hexSizeMm * board.pxPerMm;
  const advance = (flats * Math.sqrt(3)) / 2;
  const sideways = map.orientation === 'pointy';
  // Along the stagger axis VASSAL pushes odd raw indexes; Atoll's even stagger pushes index 0, so shift by one.
  const shift = map.stagger === 'even' ? 1 : 0;
  const first = boardPoint(map, board, { col: 0, row: 0 });
  // VASSAL truncates every centre to a whole pixel: an origin rounded up keeps those within a pixel of the map's.
  const round = (n: number) => Math.ceil(n - 1e-9);
  // The raw origin's centre on the board: hex (0,0), or the unpushed hex one step before it along the stagger axis.
  const origin = sideways ? { x: first.x - (shift * flats) / 2, y: first.y - shift * advance } : { x: first.x - shift * advance, y: first.y - (shift * flats) / 2 };
  const grid: HexGridAttributes = sideways
    ? { sideways, x0: round(origin.y), y0: round(origin.x), dx: advance, dy: flats }
    : { sideways, x0: round(origin.x), y0: round(origin.y), dx: advance, dy: flats };

  // VASSAL's estimates of the board's rows and columns, for descending numbers (HexGridNumbering.getMaxRows/Columns).
  const maxRows = Math.floor(board.height / grid.dx + 0.5);
  const maxColumns = Math.floor(board.width / grid.dy + 0.5);
  const n = map.numbering;
  const colStep = n.colStep ?? 1;
  const rowStep = n.rowStep ?? 1;
  const letters = n.scheme === 'letter-number';
  const colType: 'N' | 'A' = letters ? 'A' : 'N';
  const colLeading = letters ? 0 : n.digits - 1;
  const rowLeading = letters ? 0 : n.digits - 1;
  // Column label number = firstCol + colStep·col; VASSAL's letter A is 0, Atoll's is 1.
  const colBase = letters ? n.firstCol - 1 : n.firstCol;
  let numbering: NumberingAttributes;
  if (!sideways) {
    // VASSAL column = raw nx = col + shift; row = raw ny = row (stagger off: no extra step on pushed columns).
    const hDescend = colStep === -1;
    const vDescend = rowStep === -1;
    numbering = {
      first: 'H', sep: '', hType: colType, hLeading: colLeading, vType: 'N', vLeading: rowLeading, stagger: false,
      hDescend, hOff: hDescend ? colBase - maxColumns + shift : colBase - shift,
      vDescend, vOff: vDescend ? n.firstRow - maxRows : n.firstRow,
    };
  } else {
    // Sideways, VASSAL's column is the board's row (raw nx = row + shift) and its row the board's column (ny = col):
    // the row label comes first in a name ("V"), with the column's type, and each descends by the other's switch.
    const rowDescend = rowStep === -1;
    const colDescend = colStep === -1;
    numbering = {
      first: 'V', sep: '', vType: colType, vLeading: colLeading, hType: 'N', hLeading: rowLeading, stagger: false,
      vDescend: rowDescend, hOff: rowDescend ? n.firstRow - maxRows + shift : n.firstRow - shift,
      hDescend: colDescend, vOff: colDescend ? colBase - maxColumns : colBase,
    };
  }
  return { grid, numbering };
}
