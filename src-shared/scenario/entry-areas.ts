import type { Area } from '../model/areas';
import type { ScenarioDocument } from '../model/document';
import { tableEffects } from './table-rows';

export type PlacedArea = { area: Area; path: (string | number)[] };

/** Every area units enter by ground through: scheduled ground arrivals, ground deploys in tables, and the
 *  `entryArea` results of entry tables. */
export function groundEntryAreas(doc: Pick<ScenarioDocument, 'arrivals' | 'dieTables'>): PlacedArea[] {
  const out: PlacedArea[] = [];
  doc.arrivals.forEach((a, i) => {
    if (a.entry.method === 'ground') a.entry.areas.forEach((area, k) => out.push({ area, path: ['arrivals', i, 'entry', 'areas', k] }));
  });
  doc.dieTables.forEach((table, t) => {
    for (const { effect, path } of tableEffects(table)) {
      if (effect.kind === 'deploy' && effect.entry.method === 'ground')
        effect.entry.areas.forEach((area, k) => out.push({ area, path: ['dieTables', t, ...path, 'entry', 'areas', k] }));
      if (effect.kind === 'entryArea') out.push({ area: effect.area, path: ['dieTables', t, ...path, 'area'] });
    }
  });
  return out;
}
