import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import type { UnitType } from '../../model';
import { legalActions } from '../core/legal';
import type { Action } from '../core/actions';
import { createGame } from '../scenario/setup';
import type { GameState } from '../core/state';
import type { GameSetup } from '../scenario/setup-types';
import { act, ALL_UNIT_TYPES, makeSetup, toMovement, unitType, type FixtureUnit } from '../testing/test-fixtures';
import { greedyBot } from './greedy-bot';
import { playGame } from './play-game';
import { randomBot } from './random-bot';

const START = { col: 1, row: 1 };
const OBJECTIVE = { col: 9, row: 1 };
const truck: UnitType = {
  ...unitType('lorry', 'wheeled', 'platoon', [10, 5]),
  unitClass: 'vehicle',
  carrier: { capacity: 2, measure: 'units', classes: ['infantry'], loadMp: 1, unloadMp: 1 },
};
const listed = (state: GameState, action: Action) => legalActions(state).some((a) => JSON.stringify(a) === JSON.stringify(action));

/** A lorry and two platoons (4 MP) at 0202, an objective eight hexes east. */
function convoySetup(extra: FixtureUnit[] = []): GameSetup {
  const units: FixtureUnit[] = [
    { id: 'a1', side: 'axis', type: 'platoon', at: START },
    { id: 'a2', side: 'axis', type: 'platoon', at: START },
    { id: 't', side: 'axis', type: 'lorry', at: START },
    { id: 'b1', side: 'allies', type: 'platoon', at: { col: 13, row: 9 } },
    ...extra,
  ];
  const setup = makeSetup({ cols: 14, rows: 10, unitTypes: [...ALL_UNIT_TYPES, truck], units });
  return { ...setup, features: [{ id: 'obj', type: 'objective', hex: OBJECTIVE, props: { vp: 5 } }] };
}

/** The axis Movement Phase of turn 1 of the convoy. */
const convoy = (): GameState => toMovement(createGame(convoySetup(), 1));

describe('greedy bot: transport', () => {
  it('loads the units a ride takes nearer, drives the carrier toward the objective, and unloads them within a move of it', () => {
    let state = convoy();
    const bot = greedyBot();
    const taken: Action[] = [];
    for (let i = 0; i < 12 && state.phase === 'movement'; i++) {
      const action = bot.next(state, 'axis');
      expect(listed(state, action) || action.type === 'endPhase').toBe(true);
      taken.push(action);
      state = act(state, action);
    }
    expect(taken.slice(0, 2)).toEqual([
      { type: 'load', unitId: 'a1', carrierId: 't' },
      { type: 'load', unitId: 'a2', carrierId: 't' },
    ]);
    // The lorry moves (a fast move first when the bot has CP to spare), then both get off.
    const moved = taken.findIndex((a) => a.type === 'moveTo' && a.unitId === 't');
    expect(moved).toBeGreaterThan(1);
    expect(taken.slice(moved + 1, moved + 3)).toEqual([{ type: 'unload', unitId: 'a1' }, { type: 'unload', unitId: 'a2' }]);
    // On foot from the start the platoons would have covered 4 hexes; the lorry set them down within a move of the objective.
    expect(state.units.a1.hex!.col).toBeGreaterThan(START.col + 4);
    expect(state.units.a1.aboard).toBeUndefined();
  });

  it('drives a carrier whose units were set up aboard toward the objective before they get off', () => {
    // The objective beyond the lorry's reach, so that it sets them down short of it rather than on it.
    const setup = { ...convoySetup(), features: [{ id: 'obj', type: 'objective' as const, hex: { col: 12, row: 1 }, props: { vp: 5 } }] };
    const state0 = toMovement(createGame({ ...setup, units: setup.units.map((u) => (u.id === 'a1' || u.id === 'a2' ? { ...u, aboard: 't' } : u)) }, 1));
    expect(state0.units.a1.aboard).toBe('t');
    let state = state0;
    const bot = greedyBot();
    const taken: Action[] = [];
    for (let i = 0; i < 12 && state.phase === 'movement'; i++) {
      const action = bot.next(state, 'axis');
      taken.push(action);
      state = act(state, action);
    }
    const moved = taken.findIndex((a) => a.type === 'moveTo' && a.unitId === 't');
    const unloaded = taken.findIndex((a) => a.type === 'unload');
    expect(moved).toBeGreaterThanOrEqual(0);
    expect(unloaded).toBeGreaterThan(moved);
    // Set down within a move of the objective, not at the start where the lorry stood.
    expect(state.units.a1.hex!.col).toBeGreaterThanOrEqual(12 - 4);
    expect(state.units.a1.aboard).toBeUndefined();
  });

  it('leaves a unit on foot that reaches its target alone', () => {
    const near = convoy();
    const close = { ...near, units: { ...near.units, a1: { ...near.units.a1, hex: { col: 10, row: 1 } }, a2: { ...near.units.a2, hex: { col: 10, row: 1 } }, t: { ...near.units.t, hex: { col: 10, row: 1 } } } };
    expect(greedyBot().next(close, 'axis')).not.toMatchObject({ type: 'load' });
  });

  it('greedy and random bots play a game with carriers to its end, each action legal', () => {
    for (const bots of [[greedyBot(), greedyBot()], [randomBot('r1'), randomBot('r2')]] as const) {
      const { state, session } = playGame(convoySetup(), { seed: 3, bots: { axis: bots[0], allies: bots[1] } });
      expect(state.over).toBe(true);
      if (bots[0].name === 'greedy') expect(session.actions.filter((a) => a.type === 'load' || a.type === 'unload').length).toBeGreaterThanOrEqual(4);
    }
  });
});
