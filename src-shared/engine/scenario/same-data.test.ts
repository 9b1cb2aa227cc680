import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import { canonicalJson } from '../core/hash';
import { NOT_PLAIN, plainCopy, samePlainData } from './same-data';

describe('samePlainData', () => {
  it('holds for a value and its copy through JSON, and whenever it holds the two values have the same canonical JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const copy: unknown = JSON.parse(JSON.stringify(value));
        // JSON writes -0 as 0: the copy is other data then.
        expect(samePlainData(value, copy)).toBe(JSON.stringify(value) === JSON.stringify(copy) && !hasNegativeZero(value));
      }),
      { numRuns: 500, seed: 21 },
    );
    const anything = fc.anything({ withNullPrototype: true, withSparseArray: true, withBoxedValues: true, withMap: true, withSet: true, withDate: true });
    fc.assert(
      fc.property(anything, anything, (a, b) => {
        if (samePlainData(a, b)) expect(canonicalJson(a)).toBe(canonicalJson(b));
        expect(samePlainData(a, a)).toBe(true);
      }),
      { numRuns: 1000, seed: 22 },
    );
  });

  it('tells apart what a reader could tell apart', () => {
    expect(samePlainData({ a: 1, b: [1, 2] }, { a: 1, b: [1, 2] })).toBe(true);
    expect(samePlainData({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false);
    expect(samePlainData({ a: 1, b: undefined }, { a: 1 })).toBe(false);
    expect(samePlainData([1, , 3], [1, undefined, 3])).toBe(false);
    expect(samePlainData([1, 2], [1, 2, 3])).toBe(false);
    expect(samePlainData(0, -0)).toBe(false);
    expect(samePlainData(NaN, NaN)).toBe(true);
    expect(samePlainData({ x: { y: [{ z: 'é' }] } }, { x: { y: [{ z: 'e' }] } })).toBe(false);
    expect(samePlainData(Object.create(null) as object, {})).toBe(false);
    expect(samePlainData(new Date(0), new Date(0))).toBe(false);
    expect(samePlainData(new Map([[1, 2]]), new Map([[1, 3]]))).toBe(false);
    expect(samePlainData([], {})).toBe(false);
    const f = () => 0;
    expect(samePlainData({ f }, { f })).toBe(true);
    expect(samePlainData({ f }, { f: () => 0 })).toBe(false);
  });
});

describe('plainCopy', () => {
  it('copies plain data into objects of its own that samePlainData finds the same, and refuses anything else', () => {
    const plain = fc.anything({ withNullPrototype: true, withSparseArray: true, withObjectString: true });
    fc.assert(
      fc.property(plain, (value) => {
        const copy = plainCopy(value);
        expect(samePlainData(copy, value)).toBe(true);
        if (typeof value === 'object' && value !== null) expect(copy).not.toBe(value);
      }),
      { numRuns: 1000, seed: 23 },
    );
    const record = JSON.parse('{"__proto__": {"a": [1, {"b": 2}]}, "c": -0}') as Record<string, unknown>;
    const copy = plainCopy(record) as Record<string, unknown>;
    expect(Object.keys(copy)).toEqual(['__proto__', 'c']);
    expect(samePlainData(copy, record)).toBe(true);
    // Nothing shared: a change to the value deep inside is told from the copy.
    ((Object.getOwnPropertyDescriptor(record, '__proto__')?.value as { a: { b: number }[] }).a[1] as { b: number }).b = 3;
    expect(samePlainData(copy, record)).toBe(false);
    for (const other of [new Date(0), new Map(), () => 0, [1, new Set()], { a: { b: new Uint8Array(1) } }]) expect(plainCopy(other)).toBe(NOT_PLAIN);
  });
});

function hasNegativeZero(value: unknown): boolean {
  if (Object.is(value, -0)) return true;
  if (value === null || typeof value !== 'object') return false;
  return Object.values(value).some(hasNegativeZero);
}
