import { computed } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useCallback, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useEvent } from './use-event';
import { exportUnitsCsv, formatCsvError, importUnitsCsv } from '../../src-shared/forces/units-csv';
import type { Change, Unit } from '../../src-shared/model';
import type { DocumentStore } from '../stores/document-store';
import { TextCellEditor, SelectCellEditor, type EditEnd } from './CellEditors';
import { downloadCsv, readCsvFile } from './csv-file';
import { GridAddBar } from './GridAddBar';
import { GridBody } from './GridBody';
import { GridBulkBar } from './GridBulkBar';
import { GridToolbar } from './GridToolbar';
import { deleteChanges, patchChanges, plannedUnits, plural, recordsNaming, type UnitPatch } from './grid-edits';
import { commandForKey, EDITABLE, type GridCommand } from './grid-keys';
import { buildRows, contingentLabel, filterRows, sortRows, toggleSort, type GridColumn, type SortState } from './grid-model';
import { csvFileName, gridSources } from './grid-project';
import {
  clickSelect, EMPTY_SELECTION, moveCell, selectAfterMove, selectAll, shownSelection,
  type ActiveCell, type Move, type Selection,
} from './grid-selection';
import './units-grid.css';

export type UnitsGridProps = {
  project: DocumentStore;
  report: (message: string) => void;
  /** Show (and add to) one contingent only. */
  filterContingentId?: string;
};

type Editing = { cell: ActiveCell; typed?: string };

const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, undefined, { numeric: true });

/** The project's units as a spreadsheet: keyboard and mouse selection, in-place edits, bulk edits, "Add N",
 *  CSV import and export. Every edit is one command (one undo step). */
export const UnitsGrid = observer(function UnitsGrid({ project, report, filterContingentId }: UnitsGridProps) {
  const sourceBox = useMemo(() => computed(() => gridSources(project)), [project]);
  const rowsBox = useMemo(() => computed(() => buildRows(sourceBox.get(), filterContingentId)), [sourceBox, filterContingentId]);
  const src = sourceBox.get();
  const allRows = rowsBox.get();

  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortState>(null);
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [active, setActive] = useState<ActiveCell | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [reveal, setReveal] = useState(0);
  const [importErrors, setImportErrors] = useState<{ file: string; lines: string[] } | null>(null);
  const [addCount, setAddCount] = useState('1');
  const [newType, setNewType] = useState('');
  const [newContingent, setNewContingent] = useState('');
  const bodyRef = useRef<HTMLDivElement>(null);

  const rows = useMemo(() => sortRows(filterRows(allRows, query), sort), [allRows, query, sort]);
  const order = useMemo(() => rows.map((r) => r.id), [rows]);
  const selectedIds = useMemo(() => shownSelection(selection, order), [selection, order]);
  const selectedSet = useMemo(() => new Set(selectedIds), [selectedIds]);
  const activeCell = active && project.getRecord('units', active.rowId) ? active : null;

  const typeOptions = useMemo(() => src.unitTypes.map((t) => ({ value: t.id, label: t.name || t.id })).sort(byLabel), [src]);
  const carrierOptions = useMemo(() => {
    const carriers = new Set(src.unitTypes.filter((t) => t.carrier).map((t) => t.id));
    return src.units.filter((u) => carriers.has(u.typeId)).map((u) => ({ value: u.id, label: u.designation || u.id })).sort(byLabel);
  }, [src]);
  const contingentOptions = useMemo(
    () => src.contingents.map((c) => ({ value: c.id, label: c.code.trim() ? `${c.code} — ${c.name}` : c.name || c.id })).sort(byLabel),
    [src],
  );
  const chosenType = typeOptions.some((o) => o.value === newType) ? newType : (typeOptions[0]?.value ?? '');
  const chosenContingent = filterContingentId ?? (contingentOptions.some((o) => o.value === newContingent) ? newContingent : (contingentOptions[0]?.value ?? ''));
  const copyOf = selectedIds.length === 1 ? (project.getRecord('units', selectedIds[0]) ?? null) : null;

  const focusGrid = () => bodyRef.current?.focus({ preventScroll: true });
  const units = (ids: readonly string[]) => ids.map((id) => project.getRecord('units', id)).filter((u): u is Unit => !!u);
  const commit = (label: string, changes: Change[]) => {
    if (changes.length) void project.commit(label, changes);
    return changes.length;
  };
  const show = (rowId: string, col: GridColumn = activeCell?.col ?? 'designation', ids: readonly string[] = [rowId]) => {
    setActive({ rowId, col });
    setSelection({ ids: new Set(ids), anchor: rowId });
    setReveal((n) => n + 1);
  };

  // --- edits -------------------------------------------------------------------------------------------
  const editCell = (cell: ActiveCell, value: string) => {
    const unit = project.getRecord('units', cell.rowId);
    if (!unit) return;
    let patch: UnitPatch | null = null;
    if (cell.col === 'designation') {
      if (!value.trim()) report('A unit needs a designation; the old one is kept');
      else patch = { designation: value.trim() };
    }
    else if (cell.col === 'type') patch = { typeId: value };
    else if (cell.col === 'contingent') patch = { contingentId: value };
    else if (cell.col === 'setup' && (value === 'reinforcement' || value === 'none')) patch = { setup: { kind: value } };
    if (patch) commit(`Edit ${cell.col} of ${unit.designation}`, patchChanges([unit], patch));
  };
  const toggleHidden = useCallback(
    (rowId: string) => {
      const unit = project.getRecord('units', rowId);
      if (unit) void project.commit(`${unit.hidden ? 'Reveal' : 'Hide'} ${unit.designation}`, patchChanges([unit], { hidden: !unit.hidden }));
    },
    [project],
  );
  const bulk = (patch: UnitPatch, what: string) => {
    const changes = patchChanges(units(selectedIds), patch);
    const n = commit(`Set ${what} for ${plural(changes.length, 'unit')}`, changes);
    report(n ? `Set ${what} for ${plural(n, 'unit')}` : `All selected units already have ${what}`);
    focusGrid();
  };
  const deleteSelected = () => {
    const ids = selectedIds;
    if (!ids.length) return;
    const gone = new Set(ids);
    const at = order.indexOf(ids[ids.length - 1]);
    const next = order.slice(at + 1).find((id) => !gone.has(id)) ?? [...order.slice(0, at)].reverse().find((id) => !gone.has(id));
    const naming = recordsNaming([...project.list('arrivals'), ...project.list('dieTables')], ids);
    commit(ids.length === 1 ? `Delete ${units(ids)[0]?.designation ?? 'unit'}` : `Delete ${plural(ids.length, 'unit')}`, deleteChanges(ids));
    report(`Deleted ${plural(ids.length, 'unit')}${naming ? `; ${plural(naming, 'reinforcement record')} still name them (see the Checker)` : ''}`);
    if (next) show(next);
    else {
      setSelection(EMPTY_SELECTION);
      setActive(null);
    }
    focusGrid();
  };
  const addUnits = () => {
    const n = Number(addCount);
    const typeName = typeOptions.find((o) => o.value === chosenType)?.label ?? '';
    const plan = plannedUnits({ copyOf, typeId: chosenType, contingentId: chosenContingent, typeName, n }, project.list('units'));
    commit(plan.label, plan.units.map((record) => ({ kind: 'put', collection: 'units', record })));
    report(plan.label);
    if (query) setQuery('');
    show(plan.units[0].id, 'designation', plan.units.map((u) => u.id));
    focusGrid();
  };
  const importFile = async (file: File) => {
    const read = await readCsvFile(file);
    const result = 'error' in read ? { ok: false as const, errors: [{ row: 0, message: read.error }], omitted: 0 } : importUnitsCsv(read.text, gridSources(project));
    if (!result.ok) {
      const lines = result.errors.map(formatCsvError);
      if (result.omitted) lines.push(`… and ${result.omitted} more`);
      setImportErrors({ file: file.name, lines });
      report(`${file.name} was not imported: ${plural(result.errors.length + result.omitted, 'problem')}; nothing was changed`);
      return;
    }
    setImportErrors(null);
    commit(`Import units from ${file.name}`, result.changes);
    report(`Imported ${file.name}: ${result.added} added, ${result.updated} updated, ${result.unchanged} unchanged`);
    const ids = result.units.map((u) => u.id);
    if (ids.length) show(ids[0], 'designation', ids);
  };
  const exportCsv = () => {
    const name = csvFileName(project.name);
    downloadCsv(name, exportUnitsCsv(rows.map((r) => r.unit), src, { includeIds: true }));
    report(`Exported ${plural(rows.length, 'unit')} to ${name}`);
  };

  // --- keyboard and mouse ------------------------------------------------------------------------------
  const moveTo = (move: Move, extend: boolean, from: ActiveCell | null = activeCell) => {
    const next = moveCell(from, order, move);
    if (!next) return;
    setActive(next);
    setSelection((s) => selectAfterMove(s, order, next.rowId, extend));
    setReveal((n) => n + 1);
  };
  const run = (cmd: GridCommand) => {
    if (cmd.kind === 'move') moveTo(cmd.move, cmd.extend);
    else if (cmd.kind === 'selectAll') setSelection(selectAll(order));
    else if (cmd.kind === 'delete') deleteSelected();
    else if (cmd.kind === 'collapse') setSelection(activeCell ? { ids: new Set([activeCell.rowId]), anchor: activeCell.rowId } : EMPTY_SELECTION);
    else if (!activeCell) moveTo({ rows: 0, cols: 0 }, false);
    else if (cmd.kind === 'toggle') toggleHidden(activeCell.rowId);
    else if (cmd.kind === 'edit' && EDITABLE.has(activeCell.col)) setEditing({ cell: activeCell, typed: cmd.text });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>, pageRows: number) => {
    if (e.target !== e.currentTarget) return;
    const mod = e.ctrlKey || e.metaKey;
    const cmd = commandForKey({ key: e.key, shift: e.shiftKey, mod, alt: e.altKey }, activeCell?.col ?? null, pageRows);
    // Plain keys belong to the grid while it has the focus (the map's one-letter tool keys must not fire).
    if (cmd || !(mod || e.altKey)) e.stopPropagation();
    if (!cmd) return;
    // Tab leaves the grid from its last cell (or when no cell is active), so the keyboard is never trapped.
    if (e.key === 'Tab' && cmd.kind === 'move') {
      const next = activeCell && moveCell(activeCell, order, cmd.move);
      if (!next || (next.rowId === activeCell?.rowId && next.col === activeCell.col)) return;
    }
    e.preventDefault();
    run(cmd);
  };
  const endEdit = (result: EditEnd) => {
    const cell = editing?.cell;
    setEditing(null);
    if (!cell) return;
    // Where Enter/Tab goes is decided in the order before the edit, which may re-sort the row.
    const next = result.move ? moveCell(cell, order, result.move) : null;
    if (result.value !== undefined) editCell(cell, result.value);
    if (next) {
      setActive(next);
      setSelection({ ids: new Set([next.rowId]), anchor: next.rowId });
      setReveal((n) => n + 1);
    }
    if (result.refocus) focusGrid();
  };
  // Stable callbacks keep the memoised rows from re-rendering on every grid render.
  const cellDown = useEvent((rowId: string, col: GridColumn, e: MouseEvent) => {
    if (e.button !== 0 || (editing && editing.cell.rowId === rowId && editing.cell.col === col)) return;
    e.preventDefault(); // no text selection on Shift-click; the focus goes to the grid below
    setSelection((s) => clickSelect(s, order, rowId, { shift: e.shiftKey, toggle: e.ctrlKey || e.metaKey }));
    setActive({ rowId, col });
    focusGrid();
  });
  const cellDouble = useEvent((rowId: string, col: GridColumn) => {
    if (EDITABLE.has(col)) setEditing({ cell: { rowId, col } });
  });

  const editor = editing && activeCell && editing.cell.rowId === activeCell.rowId && editing.cell.col === activeCell.col ? renderEditor(editing) : null;
  function renderEditor({ cell, typed }: Editing) {
    const unit = project.getRecord('units', cell.rowId);
    if (!unit) return null;
    if (cell.col === 'designation') return <TextCellEditor initial={unit.designation} typed={typed} onEnd={endEdit} />;
    if (cell.col === 'type') return <SelectCellEditor options={withCurrent(typeOptions, unit.typeId)} initial={unit.typeId} typed={typed} onEnd={endEdit} />;
    if (cell.col === 'contingent') {
      const options = src.contingents.map((c) => ({ value: c.id, label: contingentLabel(c) })).sort(byLabel);
      return <SelectCellEditor options={withCurrent(options, unit.contingentId)} initial={unit.contingentId} typed={typed} onEnd={endEdit} />;
    }
    const current = rows.find((r) => r.id === unit.id)?.setup ?? '';
    const options = [
      ...(unit.setup.kind === 'area' || unit.setup.kind === 'rule' ? [{ value: 'keep', label: current }] : []),
      { value: 'reinforcement', label: 'Reinforcement' },
      { value: 'none', label: 'Not set' },
    ];
    const initial = unit.setup.kind === 'reinforcement' || unit.setup.kind === 'none' ? unit.setup.kind : 'keep';
    return <SelectCellEditor options={options} initial={initial} typed={typed} onEnd={endEdit} />;
  }

  const noUnitsYet = allRows.length === 0;
  return (
    <div className="units-grid" data-testid="units-grid">
      <GridToolbar query={query} onQuery={setQuery} shown={rows.length} total={allRows.length} onImport={(f) => void importFile(f)} onExport={exportCsv} />
      <GridAddBar
        count={addCount}
        onCount={setAddCount}
        copyOf={copyOf?.designation ?? null}
        types={typeOptions}
        contingents={contingentOptions}
        typeId={chosenType}
        contingentId={chosenContingent}
        onType={setNewType}
        onContingent={setNewContingent}
        contingentFixed={filterContingentId !== undefined}
        onAdd={addUnits}
      />
      <GridBulkBar
        count={selectedIds.length}
        types={typeOptions}
        contingents={contingentOptions}
        carriers={carrierOptions}
        onPatch={bulk}
        onDelete={deleteSelected}
        onClear={() => setSelection(EMPTY_SELECTION)}
      />
      {importErrors && (
        <div className="grid-errors" role="alert" data-testid="grid-import-errors">
          <div className="grid-errors-title">
            <strong>{importErrors.file} was not imported</strong> — nothing was changed. Fix these rows and import again:
            <button type="button" className="grid-button grid-link" data-testid="grid-import-errors-close" onClick={() => setImportErrors(null)}>
              Close
            </button>
          </div>
          <ul>
            {importErrors.lines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      <GridBody
        rows={rows}
        selected={selectedSet}
        activeRowId={activeCell?.rowId ?? null}
        activeCol={activeCell?.col ?? null}
        editor={editor}
        sort={sort}
        bodyRef={bodyRef}
        reveal={reveal}
        empty={
          <div className="grid-empty" data-testid="grid-empty">
            {noUnitsYet ? 'No units yet. Choose a type and a contingent above and add some, or import a CSV file.' : 'No unit matches the filter.'}
          </div>
        }
        onSort={(col) => setSort((s) => toggleSort(s, col))}
        onKeyDown={onKeyDown}
        onCellDown={cellDown}
        onCellDouble={cellDouble}
        onToggleHidden={toggleHidden}
      />
    </div>
  );
});

/** A dangling id stays visible in the editor instead of silently becoming the first option. */
function withCurrent(options: { value: string; label: string }[], current: string) {
  return options.some((o) => o.value === current) ? options : [{ value: current, label: `? ${current}` }, ...options];
}
