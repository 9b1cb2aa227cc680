import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import type { Strike } from '../../model';
import { legalActions } from '../core/legal';
import { PACIFIC_UNIT_TYPES, pacificRuleset } from '../testing/test-pacific';
import { createGame } from '../scenario/setup';
import type { GameState } from '../core/state';
import { ALL_UNIT_TYPES, makeSetup, step, toPhase, type FixtureUnit } from '../testing/test-fixtures';
import { greedyBot } from './greedy-bot';

const D = { col: 5, row: 5 };
const OPEN = { col: 8, row: 8 };
const unitTypes = [...ALL_UNIT_TYPES, ...PACIFIC_UNIT_TYPES];
const ours = (id: string, type: string, at: FixtureUnit['at']): FixtureUnit => ({ id, side: 'axis', type, at });
const enemy = (id: string, at: FixtureUnit['at']): FixtureUnit => ({ id, side: 'allies', type: 'platoon', at });
const air = (id: string, strength: number): Strike => ({ id, sideId: 'axis', kind: 'air', strength, label: id, initial: true, availability: 'restOfGame', shotDown: 'eliminated' });

/** The axis Airstrike & Naval Gunfire Phase of turn 1 with two air markers of `strength`; a cave in D facing north when `cave`. */
function strikes(units: FixtureUnit[], o: { strength?: number; cave?: boolean; cp?: number } = {}): GameState {
  const modules = o.cave ? pacificRuleset('napalm', 'caves') : pacificRuleset('napalm');
  const setup = makeSetup({
    cols: 12, rows: 12, unitTypes, ruleset: modules, units: [ours('r', 'rifle', { col: 0, row: 0 }), ...units],
    features: o.cave ? [{ at: D, type: 'cave', facing: 0 }] : undefined,
    turns: [{ axis: o.cp ?? 2, allies: 1 }, { axis: 2, allies: 1 }],
  });
  const strength = o.strength ?? 2;
  return toPhase(createGame({ ...setup, strikes: [air('a1', strength), air('a2', strength)] }, 1), 'strikes');
}

describe('greedy bot: napalm (OST 18)', () => {
  it('drops napalm where it beats the marker flown as an ordinary airstrike', () => {
    const state = strikes([enemy('e', D)]);
    const action = greedyBot().next(state, 'axis');
    expect(action).toEqual({ type: 'napalmStrike', strikeId: 'a1', hex: D });
    expect(legalActions(state)).toContainEqual(action);
  });

  it('not when the ordinary strike is as good, nor without 2 CP in hand', () => {
    expect(greedyBot().next(strikes([enemy('e', D)], { strength: 12 }), 'axis')).toMatchObject({ type: 'commitStrikes', kind: 'air' });
    expect(greedyBot().next(strikes([enemy('e', D)], { cp: 1 }), 'axis')).toEqual({ type: 'endPhase' });
  });

  it('burns out a cave that ordinary strikes cannot touch (OST 9.13) when the CP left still fly the other marker', () => {
    const units = [enemy('e', D), enemy('o', OPEN), ours('s', 'para', step(OPEN, 0))];
    expect(greedyBot().next(strikes(units, { strength: 12, cave: true, cp: 3 }), 'axis')).toEqual({ type: 'napalmStrike', strikeId: 'a1', hex: D });
    // With 2 CP the napalm would cost the ordinary strike on the open hex, which does more.
    expect(greedyBot().next(strikes(units, { strength: 12, cave: true, cp: 2 }), 'axis')).toMatchObject({ type: 'commitStrikes', kind: 'air' });
  });
});
