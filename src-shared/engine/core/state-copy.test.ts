import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import { stateHash } from './session';
import { copyState, EMPTY_SLICES, withPart, withParts } from './state';
import { act, game, toMovement } from '../testing/test-fixtures';

const units = [
  { id: 'a1', side: 'axis' as const, type: 'platoon', at: { col: 1, row: 1 } },
  { id: 'b1', side: 'allies' as const, type: 'platoon', at: { col: 8, row: 8 } },
];

describe('copying a state', () => {
  it('copies every part, in the first state’s key order, as a new object', () => {
    const first = game({ units });
    expect(Object.keys(first)).toEqual(['board', 'setupHash', 'turn', 'player', 'phase', 'cp', 'units', 'movement', 'rng', 'over', ...Object.keys(EMPTY_SLICES)]);
    const copy = copyState(first);
    expect(copy).not.toBe(first);
    expect(Object.keys(copy)).toEqual(Object.keys(first));
    for (const key of Object.keys(first) as (keyof typeof first)[]) expect(copy[key]).toBe(first[key]);
    expect(stateHash(copy)).toBe(stateHash(first));
  });

  it('changes only the parts given, keeps the shape and leaves the original as it was', () => {
    const state = toMovement(game({ units }));
    const before = stateHash(state);
    const next = withParts(state, { over: true, turn: state.turn + 1 });
    expect(Object.keys(next)).toEqual(Object.keys(state));
    expect([next.over, next.turn, next.units]).toEqual([true, state.turn + 1, state.units]);
    expect(stateHash(state)).toBe(before);
    expect(stateHash(next)).not.toBe(before);
    const emptied = withPart(withPart(state, 'once', ['t#1.a']), 'once', undefined);
    expect(Object.keys(emptied)).toEqual(Object.keys(state));
    expect(stateHash(emptied)).toBe(before);
  });

  it('every state of a game keeps the first state’s keys, whatever the actions', () => {
    let state = toMovement(game({ units }));
    const keys = Object.keys(state);
    state = act(state, { type: 'moveTo', unitId: 'a1', to: { col: 2, row: 2 } });
    state = act(state, { type: 'endPhase' });
    expect(Object.keys(state)).toEqual(keys);
  });
});
