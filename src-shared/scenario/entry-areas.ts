import type { Area, Entry } from '../model/areas';
import type { ScenarioDocument } from '../model/document';
import { tableEffects } from './table-rows';

export type PlacedArea = { area: Area; path: (string | number)[] };
export type PlacedEntry = { entry: Entry; path: (string | number)[] };

/** Every entry a scheduled arrival, a table's deploy result or a side's arrival order gives, with its path. */
export function entries(doc: Pick<ScenarioDocument, 'arrivals' | 'dieTables'> & { readonly sides?: ScenarioDocument['sides'] }): PlacedEntry[] {
  const out: PlacedEntry[] = doc.arrivals.map((a, i) => ({ entry: a.entry, path: ['arrivals', i, 'entry'] }));
  (doc.sides ?? []).forEach((side, i) => {
    if (side.arrivalOrder) out.push({ entry: side.arrivalOrder.entry, path: ['sides', i, 'arrivalOrder', 'entry'] });
  });
  doc.dieTables.forEach((table, t) => {
    for (const { effect, path } of tableEffects(table)) if (effect.kind === 'deploy') out.push({ entry: effect.entry, path: ['dieTables', t, ...path, 'entry'] });
  });
  return out;
}

/** Every area units enter by ground through: scheduled ground arrivals, ground deploys in tables, and the
 *  `entryArea` results of entry tables. */
export function groundEntryAreas(doc: Pick<ScenarioDocument, 'arrivals' | 'dieTables'> & { readonly sides?: ScenarioDocument['sides'] }): PlacedArea[] {
  const out: PlacedArea[] = [];
  for (const { entry, path } of entries(doc)) if (entry.method === 'ground') entry.areas.forEach((area, k) => out.push({ area, path: [...path, 'areas', k] }));
  doc.dieTables.forEach((table, t) => {
    for (const { effect, path } of tableEffects(table)) if (effect.kind === 'entryArea') out.push({ area: effect.area, path: ['dieTables', t, ...path, 'area'] });
  });
  return out;
}
