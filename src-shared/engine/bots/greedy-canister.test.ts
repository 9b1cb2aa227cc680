import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import { legalActions } from '../core/legal';
import { PACIFIC_UNIT_TYPES, pacificRuleset } from '../testing/test-pacific';
import type { GameState } from '../core/state';
import { battle } from '../testing/test-combat';
import { ALL_UNIT_TYPES, step, type FixtureUnit } from '../testing/test-fixtures';
import { greedyBot } from './greedy-bot';

const D = { col: 5, row: 5 };
const G = { col: 5, row: 7 };
const unitTypes = [...ALL_UNIT_TYPES, ...PACIFIC_UNIT_TYPES];
const ours = (id: string, type: string, at: FixtureUnit['at']): FixtureUnit => ({ id, side: 'axis', type, at });
const enemy = (id: string, type: string, at: FixtureUnit['at'] = D): FixtureUnit => ({ id, side: 'allies', type, at });

/** The axis Ground Attack Phase with the canister gun g (strength 2, range 3) two hexes from D. */
function fire(units: FixtureUnit[]): GameState {
  return battle({ units: [ours('g', 'canister-gun', G), ...units], unitTypes, ruleset: pacificRuleset('canister') });
}

describe('greedy bot: canister (OST 16)', () => {
  it('fires canister (doubled strength) rather than an ordinary ranged attack at the same foot units', () => {
    const state = fire([enemy('e1', 'platoon')]);
    const action = greedyBot().next(state, 'axis');
    expect(action).toEqual({ type: 'fireCanister', unitId: 'g', hexes: [D] });
    expect(legalActions(state)).toContainEqual(action);
    expect(legalActions(state)).toContainEqual({ type: 'attack', attackers: [], ranged: ['g'], defenderHex: D });
  });

  it('not at vehicles (canister hits foot units only), nor when an ordinary attack does better', () => {
    expect(greedyBot().next(fire([enemy('t', 'heavy-tank')]), 'axis')).toMatchObject({ type: 'attack', ranged: ['g'] });
    const assault = fire([enemy('e1', 'platoon'), ours('p1', 'para', step(D, 0)), ours('p2', 'para', step(D, 1)), ours('p3', 'para', step(D, 5))]);
    expect(greedyBot().next(assault, 'axis')).toMatchObject({ type: 'attack', attackers: ['p1', 'p2', 'p3'] });
  });
});
