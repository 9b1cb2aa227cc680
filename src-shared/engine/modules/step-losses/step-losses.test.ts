import { describe, expect, it } from 'vitest';
import '../../testing/test-guards';
import { assessAttack } from '../../combat/combat';
import { battle, eventsOf, fight } from '../../testing/test-combat';
import { ALL_UNIT_TYPES, act, game, step, toMovement, type FixtureUnit } from '../../testing/test-fixtures';
import { PACIFIC_UNIT_TYPES, pacificRuleset } from '../../testing/test-pacific';
import type { GameState } from '../../core/state';

const D = { col: 5, row: 5 };
const N = step(D, 0);
const NE = step(D, 1);
const unitTypes = [...ALL_UNIT_TYPES, ...PACIFIC_UNIT_TYPES];
const ours = (id: string, type: string, at: FixtureUnit['at']): FixtureUnit => ({ id, side: 'axis', type, at });
const enemy = (id: string, type: string, at: FixtureUnit['at'] = D): FixtureUnit => ({ id, side: 'allies', type, at });

/** Two paras (12) against a Japanese rifle unit (2): the +7 column, where 1 DD, 2 DR, 3 DDR, 5 DE. */
function assault(japanese = true): GameState {
  return battle({ units: [ours('p1', 'para', N), ours('p2', 'para', NE), enemy('j', 'jrifle')], unitTypes, ruleset: japanese ? pacificRuleset('japanese') : pacificRuleset() });
}

describe('Japanese step losses (module japanese)', () => {
  it('ASL G1.121, OST 11.3: a disruption result steps a full-strength chain unit down to reduced strength, never disrupting it', () => {
    const { state, events } = fight(assault(), { attackers: ['p1', 'p2'], defenderHex: D }, [1]);
    expect(state.units.j).toMatchObject({ hex: D, disrupted: false, step: 1 });
    expect(eventsOf(events, 'unit-disrupted')).toEqual([]);
    expect(eventsOf(events, 'unit-step-lost')).toEqual([
      { type: 'unit-step-lost', unitId: 'j', from: 0, fromLabel: 'full', to: 1, toLabel: 'reduced', reason: 'combat result DD', rule: 'OST 11.1, ASL G1.12' },
    ]);
  });

  it('OST 11.1: a retreat result is refused: the unit holds its hex and loses one step, with no retreat die and no pursuit', () => {
    const { state, events } = fight(assault(), { attackers: ['p1', 'p2'], defenderHex: D }, [2]);
    expect(state.units.j).toMatchObject({ hex: D, step: 1 });
    expect(eventsOf(events, 'unit-retreated')).toEqual([]);
    expect(eventsOf(events, 'die-rolled')).toHaveLength(1);
    expect(eventsOf(events, 'unit-step-lost')[0].reason).toContain('holds its ground in 0606 instead of retreating');
    expect(state.combat?.pursuit).toBeNull();
  });

  it('ASL G1.122: DDR costs two steps: full to half-squad', () => {
    const { state, events } = fight(assault(), { attackers: ['p1', 'p2'], defenderHex: D }, [3]);
    expect(state.units.j).toMatchObject({ hex: D, step: 2 });
    expect(eventsOf(events, 'unit-step-lost').map((e) => e.toLabel)).toEqual(['reduced', 'half-squad']);
  });

  it('ASL G1.14: DE eliminates the unit at any step, and a loss past the half-squad eliminates it', () => {
    const de = fight(assault(), { attackers: ['p1', 'p2'], defenderHex: D }, [5]);
    expect(de.state.units.j).toMatchObject({ hex: null, eliminated: true });
    const s = assault();
    const last: GameState = { ...s, units: { ...s.units, j: { ...s.units.j, step: 2 } } };
    const { state, events } = fight(last, { attackers: ['p1', 'p2'], defenderHex: D }, [1]);
    expect(state.units.j).toMatchObject({ hex: null, eliminated: true });
    expect(eventsOf(events, 'unit-step-lost')[0]).toMatchObject({ from: 2, to: null, toLabel: null });
    expect(eventsOf(events, 'unit-eliminated')[0]).toMatchObject({ unitId: 'j', rule: 'ASL G1.14' });
  });

  it('ASL G1.12: a chain attacker hit by AD loses a step; its lower step fights with the lower strength', () => {
    const s = battle({ units: [ours('j', 'jstrong', N), enemy('e', 'para'), enemy('e2', 'platoon')], unitTypes, ruleset: pacificRuleset('japanese') });
    const { state } = fight(s, { attackers: ['j'], defenderHex: D }, [1]);
    expect(state.units.j).toMatchObject({ disrupted: false, step: 1 });
    const odds = assessAttack({ ...state, combat: undefined }, { type: 'attack', attackers: ['j'], defenderHex: D });
    expect(odds.ok && odds.assessment.attack).toBe(4);
  });

  it('OST 11.5: Japanese units closing with the enemy get one column right when they alone make the adjacent attack', () => {
    const s = battle({ units: [ours('j', 'jstrong', N), ours('r', 'rifle', NE), enemy('e', 'para')], unitTypes, ruleset: pacificRuleset('japanese') });
    const shifts = (attackers: string[]) => {
      const odds = assessAttack(s, { type: 'attack', attackers, defenderHex: D });
      return odds.ok ? odds.assessment.shifts : [];
    };
    expect(shifts(['j'])).toEqual([{ cause: 'Japanese units closing with the enemy (+1 in melee)', shift: 1, rule: 'OST 11.5' }]);
    expect(shifts(['j', 'r'])).toEqual([]);
  });

  it('ASL G1.13: other causes of disruption (over-stacking, 7.3) cost a step too', () => {
    const five = [0, 1, 2, 3, 4].map((i) => ours(`j${i}`, 'jrifle', D));
    const s = toMovement(game({ units: [...five, enemy('e', 'platoon', { col: 0, row: 0 })], unitTypes, ruleset: pacificRuleset('japanese') }));
    // The Airborne Landing Phase has ended over-stacked once; the Movement Phase ends over-stacked again.
    for (const u of five) expect(s.units[u.id]).toMatchObject({ step: 1, disrupted: false });
    const after = act(s, { type: 'endPhase' });
    for (const u of five) expect(after.units[u.id]).toMatchObject({ step: 2, disrupted: false });
  });

  it('module off: chain units are disrupted and retreat as in the standard rules (15.0, 13.0)', () => {
    const dd = fight(assault(false), { attackers: ['p1', 'p2'], defenderHex: D }, [1]);
    expect(dd.state.units.j).toMatchObject({ disrupted: true, step: 0 });
    const dr = fight(assault(false), { attackers: ['p1', 'p2'], defenderHex: D }, [2, 1]);
    expect(eventsOf(dr.events, 'unit-retreated')).toHaveLength(1);
    expect(eventsOf(dr.events, 'unit-step-lost')).toEqual([]);
  });
});
