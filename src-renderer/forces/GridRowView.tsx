import { memo, type MouseEvent, type ReactNode } from 'react';
import { CounterThumb } from './CounterThumb';
import { GRID_COLUMNS, type GridColumn, type GridRow } from './grid-model';
import { THUMB_PX } from './grid-sizes';

export type CellMouse = (rowId: string, col: GridColumn, e: MouseEvent) => void;

type Props = {
  row: GridRow;
  index: number;
  top: number;
  selected: boolean;
  activeCol: GridColumn | null;
  /** The editor for the active cell while it is being edited. */
  editor: ReactNode;
  onCellDown: CellMouse;
  onCellDouble: CellMouse;
  onToggleHidden: (rowId: string) => void;
};

/** One unit's row. Memoised: scrolling and selecting re-render only the rows whose props change. */
export const GridRowView = memo(function GridRowView({ row, index, top, selected, activeCol, editor, onCellDown, onCellDouble, onToggleHidden }: Props) {
  const cls = ['grid-row', selected && 'grid-row-selected', index % 2 === 1 && 'grid-row-odd', row.broken && 'grid-row-broken'];
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      className={cls.filter(Boolean).join(' ')}
      style={{ top }}
      data-testid={`grid-row-${row.id}`}
    >
      <div role="gridcell" className="grid-cell grid-cell-counter" aria-label={`Counter of ${row.designation}`} data-testid={`grid-counter-${row.id}`}>
        {row.counter && <CounterThumb subject={row.counter} px={THUMB_PX} />}
      </div>
      {GRID_COLUMNS.map((col) => (
        <div
          key={col}
          role="gridcell"
          data-col={col}
          className={`grid-cell grid-cell-${col}${activeCol === col ? ' grid-cell-active' : ''}`}
          title={titleOf(row, col)}
          onMouseDown={(e) => onCellDown(row.id, col, e)}
          onDoubleClick={(e) => onCellDouble(row.id, col, e)}
        >
          {activeCol === col && editor ? editor : cellContent(row, col, onToggleHidden)}
        </div>
      ))}
    </div>
  );
});

function cellContent(row: GridRow, col: GridColumn, onToggleHidden: (rowId: string) => void): ReactNode {
  switch (col) {
    case 'side':
      return (
        <>
          <span className="grid-side-dot" style={{ background: row.sideColour }} />
          {row.side}
        </>
      );
    case 'hidden':
      return (
        <input
          type="checkbox"
          tabIndex={-1}
          checked={row.hidden}
          aria-label={`Hidden: ${row.designation}`}
          data-testid={`grid-hidden-${row.id}`}
          // Keep the keyboard focus on the grid; the click still toggles.
          onMouseDown={(e) => e.preventDefault()}
          onChange={() => onToggleHidden(row.id)}
        />
      );
    case 'setup':
      return <span className={row.unit.setup.kind === 'none' ? 'grid-muted' : undefined}>{row.setup}</span>;
    default:
      return row[col];
  }
}

function titleOf(row: GridRow, col: GridColumn): string | undefined {
  if (col === 'contingent') return row.contingentName || undefined;
  if (col === 'designation' || col === 'setup' || col === 'type') return row[col];
  return undefined;
}
