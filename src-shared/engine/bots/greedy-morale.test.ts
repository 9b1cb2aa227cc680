import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import { createGame } from '../scenario/setup';
import { ALL_UNIT_TYPES, makeSetup, step, toPhase, unitType, type FixtureUnit } from '../testing/test-fixtures';
import { greedyBot } from './greedy-bot';

const A = { col: 5, row: 5 };
const CAPTAIN = unitType('captain', 'foot', 'company', [4, 2], ['leader'], [6, 3]);

function attackPhase(units: FixtureUnit[], morale: boolean) {
  const setup = makeSetup({ cols: 12, rows: 12, unitTypes: [...ALL_UNIT_TYPES, CAPTAIN], units });
  return toPhase(createGame({ ...setup, specialRules: morale ? [{ id: 'morale', module: 'morale' }] : [] }, 1), 'ground-attack');
}

describe('greedy bot and morale (issue 14 item 11)', () => {
  const weak = step(A, 0);
  const units: FixtureUnit[] = [
    { id: 'cpt', side: 'axis', type: 'captain', at: A },
    { id: 'r0', side: 'axis', type: 'rifle', at: { col: 1, row: 10 } },
    { id: 'e', side: 'allies', type: 'militia', at: weak },
  ];

  it('without the morale module a leader attacks alone when the odds favour it', () => {
    expect(greedyBot().next(attackPhase(units, false), 'axis')).toMatchObject({ type: 'attack', attackers: ['cpt'] });
  });

  it('with the morale module on it makes no attack with a lone leader: it ends the phase instead', () => {
    expect(greedyBot().next(attackPhase(units, true), 'axis')).toEqual({ type: 'endPhase' });
  });

  it('with the morale module on a leader still attacks beside other units', () => {
    const withRifle = [...units, { id: 'r1', side: 'axis' as const, type: 'para', at: step(weak, 1) }];
    const action = greedyBot().next(attackPhase(withRifle, true), 'axis');
    expect(action).toMatchObject({ type: 'attack' });
    expect(action && 'attackers' in action ? action.attackers : []).toContain('r1');
  });
});
