import { describe, expect, it } from 'vitest';
import { makeSide } from '../../src-shared/model';
import { contingent, testContext, unit } from '../../src-shared/forces/test-context';
import { buildRows, filterRows, rowWindow, scrollToShow, sortRows, toggleSort, type GridSources } from './grid-model';

const ctx = testContext();
const src: GridSources = {
  ...ctx,
  contingents: [...ctx.contingents, contingent('con-9', 'KNIL', 'Royal Netherlands East Indies Army', 'side-2')],
  sides: [
    makeSide({ id: 'side-1', name: 'Japan', colour: '#b0463c', role: 'airborne', setupOrder: 2 }),
    makeSide({ id: 'side-2', name: 'Allies', colour: '#3d6b8f', role: 'defender', setupOrder: 1 }),
  ],
  units: [
    unit('unit-1', '10/2R', { setup: { kind: 'area', area: { kind: 'zone', zoneId: 'zone-1' } } }),
    unit('unit-2', '2/2R', { hidden: true }),
    unit('unit-3', 'Bofors', { typeId: 'type-2', contingentId: 'con-9', setup: { kind: 'reinforcement' } }),
    unit('unit-4', 'Lost', { typeId: 'type-9' }),
  ],
};
const rows = buildRows(src);
const ids = (list: { id: string }[]) => list.map((r) => r.id);

describe('grid rows', () => {
  it('shows names, the side from the contingent and a set-up summary', () => {
    expect(rows[2]).toMatchObject({ type: 'MG section', contingent: 'KNIL', contingentName: 'Royal Netherlands East Indies Army', side: 'Allies', sideColour: '#3d6b8f', setup: 'Reinforcement', broken: false });
    expect(rows[0].setup).toBe('Zone Beach');
    expect(rows[3]).toMatchObject({ type: '? type-9', broken: true });
  });
  it('keeps one contingent when asked', () => {
    expect(ids(buildRows(src, 'con-9'))).toEqual(['unit-3']);
  });
  it('sorts numerically, both ways, with a stable tie-break', () => {
    expect(ids(sortRows(rows, { column: 'designation', dir: 'asc' }))).toEqual(['unit-2', 'unit-1', 'unit-3', 'unit-4']);
    expect(ids(sortRows(rows, { column: 'designation', dir: 'desc' }))).toEqual(['unit-4', 'unit-3', 'unit-1', 'unit-2']);
    expect(ids(sortRows(rows, { column: 'side', dir: 'asc' }))).toEqual(['unit-3', 'unit-2', 'unit-1', 'unit-4']);
    expect(ids(sortRows(rows, { column: 'hidden', dir: 'desc' }))).toEqual(['unit-2', 'unit-1', 'unit-3', 'unit-4']);
    expect(ids(sortRows(rows, null))).toEqual(ids(rows));
  });
  it('toggles the sort direction on the same column', () => {
    expect(toggleSort(null, 'type')).toEqual({ column: 'type', dir: 'asc' });
    expect(toggleSort({ column: 'type', dir: 'asc' }, 'type')).toEqual({ column: 'type', dir: 'desc' });
    expect(toggleSort({ column: 'type', dir: 'desc' }, 'type')).toEqual({ column: 'type', dir: 'asc' });
    expect(toggleSort({ column: 'type', dir: 'desc' }, 'side')).toEqual({ column: 'side', dir: 'asc' });
  });
  it('filters on every word in any column', () => {
    expect(ids(filterRows(rows, 'allies'))).toEqual(['unit-3']);
    expect(ids(filterRows(rows, 'rifle 2R'))).toEqual(['unit-1', 'unit-2']);
    expect(ids(filterRows(rows, 'beach  10'))).toEqual(['unit-1']);
    expect(ids(filterRows(rows, 'hidden'))).toEqual(['unit-2']);
    expect(ids(filterRows(rows, 'netherlands'))).toEqual(['unit-3']);
    expect(filterRows(rows, '  ')).toHaveLength(4);
  });
});

describe('virtual window', () => {
  it('renders only the rows around the viewport', () => {
    expect(rowWindow(0, 260, 26, 2000)).toEqual({ start: 0, end: 19 });
    expect(rowWindow(26 * 1000, 260, 26, 2000)).toEqual({ start: 992, end: 1019 });
    expect(rowWindow(26 * 1995, 260, 26, 2000).end).toBe(2000);
  });
  it('scrolls just enough to show a row below the sticky header', () => {
    expect(scrollToShow(5, 0, 300, 26, 28)).toBeNull();
    expect(scrollToShow(20, 0, 300, 26, 28)).toBe(21 * 26 - 272);
    expect(scrollToShow(3, 200, 300, 26, 28)).toBe(78);
  });
});
