import { describe, expect, it } from 'vitest';
import '../../testing/test-guards';
import { apply } from '../../core/apply';
import { legalActions } from '../../core/legal';
import { createGame, SetupError } from '../../scenario/setup';
import { overStackedHexes } from '../../stacking/stacking';
import type { GameState } from '../../core/state';
import { accepted, battle, eventsOf, fight, refused, withDice } from '../../testing/test-combat';
import { ALL_UNIT_TYPES, game, makeSetup, step, toMovement, toPhase, type FixtureUnit } from '../../testing/test-fixtures';
import { PACIFIC_UNIT_TYPES, pacificRuleset } from '../../testing/test-pacific';

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

describe('tank killers stand alone (module tankKillers, OST 15.12)', () => {
  const FAR = { col: 11, row: 11 };
  const K = D;
  const own = (extra: FixtureUnit[] = [], on = true) => movement([enemy('k', 'tank-killer', K), enemy('r', 'rifle', step(step(K, 3), 3)), ours('x', 'rifle', FAR), ...extra], 'allies', on);
  const movesOf = (s: GameState, unitId: string) => legalActions(s).flatMap((a) => (a.type === 'moveTo' && a.unitId === unitId ? [`${a.to.col},${a.to.row}`] : []));

  it('OST 15.12: no unit of its side may enter or pass through a tank killer’s hex', () => {
    const s = own();
    const S1 = step(K, 3);
    expect(movesOf(s, 'r')).not.toContain(`${K.col},${K.row}`);
    expect(refused(apply(s, { type: 'moveTo', unitId: 'r', to: K }))).toMatchObject({ code: 'illegal-move', rule: 'OST 15.12' });
    expect(refused(apply(s, { type: 'move', unitId: 'r', path: [S1, K, N] }))).toMatchObject({ code: 'illegal-move', rule: 'OST 15.12' });
    // Around it is fine; with the module off the hex is open.
    expect(apply(s, { type: 'moveTo', unitId: 'r', to: step(K, 2) }).ok).toBe(true);
    expect(apply(own([], false), { type: 'moveTo', unitId: 'r', to: K }).ok).toBe(true);
  });

  it('OST 15.12: a tank killer may pass through a hex of its side’s units but not stop there', () => {
    const R = step(step(K, 3), 3);
    const s = own();
    expect(movesOf(s, 'k')).not.toContain(`${R.col},${R.row}`);
    expect(refused(apply(s, { type: 'moveTo', unitId: 'k', to: R }))).toMatchObject({ code: 'illegal-move', rule: 'OST 15.12' });
    const beyond = step(R, 3);
    expect(movesOf(s, 'k')).toContain(`${beyond.col},${beyond.row}`);
    const r = accepted(apply(s, { type: 'move', unitId: 'k', path: [step(K, 3), R, beyond] }));
    expect(r.state.units.k.hex).toEqual(beyond);
  });

  it('OST 15.12: a tank killer may not set up with another unit of its side', () => {
    const setup = (on: boolean) => makeSetup({ cols: 12, rows: 12, unitTypes, ruleset: on ? pacificRuleset('tankKillers') : pacificRuleset(), units: [enemy('k', 'tank-killer'), enemy('r', 'rifle'), ours('x', 'rifle', FAR)] });
    expect(() => createGame(setup(true), 1)).toThrow(SetupError);
    expect(() => createGame(setup(true), 1)).toThrow(/tank killer 'k' is set up with other units of its side at 0606 \(OST 15\.12\)/);
    expect(() => createGame(setup(false), 1)).not.toThrow();
  });

  it('OST 15.12, 7.3: at a phase end, a tank killer sharing a hex with its side counts as over-stacked: everyone there is disrupted', () => {
    const s = own();
    const stacked = { ...s, units: { ...s.units, r: { ...s.units.r, hex: K } } };
    expect(overStackedHexes(stacked)).toMatchObject([{ side: 'allies', tankKiller: true }]);
    const r = accepted(apply(stacked, { type: 'endPhase' }));
    const report = eventsOf(r.events, 'over-stacked')[0];
    expect(report).toMatchObject({ side: 'allies', hex: '0606', reason: 'a tank killer stands with other units of its side', rule: 'OST 15.12, 7.3' });
    expect(r.state.units.k).toMatchObject({ hex: null, eliminated: true });
    expect(r.state.units.r.disrupted).toBe(true);
    expect(overStackedHexes(own([], false)).length).toBe(0);
  });

  it('OST 15.12, 13.2: a retreat goes on past a hex where it would leave a unit with a tank killer of its side', () => {
    // para 6 against platoon 4: a 4 is DR; the retreat die rolls 1 along the planned route through the tank killer's hex.
    const S1 = step(D, 3);
    const S2 = step(S1, 3);
    const units = (on: boolean) => battle({ units: [ours('p', 'para', N), enemy('e', 'platoon'), enemy('k', 'tank-killer', S1)], unitTypes, ruleset: on ? pacificRuleset('tankKillers') : pacificRuleset() });
    const alone = fight(units(true), { attackers: ['p'], defenderHex: D, retreatPaths: { e: [S1, S2] } }, [4, 1]);
    expect(alone.report.result).toBe('DR');
    expect(alone.state.units.e.hex).toEqual(S2);
    const off = fight(units(false), { attackers: ['p'], defenderHex: D, retreatPaths: { e: [S1, S2] } }, [4, 1]);
    expect(off.state.units.e.hex).toEqual(S1);
  });

  it('OST 15.12, 14.2: a pursuit may not enter a hex holding a tank killer of the pursuer’s side', () => {
    const S1 = step(D, 3);
    const s = battle({ units: [ours('p', 'panzer', N), ours('k', 'tank-killer', S1), enemy('m', 'militia')], unitTypes, ruleset: pacificRuleset('tankKillers') });
    const { state, report } = fight(s, { attackers: ['p'], defenderHex: D }, [6]);
    expect(state.units.m.hex).toBeNull();
    expect(report.result).not.toBe('NE');
    const listed = legalActions(state).flatMap((a) => (a.type === 'pursue' ? [a.path] : []));
    expect(listed).toContainEqual([D]);
    expect(listed).not.toContainEqual([D, S1]);
    expect(refused(apply(state, { type: 'pursue', unitId: 'p', path: [D, S1] }))).toMatchObject({ code: 'illegal-pursuit', rule: 'OST 15.12' });
  });
});
