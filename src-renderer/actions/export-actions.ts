import { EXPORT_KINDS, type ExportKind } from '../../src-shared/api/contract-export';
import type { Action } from './registry';

const LABELS: Record<ExportKind, string> = {
  map: 'Map PDF…',
  counters: 'Counter Sheets…',
  booklet: 'Scenario Booklet…',
  png: 'Map PNG…',
  svg: 'Map SVG…',
};

/** File ▸ Export ▸ Map PDF / Counter sheets / Scenario booklet / PNG / SVG: each opens its options dialog. */
export const EXPORT_ACTIONS: readonly Action[] = EXPORT_KINDS.map((kind) => ({
  id: `file.export.${kind}`,
  label: LABELS[kind],
  menu: 'file',
  submenu: 'Export',
  enabled: (app) => app.project !== null,
  perform: (app) => app.showDialog({ kind: 'export', exportKind: kind }),
}));
