import { describe, expect, it } from 'vitest';
import '../engine/testing/test-guards';
import type { UnitType } from '../model';
import { createGame } from '../engine/scenario/setup';
import { act, ALL_UNIT_TYPES, makeSetup, toMovement, unitType } from '../engine/testing/test-fixtures';
import { counterView, stackAt, stacks } from './board-view';

const H = { col: 3, row: 3 };
const lorry: UnitType = { ...unitType('lorry', 'wheeled', 'platoon', [8, 4]), unitClass: 'vehicle', carrier: { capacity: 2, measure: 'units', classes: ['infantry'], loadMp: 1, unloadMp: 1 } };

function convoy() {
  const setup = makeSetup({
    unitTypes: [...ALL_UNIT_TYPES, lorry],
    units: [
      { id: 'a', side: 'axis', type: 'rifle', at: H },
      { id: 't', side: 'axis', type: 'lorry', at: H },
      { id: 'z', side: 'axis', type: 'rifle', at: H },
      { id: 'e', side: 'allies', type: 'platoon', at: { col: 9, row: 9 } },
    ],
  });
  return toMovement(createGame({ ...setup, units: setup.units.map((u) => (u.id === 'z' ? { ...u, aboard: 't' } : u)) }, 1));
}

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
