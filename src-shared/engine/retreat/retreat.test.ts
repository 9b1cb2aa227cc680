import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import { distance } from '../../hex';
import { apply } from '../core/apply';
import { battle, eventsOf, fight, refused } from '../testing/test-combat';
import { GEOM, step, type FixtureOptions, type FixtureUnit } from '../testing/test-fixtures';

const D = { col: 5, row: 5 };
const [N, NE, SE, S, SW] = [0, 1, 2, 3, 4].map((d) => step(D, d as 0));
const S2 = step(S, 3);
const S3 = step(S2, 3);
const attacker: FixtureUnit = { id: 'p', side: 'axis', type: 'para', at: N };
const defender = (type = 'platoon', disrupted = false, at = D): FixtureUnit => ({ id: 'e', side: 'allies', type, at, disrupted });
// para 6 against platoon 4: +2; a 4 is DR, a 5 is DDR.
const DR = 4;
const DDR = 5;

function setup(o: Partial<FixtureOptions> & { units?: FixtureUnit[] } = {}) {
  return battle({ ...o, units: o.units ?? [attacker, defender()] });
}

function retreated(events: ReturnType<typeof fight>['events']) {
  const [e] = eventsOf(events, 'unit-retreated');
  if (!e) throw new Error('no retreat');
  return e;
}

describe('retreat after combat (13.0)', () => {
  it('13.1, 13.2: the defender rolls the retreat die and ends that many hexes away, each hex one farther (no doubling back)', () => {
    const { events, state, report } = fight(setup(), { attackers: ['p'], defenderHex: D }, [DR, 3]);
    expect(report.result).toBe('DR');
    expect(eventsOf(events, 'die-rolled')[1]).toMatchObject({ purpose: 'retreat of e', dice: '1d6', faces: [3], total: 3, rule: '13.1' });
    const r = retreated(events);
    expect(r).toMatchObject({ unitId: 'e', from: D, rolled: 3, chosenBy: 'automatic' });
    expect(r.path.map((h) => distance(GEOM, D, h))).toEqual([1, 2, 3]);
    expect(state.units.e.hex).toEqual(r.to);
    expect(state.units.e.disrupted).toBe(false);
  });

  it('13.2: the default route avoids enemy ZOCs, then ends farthest from enemy units, then lowest hex', () => {
    const alone = fight(setup(), { attackers: ['p'], defenderHex: D }, [DR, 2]);
    expect(retreated(alone.events).path).toEqual([SW, { col: 3, row: 6 }]);
    const a2: FixtureUnit = { id: 'a2', side: 'axis', type: 'rifle', at: { col: 3, row: 7 } };
    const { events } = fight(setup({ units: [attacker, a2, defender()] }), { attackers: ['p'], defenderHex: D }, [DR, 2]);
    expect(retreated(events).path).toEqual([SE, { col: 7, row: 6 }]);
    expect(eventsOf(events, 'unit-disrupted')).toEqual([]);
  });

  it('13.2: a retreat whose end would be over-stacked goes on one hex farther', () => {
    const friends: FixtureUnit[] = [
      { id: 'f1', side: 'allies', type: 'para', at: S2 },
      { id: 'f2', side: 'allies', type: 'militia', at: S2 },
    ];
    const s = setup({ units: [attacker, defender(), ...friends] });
    const { events, state } = fight(s, { attackers: ['p'], defenderHex: D, retreatPaths: { e: [S, S2, S3] } }, [DR, 2]);
    const r = retreated(events);
    expect(r).toMatchObject({ path: [S, S2, S3], rolled: 2, chosenBy: 'plan' });
    expect(r.notes.join(' ')).toContain('more hex');
    expect(state.units.e.hex).toEqual(S3);
  });

  it('13.2: with no legal route (enemy units, prohibited terrain, the map edge) the unit is eliminated', () => {
    const sea = [NE, SE, S, SW, step(D, 5)].map((at) => ({ at, terrain: 'all-sea' }));
    const { events, state } = fight(setup({ terrain: sea }), { attackers: ['p'], defenderHex: D }, [DR, 2]);
    expect(eventsOf(events, 'unit-eliminated')).toEqual([expect.objectContaining({ unitId: 'e', rule: '13.2', reason: expect.stringContaining('no legal retreat') })]);
    expect(state.units.e.eliminated).toBe(true);
    const corner = { col: 0, row: 0 };
    const s = setup({ units: [{ ...attacker, at: step(corner, 3) }, defender('platoon', false, corner)], terrain: [{ at: step(corner, 2), terrain: 'all-sea' }] });
    expect(fight(s, { attackers: ['p'], defenderHex: corner }, [DR, 1]).state.units.e.eliminated).toBe(true);
  });

  it('13.2: a unit with no movement allowance is eliminated when forced to retreat, without a retreat roll', () => {
    const { events, state } = fight(setup({ units: [attacker, defender('gun')] }), { attackers: ['p'], defenderHex: D }, [DR]);
    expect(eventsOf(events, 'die-rolled')).toHaveLength(1);
    expect(eventsOf(events, 'unit-eliminated')[0]).toMatchObject({ unitId: 'e', rule: '13.2' });
    expect(state.units.e.hex).toBeNull();
  });

  it('13.3: retreating into an enemy ZOC disrupts; a unit already disrupted, even by the result, is eliminated', () => {
    const into = { e: [NE] };
    const once = fight(setup(), { attackers: ['p'], defenderHex: D, retreatPaths: into }, [DR, 1]);
    expect(eventsOf(once.events, 'unit-disrupted')).toEqual([expect.objectContaining({ unitId: 'e', rule: '13.3', wasDisrupted: false })]);
    expect(once.state.units.e).toMatchObject({ hex: NE, disrupted: true });
    const twice = fight(setup(), { attackers: ['p'], defenderHex: D, retreatPaths: into }, [DDR, 1]);
    expect(twice.report.result).toBe('DDR');
    expect(eventsOf(twice.events, 'unit-eliminated')).toEqual([expect.objectContaining({ unitId: 'e', at: NE, rule: '15.1' })]);
  });

  it('13.4: retreating across a river disrupts; across a bridge it does not', () => {
    const river = fight(setup({ hexsides: [{ at: D, dir: 3, type: 'river' }] }), { attackers: ['p'], defenderHex: D, retreatPaths: { e: [S] } }, [DR, 1]);
    expect(eventsOf(river.events, 'unit-disrupted')).toEqual([expect.objectContaining({ unitId: 'e', rule: '13.4' })]);
    const bridge = fight(setup({ hexsides: [{ at: D, dir: 3, type: 'bridge' }] }), { attackers: ['p'], defenderHex: D, retreatPaths: { e: [S] } }, [DR, 1]);
    expect(eventsOf(bridge.events, 'unit-disrupted')).toEqual([]);
  });

  it('13.1: the owner’s planned route is checked before any roll; one too short for the roll gives way to the default', () => {
    const s = setup();
    expect(refused(apply(s, { type: 'attack', attackers: ['p'], defenderHex: D, retreatPaths: { e: [N] } }))).toMatchObject({ code: 'illegal-retreat', rule: '13.2' });
    expect(refused(apply(s, { type: 'attack', attackers: ['p'], defenderHex: D, retreatPaths: { e: [S, D] } })).message).toContain('no doubling back');
    expect(refused(apply(s, { type: 'attack', attackers: ['p'], defenderHex: D, retreatPaths: { p: [S] } })).code).toBe('illegal-retreat');
    expect(refused(apply(s, { type: 'attack', attackers: ['p'], defenderHex: D, retreatPaths: { e: [S3] } })).message).toContain('not next to');
    const short = fight(s, { attackers: ['p'], defenderHex: D, retreatPaths: { e: [S] } }, [DR, 3]);
    expect(retreated(short.events)).toMatchObject({ chosenBy: 'automatic', rolled: 3 });
    expect(retreated(short.events).notes.join(' ')).toContain('fewer than the 3 rolled');
  });

  it('13.3: a retreated unit may be attacked again by units that have not attacked', () => {
    const fresh: FixtureUnit = { id: 'r', side: 'axis', type: 'rifle', at: step(S2, 3) };
    const first = fight(setup({ units: [attacker, fresh, defender()] }), { attackers: ['p'], defenderHex: D, retreatPaths: { e: [S, S2] } }, [DR, 2]);
    expect(first.state.units.e.hex).toEqual(S2);
    expect(first.state.units.e.disrupted).toBe(true); // S2 lies in r's ZOC (13.3)
    expect(fight(first.state, { attackers: ['r'], defenderHex: S2 }, [3]).report.defenders).toEqual([{ unitId: 'e', strength: 2, ranged: false }]);
  });
});
