import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import { act, game, toPhase } from '../testing/test-fixtures';
import { withParts, type UnitMoveProgress } from '../core/state';
import { progressOf } from './mover';

const start = () =>
  toPhase(
    game({
      units: [
        { id: 'a', side: 'axis', type: 'platoon', at: { col: 1, row: 1 } },
        { id: 'b', side: 'axis', type: 'platoon', at: { col: 8, row: 8 } },
        { id: 'c', side: 'axis', type: 'platoon', at: { col: 5, row: 5 } },
        { id: 'e', side: 'allies', type: 'platoon', at: { col: 1, row: 8 } },
      ],
    }),
    'movement',
  );

describe('a unit’s progress in the Movement Phase (10.1)', () => {
  it('reads what the moves recorded, and the full allowance for a unit that has not moved', () => {
    const before = start();
    const fresh = progressOf(before, 'c');
    const moved = act(act(before, { type: 'moveTo', unitId: 'a', to: { col: 2, row: 1 } }), { type: 'moveTo', unitId: 'b', to: { col: 8, row: 7 } });
    expect(Object.keys(moved.movement.units)).toEqual(['a', 'b']);
    expect(progressOf(moved, 'a')).toBe(moved.movement.units.a);
    expect(progressOf(moved, 'a').done).toBe(true);
    expect(progressOf(moved, 'b')).toBe(moved.movement.units.b);
    expect(progressOf(moved, 'b').done).toBe(false);
    expect(progressOf(moved, 'c')).toEqual(fresh);
    expect(fresh).toEqual({ mpLeft: fresh.mpLeft, hexesEntered: 0, halted: false, fastMoved: false, done: false });
  });

  it('reads a progress record a rule made by itself, and a later move keeps its entries', () => {
    const before = start();
    const set: UnitMoveProgress = { mpLeft: 0, hexesEntered: 0, halted: false, fastMoved: false, done: true };
    const made = withParts(before, { movement: { current: null, units: { c: set } } });
    expect(progressOf(made, 'c')).toBe(set);
    const moved = act(made, { type: 'moveTo', unitId: 'a', to: { col: 2, row: 1 } });
    expect(Object.keys(moved.movement.units)).toEqual(['c', 'a']);
    expect(progressOf(moved, 'c')).toBe(set);
    expect(progressOf(moved, 'a')).toBe(moved.movement.units.a);
  });
});
