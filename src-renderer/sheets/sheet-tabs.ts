import type { PanelTab } from '../stores/app-store';

/** Tabs whose editors need the width of the workspace; the map stays mounted underneath. */
export const SHEET_TABS: ReadonlySet<PanelTab> = new Set(['forces', 'setup', 'turns', 'reinforcements', 'victory', 'rules', 'charts']);
