import { describe, expect, it } from 'vitest';
import '../../testing/test-guards';
import { assessAttack } from '../../combat/combat';
import { battle, eventsOf, fight } from '../../testing/test-combat';
import { ALL_UNIT_TYPES, act, game, step, toMovement, unitType, type FixtureUnit } from '../../testing/test-fixtures';
import { pacificRuleset } from '../../testing/test-pacific';
import { movementAllowance } from '../../core/units';
import type { UnitType } from '../../../model';
import type { GameState } from '../../core/state';

const D = { col: 5, row: 5 };
const N = step(D, 0);
const NE = step(D, 1);
const COMBAT = [3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 1];
/** Twelve figures losing one at a time, each step with its own values. */
const squad = (flags = ['step-losses']): UnitType => ({
  ...unitType('squad', 'foot', 'platoon', [4, 4], flags),
  stepModel: 'chain',
  steps: COMBAT.map((combat, i) => ({ label: `${12 - i} figures`, combat, range: i < 6 ? 2 : 1, ma: i < 9 ? 4 : 3 })),
});
const unitTypes = (flags?: string[]) => [...ALL_UNIT_TYPES, squad(flags)];
const ours = (id: string, type: string, at: FixtureUnit['at']): FixtureUnit => ({ id, side: 'axis', type, at });
const enemy = (id: string, type: string, at: FixtureUnit['at'] = D): FixtureUnit => ({ id, side: 'allies', type, at });

/** Two paras (12) against the squad (3 at full strength): the +7 column, where 1 DD, 2 DR, 3 DDR, 5 DE. */
function assault(flags?: string[], stepNow = 0): GameState {
  const s = battle({ units: [ours('p1', 'para', N), ours('p2', 'para', NE), enemy('s', 'squad')], unitTypes: unitTypes(flags) });
  return { ...s, units: { ...s.units, s: { ...s.units.s, step: stepNow } } };
}

describe('longer step chains (module step-chains)', () => {
  it('a disruption result costs a step-losses chain unit one step, never disrupting it', () => {
    const { state, events } = fight(assault(), { attackers: ['p1', 'p2'], defenderHex: D }, [1]);
    expect(state.units.s).toMatchObject({ hex: D, disrupted: false, step: 1 });
    expect(eventsOf(events, 'unit-disrupted')).toEqual([]);
    expect(eventsOf(events, 'unit-step-lost')).toEqual([
      { type: 'unit-step-lost', unitId: 's', from: 0, fromLabel: '12 figures', to: 1, toLabel: '11 figures', reason: 'combat result DD', rule: 'Atoll 13' },
    ]);
  });

  it('losses come one step at a time: step 7 of 12 goes to step 8', () => {
    const { state } = fight(assault(undefined, 6), { attackers: ['p1', 'p2'], defenderHex: D }, [1]);
    expect(state.units.s.step).toBe(7);
  });

  it('DDR costs one step and the unit still retreats (no hold as under the japanese module)', () => {
    const { state, events } = fight(assault(), { attackers: ['p1', 'p2'], defenderHex: D }, [3, 1]);
    expect(state.units.s.step).toBe(1);
    expect(eventsOf(events, 'unit-retreated')).toHaveLength(1);
    expect(state.units.s.hex).not.toEqual(D);
  });

  it('DE eliminates the unit at any step, and a loss past the twelfth step eliminates it', () => {
    const de = fight(assault(), { attackers: ['p1', 'p2'], defenderHex: D }, [5]);
    expect(de.state.units.s).toMatchObject({ hex: null, eliminated: true });
    const { state, events } = fight(assault(undefined, 11), { attackers: ['p1', 'p2'], defenderHex: D }, [1]);
    expect(state.units.s).toMatchObject({ hex: null, eliminated: true });
    expect(eventsOf(events, 'unit-step-lost')[0]).toMatchObject({ from: 11, to: null, toLabel: null });
    expect(eventsOf(events, 'unit-eliminated')[0]).toMatchObject({ unitId: 's', rule: 'Atoll 13' });
  });

  it('each step has its own values: defence, and movement allowance', () => {
    const defence = (stepNow: number) => {
      const odds = assessAttack(assault(undefined, stepNow), { type: 'attack', attackers: ['p1', 'p2'], defenderHex: D });
      return odds.ok ? odds.assessment.defence : NaN;
    };
    expect([0, 3, 7, 11].map(defence)).toEqual([3, 2, 1, 1]);
    const s = assault(undefined, 10);
    expect(movementAllowance(s.board.units.s, s.units.s)).toBe(3);
    expect(movementAllowance(s.board.units.s, { ...s.units.s, step: 2 })).toBe(4);
  });

  it('other causes of disruption (over-stacking, 7.3) cost a step too', () => {
    const five = [0, 1, 2, 3, 4].map((i) => ours(`q${i}`, 'squad', D));
    const s = toMovement(game({ units: [...five, enemy('e', 'platoon', { col: 0, row: 0 })], unitTypes: unitTypes() }));
    for (const u of five) expect(s.units[u.id]).toMatchObject({ step: 1, disrupted: false });
    const after = act(s, { type: 'endPhase' });
    for (const u of five) expect(after.units[u.id]).toMatchObject({ step: 2, disrupted: false });
  });

  it('without the flag a chain unit is disrupted and retreats as in the standard rules', () => {
    const dd = fight(assault([]), { attackers: ['p1', 'p2'], defenderHex: D }, [1]);
    expect(dd.state.units.s).toMatchObject({ disrupted: true, step: 0 });
    expect(eventsOf(dd.events, 'unit-step-lost')).toEqual([]);
  });

  it('the japanese module takes the loss its own way where both apply (a retreat is held, at its own rule)', () => {
    const s = battle({ units: [ours('p1', 'para', N), ours('p2', 'para', NE), enemy('s', 'squad')], unitTypes: unitTypes(), ruleset: pacificRuleset('japanese') });
    const { state, events } = fight(s, { attackers: ['p1', 'p2'], defenderHex: D }, [1]);
    expect(state.units.s.step).toBe(1);
    expect(eventsOf(events, 'unit-step-lost')[0].rule).toBe('OST 11.1, ASL G1.12');
  });
});
