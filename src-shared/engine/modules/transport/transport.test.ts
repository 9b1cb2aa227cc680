import { describe, expect, it } from 'vitest';
import '../../testing/test-guards';
import type { UnitType } from '../../../model';
import { defaultRuleset, type PassengerResult } from '../../../ruleset';
import { apply } from '../../core/apply';
import { legalActions } from '../../core/legal';
import type { GameState } from '../../core/state';
import { setupProblems, createGame } from '../../scenario/setup';
import type { Work } from '../../core/work';
import { passengersRoll } from './passengers';
import { accepted, eventsOf, fight, refused } from '../../testing/test-combat';
import { act, ALL_UNIT_TYPES, makeSetup, step, toMovement, toPhase, unitType, type FixtureOptions, type FixtureUnit } from '../../testing/test-fixtures';

const H = { col: 4, row: 4 };
const truck: UnitType = {
  ...unitType('lc', 'wheeled', 'platoon', [8, 4]),
  unitClass: 'vehicle',
  carrier: { capacity: 2, measure: 'units', classes: ['Infantry'], loadMp: 1, unloadMp: 2 },
};
const jeep: UnitType = { ...unitType('jeep', 'wheeled', 'platoon', [8, 4]), unitClass: 'vehicle' };
const TYPES = [...ALL_UNIT_TYPES, truck, jeep];
const ax = (id: string, type: string, at: FixtureUnit['at'] = H): FixtureUnit => ({ id, side: 'axis', type, at });
const al = (id: string, type: string, at: FixtureUnit['at']): FixtureUnit => ({ id, side: 'allies', type, at });

/** A game with the truck and its units; `aboard` lists units set up aboard a carrier. */
function transportGame(o: Partial<FixtureOptions> & { units: FixtureUnit[] }, aboard: Record<string, string> = {}, seed = 1): GameState {
  const setup = makeSetup({ cols: 12, rows: 12, unitTypes: TYPES, ...o });
  return createGame({ ...setup, units: setup.units.map((u) => (aboard[u.id] ? { ...u, aboard: aboard[u.id] } : u)) }, seed);
}

describe('transport (module transport)', () => {
  it('a unit in a carrier\'s hex boards it: off the map, aboard, the carrier pays its load MP and moves on with it', () => {
    const s = toMovement(transportGame({ units: [ax('t', 'lc'), ax('r', 'rifle'), al('e', 'platoon', { col: 11, row: 11 })] }));
    expect(legalActions(s)).toContainEqual({ type: 'load', unitId: 'r', carrierId: 't' });
    const { state, events } = accepted(apply(s, { type: 'load', unitId: 'r', carrierId: 't' }));
    expect(state.units.r).toMatchObject({ hex: null, aboard: 't' });
    expect(state.movement.current).toBe('t');
    expect(state.movement.units.t.mpLeft).toBe(7);
    expect(events[0]).toMatchObject({ type: 'unit-loaded', unitId: 'r', carrierId: 't', mp: 1, mpLeft: 7, load: 1, capacity: 2, measure: 'units', rule: 'Atoll 12' });
    // The carrier moves; the unit aboard goes with it and gets off at the end, for 2 MP.
    const moved = act(state, { type: 'move', unitId: 't', path: [step(H, 3), step(step(H, 3), 3)] });
    expect(moved.units.r.hex).toBeNull();
    const off = accepted(apply(moved, { type: 'unload', unitId: 'r' }));
    expect(off.state.units.r).toEqual({ hex: step(step(H, 3), 3), disrupted: false, step: 0 });
    expect(off.state.movement.units.t.mpLeft).toBe(3);
    expect(off.events[0]).toMatchObject({ type: 'unit-unloaded', mp: 2, mpLeft: 3, carrierLost: false });
    // Off its carrier, the unit's own move is over for the phase.
    expect(refused(apply(off.state, { type: 'move', unitId: 'r', path: [H] })).code).toBe('unit-already-moved');
  });

  it('refuses a unit of another class, a full carrier, a carrier in another hex and a carrier without the MP', () => {
    const s = toMovement(
      transportGame({ units: [ax('t', 'lc'), ax('a', 'rifle'), ax('b', 'rifle'), ax('c', 'rifle'), ax('g', 'jeep'), ax('far', 'rifle', step(H, 0)), al('e', 'platoon', { col: 11, row: 11 })] }),
    );
    expect(refused(apply(s, { type: 'load', unitId: 'g', carrierId: 't' })).message).toContain('t carries Infantry, not vehicle');
    expect(refused(apply(s, { type: 'load', unitId: 'far', carrierId: 't' })).message).toContain('boards only a carrier in its own hex');
    const two = act(act(s, { type: 'load', unitId: 'a', carrierId: 't' }), { type: 'load', unitId: 'b', carrierId: 't' });
    expect(refused(apply(two, { type: 'load', unitId: 'c', carrierId: 't' })).message).toContain('would carry 3 units; it takes 2');
    const spent = { ...s, movement: { current: 't', units: { t: { mpLeft: 0.5, hexesEntered: 3, halted: false, fastMoved: false, done: false } } } };
    expect(refused(apply(spent, { type: 'load', unitId: 'a', carrierId: 't' })).message).toContain('Loading costs t 1 MP and it has 0.5 left');
  });

  it('counts capacity in stacking points when the carrier says so', () => {
    const points: UnitType = { ...truck, id: 'barge', carrier: { ...truck.carrier!, measure: 'points', capacity: 3 } };
    const ruleset = defaultRuleset();
    const s = toMovement(
      transportGame({ unitTypes: [...TYPES, points], ruleset, units: [ax('t', 'barge'), ax('a', 'para'), ax('b', 'rifle'), al('e', 'platoon', { col: 11, row: 11 })] }),
    );
    const company = s.board.stacking.sizePoints.company;
    const platoon = s.board.stacking.sizePoints.platoon;
    const first = apply(s, { type: 'load', unitId: 'a', carrierId: 't' });
    expect(first.ok).toBe(company <= 3);
    const b = apply(first.ok ? first.state : s, { type: 'load', unitId: 'b', carrierId: 't' });
    expect(b.ok).toBe((first.ok ? company : 0) + platoon <= 3);
  });

  it('units aboard count for no stacking, cannot attack and are not attacked: they share the carrier\'s fate', () => {
    const E = step(H, 0);
    const s0 = transportGame({ units: [ax('t', 'lc'), ax('r', 'para'), al('e', 'rifle', E)] }, { r: 't' });
    expect(s0.units.r).toMatchObject({ hex: null, aboard: 't' });
    const s = toPhase(s0, 'ground-attack');
    expect(refused(apply(s, { type: 'attack', attackers: ['r'], defenderHex: E })).code).toBeDefined();
    expect(legalActions(s).some((a) => a.type === 'attack' && a.attackers.includes('r'))).toBe(false);
  });

  it('a carrier that is hit makes each unit aboard roll on the scenario\'s Passenger Table, logged with the die', () => {
    const table = (results: PassengerResult[]) => ({ source: 'test', rows: results.map((result, i) => ({ roll: i + 1, result })) });
    const ruleset = { ...defaultRuleset(), passengerTable: table(['unharmed', 'disrupted', 'step', 'eliminated', 'eliminated', 'eliminated']) };
    const T = step(H, 0);
    // Two paras (12) against the truck (4): the +7 column; die 1 = DD: the truck is disrupted.
    const s = toPhase(
      transportGame({ ruleset, units: [ax('p1', 'para', step(T, 0)), ax('p2', 'para', step(T, 1)), al('t', 'lc', T), al('r', 'rifle', T), al('q', 'rifle', T)] }, { r: 't', q: 't' }),
      'ground-attack',
    );
    const { state, events } = fight(s, { attackers: ['p1', 'p2'], defenderHex: T }, [1, 1, 2]);
    expect(state.units.t).toMatchObject({ disrupted: true, hex: T });
    expect(eventsOf(events, 'passenger-roll')).toEqual([
      { type: 'passenger-roll', unitId: 'q', carrierId: 't', hex: '0504', at: T, hit: 'disrupted', die: 1, result: 'unharmed', rule: 'Atoll 12' },
      { type: 'passenger-roll', unitId: 'r', carrierId: 't', hex: '0504', at: T, hit: 'disrupted', die: 2, result: 'disrupted', rule: 'Atoll 12' },
    ]);
    expect(state.units.q).toMatchObject({ hex: null, aboard: 't', disrupted: false });
    expect(state.units.r).toMatchObject({ hex: null, aboard: 't', disrupted: true });
  });

  it('units aboard an eliminated carrier are set down in its hex before their roll; an eliminated one leaves play', () => {
    const T = step(H, 0);
    const ruleset = { ...defaultRuleset(), passengerTable: { source: 'test', rows: (['unharmed', 'eliminated', 'unharmed', 'unharmed', 'unharmed', 'unharmed'] as PassengerResult[]).map((result, i) => ({ roll: i + 1, result })) } };
    const s = toPhase(
      transportGame({ ruleset, units: [ax('p1', 'para', step(T, 0)), ax('p2', 'para', step(T, 1)), al('t', 'lc', T), al('r', 'rifle', T), al('q', 'rifle', T)] }, { r: 't', q: 't' }),
      'ground-attack',
    );
    // Die 5 on the +7 column: DE.
    const { state, events } = fight(s, { attackers: ['p1', 'p2'], defenderHex: T }, [5, 1, 2]);
    expect(state.units.t).toMatchObject({ hex: null, eliminated: true });
    expect(eventsOf(events, 'unit-unloaded').map((e) => [e.unitId, e.carrierLost])).toEqual([['q', true], ['r', true]]);
    expect(state.units.q).toEqual({ hex: T, disrupted: false, step: 0 });
    expect(state.units.r).toMatchObject({ hex: null, eliminated: true });
    expect(state.units.r.aboard).toBeUndefined();
  });

  it('a unit set down where its carrier was lost is lost with it when the hex has no room for it (7.2)', () => {
    const T = step(H, 0);
    const unharmed = { ...defaultRuleset(), passengerTable: { source: 'test', rows: Array.from({ length: 6 }, (_, i) => ({ roll: i + 1, result: 'unharmed' as const })) } };
    const s = toPhase(
      transportGame({ ruleset: unharmed, units: [ax('a', 'rifle'), al('t', 'lc', T), al('q', 'rifle', T), al('r', 'rifle', T), al('x', 'platoon', T), al('y', 'platoon', T), al('z', 'platoon', T)] }, { q: 't', r: 't' }),
      'ground-attack',
    );
    // The truck is lost (to a strike, say): three platoons stay in its hex, and only one more fits under the limit of 4.
    const work: Work = { state: { ...s, units: { ...s.units, t: { ...s.units.t, hex: null, eliminated: true } } }, events: [] };
    passengersRoll(work, { type: 'endPhase' }, [{ type: 'unit-eliminated', unitId: 't', hex: '0504', at: T, reason: 'test', rule: 'test' }]);
    expect(work.state.units.q).toEqual({ hex: T, disrupted: false, step: 0 });
    expect(work.state.units.r).toEqual({ hex: null, disrupted: false, step: 0, eliminated: true });
    expect(eventsOf(work.events, 'unit-eliminated').map((e) => [e.unitId, e.reason])).toEqual([['r', 'no room in 0504 (5 stacking points of 4), where t was lost']]);
    expect(eventsOf(work.events, 'passenger-roll').map((e) => e.result)).toEqual(['unharmed', 'unharmed']);
  });

  it('units aboard a carrier that is evacuated (21.2) leave the map with it', () => {
    const s = toMovement(transportGame({ units: [ax('t', 'lc'), ax('r', 'rifle'), al('e', 'platoon', { col: 11, row: 11 })] }, { r: 't' }));
    const work: Work = { state: { ...s, units: { ...s.units, t: { ...s.units.t, hex: null, removed: 'evacuated' } } }, events: [] };
    passengersRoll(work, { type: 'evacuate', unitId: 't' }, [{ type: 'unit-evacuated', unitId: 't', hex: '0505', at: H, rule: '21.2' }]);
    expect(work.state.units.r).toEqual({ hex: null, disrupted: false, step: 0, removed: 'evacuated' });
    expect(work.events).toEqual([{ type: 'unit-evacuated', unitId: 'r', hex: '0505', at: H, rule: '21.2' }]);
  });

  it('set-up aboard: refused for a carrier of the wrong class or over capacity', () => {
    const setup = makeSetup({ cols: 12, rows: 12, unitTypes: TYPES, units: [ax('t', 'lc'), ax('g', 'jeep'), ax('a', 'rifle'), ax('b', 'rifle'), ax('c', 'rifle'), ax('off', 'lc', null)] });
    const withAboard = (aboard: Record<string, string>) => ({ ...setup, units: setup.units.map((u) => (aboard[u.id] ? { ...u, aboard: aboard[u.id] } : u)) });
    expect(setupProblems(withAboard({ a: 't', b: 't' }))).toEqual([]);
    expect(setupProblems(withAboard({ g: 't' }))).toEqual(['g cannot be set up aboard t: t carries Infantry, not vehicle']);
    expect(setupProblems(withAboard({ a: 't', b: 't', c: 't' }))).toEqual(['c cannot be set up aboard t: t would carry 3 units; it takes 2']);
    // A carrier that is not placed carries nobody at the start (the checker warns of it).
    expect(setupProblems(withAboard({ a: 'off' }))).toEqual([]);
    expect(createGame(withAboard({ a: 'off' }), 1).units.a).toMatchObject({ hex: H });
  });

  it('games without carriers list no transport action', () => {
    const plain = toMovement(transportGame({ units: [ax('r', 'rifle'), al('e', 'platoon', { col: 11, row: 11 })], unitTypes: ALL_UNIT_TYPES }));
    expect(legalActions(plain).some((a) => a.type === 'load' || a.type === 'unload')).toBe(false);
    expect(refused(apply(plain, { type: 'unload', unitId: 'r' })).message).toContain('aboard no carrier');
  });
});
