import { describe, expect, it } from 'vitest';
import { RecentCache } from './recent-cache';

describe('RecentCache', () => {
  it('keeps values for the most recent keys, by identity, and forgets the oldest', () => {
    const cache = new RecentCache<object, number>(3);
    const keys = [{}, {}, {}, {}];
    keys.slice(0, 3).forEach((k, i) => cache.set(k, i));
    expect(keys.slice(0, 3).map((k) => cache.get(k))).toEqual([0, 1, 2]);
    expect(cache.get({})).toBeUndefined();
    cache.set(keys[1], 10);
    cache.set(keys[3], 3);
    expect(keys.map((k) => cache.get(k))).toEqual([undefined, 10, 2, 3]);
  });
});
