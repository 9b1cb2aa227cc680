import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import type { CpBonus, HexRef } from '../../model';
import { eventsOf } from '../testing/test-combat';
import { step } from '../testing/test-fixtures';
import { reach, scenario } from '../testing/test-scenario';
import type { FixtureUnit } from '../testing/test-fixtures';

const FIELD = { col: 5, row: 5 };
const BRIDGE_N = { col: 2, row: 2 };
const BRIDGE_S = step(BRIDGE_N, 3);
const unit = (id: string, side: FixtureUnit['side'], at: HexRef): FixtureUnit => ({ id, side, type: 'rifle', at });
const bonus = (hexes: HexRef[], require: CpBonus['require'], cp = 2, noAdjacentEnemy = true, sideId = 'axis'): CpBonus => ({ id: `b-${require}`, sideId, cp, hexes, require, noAdjacentEnemy, note: '' });

function commandEvents(units: FixtureUnit[], cpBonuses: CpBonus[]) {
  const s = scenario({ units, extra: { cpBonuses } });
  // The game opens in the axis Command Point Phase; the allies' comes later in the turn.
  return { start: s, allies: reach(s, 1, 'command', 'allies') };
}

describe('scenario CP bonuses (5.3)', () => {
  it('5.3: holding the airfield with no enemy next to it adds its CP to the track value (Palembang)', () => {
    const { start } = commandEvents([unit('a', 'axis', FIELD), unit('e', 'allies', { col: 8, row: 8 })], [bonus([FIELD], 'any')]);
    expect(start.cp.axis).toBe(4);
    const replayed = scenario({ units: [unit('a', 'axis', FIELD), unit('e', 'allies', { col: 8, row: 8 })], extra: { cpBonuses: [bonus([FIELD], 'any')] } });
    expect(replayed.cp.axis).toBe(4);
  });

  it('5.3: an enemy ground unit next to the hex, or nobody in it, denies the bonus; the reasons are reported', () => {
    const next = scenario({ units: [unit('a', 'axis', FIELD), unit('e', 'allies', step(FIELD, 2))], extra: { cpBonuses: [bonus([FIELD], 'any')] } });
    expect(next.cp.axis).toBe(2);
    const empty = scenario({ units: [unit('a', 'axis', { col: 1, row: 1 }), unit('e', 'allies', { col: 8, row: 8 })], extra: { cpBonuses: [bonus([FIELD], 'any')] } });
    expect(empty.cp.axis).toBe(2);
    const { allies } = commandEvents([unit('a', 'axis', FIELD), unit('e', 'allies', step(FIELD, 2))], [bonus([FIELD], 'any'), bonus([FIELD], 'any', 1, true, 'allies')]);
    const [denied] = eventsOf(allies.events, 'cp-bonus');
    expect(denied).toEqual({
      type: 'cp-bonus',
      side: 'allies',
      bonusId: 'b-any',
      cp: 1,
      granted: false,
      total: 1,
      hexes: [{ hex: '0606', held: false, adjacentEnemies: [] }],
      why: 'any of 0606 held with no enemy ground unit next to it: no; 0606 is not held',
      rule: '5.3',
    });
  });

  it('5.3: `all` needs every hex held with no enemy next to any of them (Primosole bridge)', () => {
    const both = scenario({ units: [unit('a', 'axis', BRIDGE_N), unit('b', 'axis', BRIDGE_S), unit('e', 'allies', { col: 8, row: 8 })], extra: { cpBonuses: [bonus([BRIDGE_N, BRIDGE_S], 'all', 1)] } });
    expect(both.cp.axis).toBe(3);
    const one = scenario({ units: [unit('a', 'axis', BRIDGE_N), unit('e', 'allies', { col: 8, row: 8 })], extra: { cpBonuses: [bonus([BRIDGE_N, BRIDGE_S], 'all', 1)] } });
    expect(one.cp.axis).toBe(2);
  });

  it('5.3: without the no-adjacent-enemy clause, enemies next to the hex do not matter; a negative bonus stops at zero (5.4)', () => {
    const units = [unit('a', 'axis', FIELD), unit('e', 'allies', step(FIELD, 2))];
    expect(scenario({ units, extra: { cpBonuses: [bonus([FIELD], 'any', 2, false)] } }).cp.axis).toBe(4);
    expect(scenario({ units, extra: { cpBonuses: [bonus([FIELD], 'any', -5, false)] } }).cp.axis).toBe(0);
  });

  it('5.3: a side’s bonus is added in its own Command Point Phase only, each turn afresh (5.5)', () => {
    const units = [unit('a', 'axis', FIELD), unit('e', 'allies', { col: 8, row: 8 })];
    const s = scenario({ units, extra: { cpBonuses: [bonus([FIELD], 'any')] } });
    const allies = reach(s, 1, 'command', 'allies');
    expect(eventsOf(allies.events, 'cp-bonus')).toEqual([]);
    const t2 = reach(allies.state, 2, 'command', 'axis');
    expect(eventsOf(t2.events, 'cp-reset')[0]).toMatchObject({ lost: expect.any(Number), cp: 3 });
    expect(t2.state.cp.axis).toBe(5);
  });
});
