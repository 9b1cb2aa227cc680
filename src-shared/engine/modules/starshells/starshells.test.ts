import { describe, expect, it } from 'vitest';
import '../../testing/test-guards';
import { apply } from '../../core/apply';
import { assessAttack } from '../../combat/combat';
import { legalActions } from '../../core/legal';
import { createGame } from '../../scenario/setup';
import type { GameState } from '../../core/state';
import { accepted, eventsOf, refused, withDice } from '../../testing/test-combat';
import { ALL_UNIT_TYPES, makeSetup, step, toPhase, type FixtureOptions, type FixtureUnit } from '../../testing/test-fixtures';
import { pacificRuleset } from '../../testing/test-pacific';

const D = { col: 5, row: 5 };
const ours = (id: string, type: string, at: FixtureUnit['at']): FixtureUnit => ({ id, side: 'axis', type, at });
const enemy = (id: string, type: string, at: FixtureUnit['at']): FixtureUnit => ({ id, side: 'allies', type, at });
const units = [ours('r', 'para', step(D, 0)), enemy('e', 'platoon', D), enemy('far', 'platoon', { col: 1, row: 1 })];

/** The axis Command Point Phase of turn 1, with two starshells for the axis. */
function night(o: Partial<FixtureOptions> = {}, modules = pacificRuleset('starshells')): GameState {
  const setup = makeSetup({ cols: 12, rows: 12, unitTypes: ALL_UNIT_TYPES, ruleset: modules, units, night: true, ...o });
  return createGame({ ...setup, sides: setup.sides.map((s) => (s.id === 'axis' ? { ...s, starshells: 2 } : s)) }, 1);
}

const fire = (hex = D) => ({ type: 'fireStarshell' as const, hex });
const nightShift = (s: GameState) => {
  const odds = assessAttack(toPhase(s, 'ground-attack'), { type: 'attack', attackers: ['r'], defenderHex: D });
  if (!odds.ok) throw new Error(odds.error.message);
  return odds.assessment.shifts.filter((x) => x.rule === '11.4.4').length;
};

describe('starshells (module starshells)', () => {
  it('OST 17.7, 17.8, 17.12: a roll of 3 or more is accurate; the shell costs no CP and the side has one fewer', () => {
    const s = night();
    const r = accepted(apply(withDice(s, [3]), fire()));
    expect(eventsOf(r.events, 'starshell-fired')).toEqual([
      { type: 'starshell-fired', side: 'axis', aimed: '0606', aimedAt: D, accuracyDie: 3, accurate: true, landed: '0606', landedAt: D, left: 1, rule: 'OST 17.8' },
    ]);
    expect(r.state.cp).toEqual(s.cp);
    expect(r.state.pacific?.starshells).toEqual({ left: { axis: 1 }, burning: [{ side: 'axis', hex: D, turn: 1 }] });
  });

  it('OST 17.9, 17.10: otherwise it drifts: direction die (1 north, clockwise) and a die halved, rounded down', () => {
    const r = accepted(apply(withDice(night(), [2, 3, 5]), fire()));
    const SE2 = step(step(D, 2), 2);
    expect(eventsOf(r.events, 'starshell-fired')[0]).toMatchObject({ accurate: false, drift: { directionDie: 3, direction: 'SE', distanceDie: 5, distance: 2 }, landedAt: SE2 });
    const off = accepted(apply(withDice(night(), [1, 1, 6]), fire({ col: 5, row: 1 })));
    expect(eventsOf(off.events, 'starshell-fired')[0]).toMatchObject({ landed: null, landedAt: null, left: 1 });
    expect(off.state.pacific?.starshells?.burning).toEqual([]);
  });

  it('OST 17.1, 11.4.4: an attack on a hex lit by a starshell (its hex or next to it) takes no night shift', () => {
    const s = night();
    expect(nightShift(s)).toBe(1);
    expect(nightShift(accepted(apply(withDice(s, [4]), fire(step(D, 3)))).state)).toBe(0);
    expect(nightShift(accepted(apply(withDice(s, [4]), fire(step(step(D, 3), 3)))).state)).toBe(1);
  });

  it('OST 17.4: starshells burn for their turn only', () => {
    let s = accepted(apply(withDice(night(), [4]), fire())).state;
    s = toPhase(s, 'regroup', 'allies');
    const r = accepted(apply(s, { type: 'endPhase' }));
    expect(eventsOf(r.events, 'starshells-burnt-out')).toEqual([{ type: 'starshells-burnt-out', count: 1, rule: 'OST 17.4' }]);
    expect(r.state.pacific?.starshells).toEqual({ left: { axis: 1 }, burning: [] });
  });

  it('OST 17, 17.3, 17.5: only at night, in the side’s Command Point Phase, while it has starshells, with the module on', () => {
    expect(refused(apply(night({ night: false }), fire()))).toMatchObject({ code: 'illegal-starshell', rule: 'OST 17' });
    expect(refused(apply(toPhase(night(), 'movement'), fire())).code).toBe('wrong-phase');
    let s = night();
    s = accepted(apply(s, fire())).state;
    s = accepted(apply(s, fire())).state;
    expect(refused(apply(s, fire())).rule).toBe('OST 17.3');
    expect(refused(apply(night({}, pacificRuleset()), fire())).rule).toBe('OST 17');
    expect(legalActions(night()).filter((a) => a.type === 'fireStarshell')).toEqual([fire({ col: 1, row: 1 }), fire()]);
  });
});
