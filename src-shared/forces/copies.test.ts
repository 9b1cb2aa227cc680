import { describe, expect, it } from 'vitest';
import { addCopies, numberedDesignations } from './copies';
import { unit } from './test-context';

describe('numberedDesignations', () => {
  it.each([
    ['1/2R', 3, [], ['2/2R', '3/2R', '4/2R']],
    ['Rifle', 3, [], ['Rifle 1', 'Rifle 2', 'Rifle 3']],
    ['Rifle 3', 2, [], ['Rifle 4', 'Rifle 5']],
    ['2R/1', 2, [], ['2R/2', '2R/3']],
    ['3rd Bn', 3, [], ['4th Bn', '5th Bn', '6th Bn']],
    ['10th', 3, [], ['11th', '12th', '13th']],
    ['20TH', 2, [], ['21ST', '22ND']],
    ['A/1/2R', 2, [], ['B/1/2R', 'C/1/2R']],
    ['Y Coy', 3, [], ['Y Coy 1', 'Y Coy 2', 'Y Coy 3']],
    ['07', 2, [], ['08', '09']],
    ['', 2, [], ['Unit 1', 'Unit 2']],
    ['1/2R', 3, ['2/2R', '3/2r'], ['4/2R', '5/2R', '6/2R']],
    ['A Coy', 2, ['B Coy'], ['C Coy', 'D Coy']],
  ])('%s ×%i (taken %j) → %j', (designation, n, taken, expected) => {
    expect(numberedDesignations(designation, n, taken)).toEqual(expected);
  });
});

describe('addCopies', () => {
  it('makes n units with fresh ids and the base fields', () => {
    const base = unit('unit-2', '1/2R', { setup: { kind: 'reinforcement' }, hidden: true });
    const copies = addCopies(base, 16, ['unit-1', 'unit-2', 'unit-4']);
    expect(copies).toHaveLength(16);
    expect(copies.slice(0, 3).map((u) => u.id)).toEqual(['unit-3', 'unit-5', 'unit-6']);
    expect(copies[15]).toEqual({ ...base, id: 'unit-19', designation: '17/2R' });
  });
  it('refuses silly counts', () => {
    expect(() => addCopies(unit('u', 'x'), 0, [])).toThrow(RangeError);
    expect(() => addCopies(unit('u', 'x'), 501, [])).toThrow(RangeError);
    expect(() => addCopies(unit('u', 'x'), 1.5, [])).toThrow(RangeError);
    expect(addCopies(unit('u', 'x'), 500, [])).toHaveLength(500);
  });
  it('keeps long designations within the limit', () => {
    const copies = addCopies(unit('u', 'x'.repeat(200)), 2, []);
    expect(copies.map((c) => c.designation.length)).toEqual([200, 200]);
    expect(copies[1].designation.endsWith('x2')).toBe(true);
  });
});
