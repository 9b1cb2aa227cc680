import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { UnitTypeSchema, type UnitType } from '../model';
import { defaultPassengerTable, PassengerTableSchema } from '../ruleset';
import { issueSentence } from './issue-text';

const sentences = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value, { reportInput: true });
  return parsed.success ? [] : parsed.error.issues.map((i) => issueSentence(i));
};

const step = { label: 'full', combat: 2, range: 1, ma: 4 };
const amtrac: UnitType = {
  id: 'lvt', name: 'LVT', unitClass: 'amphibious tractor', sidc: '', size: '•••', movementClass: 'tracked', flags: [], stepModel: 'two-sided',
  steps: [step, step], carrier: { capacity: 2, measure: 'units', classes: ['light infantry'], loadMp: 1, unloadMp: 1 },
};

describe('issueSentence for transport and step chains', () => {
  it('a carrier\'s bad values name the field and its unit', () => {
    expect(sentences(UnitTypeSchema, amtrac)).toEqual([]);
    expect(sentences(UnitTypeSchema, { ...amtrac, carrier: { ...amtrac.carrier, capacity: 0 } })).toEqual(['Carrier capacity must be at least 1']);
    expect(sentences(UnitTypeSchema, { ...amtrac, carrier: { ...amtrac.carrier, loadMp: 100 } })).toEqual(['Load cost must be at most 99 MP']);
    expect(sentences(UnitTypeSchema, { ...amtrac, carrier: { ...amtrac.carrier, unloadMp: 1.5 } })).toEqual(['Unload cost must be a whole number, not the number 1.5']);
    expect(sentences(UnitTypeSchema, { ...amtrac, carrier: { ...amtrac.carrier, classes: [] } })).toEqual(['Classes carried needs at least one entry']);
  });

  it('a chain of more than 12 steps is refused in words', () => {
    expect(sentences(UnitTypeSchema, { ...amtrac, stepModel: 'chain', steps: Array.from({ length: 12 }, () => step) })).toEqual([]);
    expect(sentences(UnitTypeSchema, { ...amtrac, stepModel: 'chain', steps: Array.from({ length: 13 }, () => step) })).toEqual(['Steps may have at most 12 entries']);
  });

  it('a passenger table needs its six rows in order', () => {
    const table = defaultPassengerTable();
    expect(sentences(PassengerTableSchema, table)).toEqual([]);
    expect(sentences(PassengerTableSchema, { ...table, rows: table.rows.slice(0, 5) })).toHaveLength(1);
    expect(sentences(PassengerTableSchema, { ...table, rows: [table.rows[1], table.rows[0], ...table.rows.slice(2)] })).toEqual([
      'Roll: row 1 of the Passenger Table is for a roll of 1',
      'Roll: row 2 of the Passenger Table is for a roll of 2',
    ]);
  });
});
