import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import type { Action } from './actions';
import { apply } from './apply';
import { ReplayError, replay, stateHash, type GameSession } from './session';
import { createGame, SetupError } from '../scenario/setup';
import { makeSetup } from '../testing/test-fixtures';

const setup = makeSetup({
  units: [
    { id: 'a1', side: 'axis', type: 'platoon', at: { col: 1, row: 1 } },
    { id: 'a2', side: 'axis', type: 'company', at: { col: 2, row: 1 } },
    { id: 'b1', side: 'allies', type: 'platoon', at: { col: 5, row: 5 } },
  ],
});

const actions: Action[] = [
  { type: 'endPhase' },
  { type: 'endPhase' },
  { type: 'endPhase' },
  { type: 'endPhase' },
  { type: 'fastMove', unitId: 'a1' },
  { type: 'moveTo', unitId: 'a1', to: { col: 4, row: 4 } },
  { type: 'move', unitId: 'a2', path: [{ col: 2, row: 2 }] },
  { type: 'endPhase' },
];

describe('sessions and replay', () => {
  it('replay folds the log to the state reached step by step', () => {
    let state = createGame(setup, 99);
    for (const action of actions) {
      const r = apply(state, action);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
    const session: GameSession = { setup, seed: 99, actions };
    expect(stateHash(replay(session))).toBe(stateHash(state));
    const roundTrip = JSON.parse(JSON.stringify(session)) as GameSession;
    expect(stateHash(replay(roundTrip))).toBe(stateHash(state));
  });

  it('a logged action that is refused on replay raises ReplayError with its index', () => {
    const bad: GameSession = { setup, seed: 99, actions: [...actions.slice(0, 4), { type: 'fastMove', unitId: 'b1' }] };
    expect(() => replay(bad)).toThrow(ReplayError);
    try {
      replay(bad);
    } catch (e) {
      expect(e).toBeInstanceOf(ReplayError);
      if (e instanceof ReplayError) expect([e.index, e.error.code]).toEqual([4, 'not-your-turn']);
    }
  });

  it('createGame refuses an inconsistent setup, listing the problems', () => {
    const broken = { ...setup, placements: [...setup.placements, { unitId: 'ghost', hex: { col: 0, row: 0 } }, { unitId: 'b1', hex: { col: 1, row: 1 } }] };
    expect(() => createGame(broken, 1)).toThrow(SetupError);
    try {
      createGame(broken, 1);
    } catch (e) {
      if (e instanceof SetupError) {
        expect(e.problems.join('\n')).toContain("unknown unit 'ghost'");
        expect(e.problems.join('\n')).toContain("'b1' is placed twice");
      }
    }
    expect(() => createGame({ ...setup, turns: [] }, 1)).toThrow(/turn record track is empty/);
  });
});
