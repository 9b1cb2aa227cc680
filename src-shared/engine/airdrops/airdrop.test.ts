import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import type { HexRef, Side } from '../../model';
import { apply } from '../core/apply';
import type { AirdropAction } from '../core/actions';
import { legalActions } from '../core/legal';
import { stateHash } from '../core/session';
import type { GameState } from '../core/state';
import { accepted, eventsOf, refused, withDice } from '../testing/test-combat';
import { ALL_UNIT_TYPES, TEST_SIDES, step, unitType, type FixtureUnit } from '../testing/test-fixtures';
import { arrival, offMap, reach, scenarioSetup, unitsOf, type ScenarioOptions } from '../testing/test-scenario';
import { createGame } from '../scenario/setup';
import type { SheetSide } from '../../hex';
import { scoreVictory } from '../victory/victory';

const DZ = { col: 5, row: 5 };
const unitTypes = [
  ...ALL_UNIT_TYPES,
  { ...unitType('paras', 'foot', 'platoon', [4, 2], ['airborne'], [4, 2]), unitClass: 'airborne infantry' },
  { ...unitType('mg', 'foot', 'platoon', [3, 1], ['airborne', 'heavy-weapons'], [2, 1]), unitClass: 'heavy weapons' },
  unitType('flak', 'foot', 'platoon', [2, 1], ['aaa'], [2, 1]),
];
const enemy = (id: string, at: HexRef, type = 'rifle'): FixtureUnit => ({ id, side: 'allies', type, at });
const AXIS = { id: 'a0', side: 'axis' as const, type: 'rifle', at: { col: 0, row: 9 } };
const drop = (unitId: string, hex: HexRef): AirdropAction => ({ type: 'airdrop', unitId, hex });

/** Turn 1, the axis Airborne Landing Phase, with p1 and p2 (and m1, a heavy weapon) waiting to be dropped. */
type LandingMore = { later?: Side['dropZones']['later']; north?: SheetSide };

function landing(units: FixtureUnit[] = [], o: Partial<ScenarioOptions> = {}, count = 2, terrainList: string[] = [], more: LandingMore = {}): GameState {
  const dropZones = { count, terrain: terrainList, ...(more.later ? { later: more.later } : {}) };
  const sides = TEST_SIDES.map((s) => (s.id === 'axis' ? { ...s, dropZones } : s));
  const all = [AXIS, { ...offMap('p1', 'axis'), type: 'paras' }, { ...offMap('p2', 'axis'), type: 'paras' }, { ...offMap('m1', 'axis'), type: 'mg' }, enemy('b0', { col: 9, row: 0 }), ...units];
  const setup = scenarioSetup({
    unitTypes,
    ...o,
    units: all,
    contingentOf: { p1: '1P', p2: '1P', m1: '1P' },
    extra: { sides, arrivals: [arrival('drop', 'axis', 1, unitsOf('1P'), { method: 'airdrop', areas: [], mayDelay: true })], ...(o.extra ?? {}) },
  });
  const s = createGame(more.north ? { ...setup, map: { ...setup.map, north: more.north } } : setup, 1);
  return reach(s, 1, 'airborne-landing', 'axis').state;
}

const withDz = (s: GameState, hex: HexRef = DZ) => accepted(apply(s, { type: 'placeDropZone', hex })).state;
const dropped = (s: GameState, action: AirdropAction, faces: number[]) => accepted(apply(withDice(s, faces), action));

describe('drop zones and air drops (6.0)', () => {
  it('6.1: drop zones go down free on the first turn up to the scenario’s count, one per hex, on allowed terrain', () => {
    const s = landing([], { terrain: [{ at: { col: 1, row: 1 }, terrain: 'all-sea' }, { at: { col: 2, row: 2 }, terrain: 'woods' }] }, 2, ['clear', 'marsh']);
    const r = accepted(apply(s, { type: 'placeDropZone', hex: DZ }));
    expect(r.events).toEqual([{ type: 'drop-zone-placed', side: 'axis', hex: '0606', at: DZ, cost: 0, rule: '6.1' }]);
    expect(r.state.cp.axis).toBe(s.cp.axis);
    expect(refused(apply(r.state, { type: 'placeDropZone', hex: DZ })).message).toContain('already has');
    expect(refused(apply(r.state, { type: 'placeDropZone', hex: { col: 1, row: 1 } })).message).toContain('prohibited');
    expect(refused(apply(r.state, { type: 'placeDropZone', hex: { col: 2, row: 2 } })).message).toContain('clear, marsh');
    const two = withDz(r.state, { col: 7, row: 7 });
    expect(refused(apply(two, { type: 'placeDropZone', hex: { col: 3, row: 3 } }))).toMatchObject({ code: 'illegal-airdrop', rule: '6.1' });
  });

  it('6.1: a marker not placed on the first turn costs 1 CP later, up to the scenario\'s count; markers go before the first air drop', () => {
    const s = withDz(landing([], {}, 2));
    const all = ['p1', 'p2', 'm1'].reduce((st, id) => dropped(st, drop(id, DZ), [1]).state, s);
    const t2 = reach(all, 2, 'airborne-landing', 'axis').state;
    const r = accepted(apply(t2, { type: 'placeDropZone', hex: { col: 2, row: 2 } }));
    expect(eventsOf(r.events, 'cp-spent')).toEqual([expect.objectContaining({ amount: 1, rule: '6.1' })]);
    expect(refused(apply(r.state, { type: 'placeDropZone', hex: { col: 3, row: 3 } })).message).toContain('2 drop zones, all placed');
    const after = dropped(s, drop('p1', DZ), [1]).state;
    expect(refused(apply(after, { type: 'placeDropZone', hex: { col: 2, row: 2 } })).message).toContain('before any air drop');
  });

  it('6.1, Palembang 23.2: a scenario\'s further drop zones come from their turn, up to their count, at their cost and terrain', () => {
    const later = { count: 1, fromTurn: 3, cp: 1, terrain: ['clear'] };
    const s = withDz(landing([], { terrain: [{ at: { col: 2, row: 2 }, terrain: 'woods' }] }, 1, [], { later }));
    const all = ['p1', 'p2', 'm1'].reduce((st, id) => dropped(st, drop(id, DZ), [1]).state, s);
    const t2 = reach(all, 2, 'airborne-landing', 'axis').state;
    expect(refused(apply(t2, { type: 'placeDropZone', hex: { col: 3, row: 3 } })).message).toContain('from turn 3');
    const t3 = reach(t2, 3, 'airborne-landing', 'axis').state;
    expect(refused(apply(t3, { type: 'placeDropZone', hex: { col: 2, row: 2 } })).message).toContain('only on clear');
    const r = accepted(apply(t3, { type: 'placeDropZone', hex: { col: 3, row: 3 } }));
    expect(eventsOf(r.events, 'drop-zone-placed')).toEqual([expect.objectContaining({ cost: 1 })]);
    expect(r.state.cp.axis).toBe(t3.cp.axis - 1);
    expect(refused(apply(r.state, { type: 'placeDropZone', hex: { col: 4, row: 3 } })).message).toContain('1 further drop zone, all placed');
    expect(legalActions(r.state).some((a) => a.type === 'placeDropZone')).toBe(false);
  });

  it('6.2.2 with the map compass: scatter directions and the edge crossed are compass ones', () => {
    // North at the bottom of the sheet: a direction roll of 1 (north) scatters down the sheet, off the bottom = north edge.
    const edge = withDz(landing([], {}, 2, [], { north: 'bottom' }), { col: 5, row: 8 });
    const off = dropped(edge, drop('p1', { col: 5, row: 8 }), [6, 1, 5]);
    expect(eventsOf(off.events, 'unit-air-dropped')[0]).toMatchObject({ landed: null, scatter: { direction: 3 }, notes: [expect.stringContaining('north edge')] });
    expect(off.state.pool?.p1).toMatchObject({ areas: [{ kind: 'edge', edge: 'north' }] });
  });

  it('6.2, 6.2.1: a unit drops on a drop zone or next to one and lands by the Air Drop Table', () => {
    const s = withDz(landing());
    expect(refused(apply(s, drop('p1', { col: 5, row: 8 })))).toMatchObject({ code: 'illegal-airdrop', rule: '6.2' });
    expect(refused(apply(s, drop('a0', DZ))).message).toContain('not waiting');
    const r = dropped(s, drop('p1', step(DZ, 1)), [2]);
    expect(eventsOf(r.events, 'unit-air-dropped')).toEqual([
      {
        type: 'unit-air-dropped', unitId: 'p1', planned: step(DZ, 1), landed: step(DZ, 1), terrain: 'clear', die: 2,
        modifiers: [
          { value: 1, cause: 'an enemy unit in the landing hex, or an enemy AAA or heavy weapons unit next to it', applies: false },
          { value: 1, cause: 'a night turn', applies: false },
        ],
        modified: 2, result: 'landed', notes: [], rule: '6.2.1',
      },
    ]);
    expect(r.state.units.p1).toEqual({ hex: step(DZ, 1), disrupted: false, step: 0 });
    expect(r.state.pool?.p1).toBeUndefined();
    // Open ground: a 4 disrupts.
    expect(dropped(s, drop('p2', DZ), [4]).state.units.p2.disrupted).toBe(true);
  });

  it('6.2.1: an enemy AAA unit next to the hex and a night turn each add 1 (cumulative)', () => {
    const s = withDz(landing([enemy('f1', step(step(DZ, 0), 0), 'flak')], { night: true }));
    const r = dropped(s, drop('p1', step(DZ, 0)), [1]);
    const [report] = eventsOf(r.events, 'unit-air-dropped');
    expect(report.modifiers.map((m) => m.applies)).toEqual([true, true]);
    expect(report).toMatchObject({ die: 1, modified: 3, result: 'landed' });
  });

  it('6.2.2: a scattered unit moves by a direction die and a distance die, and is disrupted', () => {
    const s = withDz(landing());
    // Open ground: a 6 scatters; direction 4 is S (flat-top), 2 hexes.
    const r = dropped(s, drop('p1', DZ), [6, 4, 2]);
    const [report] = eventsOf(r.events, 'unit-air-dropped');
    expect(report).toMatchObject({ result: 'scattered', scatter: { direction: 3, directionDie: 4, distance: 2 }, landed: { col: 5, row: 7 }, rule: '6.2.2' });
    expect(r.state.units.p1).toMatchObject({ hex: { col: 5, row: 7 }, disrupted: true });
  });

  it('6.2.2: prohibited terrain eliminates the unit; off the map it must enter by that edge next turn', () => {
    const sea = withDz(landing([], { terrain: [{ at: { col: 5, row: 7 }, terrain: 'all-sea' }] }));
    const lost = dropped(sea, drop('p1', DZ), [6, 4, 2]);
    expect(eventsOf(lost.events, 'unit-eliminated')).toEqual([expect.objectContaining({ unitId: 'p1', rule: '6.2.2' })]);
    const edge = withDz(landing(), { col: 5, row: 1 });
    const off = dropped(edge, drop('p1', { col: 5, row: 1 }), [6, 1, 5]);
    expect(eventsOf(off.events, 'unit-air-dropped')[0]).toMatchObject({ landed: null, notes: [expect.stringContaining('north edge')] });
    expect(off.state.pool?.p1).toMatchObject({ method: 'ground', areas: [{ kind: 'edge', edge: 'north' }], mayDelay: false, fromTurn: 2 });
    const rest = ['p2', 'm1'].reduce((st, id) => dropped(st, drop(id, { col: 5, row: 1 }), [1]).state, off.state);
    const sameTurn = reach(rest, 1, 'movement', 'axis');
    expect(legalActions(sameTurn.state).some((a) => a.type === 'enter' && a.unitId === 'p1')).toBe(false);
  });

  it('6.2.3: an air-assault unit landing among the enemy attacks at once, terrain ignored; failing, it is eliminated at the end of the phase', () => {
    const s = withDz(landing([enemy('e1', DZ)], { terrain: [{ at: DZ, terrain: 'hills' }] }));
    // Hills are rough ground: roll 1, +1 for the enemy in the hex, lands. Assault 4 against 3: +1, no hills shift; a 1 is NE.
    const r = dropped(s, drop('p1', DZ), [1, 1]);
    const [assault] = eventsOf(r.events, 'combat-resolved');
    expect(assault).toMatchObject({ rule: '6.2.3', attack: 4, defence: 3, differential: 1, shifts: [], result: 'NE' });
    const heavy = dropped(r.state, drop('m1', step(DZ, 1)), [1]).state;
    const p2 = dropped(heavy, drop('p2', step(DZ, 2)), [1]).state;
    const ended = accepted(apply(p2, { type: 'endPhase' }));
    expect(eventsOf(ended.events, 'unit-eliminated')).toEqual([expect.objectContaining({ unitId: 'p1', rule: '6.2.3' })]);
    expect(ended.state.units.e1.hex).toEqual(DZ);
  });

  it('6.2.3: heavy weapons are not air-assault capable: dropped among the enemy they do not attack', () => {
    const s = withDz(landing([enemy('e1', DZ)]));
    const r = dropped(s, drop('m1', DZ), [1]);
    expect(eventsOf(r.events, 'combat-resolved')).toEqual([]);
    expect(r.state.units.m1.hex).toEqual(DZ);
  });

  it('6.0: airborne reinforcements must be dropped while they can be; those not dropped are out of play, not eliminated', () => {
    const s = withDz(landing());
    expect(s.pool?.p1.mayDelay).toBe(false);
    expect(refused(apply(s, { type: 'endPhase' }))).toMatchObject({ code: 'reinforcements-waiting', rule: '6.0' });
    expect(legalActions(s).some((a) => a.type === 'endPhase')).toBe(false);
    const noZone = landing();
    const before = stateHash(noZone);
    const r = accepted(apply(noZone, { type: 'endPhase' }));
    expect(stateHash(noZone)).toBe(before);
    expect(eventsOf(r.events, 'units-not-dropped')).toEqual([{ type: 'units-not-dropped', side: 'axis', units: ['m1', 'p1', 'p2'], rule: '6.0' }]);
    expect(r.state.units.p1).toEqual({ hex: null, disrupted: false, step: 0, removed: 'not-dropped' });
    expect(r.state.pool).toBeUndefined();
    expect(scoreVictory(r.state).lines).toEqual([]);
  });

  it('6.2: legalActions lists drop zones first, then every drop of every waiting unit, and each applies', () => {
    const s = landing();
    const zones = legalActions(s).filter((a) => a.type === 'placeDropZone');
    expect(zones.length).toBeGreaterThan(0);
    expect(zones.length).toBeLessThanOrEqual(8);
    const placed = withDz(s);
    const drops = legalActions(placed).filter((a) => a.type === 'airdrop');
    expect(drops).toHaveLength(21);
    for (const a of drops) expect(apply(placed, a).ok).toBe(true);
  });
});
