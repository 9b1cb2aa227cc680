import { describe, expect, it } from 'vitest';
import '../engine/testing/test-guards';
import { act } from '../engine/testing/test-fixtures';
import { counterView, stackAt, stacks } from './board-view';
import { CONVOY_HEX as H, convoy } from './test-convoy';

describe('stacks with carriers (transport)', () => {
  it('draws units aboard just under their carrier, marked aboard, counting for no stacking points', () => {
    const state = act(convoy(), { type: 'load', unitId: 'a', carrierId: 't' });
    const stack = stackAt(state, H);
    expect(stack?.units.map((u) => [u.unitId, u.aboard])).toEqual([['a', 't'], ['z', 't'], ['t', null]]);
    expect(stack?.points).toBe(1);
    expect(counterView(state, 'z').aboard).toBe('t');
    expect(stacks(state).flatMap((s) => s.units.map((u) => u.unitId)).sort()).toEqual(['a', 'e', 't', 'z']);
  });
});
