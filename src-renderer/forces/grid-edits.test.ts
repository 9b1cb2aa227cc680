import { describe, expect, it } from 'vitest';
import type { Unit } from '../../src-shared/model';
import { unit } from '../../src-shared/forces/test-context';
import { deleteChanges, patchChanges, plannedUnits, recordsNaming } from './grid-edits';

const units = [unit('unit-1', '1/2R'), unit('unit-2', '2/2R', { hidden: true, setup: { kind: 'reinforcement' } }), unit('unit-5', 'MG', { contingentId: 'con-2' })];

describe('grid edits', () => {
  it('patches only the units that change', () => {
    expect(patchChanges(units, { hidden: true }).map((c) => (c.kind === 'put' ? c.record.id : ''))).toEqual(['unit-1', 'unit-5']);
    expect(patchChanges(units, { setup: { kind: 'reinforcement' } })).toHaveLength(2);
    expect(patchChanges(units, { typeId: 'type-1' })).toEqual([]);
  });
  it('sets units up aboard a carrier, and takes them off it without leaving an empty field behind', () => {
    const carried = patchChanges(units, { aboard: 'lvt-1' }).map((c) => (c.kind === 'put' ? (c.record as Unit) : units[0]));
    expect(carried.map((u) => u.aboard)).toEqual(['lvt-1', 'lvt-1', 'lvt-1']);
    const off = patchChanges(carried, { aboard: undefined });
    expect(off).toHaveLength(3);
    for (const c of off) expect(c.kind === 'put' && 'aboard' in c.record).toBe(false);
    expect(patchChanges(units, { aboard: undefined })).toEqual([]);
  });
  it('deletes by id', () => {
    expect(deleteChanges(['unit-1'])).toEqual([{ kind: 'del', collection: 'units', id: 'unit-1' }]);
  });
  it('counts records that still name deleted units', () => {
    const arrivals = [{ id: 'arrival-1', units: { kind: 'units', unitIds: ['unit-1', 'unit-9'] } }, { id: 'arrival-2', units: { kind: 'contingents', contingentIds: ['con-1'] } }];
    expect(recordsNaming(arrivals, ['unit-1', 'unit-2'])).toBe(1);
  });
  it('adds copies numbered after the contingent’s designations, or new units named after the type', () => {
    const copies = plannedUnits({ copyOf: units[0], typeId: '', contingentId: '', typeName: '', n: 3 }, units);
    expect(copies.label).toBe('Add 3 copies of 1/2R');
    expect(copies.units.map((u) => [u.id, u.designation, u.hidden])).toEqual([['unit-3', '3/2R', false], ['unit-4', '4/2R', false], ['unit-6', '5/2R', false]]);
    const fresh = plannedUnits({ copyOf: null, typeId: 'type-2', contingentId: 'con-2', typeName: 'MG', n: 2 }, units);
    expect(fresh.label).toBe('Add 2 MG units');
    expect(fresh.units.map((u) => [u.designation, u.typeId, u.contingentId, u.setup.kind])).toEqual([['MG 1', 'type-2', 'con-2', 'none'], ['MG 2', 'type-2', 'con-2', 'none']]);
  });
});
