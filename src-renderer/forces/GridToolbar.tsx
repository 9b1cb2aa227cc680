import { useRef } from 'react';

type Props = {
  query: string;
  onQuery: (text: string) => void;
  shown: number;
  total: number;
  onImport: (file: File) => void;
  onExport: () => void;
};

/** Filter box, unit count, CSV import and export. */
export function GridToolbar({ query, onQuery, shown, total, onImport, onExport }: Props) {
  const file = useRef<HTMLInputElement>(null);
  return (
    <div className="grid-bar grid-toolbar">
      <input
        type="search"
        className="grid-filter"
        placeholder="Filter units…"
        aria-label="Filter units"
        data-testid="grid-filter"
        value={query}
        onChange={(e) => onQuery(e.currentTarget.value)}
        onKeyDown={(e) => {
          // Plain keys are text here; the app's one-letter and Space shortcuts must not see them.
          if (!(e.ctrlKey || e.metaKey || e.altKey)) e.stopPropagation();
          if (e.key === 'Escape') onQuery('');
        }}
      />
      <span className="grid-muted grid-total" data-testid="grid-count">
        {shown === total ? `${total} unit${total === 1 ? '' : 's'}` : `${shown} of ${total}`}
      </span>
      <button type="button" className="grid-button" data-testid="grid-import-button" onClick={() => file.current?.click()}>
        Import CSV…
      </button>
      <input
        ref={file}
        type="file"
        accept=".csv,text/csv"
        hidden
        data-testid="grid-import"
        onChange={(e) => {
          const picked = e.currentTarget.files?.[0];
          // Cleared so that picking the same file again (after fixing it) is a change.
          e.currentTarget.value = '';
          if (picked) onImport(picked);
        }}
      />
      <button type="button" className="grid-button" data-testid="grid-export" onClick={onExport} title="Export the units shown, with their ids, as CSV">
        Export CSV
      </button>
    </div>
  );
}
