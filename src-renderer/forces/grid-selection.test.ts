import { describe, expect, it } from 'vitest';
import { clickSelect, EMPTY_SELECTION, moveCell, selectAfterMove, selectAll, shownSelection, type Selection } from './grid-selection';

const order = ['a', 'b', 'c', 'd', 'e'];
const plain = { shift: false, toggle: false };
const list = (s: Selection) => [...s.ids].sort();

describe('row selection', () => {
  it('click, shift-click range, ctrl-click toggle', () => {
    let s = clickSelect(EMPTY_SELECTION, order, 'b', plain);
    expect(list(s)).toEqual(['b']);
    s = clickSelect(s, order, 'd', { shift: true, toggle: false });
    expect(list(s)).toEqual(['b', 'c', 'd']);
    s = clickSelect(s, order, 'a', { shift: true, toggle: false });
    expect(list(s)).toEqual(['a', 'b']);
    s = clickSelect(s, order, 'e', { shift: false, toggle: true });
    expect(list(s)).toEqual(['a', 'b', 'e']);
    s = clickSelect(s, order, 'a', { shift: false, toggle: true });
    expect(list(s)).toEqual(['b', 'e']);
    expect(s.anchor).toBe('a');
    s = clickSelect(s, order, 'c', { shift: true, toggle: true });
    expect(list(s)).toEqual(['a', 'b', 'c', 'e']);
  });
  it('shift-click without a usable anchor selects the row', () => {
    expect(list(clickSelect({ ids: new Set(), anchor: 'gone' }, order, 'c', { shift: true, toggle: false }))).toEqual(['c']);
  });
  it('select all, and acting only on the shown rows in shown order', () => {
    expect(list(selectAll(order))).toEqual(order);
    expect(shownSelection({ ids: new Set(['e', 'a', 'x']), anchor: null }, order)).toEqual(['a', 'e']);
  });
  it('moving selects the new row, Shift extends from the anchor', () => {
    const s = selectAfterMove(EMPTY_SELECTION, order, 'b', false);
    expect(list(selectAfterMove(s, order, 'd', true))).toEqual(['b', 'c', 'd']);
  });
});

describe('active cell', () => {
  it('moves by arrows, clamps rows and wraps columns', () => {
    expect(moveCell(null, order, { rows: 1, cols: 0 })).toEqual({ rowId: 'b', col: 'designation' });
    expect(moveCell({ rowId: 'e', col: 'type' }, order, { rows: 1, cols: 0 })).toEqual({ rowId: 'e', col: 'type' });
    expect(moveCell({ rowId: 'b', col: 'type' }, order, { rows: -10, cols: 0 })).toEqual({ rowId: 'a', col: 'type' });
    expect(moveCell({ rowId: 'b', col: 'hidden' }, order, { rows: 0, cols: 1 })).toEqual({ rowId: 'c', col: 'designation' });
    expect(moveCell({ rowId: 'b', col: 'designation' }, order, { rows: 0, cols: -1 })).toEqual({ rowId: 'a', col: 'hidden' });
    expect(moveCell({ rowId: 'a', col: 'designation' }, order, { rows: 0, cols: -1 })).toEqual({ rowId: 'a', col: 'designation' });
    expect(moveCell({ rowId: 'e', col: 'hidden' }, order, { rows: 0, cols: 1 })).toEqual({ rowId: 'e', col: 'hidden' });
    expect(moveCell({ rowId: 'c', col: 'type' }, order, 'bottom')).toEqual({ rowId: 'e', col: 'type' });
    expect(moveCell({ rowId: 'c', col: 'type' }, order, 'end')).toEqual({ rowId: 'c', col: 'hidden' });
    expect(moveCell({ rowId: 'c', col: 'type' }, [], 'end')).toBeNull();
  });
});
