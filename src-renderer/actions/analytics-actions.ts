import { analyticsFor } from '../analytics/analytics-store';
import type { Action } from './registry';

/** Tools ▸ Balance: Run Bot Games…: opens the balance panel beside the map. */
export const ANALYTICS_ACTIONS: readonly Action[] = [
  {
    id: 'tools.botGames',
    label: 'Balance: Run Bot Games…',
    menu: 'tools',
    groupStart: true,
    enabled: (app) => app.project !== null,
    perform: (app) => analyticsFor(app).show(),
  },
];
