import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import { apply } from '../core/apply';
import { legalActions } from '../core/legal';
import { pacificRuleset } from '../testing/test-pacific';
import { createGame } from '../scenario/setup';
import type { GameState } from '../core/state';
import { ALL_UNIT_TYPES, makeSetup, step, type FixtureUnit } from '../testing/test-fixtures';
import { greedyBot } from './greedy-bot';

const D = { col: 5, row: 5 };
const FAR = { col: 1, row: 1 };
const ours = (id: string, type: string, at: FixtureUnit['at']): FixtureUnit => ({ id, side: 'axis', type, at });
const enemy = (id: string, at: FixtureUnit['at']): FixtureUnit => ({ id, side: 'allies', type: 'platoon', at });

/** The axis Command Point Phase of turn 1 of three, with `shells` starshells for the axis. */
function commandPhase(units: FixtureUnit[], o: { night?: boolean; shells?: number } = {}): GameState {
  const setup = makeSetup({ cols: 12, rows: 12, unitTypes: ALL_UNIT_TYPES, ruleset: pacificRuleset('starshells'), units, night: o.night ?? true });
  return createGame({ ...setup, sides: setup.sides.map((s) => (s.id === 'axis' ? { ...s, starshells: o.shells ?? 2 } : s)) }, 1);
}

describe('greedy bot: starshells (OST 17)', () => {
  it('on a night turn, lights the enemy hex next to its units, and spreads its shells over the nights left', () => {
    const state = commandPhase([ours('r', 'para', step(D, 0)), enemy('e', D), enemy('far', FAR)]);
    expect(state.phase).toBe('command');
    const bot = greedyBot();
    const action = bot.next(state, 'axis');
    expect(action).toEqual({ type: 'fireStarshell', hex: D });
    expect(legalActions(state)).toContainEqual(action);
    const fired = apply(state, action);
    if (!fired.ok) throw new Error(fired.error.message);
    // 2 shells over 3 night turns: one this turn.
    expect(bot.next(fired.state, 'axis')).toEqual({ type: 'endPhase' });
    // With 6 shells, two a night.
    const many = greedyBot();
    const six = commandPhase([ours('r', 'para', step(D, 0)), ours('s', 'para', step(FAR, 2)), enemy('e', D), enemy('far', FAR)], { shells: 6 });
    const first = many.next(six, 'axis');
    const after = apply(six, first);
    if (!after.ok) throw new Error(after.error.message);
    expect(many.next(after.state, 'axis')).toMatchObject({ type: 'fireStarshell' });
  });

  it('fires none by day, nor when no enemy stands near its units', () => {
    expect(greedyBot().next(commandPhase([ours('r', 'para', step(D, 0)), enemy('e', D)], { night: false }), 'axis')).toEqual({ type: 'endPhase' });
    expect(greedyBot().next(commandPhase([ours('r', 'para', { col: 10, row: 10 }), enemy('e', D), enemy('far', FAR)]), 'axis')).toEqual({ type: 'endPhase' });
  });
});
