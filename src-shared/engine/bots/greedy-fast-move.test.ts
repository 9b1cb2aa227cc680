import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import type { HexRef } from '../../model';
import { legalActions } from '../core/legal';
import { createGame } from '../scenario/setup';
import type { GameState } from '../core/state';
import { withDice } from '../testing/test-combat';
import { act, ALL_UNIT_TYPES, makeSetup, toMovement, type FixtureUnit } from '../testing/test-fixtures';
import { strike } from '../testing/test-scenario';
import { greedyBot } from './greedy-bot';

const START = { col: 1, row: 1 };
const listed = (state: GameState, action: unknown) => legalActions(state).some((a) => JSON.stringify(a) === JSON.stringify(action));

/** The axis Movement Phase of turn 1: platoon a1 (4 MP on clear ground) at 0202, an objective at `objective`. */
function race(objective: HexRef, o: { cp?: number; units?: FixtureUnit[]; strikes?: boolean } = {}): GameState {
  const units: FixtureUnit[] = [{ id: 'a1', side: 'axis', type: 'platoon', at: START }, { id: 'b1', side: 'allies', type: 'platoon', at: { col: 13, row: 9 } }, ...(o.units ?? [])];
  const setup = makeSetup({ cols: 14, rows: 10, unitTypes: ALL_UNIT_TYPES, units, turns: [{ axis: o.cp ?? 2, allies: 1 }, { axis: 2, allies: 1 }] });
  const strikes = o.strikes ? [strike('ax-air', 'axis', { initial: true, availability: 'restOfGame' })] : [];
  return toMovement(createGame({ ...setup, strikes, features: [{ id: 'obj', type: 'objective', hex: objective, props: { vp: 5 } }] }, 1));
}

describe('greedy bot: fast movement (10.10)', () => {
  it('fast-moves when its 4 MP fall short of an empty objective 6 hexes off and 3 more would get there, then takes it', () => {
    const objective = { col: 7, row: 1 };
    const state = race(objective);
    const bot = greedyBot();
    const action = bot.next(state, 'axis');
    expect(action).toEqual({ type: 'fastMove', unitId: 'a1' });
    expect(listed(state, action)).toBe(true);
    const rolled = act(withDice(state, [4]), action);
    expect(rolled.cp.axis).toBe(1);
    expect(bot.next(rolled, 'axis')).toEqual({ type: 'moveTo', unitId: 'a1', to: objective });
  });

  it('does not when its own MP get there, when the objective is beyond any likely roll, or when no CP is spare', () => {
    expect(greedyBot().next(race({ col: 5, row: 1 }), 'axis')).toEqual({ type: 'moveTo', unitId: 'a1', to: { col: 5, row: 1 } });
    expect(greedyBot().next(race({ col: 13, row: 1 }), 'axis')).toMatchObject({ type: 'moveTo', unitId: 'a1' });
    expect(greedyBot().next(race({ col: 7, row: 1 }, { cp: 0 }), 'axis')).toMatchObject({ type: 'moveTo', unitId: 'a1' });
    // cp-reserve.ts: with 2 CP and a strike marker that may fly this turn, both CP are kept for the attacks.
    expect(greedyBot().next(race({ col: 7, row: 1 }, { strikes: true }), 'axis')).toMatchObject({ type: 'moveTo', unitId: 'a1' });
    // A mortar (range 3) keeps 1 CP for ranged fire: of 2 CP, one is spare.
    const mortar: FixtureUnit = { id: 'm1', side: 'axis', type: 'mortar', at: { col: 0, row: 9 } };
    expect(greedyBot().next(race({ col: 7, row: 1 }, { units: [mortar] }), 'axis')).toEqual({ type: 'fastMove', unitId: 'a1' });
    expect(greedyBot().next(race({ col: 7, row: 1 }, { units: [mortar], cp: 1 }), 'axis')).toMatchObject({ type: 'moveTo', unitId: 'a1' });
  });
});
