import { describe, expect, it } from 'vitest';
import '../../testing/test-guards';
import type { HexRef, Strike } from '../../../model';
import { apply } from '../../core/apply';
import { assessAttack } from '../../combat/combat';
import { reachableHexes } from '../../movement/reach';
import { createGame } from '../../scenario/setup';
import type { GameState } from '../../core/state';
import { accepted, battle, eventsOf, fight, refused, withDice } from '../../testing/test-combat';
import { act, ALL_UNIT_TYPES, game, makeSetup, step, toMovement, toPhase, type FixtureOptions, type FixtureUnit } from '../../testing/test-fixtures';
import { withPacific } from '../pacific/pacific-state';
import { PACIFIC_UNIT_TYPES, pacificRuleset } from '../../testing/test-pacific';

const D = { col: 5, row: 5 };
const N = step(D, 0);
const N2 = step(N, 0);
const NE2 = step(step(D, 1), 1);
const S = step(D, 3);
const unitTypes = [...ALL_UNIT_TYPES, ...PACIFIC_UNIT_TYPES];
const ours = (id: string, type: string, at: FixtureUnit['at']): FixtureUnit => ({ id, side: 'axis', type, at });
const enemy = (id: string, type: string, at: FixtureUnit['at'] = D): FixtureUnit => ({ id, side: 'allies', type, at });
/** A cave in D facing north (hexside 0). */
const cave = [{ at: D, type: 'cave' as const, facing: 0 }];

function atCave(units: FixtureUnit[], caves = true): GameState {
  return battle({ units, unitTypes, features: cave, ruleset: caves ? pacificRuleset('caves') : pacificRuleset() });
}

const shiftsOf = (s: GameState, attackers: string[], ranged: string[] = []) => {
  const odds = assessAttack(s, { type: 'attack', attackers, ranged, defenderHex: D });
  if (!odds.ok) throw new Error(odds.error.message);
  return odds.assessment.shifts.map((x) => [x.shift, x.rule]);
};

describe('caves (module caves)', () => {
  it('OST 9.2, 9.3: one foot unit and a leader inside gain the +3 defence as three left shifts; a bigger stack defends in the open', () => {
    expect(shiftsOf(atCave([ours('r', 'para', N), enemy('e', 'platoon'), enemy('l', 'jleader')]), ['r'])).toEqual([[-3, '11.4.1']]);
    expect(shiftsOf(atCave([ours('r', 'para', N), enemy('e', 'platoon'), enemy('e2', 'platoon')]), ['r'])).toEqual([]);
    expect(shiftsOf(atCave([ours('r', 'para', N), enemy('e', 'platoon')], false), ['r'])).toEqual([]);
  });

  it('OST 9.4: vehicles are never inside a cave, so a tank in a cave hex gets no cave shift', () => {
    expect(shiftsOf(atCave([ours('r', 'para', N), enemy('t', 'heavy-tank')]), ['r'])).toEqual([]);
  });

  it('OST 9.6: ranged fire reaches a cave only from the row of hexes beyond its facing hexside; OST 9.7: adjacent attacks from any side', () => {
    const s = atCave([ours('m1', 'mortar', N2), ours('m2', 'mortar', NE2), ours('r', 'rifle', S), enemy('e', 'platoon')]);
    expect(apply(s, { type: 'attack', attackers: [], ranged: ['m1'], defenderHex: D }).ok).toBe(true);
    expect(refused(apply(s, { type: 'attack', attackers: [], ranged: ['m2'], defenderHex: D }))).toMatchObject({ code: 'illegal-attack', rule: 'OST 9.6' });
    expect(apply(s, { type: 'attack', attackers: ['r'], defenderHex: D }).ok).toBe(true);
    const open = atCave([ours('m2', 'mortar', NE2), enemy('e', 'platoon')], false);
    expect(apply(open, { type: 'attack', attackers: [], ranged: ['m2'], defenderHex: D }).ok).toBe(true);
  });

  it('OST 9.6: a unit inside a cave fires at range only along its facing', () => {
    const s = battle({ units: [ours('m', 'mortar', D), enemy('n', 'platoon', N2), enemy('s', 'platoon', step(S, 3))], unitTypes, features: cave, ruleset: pacificRuleset('caves') });
    expect(apply(s, { type: 'attack', attackers: [], ranged: ['m'], defenderHex: N2 }).ok).toBe(true);
    expect(refused(apply(s, { type: 'attack', attackers: [], ranged: ['m'], defenderHex: step(S, 3) })).rule).toBe('OST 9.6');
  });

  it('OST 9.13, 9.12, 9.14: artillery alone only rolls for collapse; on 5 or 6 the cave collapses and destroys the unit inside', () => {
    const far = { col: 2, row: 5 };
    const s = atCave([ours('h', 'howitzer-battery', far), enemy('e', 'platoon')]);
    const held = accepted(apply(withDice(s, [4]), { type: 'attack', attackers: [], ranged: ['h'], defenderHex: D }));
    expect(eventsOf(held.events, 'combat-resolved')).toEqual([]);
    expect(eventsOf(held.events, 'cave-bombarded')[0]).toMatchObject({ side: 'axis', attackers: ['h'], rule: 'OST 9.13' });
    expect(eventsOf(held.events, 'cave-collapse-roll')[0]).toMatchObject({ featureId: 'f0', die: 4, total: 4, collapses: false, rule: 'OST 9.12' });
    expect(held.state.units.e.hex).toEqual(D);
    expect(held.state.combat?.attacked).toEqual({ h: far });
    const fell = accepted(apply(withDice(s, [5]), { type: 'attack', attackers: [], ranged: ['h'], defenderHex: D }));
    expect(eventsOf(fell.events, 'unit-eliminated')[0]).toMatchObject({ unitId: 'e', rule: 'OST 9.14' });
    expect(fell.state.pacific?.collapsedCaves).toEqual(['f0']);
  });

  it('OST 9.13: artillery cannot join another attack on a cave', () => {
    const s = atCave([ours('h', 'howitzer-battery', { col: 2, row: 5 }), ours('r', 'rifle', S), enemy('e', 'platoon')]);
    expect(refused(apply(s, { type: 'attack', attackers: ['r'], ranged: ['h'], defenderHex: D }))).toMatchObject({ code: 'illegal-attack', rule: 'OST 9.13' });
  });

  it('OST 9.12: engineers attacking a cave are a satchel charge: a collapse roll at +1 after the combat', () => {
    const s = atCave([ours('x', 'sapper', S), enemy('e', 'platoon')]);
    const { state, events } = fight(s, { attackers: ['x'], defenderHex: D }, [5, 4]);
    expect(eventsOf(events, 'combat-resolved')[0].result).toBe('NE');
    expect(eventsOf(events, 'cave-collapse-roll')[0]).toMatchObject({ die: 4, modifier: 1, total: 5, collapses: true });
    expect(state.units.e).toMatchObject({ hex: null, eliminated: true });
  });

  it('OST 9.13, 9.12: airstrikes pass over the unit inside, then the cave rolls for collapse', () => {
    const strikes: Strike[] = [{ id: 'air1', sideId: 'axis', kind: 'air', strength: 6, label: 'P-38', initial: true, availability: 'restOfGame', shotDown: 'eliminated' }];
    const o: FixtureOptions = { cols: 12, rows: 12, units: [ours('r', 'rifle', { col: 1, row: 1 }), enemy('e', 'platoon')], unitTypes, features: cave, ruleset: pacificRuleset('caves') };
    const s = toPhase(createGame({ ...makeSetup(o), strikes }, 1), 'strikes');
    const r = accepted(apply(withDice(s, [2]), { type: 'commitStrikes', kind: 'air', targets: [{ hex: D, strikeIds: ['air1'] }] }));
    expect(eventsOf(r.events, 'strike-resolved')).toEqual([]);
    expect(eventsOf(r.events, 'cave-immune')[0]).toMatchObject({ unitId: 'e', attack: 'airstrike', rule: 'OST 9.13' });
    expect(eventsOf(r.events, 'cave-collapse-roll')[0]).toMatchObject({ die: 2, collapses: false });
    expect(r.state.units.e.hex).toEqual(D);
  });
});

describe('moving into and out of caves (module caves, OST 9.8)', () => {
  /** A foot platoon (MA 4) two hexes south of the cave hex D, a tank beside it, an enemy far off. */
  const mover = (on = true, collapsed = false): GameState => {
    let s = toMovement(game({ cols: 12, rows: 12, unitTypes, features: cave, ruleset: on ? pacificRuleset('caves') : pacificRuleset(), units: [ours('r', 'platoon', step(S, 3)), ours('t', 'tank', step(step(S, 3), 2)), enemy('e', 'platoon', { col: 11, row: 0 })] }));
    if (collapsed) s = withPacific(s, 'collapsedCaves', ['f0']);
    return s;
  };
  const costTo = (s: GameState, unitId: string, h: HexRef) => reachableHexes(s, unitId).get(`${h.col},${h.row}`)?.cost;

  it('OST 9.8: a foot unit pays 1 MP more to enter a cave hex; the step explains it and the search agrees', () => {
    const plain = costTo(mover(false), 'r', D);
    expect(plain).toBe(2);
    expect(costTo(mover(), 'r', D)).toBe(3);
    const r = accepted(apply(mover(), { type: 'move', unitId: 'r', path: [S, D] }));
    const moved = eventsOf(r.events, 'unit-moved')[0];
    expect(moved.steps[1].parts).toEqual([
      { what: 'clear', mp: 1 },
      { what: 'entering the cave', mp: 1 },
    ]);
    expect(moved.steps[1].total).toBe(2);
    expect(moved.steps[1].notes.some((n) => n.includes('OST 9.8'))).toBe(true);
    expect(moved).toMatchObject({ mpSpent: 3, mpLeft: 1 });
  });

  it('OST 9.8: leaving the cave costs 1 MP more too, so a unit in the cave hex reaches less far', () => {
    const inCave = act(mover(), { type: 'moveTo', unitId: 'r', to: D });
    const next = toMovement(toPhase(inCave, 'regroup', 'allies'));
    expect(costTo(next, 'r', N)).toBe(2);
    expect(costTo(next, 'r', N2)).toBe(3);
    const r = accepted(apply(next, { type: 'move', unitId: 'r', path: [N] }));
    expect(eventsOf(r.events, 'unit-moved')[0].steps[0].parts).toEqual([
      { what: 'clear', mp: 1 },
      { what: 'leaving the cave', mp: 1 },
    ]);
  });

  it('OST 9.8: the cost is the feature chart’s MP to enter, so a designer’s change reaches the search', () => {
    const base = pacificRuleset('caves');
    const ruleset = { ...base, features: base.features.map((f) => (f.id === 'cave' ? { ...f, enterMp: 2 } : f)) };
    const s = toMovement(game({ cols: 12, rows: 12, unitTypes, features: cave, ruleset, units: [ours('r', 'platoon', step(S, 3)), enemy('e', 'platoon', { col: 11, row: 0 })] }));
    expect(costTo(s, 'r', D)).toBe(4);
  });

  it('OST 9.4, 9.8: vehicles never enter a cave and pay nothing more; a collapsed cave costs nothing (OST 9.14)', () => {
    expect(costTo(mover(), 't', D)).toBe(costTo(mover(false), 't', D));
    expect(costTo(mover(true, true), 'r', D)).toBe(2);
  });

  it('10.4: the minimum move still takes a unit into a cave hex whatever it costs (woods 2 + cave 1 against MA 2)', () => {
    const slow = [ours('m', 'mortar', S), enemy('e', 'platoon', { col: 11, row: 0 })];
    const s = toMovement(game({ cols: 12, rows: 12, unitTypes, features: cave, terrain: [{ at: D, terrain: 'woods' }], ruleset: pacificRuleset('caves'), units: slow }));
    expect(reachableHexes(s, 'm').get(`${D.col},${D.row}`)).toMatchObject({ cost: 3, minimumMove: true });
    const r = accepted(apply(s, { type: 'moveTo', unitId: 'm', to: D }));
    const moved = eventsOf(r.events, 'unit-moved')[0];
    expect(moved.steps[0].parts.map((p) => p.what)).toEqual(['woods', 'entering the cave']);
    expect(moved.steps[0].notes.some((n) => n.includes('10.4'))).toBe(true);
    expect(moved.mpLeft).toBe(0);
  });
});
