import { GRID_COLUMNS, type GridColumn } from './grid-model';

/** Selected rows by unit id (stable across sorting and filtering), and the anchor of Shift ranges. */
export type Selection = { ids: ReadonlySet<string>; anchor: string | null };
export const EMPTY_SELECTION: Selection = { ids: new Set(), anchor: null };

export type ClickMods = { shift: boolean; toggle: boolean };

/** Click selects one row, Shift-click the range from the anchor, Ctrl/Cmd-click toggles one row. */
export function clickSelect(sel: Selection, order: readonly string[], id: string, mods: ClickMods): Selection {
  if (mods.shift && sel.anchor !== null && order.includes(sel.anchor)) {
    const range = rangeIds(order, sel.anchor, id);
    const ids = mods.toggle ? new Set([...sel.ids, ...range]) : new Set(range);
    return { ids, anchor: sel.anchor };
  }
  if (mods.toggle) {
    const ids = new Set(sel.ids);
    if (ids.has(id)) ids.delete(id);
    else ids.add(id);
    return { ids, anchor: id };
  }
  return { ids: new Set([id]), anchor: id };
}

function rangeIds(order: readonly string[], a: string, b: string): string[] {
  const i = order.indexOf(a);
  const j = order.indexOf(b);
  return order.slice(Math.min(i, j), Math.max(i, j) + 1);
}

export const selectAll = (order: readonly string[]): Selection => ({ ids: new Set(order), anchor: order[0] ?? null });

/** The selected ids among the rows shown, in the order shown; rows hidden by the filter are not acted on. */
export function shownSelection(sel: Selection, order: readonly string[]): string[] {
  return sel.ids.size === 0 ? [] : order.filter((id) => sel.ids.has(id));
}

/** The active cell: a row by unit id and a column. */
export type ActiveCell = { rowId: string; col: GridColumn };

export type Move = { rows: number; cols: number } | 'home' | 'end' | 'top' | 'bottom';

/** The cell a key moves to; rows clamp at the ends, columns wrap onto the next or previous row (Tab). */
export function moveCell(active: ActiveCell | null, order: readonly string[], move: Move): ActiveCell | null {
  if (order.length === 0) return null;
  const row = Math.max(0, active ? order.indexOf(active.rowId) : 0);
  const col = active ? GRID_COLUMNS.indexOf(active.col) : 0;
  const at = (r: number, c: number): ActiveCell => ({ rowId: order[clamp(r, 0, order.length - 1)], col: GRID_COLUMNS[c] });
  if (move === 'home') return at(row, 0);
  if (move === 'end') return at(row, GRID_COLUMNS.length - 1);
  if (move === 'top') return at(0, col);
  if (move === 'bottom') return at(order.length - 1, col);
  let c = col + move.cols;
  let r = row + move.rows;
  const n = GRID_COLUMNS.length;
  if (c >= n) {
    if (r + 1 >= order.length) return at(row, col);
    c = 0;
    r++;
  } else if (c < 0) {
    if (r === 0) return at(row, col);
    c = n - 1;
    r--;
  }
  return at(r, c);
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** After a move: Shift extends the range from the anchor, otherwise the active row alone is selected. */
export function selectAfterMove(sel: Selection, order: readonly string[], rowId: string, extend: boolean): Selection {
  if (extend) return clickSelect(sel.anchor === null ? { ids: sel.ids, anchor: rowId } : sel, order, rowId, { shift: true, toggle: false });
  return { ids: new Set([rowId]), anchor: rowId };
}
