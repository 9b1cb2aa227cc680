import { describe, expect, it } from 'vitest';
import '../../testing/test-guards';
import type { GameState } from '../../core/state';
import { eventsOf } from '../../testing/test-combat';
import { engineering, only, rolled, type EngineeringOptions } from '../../testing/test-engineering';
import { step, type FixtureUnit } from '../../testing/test-fixtures';
import { strike } from '../../testing/test-scenario';

const R = { col: 5, row: 5 };
const axis = (id: string, type: string, at: FixtureUnit['at']): FixtureUnit => ({ id, side: 'axis', type, at });
const allied = (id: string, type = 'rifle', disrupted = false): FixtureUnit => ({ id, side: 'allies', type, at: R, disrupted });
const FIRES = ['refinery-fires', 'flamethrower-fires'];

function fight(units: FixtureUnit[], o: Partial<EngineeringOptions> = {}, phase: 'ground-attack' | 'strikes' = 'ground-attack'): GameState {
  return engineering({ modules: FIRES, terrain: [{ at: R, terrain: 'refinery' }], turns: [{ axis: 3, allies: 1 }], ...o, units }, phase);
}

const ranged = { type: 'attack' as const, attackers: [], ranged: ['m'], defenderHex: R };

describe('refinery fires (Palembang 23.3)', () => {
  it('23.3: ranged fire against units in a refinery hex makes the attacker roll one die: 5 or 6 sets it on fire, and it is demolished', () => {
    const s = fight([axis('m', 'mortar', step(step(R, 0), 0)), allied('x')]);
    const burning = rolled(s, ranged, [1, 5]);
    expect(only(burning.events, 'refinery-fire-rolled')).toEqual({
      type: 'refinery-fire-rolled', side: 'axis', hex: '0606', at: R, cause: 'ranged fire against units in a refinery hex', die: 5, fireOn: 5, fire: true, rule: '23.3',
    });
    expect(only(burning.events, 'feature-demolished')).toMatchObject({ cause: 'refinery fire (ranged fire against units in a refinery hex)', rule: '23.3, 19.2' });
    expect(burning.state.demolished).toEqual(['hex:5,5']);
    const calm = rolled(s, ranged, [1, 4]);
    expect(only(calm.events, 'refinery-fire-rolled')).toMatchObject({ die: 4, fire: false });
    expect(calm.state.demolished).toBeUndefined();
  });

  it('23.3: no roll for an attack without ranged fire, for a refinery already demolished, or without the module', () => {
    const units = [axis('m', 'mortar', step(step(R, 0), 0)), axis('r', 'rifle', step(R, 3)), allied('x')];
    expect(eventsOf(rolled(fight(units), { type: 'attack', attackers: ['r'], defenderHex: R }, [1]).events, 'refinery-fire-rolled')).toEqual([]);
    const demolished = fight(units, { objectives: [{ at: R, vp: 10, vpDemolished: 5, demolished: true }] });
    expect(eventsOf(rolled(demolished, ranged, [1, 6]).events, 'refinery-fire-rolled')).toEqual([]);
    expect(eventsOf(rolled(fight(units, { modules: [] }), ranged, [1, 6]).events, 'refinery-fire-rolled')).toEqual([]);
  });

  it('23.3: an airstrike against units in a refinery hex rolls once for the hex, however many units it attacks', () => {
    const strikes = [strike('ax-air', 'axis', { initial: true, availability: 'restOfGame' })];
    const s = fight([axis('a', 'rifle', { col: 0, row: 0 }), allied('x'), allied('y')], { extra: { strikes } }, 'strikes');
    const { events } = rolled(s, { type: 'commitStrikes', kind: 'air', targets: [{ hex: R, strikeIds: ['ax-air'] }] }, [2, 2, 6]);
    expect(eventsOf(events, 'strike-resolved')).toHaveLength(2);
    expect(only(events, 'refinery-fire-rolled')).toMatchObject({ cause: 'an airstrike against units in a refinery hex', die: 6, fire: true });
  });

  it('23.3: the flamethrower truck eliminated in a refinery hex makes a roll: 4 or more sets it on fire; params change the number', () => {
    const units = [axis('p', 'para', step(R, 0)), allied('f', 'flamer', true)];
    const { events } = rolled(fight(units), { type: 'attack', attackers: ['p'], defenderHex: R }, [6, 4]);
    expect(only(events, 'unit-eliminated').unitId).toBe('f');
    expect(only(events, 'refinery-fire-rolled')).toMatchObject({ cause: 'f eliminated in a refinery hex', die: 4, fireOn: 4, fire: true });
    const stricter = fight(units, { modules: [{ module: 'flamethrower-fires', params: { fireOn: 6 } }] });
    expect(only(rolled(stricter, { type: 'attack', attackers: ['p'], defenderHex: R }, [6, 5]).events, 'refinery-fire-rolled')).toMatchObject({ fireOn: 6, fire: false });
  });
});
