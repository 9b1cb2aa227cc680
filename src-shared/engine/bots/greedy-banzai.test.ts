import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import { distance } from '../../hex';
import type { HexRef } from '../../model';
import type { Action } from '../core/actions';
import { apply } from '../core/apply';
import { legalActions } from '../core/legal';
import { activeBanzai } from '../modules/banzai/banzai';
import { chainType, PACIFIC_UNIT_TYPES, pacificRuleset } from '../testing/test-pacific';
import type { GameState } from '../core/state';
import { ALL_UNIT_TYPES, GEOM, toMovement, toPhase, type FixtureUnit } from '../testing/test-fixtures';
import { scenario } from '../testing/test-scenario';
import type { Bot } from './bot';
import { greedyBot } from './greedy-bot';

const unitTypes = [...ALL_UNIT_TYPES, ...PACIFIC_UNIT_TYPES, chainType('jpost', [1, 1, 1], ['leader'], 0)];
const ours = (id: string, type: string, col: number, row: number): FixtureUnit => ({ id, side: 'axis', type, at: { col, row } });
const ENEMY = { col: 5, row: 1 };

/**
 * The axis Movement Phase of turn 1 of `turns`: leader L with rifles a and b beside it, 2 to 3 hexes from the enemy
 * platoon e at 0602; rifle f far off. The objective is where `objectiveAt` says (the enemy's hex: axis behind).
 */
function charge(o: { turns?: number; objectiveAt?: HexRef; enemyAt?: HexRef } = {}): GameState {
  const units: FixtureUnit[] = [ours('L', 'jleader', 5, 3), ours('a', 'jrifle', 5, 4), ours('b', 'jrifle', 4, 3), ours('f', 'jrifle', 1, 10), { id: 'e', side: 'allies', type: 'platoon', at: o.enemyAt ?? ENEMY }];
  const turns = Array.from({ length: o.turns ?? 3 }, () => ({ axis: 3, allies: 2 }));
  return toMovement(scenario({ cols: 12, rows: 12, unitTypes, ruleset: pacificRuleset('banzai', 'japanese'), units, turns, objectives: [{ at: o.objectiveAt ?? o.enemyAt ?? ENEMY, vp: 10 }] }));
}

const listed = (state: GameState, action: unknown) => legalActions(state).some((a) => JSON.stringify(a) === JSON.stringify(action));

/** Plays the bot's actions to the end of the phase, each one checked against legalActions. */
function playPhase(bot: Bot, state: GameState): { state: GameState; actions: Action[] } {
  let s = state;
  const actions: Action[] = [];
  for (let i = 0; i < 50; i++) {
    const action = bot.next(s, 'axis');
    expect(listed(s, action), JSON.stringify(action)).toBe(true);
    const r = apply(s, action);
    if (!r.ok) throw new Error(r.error.message);
    actions.push(action);
    if (action.type === 'endPhase') return { state: r.state, actions };
    s = r.state;
  }
  throw new Error('the phase never ended');
}

describe('greedy bot: Banzai charge (OST 12, 13)', () => {
  it('declares its charge late in a game it is losing, with three units near the enemy, and closes in', () => {
    const state = charge();
    const bot = greedyBot();
    const action = bot.next(state, 'axis');
    expect(action).toEqual({ type: 'declareBanzai', leaderId: 'L', unitIds: ['a', 'b'] });
    expect(listed(state, action)).toBe(true);
    const declared = apply(state, action);
    if (!declared.ok) throw new Error(declared.error.message);
    const moved = playPhase(bot, declared.state).state;
    expect(activeBanzai(moved, 'axis')?.units).toEqual(['L', 'a', 'b']);
    for (const id of ['L', 'a', 'b']) expect(distance(GEOM, moved.units[id].hex as HexRef, ENEMY), id).toBe(1);
    // Next to the enemy now, each participant attacks before the Ground Attack Phase may end (OST 13.9).
    const { actions } = playPhase(greedyBot(), toPhase(moved, 'ground-attack'));
    const attackers = actions.flatMap((a) => (a.type === 'attack' ? a.attackers : []));
    expect(attackers.length).toBeGreaterThan(0);
  });

  it('does not when ahead, when too few units are near the enemy, or early in the game', () => {
    expect(greedyBot().next(charge({ objectiveAt: { col: 1, row: 10 } }), 'axis').type).not.toBe('declareBanzai');
    expect(greedyBot().next(charge({ enemyAt: { col: 11, row: 11 } }), 'axis').type).not.toBe('declareBanzai');
    expect(greedyBot().next(charge({ turns: 4 }), 'axis').type).not.toBe('declareBanzai');
  });
});
