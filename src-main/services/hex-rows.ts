/**
 * How a project file keeps its hexes (schema 4): one row of the `hex_rows` table per map row that has any stored
 * hex, instead of one table row per hex. Opening a 500 × 500 map then reads 500 rows instead of 250,000, and an edit
 * rewrites only the map rows it touches (at most MAX_MAP_SIDE hexes each).
 *
 * A map row is stored as `terrains`, a JSON array of the terrain ids it uses, and `cells`, CELL_BYTES per stored
 * hex in column order: the column (u16), the index of its terrain in `terrains` (u16) and its level (i8).
 */
import type { Hex } from '../../src-shared/model';

export const CELL_BYTES = 5;

/** A stored hex of one map row. */
export type RowCell = { terrain: string; elevation: number };
/** One map row's stored hexes by column. */
export type HexRow = Map<number, RowCell>;

export type EncodedRow = { terrains: string; cells: Buffer };

/** The stored form of one map row's hexes. */
export function encodeHexRow(row: HexRow): EncodedRow {
  const cols = [...row.keys()].sort((a, b) => a - b);
  const terrains: string[] = [];
  const index = new Map<string, number>();
  const cells = Buffer.alloc(cols.length * CELL_BYTES);
  cols.forEach((col, i) => {
    const { terrain, elevation } = row.get(col)!;
    let t = index.get(terrain);
    if (t === undefined) {
      t = terrains.length;
      terrains.push(terrain);
      index.set(terrain, t);
    }
    cells.writeUInt16LE(col, i * CELL_BYTES);
    cells.writeUInt16LE(t, i * CELL_BYTES + 2);
    cells.writeInt8(elevation, i * CELL_BYTES + 4);
  });
  return { terrains: JSON.stringify(terrains), cells };
}

/** The terrain ids of a stored row, checked: a damaged row is refused with where it is. */
function readTerrains(row: number, text: string): string[] {
  let terrains: unknown;
  try {
    terrains = JSON.parse(text);
  } catch {
    terrains = null;
  }
  if (!Array.isArray(terrains) || !terrains.every((t) => typeof t === 'string' && t.length > 0))
    throw new Error(`hexes of row ${row}: the terrain list is not a list of terrain ids`);
  return terrains as string[];
}

/** Calls `visit` for each stored hex of a map row, in column order; throws with a sentence naming the row when the
 *  stored bytes are damaged (a cut-off cell, a column out of order, a terrain index past the list). */
function eachCell(row: number, terrainsText: string, cells: Uint8Array, visit: (col: number, terrain: string, elevation: number) => void): void {
  const terrains = readTerrains(row, terrainsText);
  if (cells.length % CELL_BYTES !== 0) throw new Error(`hexes of row ${row}: the stored cells are cut off`);
  const view = new DataView(cells.buffer, cells.byteOffset, cells.byteLength);
  let last = -1;
  for (let at = 0; at < cells.length; at += CELL_BYTES) {
    const col = view.getUint16(at, true);
    const terrain = terrains[view.getUint16(at + 2, true)];
    const elevation = view.getInt8(at + 4);
    if (col <= last) throw new Error(`hexes of row ${row}: the columns are out of order`);
    if (terrain === undefined) throw new Error(`hexes of row ${row}, column ${col}: no such terrain in the row's list`);
    last = col;
    visit(col, terrain, elevation);
  }
}

/** One stored map row as a map from column to hex, for editing. */
export function decodeHexRow(row: number, terrains: string, cells: Uint8Array): HexRow {
  const out: HexRow = new Map();
  eachCell(row, terrains, cells, (col, terrain, elevation) => out.set(col, { terrain, elevation }));
  return out;
}

/** Appends one stored map row's hexes to `into`, in column order. */
export function appendHexRow(into: Hex[], row: number, terrains: string, cells: Uint8Array): void {
  eachCell(row, terrains, cells, (col, terrain, elevation) => into.push({ col, row, terrain, elevation }));
}

/** Hexes grouped by map row, for writing many at once (a new project, the migration from one row per hex). */
export function groupHexRows(hexes: Iterable<Hex>): Map<number, HexRow> {
  const rows = new Map<number, HexRow>();
  for (const h of hexes) {
    let row = rows.get(h.row);
    if (!row) rows.set(h.row, (row = new Map()));
    row.set(h.col, { terrain: h.terrain, elevation: h.elevation });
  }
  return rows;
}
