/**
 * The screens a session may never open, each in a chunk of its own that loads on first use: the editor sheets, the
 * play-test screen (board, counters, milsymbol), the balance panel and the export and interop dialogs. The page then
 * starts without parsing and running their code (and the zod schemas and tables their modules build) until needed.
 */
import { lazy } from 'react';
// Their styles load at start all the same, in the order they always had: some of their rules lay out the editor
// itself (.workarea in playtest.css) and rules of equal weight in two files win by that order.
import './counters/counters.css';
import './forces/units-grid.css';
import './analytics/analytics.css';
import './interop/interop.css';
import './playtest/playtest.css';

export const LazySheetView = lazy(() => import('./sheets/SheetView').then((m) => ({ default: m.SheetView })));
export const LazyPlaytestScreen = lazy(() => import('./playtest/PlaytestScreen').then((m) => ({ default: m.PlaytestScreen })));
export const LazyAnalyticsPanel = lazy(() => import('./analytics/AnalyticsPanel').then((m) => ({ default: m.AnalyticsPanel })));
export const LazyExportDialog = lazy(() => import('./export/ExportDialog').then((m) => ({ default: m.ExportDialog })));
export const LazyTiledImportDialog = lazy(() => import('./interop/TiledImportDialog').then((m) => ({ default: m.TiledImportDialog })));
export const LazyInteropExportDialog = lazy(() => import('./interop/InteropExportDialog').then((m) => ({ default: m.InteropExportDialog })));
