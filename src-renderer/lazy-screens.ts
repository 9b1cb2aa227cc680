/**
 * The screens a session may never open, each in a chunk of its own that loads on first use: the editor sheets, the
 * play-test screen (board, counters, milsymbol), the balance panel and the export and interop dialogs. The page then
 * starts without parsing and running their code (and the zod schemas and tables their modules build) until needed.
 */
import { lazy, type ComponentType } from 'react';
// Their styles load at start all the same, in the order they always had: some of their rules lay out the editor
// itself (.workarea in playtest.css) and rules of equal weight in two files win by that order.
import './counters/counters.css';
import './forces/units-grid.css';
import './analytics/analytics.css';
import './interop/interop.css';
import './playtest/playtest.css';

/** The component a module exports as `name`, loaded by `load` (a literal `import()`, so the bundler splits it off). */
function lazyNamed<K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}

export const LazySheetView = lazyNamed(() => import('./sheets/SheetView'), 'SheetView');
export const LazyPlaytestScreen = lazyNamed(() => import('./playtest/PlaytestScreen'), 'PlaytestScreen');
export const LazyAnalyticsPanel = lazyNamed(() => import('./analytics/AnalyticsPanel'), 'AnalyticsPanel');
export const LazyExportDialog = lazyNamed(() => import('./export/ExportDialog'), 'ExportDialog');
export const LazyTiledImportDialog = lazyNamed(() => import('./interop/TiledImportDialog'), 'TiledImportDialog');
export const LazyInteropExportDialog = lazyNamed(() => import('./interop/InteropExportDialog'), 'InteropExportDialog');
