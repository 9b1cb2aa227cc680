import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import { apply } from '../core/apply';
import { assessAttack } from './combat';
import { stateHash } from '../core/session';
import { createGame, SetupError } from '../scenario/setup';
import { battle, eventsOf, fight, refused } from '../testing/test-combat';
import { ALL_UNIT_TYPES, makeSetup, step, type FixtureUnit } from '../testing/test-fixtures';

const D = { col: 5, row: 5 };
const N = step(D, 0);
const NE = step(D, 1);
const S = step(D, 3);
const enemy = (id: string, type = 'platoon', at = D, disrupted = false): FixtureUnit => ({ id, side: 'allies', type, at, disrupted });
const ours = (id: string, type: string, at: FixtureUnit['at'], disrupted = false): FixtureUnit => ({ id, side: 'axis', type, at, disrupted });

describe('ground combat (11.0)', () => {
  it('11.3: attack, defence, differential, column, die and result are all reported', () => {
    const s = battle({ units: [ours('r', 'rifle', N), ours('p', 'para', NE), enemy('e')] });
    const { report, events, state } = fight(s, { attackers: ['r', 'p'], defenderHex: D }, [2]);
    expect(report).toMatchObject({
      side: 'axis',
      hex: '0606',
      attackers: [{ unitId: 'r', strength: 3, ranged: false }, { unitId: 'p', strength: 6, ranged: false }],
      defenders: [{ unitId: 'e', strength: 4, ranged: false }],
      attack: 9,
      defence: 4,
      differential: 5,
      baseColumn: { index: 7, label: '+5 to +6' },
      shifts: [],
      totalShift: 0,
      finalColumn: { index: 7, label: '+5 to +6' },
      die: 2,
      result: 'DD',
      rule: '11.3',
    });
    expect(eventsOf(events, 'die-rolled')[0]).toMatchObject({ dice: '1d6', faces: [2], rule: '11.3' });
    expect(state.units.e.disrupted).toBe(true);
    expect(state.combat?.attacked).toEqual({ r: N, p: NE });
  });

  it('15.1, 11.3: disrupted units attack and defend with their back-side strength', () => {
    const s = battle({ units: [ours('r', 'rifle', N, true), enemy('e', 'platoon', D, true)] });
    const odds = assessAttack(s, { type: 'attack', attackers: ['r'], defenderHex: D });
    expect(odds.ok && odds.assessment).toMatchObject({ attack: 1, defence: 2, differential: -1, baseColumn: { label: '−1' } });
  });

  it('11.2.1: all units in the defenders’ hex defend together', () => {
    const s = battle({ units: [ours('p', 'para', N), enemy('e1'), enemy('e2', 'rifle')] });
    const odds = assessAttack(s, { type: 'attack', attackers: ['p'], defenderHex: D });
    expect(odds.ok && odds.assessment).toMatchObject({ defence: 7, differential: -1 });
  });

  it('11.1: a unit attacks at most once per Ground Attack Phase', () => {
    const E2 = step(N, 0);
    const s = battle({ units: [ours('r', 'rifle', N), enemy('e'), enemy('e2', 'platoon', E2)] });
    const after = fight(s, { attackers: ['r'], defenderHex: D }, [3]).state;
    expect(refused(apply(after, { type: 'attack', attackers: ['r'], defenderHex: E2 }))).toMatchObject({ code: 'unit-already-attacked', rule: '11.1' });
  });

  it('11.2.1: adjacent attackers must stand next to a hex that holds enemy units', () => {
    const s = battle({ units: [ours('r', 'rifle', step(N, 0)), ours('f', 'rifle', S), enemy('e')] });
    expect(refused(apply(s, { type: 'attack', attackers: ['r'], defenderHex: D }))).toMatchObject({ code: 'illegal-attack', rule: '11.2.1' });
    expect(refused(apply(s, { type: 'attack', attackers: ['f'], defenderHex: step(D, 1) }))).toMatchObject({ code: 'illegal-attack', rule: '11.2.1' });
    expect(refused(apply(s, { type: 'attack', attackers: ['e'], defenderHex: S })).code).toBe('illegal-attack');
    expect(refused(apply(s, { type: 'attack', attackers: [], defenderHex: D })).code).toBe('illegal-attack');
    expect(refused(apply(s, { type: 'attack', attackers: ['f', 'f'], defenderHex: D })).code).toBe('bad-action');
  });

  it('11.0: attacks are made only in the Ground Attack Phase', () => {
    const s = battle({ units: [ours('r', 'rifle', N), enemy('e')] });
    const regroup = { ...s, phase: 'regroup' as const };
    expect(refused(apply(regroup, { type: 'attack', attackers: ['r'], defenderHex: D }))).toMatchObject({ code: 'wrong-phase' });
  });

  it('11.2.2: ranged fire reaches its range, ignores line of sight, and costs 1 CP for the whole phase', () => {
    const far = { col: 5, row: 2 }; // three hexes north of D
    const s = battle({
      units: [ours('m1', 'mortar', far), ours('m2', 'mortar', { col: 2, row: 5 }), ours('m3', 'mortar', { col: 5, row: 9 }), enemy('e')],
      terrain: [{ at: step(D, 0), terrain: 'hills' }, { at: step(step(D, 0), 0), terrain: 'town' }],
    });
    expect(s.cp.axis).toBe(2);
    const first = fight(s, { attackers: [], ranged: ['m1'], defenderHex: D }, [3]);
    expect(eventsOf(first.events, 'cp-spent')).toEqual([expect.objectContaining({ amount: 1, left: 1, rule: '11.2.2' })]);
    expect(first.report.attackers).toEqual([{ unitId: 'm1', strength: 2, ranged: true }]);
    const second = fight(first.state, { attackers: [], ranged: ['m2'], defenderHex: D }, [3]);
    expect(eventsOf(second.events, 'cp-spent')).toHaveLength(0);
    expect(second.state.cp.axis).toBe(1);
    expect(refused(apply(second.state, { type: 'attack', attackers: [], ranged: ['m3'], defenderHex: D }))).toMatchObject({ code: 'illegal-attack', rule: '11.2.2' });
  });

  it('11.2.2: no ranged fire from next to an enemy, with a range under 2, when disrupted to range 1, or without a CP', () => {
    const units = [ours('m', 'mortar', { col: 5, row: 2 }), ours('adj', 'mortar', N), ours('r', 'rifle', { col: 5, row: 3 }), ours('d', 'mortar', { col: 3, row: 5 }, true), enemy('e')];
    const s = battle({ units });
    expect(refused(apply(s, { type: 'attack', attackers: [], ranged: ['adj'], defenderHex: D })).message).toContain('next to an enemy');
    expect(refused(apply(s, { type: 'attack', attackers: [], ranged: ['r'], defenderHex: D })).rule).toBe('11.2.2');
    expect(refused(apply(s, { type: 'attack', attackers: [], ranged: ['d'], defenderHex: D })).message).toContain('disrupted side');
    const broke = battle({ units, turns: [{ axis: 0, allies: 0 }] });
    expect(refused(apply(broke, { type: 'attack', attackers: [], ranged: ['m'], defenderHex: D }))).toMatchObject({ code: 'not-enough-cp', rule: '11.2.2' });
    expect(apply(broke, { type: 'attack', attackers: ['adj'], defenderHex: D }).ok).toBe(true);
  });

  it('11.2.2: the scenario limits ranged units per combat (fireCoordination, default 1)', () => {
    const units = [ours('m1', 'mortar', { col: 5, row: 2 }), ours('m2', 'mortar', { col: 2, row: 5 }), ours('r', 'rifle', N), enemy('e')];
    const action = { type: 'attack' as const, attackers: ['r'], ranged: ['m1', 'm2'], defenderHex: D };
    expect(refused(apply(battle({ units }), action)).message).toContain('At most 1 ranged unit');
    const wide = battle({ units, fireCoordination: { axis: 2 } });
    const odds = assessAttack(wide, action);
    expect(odds.ok && odds.assessment.attack).toBe(7);
    expect(refused(apply(battle({ units, fireCoordination: { axis: 0 } }), { ...action, ranged: ['m1'] })).rule).toBe('11.2.2');
  });

  it('11.2.2: the result never touches ranged attackers', () => {
    const s = battle({ units: [ours('m', 'mortar', { col: 5, row: 2 }), enemy('e')] });
    const { report, state } = fight(s, { attackers: [], ranged: ['m'], defenderHex: D }, [1]);
    expect(report.result).toBe('AD');
    expect(report.notes.join(' ')).toContain('ranged attackers are not affected');
    expect(state.units.m.disrupted).toBe(false);
  });

  it('7.4: only one unit attacks out of an over-stacked hex in a phase', () => {
    const E2 = step(N, 1);
    const base = battle({ units: [ours('c1', 'company', N), ours('c2', 'company', step(N, 0)), enemy('e'), enemy('e2', 'platoon', E2)] });
    // Over-stacked during the phase (as after a pursuit): two companies, 6 points against the limit of 4.
    const s = { ...base, units: { ...base.units, c2: { ...base.units.c2, hex: N } } };
    expect(refused(apply(s, { type: 'attack', attackers: ['c1', 'c2'], defenderHex: D }))).toMatchObject({ code: 'illegal-attack', rule: '7.4' });
    const after = fight(s, { attackers: ['c1'], defenderHex: D }, [3]).state;
    expect(refused(apply(after, { type: 'attack', attackers: ['c2'], defenderHex: E2 })).message).toContain('one already has');
  });

  it('11.5: AD disrupts every adjacent attacker', () => {
    const s = battle({ units: [ours('r1', 'rifle', N), ours('r2', 'rifle', NE), enemy('e', 'para')] });
    const { report, state } = fight(s, { attackers: ['r1', 'r2'], defenderHex: D }, [1]);
    expect(report.result).toBe('AD');
    expect([state.units.r1.disrupted, state.units.r2.disrupted]).toEqual([true, true]);
  });

  it('11.5: EX disrupts the defenders and one attacker: the one named, else one that survives, then the weakest', () => {
    const units = [ours('s', 'scouts', N), ours('r', 'rifle', NE), ours('p', 'para', step(D, 5)), enemy('e')];
    // 1 + 3 + 6 = 10 against 4: +6, column +5 to +6; a 1 is EX.
    const chosen = fight(battle({ units }), { attackers: ['s', 'r', 'p'], defenderHex: D, exchangeUnit: 'p' }, [1]);
    expect(chosen.report.result).toBe('EX');
    expect([chosen.state.units.p.disrupted, chosen.state.units.r.disrupted, chosen.state.units.e.disrupted]).toEqual([true, false, true]);
    const auto = fight(battle({ units }), { attackers: ['s', 'r', 'p'], defenderHex: D }, [1]);
    expect(auto.state.units.r.disrupted).toBe(true);
    expect(auto.state.units.s.hex).toEqual(N);
    expect(auto.report.notes.join(' ')).toContain('engine default');
    expect(refused(apply(battle({ units }), { type: 'attack', attackers: ['r'], defenderHex: D, exchangeUnit: 'p' })).code).toBe('bad-action');
  });

  it('11.5, 15.1: a disrupted defender disrupted again is eliminated, and the elimination is logged', () => {
    const s = battle({ units: [ours('p', 'para', N), enemy('e', 'platoon', D, true)] });
    // 6 against 2: +4, column +3 to +4; a 3 is DD.
    const { report, events, state } = fight(s, { attackers: ['p'], defenderHex: D }, [3]);
    expect(report.result).toBe('DD');
    expect(eventsOf(events, 'unit-disrupted')).toEqual([expect.objectContaining({ unitId: 'e', wasDisrupted: true })]);
    expect(eventsOf(events, 'unit-eliminated')).toEqual([{ type: 'unit-eliminated', unitId: 'e', hex: '0606', at: D, reason: expect.stringContaining('disrupted again'), rule: '15.1' }]);
    expect(state.units.e).toMatchObject({ hex: null, eliminated: true });
  });

  it('15.3: one-step units are eliminated instead of disrupted', () => {
    const s = battle({ units: [ours('p', 'para', N), ours('r', 'rifle', NE), enemy('m', 'militia'), enemy('sc', 'scouts')] });
    // 9 against 2: +7; a 1 is DD.
    const { report, state, events } = fight(s, { attackers: ['p', 'r'], defenderHex: D }, [1]);
    expect(report.result).toBe('DD');
    expect(eventsOf(events, 'unit-eliminated').map((e) => [e.unitId, e.rule])).toEqual([['m', '15.3'], ['sc', '15.3']]);
    expect(state.units.m.eliminated && state.units.sc.eliminated).toBe(true);
  });

  it('11.5: DE eliminates every defender', () => {
    const s = battle({ units: [ours('p', 'para', N), ours('r', 'rifle', NE), enemy('e1'), enemy('e2', 'militia')] });
    const { report, state } = fight(s, { attackers: ['p', 'r'], defenderHex: D }, [6]);
    expect(report.result).toBe('DE');
    expect([state.units.e1.hex, state.units.e2.hex]).toEqual([null, null]);
  });

  it('11.3: a refused attack changes nothing, not even the dice', () => {
    const s = battle({ units: [ours('r', 'rifle', N), enemy('e')] });
    const before = stateHash(s);
    refused(apply(s, { type: 'attack', attackers: ['r'], defenderHex: { col: 40, row: 40 } }));
    refused(apply(s, { type: 'attack', attackers: ['r'], defenderHex: D, retreatPaths: { e: [N] } }));
    expect(stateHash(s)).toBe(before);
  });

  it('7.3: the end of the Ground Attack Phase forgets the combat bookkeeping', () => {
    const s = battle({ units: [ours('r', 'rifle', N), enemy('e', 'para')] });
    const after = fight(s, { attackers: ['r'], defenderHex: D }, [4]).state;
    expect(after.combat).toBeDefined();
    const r = apply(after, { type: 'endPhase' });
    expect(r.ok && r.state.combat).toBeUndefined();
  });

  it('11.2.2, 11.4.1: the setup’s fire coordination must name known sides, and features must lie on the map', () => {
    const base = makeSetup({ unitTypes: ALL_UNIT_TYPES, units: [ours('r', 'rifle', N), enemy('e')] });
    expect(() => createGame({ ...base, fireCoordination: { nobody: 2 } }, 1)).toThrow(SetupError);
    expect(() => createGame({ ...base, fireCoordination: { axis: 1.5 } }, 1)).toThrow(/whole number/);
    expect(() => createGame({ ...base, features: [{ id: 'f', type: 'trench', hex: { col: 30, row: 1 } }] }, 1)).toThrow(/off the map/);
  });
});
