import type { UnitSelector } from '../model/areas';
import type { ScenarioDocument } from '../model/document';
import type { Unit } from '../model/records';
import { tableEffects } from './table-rows';

/** The units a selector can bring: whole contingents, the listed units, or the units a pick may choose from. */
export function unitsSelectedBy(selector: UnitSelector, units: readonly Unit[]): Unit[] {
  switch (selector.kind) {
    case 'contingents':
      return units.filter((u) => selector.contingentIds.includes(u.contingentId));
    case 'units':
      return units.filter((u) => selector.unitIds.includes(u.id));
    case 'pick':
      return units.filter((u) => selector.contingentIds.includes(u.contingentId) && (selector.typeIds.length === 0 || selector.typeIds.includes(u.typeId)));
  }
}

/** Ids of the units that some scheduled arrival, some table's deploy result (in any table) or a side's arrival order can bring into play. */
export function unitsThatCanArrive(doc: Pick<ScenarioDocument, 'units' | 'arrivals' | 'dieTables'> & { readonly sides?: ScenarioDocument['sides'] }): Set<string> {
  const selectors: UnitSelector[] = doc.arrivals.map((a) => a.units);
  for (const side of doc.sides ?? []) if (side.arrivalOrder) selectors.push({ kind: 'units', unitIds: side.arrivalOrder.unitIds });
  for (const table of doc.dieTables) for (const { effect } of tableEffects(table)) if (effect.kind === 'deploy') selectors.push(effect.units);
  const out = new Set<string>();
  for (const selector of selectors) for (const u of unitsSelectedBy(selector, doc.units)) out.add(u.id);
  return out;
}
