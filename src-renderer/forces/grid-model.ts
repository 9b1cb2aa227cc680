import type { Contingent, Side, Unit, UnitType } from '../../src-shared/model';
import { describeSetup, type SetupTextContext } from '../../src-shared/forces/setup-text';
import type { CounterSubject } from '../../src-shared/counters/counter-faces';

export const GRID_COLUMNS = ['designation', 'type', 'contingent', 'side', 'setup', 'hidden'] as const;
export type GridColumn = (typeof GRID_COLUMNS)[number];
export const COLUMN_LABELS: Record<GridColumn, string> = {
  designation: 'Designation', type: 'Type', contingent: 'Contingent', side: 'Side', setup: 'Set-up', hidden: 'Hidden',
};

/** One unit as the grid shows it: the record plus the text of every column. */
export type GridRow = {
  id: string;
  unit: Unit;
  designation: string;
  type: string;
  contingent: string;
  /** Full contingent name, for the tooltip. */
  contingentName: string;
  side: string;
  sideColour: string;
  setup: string;
  hidden: boolean;
  /** The type or contingent the unit names does not exist. */
  broken: boolean;
  /** What the row's counter thumbnail shows; null when the unit is broken. */
  counter: CounterSubject | null;
};

export type GridSources = SetupTextContext & {
  units: readonly Unit[];
  unitTypes: readonly UnitType[];
  contingents: readonly Contingent[];
  sides: readonly Side[];
};

export function buildRows(src: GridSources, filterContingentId?: string): GridRow[] {
  const types = new Map(src.unitTypes.map((t) => [t.id, t]));
  const contingents = new Map(src.contingents.map((c) => [c.id, c]));
  const sides = new Map(src.sides.map((s) => [s.id, s]));
  const units = filterContingentId ? src.units.filter((u) => u.contingentId === filterContingentId) : src.units;
  return units.map((unit) => {
    const type = types.get(unit.typeId);
    const contingent = contingents.get(unit.contingentId);
    const side = contingent ? sides.get(contingent.sideId) : undefined;
    return {
      id: unit.id,
      unit,
      designation: unit.designation,
      type: type ? type.name : `? ${unit.typeId}`,
      contingent: contingent ? contingentLabel(contingent) : `? ${unit.contingentId}`,
      contingentName: contingent?.name ?? '',
      side: side?.name ?? '',
      sideColour: side?.colour ?? 'transparent',
      // A unit set up aboard a carrier (transport) starts wherever the carrier does.
      setup: unit.aboard ? `aboard ${src.units.find((u) => u.id === unit.aboard)?.designation ?? `? ${unit.aboard}`}` : describeSetup(unit.setup, src),
      hidden: unit.hidden,
      broken: !type || !contingent,
      counter: type && contingent ? { kind: 'unit', unitType: type, designation: unit.designation, contingent, side: side ?? null } : null,
    };
  });
}

export const contingentLabel = (c: Contingent) => c.code.trim() || c.name;

export type SortState = { column: GridColumn; dir: 'asc' | 'desc' } | null;

/** Clicking a header sorts by it ascending; clicking it again flips the direction. */
export function toggleSort(sort: SortState, column: GridColumn): SortState {
  return sort?.column === column ? { column, dir: sort.dir === 'asc' ? 'desc' : 'asc' } : { column, dir: 'asc' };
}

// Numeric-aware, so "2/2R" comes before "10/2R".
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** A sorted copy; ties keep designation then id order, so the order never depends on the store's. */
export function sortRows(rows: readonly GridRow[], sort: SortState): GridRow[] {
  if (!sort) return [...rows];
  const sign = sort.dir === 'asc' ? 1 : -1;
  const key = sort.column;
  return [...rows].sort((a, b) => {
    const primary = key === 'hidden' ? Number(a.hidden) - Number(b.hidden) : collator.compare(a[key], b[key]);
    return sign * primary || collator.compare(a.designation, b.designation) || collator.compare(a.id, b.id);
  });
}

/** Rows whose column texts contain every word of the query (case-insensitive, in any column). */
export function filterRows(rows: readonly GridRow[], query: string): GridRow[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const text = `${row.designation}\n${row.type}\n${row.contingent}\n${row.contingentName}\n${row.side}\n${row.setup}\n${row.hidden ? 'hidden' : ''}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

/** The rows to render for a scroll position: a window around the viewport. */
export function rowWindow(scrollTop: number, viewport: number, rowHeight: number, count: number, overscan = 8): { start: number; end: number } {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visible = Math.ceil(Math.max(viewport, rowHeight) / rowHeight) + 1;
  return { start: Math.max(0, first - overscan), end: Math.min(count, first + visible + overscan) };
}

/** The scroll position that shows row `index` below a sticky header of `header` px, or null when it shows already. */
export function scrollToShow(index: number, scrollTop: number, viewport: number, rowHeight: number, header: number): number | null {
  const top = index * rowHeight;
  const bottom = top + rowHeight;
  if (top < scrollTop) return top;
  if (bottom > scrollTop + viewport - header) return bottom - (viewport - header);
  return null;
}
