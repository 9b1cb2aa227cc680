import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import type { HexRef, Victory } from '../../model';
import { legalActions } from '../core/legal';
import type { GameState } from '../core/state';
import { act, toMovement, type FixtureUnit } from '../testing/test-fixtures';
import { scenario } from '../testing/test-scenario';
import { greedyBot } from './greedy-bot';

/** Primosole-like: 1P units score 1 VP each off the south edge (row 9) once a 4A unit is on the map. */
const VICTORY: Victory = {
  suddenDeath: [],
  elimination: [],
  evacuation: [{ sideId: 'axis', contingentIds: ['1P'], edge: 'south', vp: 1, afterArrivalOf: ['4A'] }],
  levels: [{ from: 0, name: 'Draw' }],
  historical: '',
};
const OBJECTIVE = { col: 4, row: 2 };
const TANKS = { col: 8, row: 2 };

function evacuation(p1: { at: HexRef; disrupted?: boolean }, o: { objectiveAt?: HexRef; tanks?: boolean; turns?: number } = {}): GameState {
  const units: FixtureUnit[] = [
    { id: 'p1', side: 'axis', type: 'rifle', at: p1.at, disrupted: p1.disrupted },
    { id: 't1', side: 'axis', type: 'rifle', at: o.tanks === false ? null : TANKS },
    { id: 'b1', side: 'allies', type: 'rifle', at: { col: 9, row: 0 } },
  ];
  // No CP, so no fast movement clouds the choice.
  const turns = Array.from({ length: o.turns ?? 3 }, () => ({ axis: 0, allies: 2 }));
  return toMovement(scenario({ units, turns, contingentOf: { p1: '1P', t1: '4A' }, objectives: [{ at: o.objectiveAt ?? OBJECTIVE, vp: 10 }], extra: { victory: VICTORY } }));
}

const listed = (state: GameState, action: unknown) => legalActions(state).some((a) => JSON.stringify(a) === JSON.stringify(action));

describe('greedy bot: evacuation (21.2)', () => {
  it('a unit standing on its evacuation edge leaves, once the line is open', () => {
    const state = evacuation({ at: { col: 4, row: 9 } });
    const action = greedyBot().next(state, 'axis');
    expect(action).toEqual({ type: 'evacuate', unitId: 'p1' });
    expect(listed(state, action)).toBe(true);
    // Not before a 4A unit is deployed: it heads for the objective instead.
    expect(greedyBot().next(evacuation({ at: { col: 4, row: 9 } }, { tanks: false }), 'axis')).toMatchObject({ type: 'moveTo', unitId: 'p1' });
  });

  it('never leaves an objective it holds', () => {
    const edge = { col: 4, row: 9 };
    const state = evacuation({ at: edge }, { objectiveAt: edge });
    expect(greedyBot().next(state, 'axis')).not.toEqual({ type: 'evacuate', unitId: 'p1' });
  });

  it('a disrupted unit that can reach the edge goes there and leaves with the MP it has left; a healthy one goes on', () => {
    const bot = greedyBot();
    const state = evacuation({ at: { col: 4, row: 8 }, disrupted: true });
    const move = bot.next(state, 'axis');
    expect(move).toMatchObject({ type: 'moveTo', unitId: 'p1', to: { row: 9 } });
    const there = act(state, move);
    expect(bot.next(there, 'axis')).toEqual({ type: 'evacuate', unitId: 'p1' });
    expect(greedyBot().next(evacuation({ at: { col: 4, row: 8 } }), 'axis')).toMatchObject({ type: 'moveTo', unitId: 'p1', to: { row: 4 } });
  });

  it('on the last turn a healthy unit that can reach the edge and still leave goes too', () => {
    const state = evacuation({ at: { col: 4, row: 7 } }, { turns: 1 });
    expect(greedyBot().next(state, 'axis')).toMatchObject({ type: 'moveTo', unitId: 'p1', to: { row: 9 } });
    expect(greedyBot().next(evacuation({ at: { col: 4, row: 5 } }, { turns: 1 }), 'axis')).toMatchObject({ type: 'moveTo', unitId: 'p1', to: { row: 2 } });
  });
});
