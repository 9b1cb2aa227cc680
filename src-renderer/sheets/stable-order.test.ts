import { describe, expect, it } from 'vitest';
import { stableOrder } from './stable-order';

const byCode = (a: { code: string }, b: { code: string }) => a.code.localeCompare(b.code);
const ids = (list: { id: string }[]) => list.map((r) => r.id);

describe('stableOrder', () => {
  it('starts from the sort order', () => {
    expect(ids(stableOrder([], [{ id: 'b', code: 'B' }, { id: 'a', code: 'A' }], byCode))).toEqual(['a', 'b']);
  });

  it('keeps an edited record in its place, even when its key now sorts elsewhere', () => {
    const shown = ['a', 'b', 'c'];
    expect(ids(stableOrder(shown, [{ id: 'a', code: 'Z' }, { id: 'b', code: 'B' }, { id: 'c', code: 'C' }], byCode))).toEqual(['a', 'b', 'c']);
  });

  it('drops deleted records and puts new ones last, in sort order', () => {
    const records = [{ id: 'a', code: 'A' }, { id: 'c', code: 'C' }, { id: 'e', code: 'E' }, { id: 'd', code: 'D' }];
    expect(ids(stableOrder(['a', 'b', 'c'], records, byCode))).toEqual(['a', 'c', 'd', 'e']);
  });
});
