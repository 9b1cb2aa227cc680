import { useEffect, useLayoutEffect, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { COLUMN_LABELS, GRID_COLUMNS, rowWindow, scrollToShow, type GridColumn, type GridRow, type SortState } from './grid-model';
import { GridRowView, type CellMouse } from './GridRowView';
import { HEADER_HEIGHT, ROW_HEIGHT } from './grid-sizes';

type Props = {
  rows: readonly GridRow[];
  selected: ReadonlySet<string>;
  activeRowId: string | null;
  activeCol: GridColumn | null;
  editor: ReactNode;
  sort: SortState;
  bodyRef: RefObject<HTMLDivElement | null>;
  /** Changes whenever the active cell should be scrolled into view. */
  reveal: number;
  empty: ReactNode;
  onSort: (col: GridColumn) => void;
  onKeyDown: (e: KeyboardEvent<HTMLDivElement>, pageRows: number) => void;
  onCellDown: CellMouse;
  onCellDouble: CellMouse;
  onToggleHidden: (rowId: string) => void;
};

/** The scrolling part: a sticky header and only the rows near the viewport (2,000 units stay quick). */
export function GridBody(props: Props) {
  const { rows, bodyRef, activeRowId, reveal } = props;
  const [scroll, setScroll] = useState({ top: 0, height: 400 });

  useLayoutEffect(() => {
    const el = bodyRef.current;
    if (!el) return;
    const measure = () => setScroll({ top: el.scrollTop, height: el.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [bodyRef]);

  useEffect(() => {
    const el = bodyRef.current;
    const index = activeRowId === null ? -1 : rows.findIndex((r) => r.id === activeRowId);
    if (!el || index < 0) return;
    const top = scrollToShow(index, el.scrollTop, el.clientHeight, ROW_HEIGHT, HEADER_HEIGHT);
    if (top !== null) el.scrollTop = top;
    // Only when asked (a key move, new rows), not on every re-render: a click must not scroll the list.
  }, [reveal]);

  const { start, end } = rowWindow(scroll.top, scroll.height, ROW_HEIGHT, rows.length);
  const pageRows = Math.max(1, Math.floor((scroll.height - HEADER_HEIGHT) / ROW_HEIGHT) - 1);
  return (
    <div
      ref={bodyRef}
      className="grid-body"
      role="grid"
      aria-label="Units"
      aria-rowcount={rows.length + 1}
      aria-multiselectable
      tabIndex={0}
      data-testid="grid-body"
      style={{ ['--grid-row-h' as string]: `${ROW_HEIGHT}px`, ['--grid-header-h' as string]: `${HEADER_HEIGHT}px` }}
      onScroll={(e) => setScroll({ top: e.currentTarget.scrollTop, height: e.currentTarget.clientHeight })}
      onKeyDown={(e) => props.onKeyDown(e, pageRows)}
    >
      <div role="row" aria-rowindex={1} className="grid-header">
        <div role="columnheader" className="grid-cell grid-cell-counter" aria-label="Counter" />
        {GRID_COLUMNS.map((col) => {
          const dir = props.sort?.column === col ? props.sort.dir : null;
          return (
            <div key={col} role="columnheader" className={`grid-cell grid-cell-${col}`} aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none'}>
              <button type="button" tabIndex={-1} className="grid-sort" data-testid={`grid-header-${col}`} onMouseDown={(e) => e.preventDefault()} onClick={() => props.onSort(col)}>
                {COLUMN_LABELS[col]}
                <span className="grid-sort-mark">{dir === 'asc' ? '▲' : dir === 'desc' ? '▼' : ''}</span>
              </button>
            </div>
          );
        })}
      </div>
      {rows.length === 0 && props.empty}
      <div className="grid-rows" style={{ height: rows.length * ROW_HEIGHT }}>
        {rows.slice(start, end).map((row, i) => {
          const index = start + i;
          const active = row.id === activeRowId;
          return (
            <GridRowView
              key={row.id}
              row={row}
              index={index}
              top={index * ROW_HEIGHT}
              selected={props.selected.has(row.id)}
              activeCol={active ? props.activeCol : null}
              editor={active ? props.editor : null}
              onCellDown={props.onCellDown}
              onCellDouble={props.onCellDouble}
              onToggleHidden={props.onToggleHidden}
            />
          );
        })}
      </div>
    </div>
  );
}
