import { DEFAULT_NUMBERING } from '../hex';
import type { Contingent, Unit, UnitType } from '../model';
import type { UnitsCsvContext } from './units-csv';

export const unitType = (id: string, name: string): UnitType => ({
  id, name, unitClass: 'infantry', sidc: '', size: 'III', movementClass: 'foot', flags: [], stepModel: 'two-sided',
  steps: [{ label: 'full', combat: 4, range: 0, ma: 4 }],
});
export const contingent = (id: string, code: string, name: string, sideId = 'side-1'): Contingent => ({
  id, code, name, sideId, colours: { background: '#c8b273', text: '#000000' },
});
export const unit = (id: string, designation: string, fields: Partial<Unit> = {}): Unit => ({
  id, designation, typeId: 'type-1', contingentId: 'con-1', setup: { kind: 'none' }, hidden: false, ...fields,
});

/** A small project: two types, two contingents, two zones (one name used twice), a 24×18 map. */
export function testContext(units: Unit[] = []): UnitsCsvContext {
  return {
    units,
    unitTypes: [unitType('type-1', 'Rifle platoon'), unitType('type-2', 'MG section')],
    contingents: [contingent('con-1', '2R', '2nd Raiding Regiment'), contingent('con-2', '', 'Dutch garrison', 'side-2')],
    zones: [{ id: 'zone-1', name: 'Beach' }, { id: 'zone-2', name: 'Ridge' }, { id: 'zone-3', name: 'Ridge' }],
    numbering: DEFAULT_NUMBERING,
    map: { cols: 24, rows: 18 },
  };
}
