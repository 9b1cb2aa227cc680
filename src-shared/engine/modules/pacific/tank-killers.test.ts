import { describe, expect, it } from 'vitest';
import '../../test-guards';
import { apply } from '../../apply';
import type { GameState } from '../../state';
import { accepted, eventsOf, refused, withDice } from '../../test-combat';
import { ALL_UNIT_TYPES, game, step, toMovement, toPhase, type FixtureUnit } from '../../test-fixtures';
import { PACIFIC_UNIT_TYPES, pacificRuleset } from './test-pacific';

const D = { col: 5, row: 5 };
const N = step(D, 0);
const unitTypes = [...ALL_UNIT_TYPES, ...PACIFIC_UNIT_TYPES];
const ours = (id: string, type: string, at: FixtureUnit['at']): FixtureUnit => ({ id, side: 'axis', type, at });
const enemy = (id: string, type: string, at: FixtureUnit['at'] = D): FixtureUnit => ({ id, side: 'allies', type, at });

function movement(units: FixtureUnit[], side: 'axis' | 'allies' = 'axis', on = true): GameState {
  return toMovement(game({ cols: 12, rows: 12, unitTypes, ruleset: on ? pacificRuleset('tankKillers') : pacificRuleset(), units }), side);
}

describe('tank killers (module tankKillers)', () => {
  it('OST 15.10, 15.5, 15.6, 15.2: a vehicle that moves next to a tank killer is attacked at strength 5; the tank killer is spent', () => {
    const s = movement([ours('t', 'heavy-tank', { col: 5, row: 1 }), enemy('k', 'tank-killer')]);
    const r = accepted(apply(withDice(s, [4]), { type: 'moveTo', unitId: 't', to: N }));
    expect(eventsOf(r.events, 'tank-killer-detonated')).toEqual([
      { type: 'tank-killer-detonated', unitId: 'k', vehicle: 't', hex: '0606', at: D, trigger: 'it moved next to the tank killer', rule: 'OST 15.2, 15.5' },
    ]);
    const hit = eventsOf(r.events, 'unit-attacked')[0];
    expect([hit.kind, hit.side, hit.attacker, hit.attack, hit.defender, hit.defence, hit.finalColumn.label, hit.die, hit.result]).toEqual(['tank killer', 'allies', 'k', 5, 't', 4, '+1', 4, 'DD']);
    expect(r.state.units.t.disrupted).toBe(true);
    expect(r.state.units.k).toEqual({ hex: null, disrupted: false, step: 0, removed: 'detonated' });
  });

  it('OST 15.4: a tank killer that moves next to a vehicle attacks it; of two, the weaker (Atoll interpretation)', () => {
    const s = movement([ours('t1', 'heavy-tank', N), ours('t2', 'panzer', step(N, 1)), enemy('k', 'tank-killer', { col: 7, row: 1 })], 'allies');
    const r = accepted(apply(withDice(s, [1]), { type: 'moveTo', unitId: 'k', to: step(N, 0) }));
    expect(eventsOf(r.events, 'tank-killer-detonated')[0]).toMatchObject({ vehicle: 't1', trigger: 'the tank killer moved next to it' });
  });

  it('OST 15.8: foot units set nothing off, and a tank killer takes no part in ordinary attacks', () => {
    const s = movement([ours('r', 'rifle', { col: 5, row: 1 }), enemy('k', 'tank-killer')]);
    const r = accepted(apply(s, { type: 'moveTo', unitId: 'r', to: N }));
    expect(eventsOf(r.events, 'tank-killer-detonated')).toEqual([]);
    const fight = toPhase(game({ cols: 12, rows: 12, unitTypes, ruleset: pacificRuleset('tankKillers'), units: [enemy('k', 'tank-killer', N), ours('x', 'rifle', D)] }), 'ground-attack', 'allies');
    expect(refused(apply(fight, { type: 'attack', attackers: ['k'], defenderHex: D }))).toMatchObject({ code: 'illegal-attack', rule: 'OST 15.8' });
  });

  it('module off: a tank killer is an ordinary unit', () => {
    const s = movement([ours('t', 'heavy-tank', { col: 5, row: 1 }), enemy('k', 'tank-killer')], 'axis', false);
    const r = accepted(apply(s, { type: 'moveTo', unitId: 't', to: N }));
    expect(eventsOf(r.events, 'tank-killer-detonated')).toEqual([]);
    expect(r.state.units.k.hex).toEqual(D);
  });
});
