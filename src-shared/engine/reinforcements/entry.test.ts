import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import type { Area } from '../../model';
import type { ModuleName } from '../../ruleset';
import { PACIFIC_UNIT_TYPES, pacificRuleset } from '../testing/test-pacific';
import { apply } from '../core/apply';
import { legalActions } from '../core/legal';
import { stateHash } from '../core/session';
import type { GameState } from '../core/state';
import { eventsOf, refused } from '../testing/test-combat';
import { ALL_UNIT_TYPES, unitType } from '../testing/test-fixtures';
import { act, arrival, ground, offMap, reach, scenario, unitsOf, westEdge, type ScenarioOptions } from '../testing/test-scenario';

const AX = { id: 'a1', side: 'axis' as const, type: 'rifle', at: { col: 6, row: 6 } };
const AL = { id: 'b1', side: 'allies' as const, type: 'rifle', at: { col: 9, row: 9 } };
const W = (row: number) => ({ col: 0, row });

/** Turn 1, the axis Movement Phase, with `r1` (and `r2`) of contingent `rein` waiting in the pool. */
function waiting(o: Partial<ScenarioOptions> & { entry?: ReturnType<typeof ground> }, more: ScenarioOptions['units'] = []): GameState {
  const units = [AX, AL, offMap('r1', 'axis'), offMap('r2', 'axis'), ...more, ...(o.units ?? [])];
  const s = scenario({
    ...o,
    units,
    contingentOf: { r1: 'rein', r2: 'rein', ...(o.contingentOf ?? {}) },
    extra: { arrivals: [arrival('arr', 'axis', 1, unitsOf('rein'), o.entry ?? ground([westEdge], true))], ...(o.extra ?? {}) },
  });
  return reach(s, 1, 'movement', 'axis').state;
}

describe('ground reinforcements entering the map (16.2)', () => {
  it('16.2: a unit enters onto an entry hex paying that hex’s cost, then moves on with the MP left', () => {
    const s = waiting({ terrain: [{ at: W(3), terrain: 'marsh' }] });
    const r = apply(s, { type: 'enter', unitId: 'r1', hex: W(3) });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events).toEqual([
      { type: 'unit-entered', unitId: 'r1', method: 'ground', hex: '0104', at: W(3), cost: 2, mpLeft: 2, halted: false, notes: [], rule: '16.2' },
    ]);
    expect(r.state.units.r1.hex).toEqual(W(3));
    expect(Object.keys(r.state.pool ?? {})).toEqual(['r2']);
    const on = act(r.state, { type: 'moveTo', unitId: 'r1', to: { col: 2, row: 3 } });
    expect(on.movement.units.r1).toMatchObject({ mpLeft: 0, hexesEntered: 3 });
    // 10.1: the next unit to enter ends r1's move.
    const next = act(on, { type: 'enter', unitId: 'r2', hex: W(0) });
    expect(next.movement.units.r1.done).toBe(true);
    expect(next.pool).toBeUndefined();
  });

  it('16.2.1: the first hex may not hold enemy units; entering an enemy ZOC halts the unit', () => {
    const s = waiting({ units: [{ id: 'b2', side: 'allies', type: 'rifle', at: W(5) }] });
    const before = stateHash(s);
    expect(refused(apply(s, { type: 'enter', unitId: 'r1', hex: W(5) }))).toMatchObject({ code: 'illegal-entry', rule: '16.2.1' });
    expect(stateHash(s)).toBe(before);
    const r = apply(s, { type: 'enter', unitId: 'r1', hex: W(4) });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events[0]).toMatchObject({ halted: true, notes: ['entered an enemy zone of control: the unit halts (16.2.1, 9.7)'] });
    expect(refused(apply(r.state, { type: 'moveTo', unitId: 'r1', to: W(2) })).code).toBe('unit-halted');
  });

  it('16.2: entry hexes must lie in the entry area and be open to the unit; prohibited terrain is closed', () => {
    const s = waiting({ terrain: [{ at: W(2), terrain: 'all-sea' }] });
    expect(refused(apply(s, { type: 'enter', unitId: 'r1', hex: { col: 3, row: 3 } })).message).toContain('may enter only');
    expect(refused(apply(s, { type: 'enter', unitId: 'r1', hex: W(2) })).code).toBe('illegal-entry');
    expect(refused(apply(s, { type: 'enter', unitId: 'r1', hex: { col: 40, row: 0 } })).code).toBe('illegal-entry');
    expect(refused(apply(s, { type: 'enter', unitId: 'a1', hex: W(1) })).message).toContain('not waiting');
    expect(refused(apply(s, { type: 'enter', unitId: 'b1', hex: W(1) })).code).toBe('not-your-turn');
    expect(refused(apply({ ...s, phase: 'regroup' }, { type: 'enter', unitId: 'r1', hex: W(1) })).code).toBe('wrong-phase');
  });

  it('10.4, 16.2: a unit with an MA of 1 may still enter a hex that costs more', () => {
    const unitTypes = [...ALL_UNIT_TYPES, unitType('slow', 'foot', 'platoon', [1, 1])];
    const s = waiting({ unitTypes, contingentOf: { sl: 'rein' }, terrain: [{ at: W(3), terrain: 'marsh' }] }, [{ ...offMap('sl', 'axis'), type: 'slow' }]);
    const r = apply(s, { type: 'enter', unitId: 'sl', hex: W(3) });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events[0]).toMatchObject({ cost: 2, mpLeft: 0, notes: [expect.stringContaining('minimum move')] });
  });

  it('16.2: later areas are fallbacks used only while the enemy holds every hex of the earlier ones', () => {
    const first: Area = { kind: 'hexes', hexes: [W(4), W(5)] };
    const fallback: Area = { kind: 'edge', edge: 'north' };
    const blocked = waiting({
      entry: ground([first, fallback], true),
      units: [{ id: 'b2', side: 'allies', type: 'rifle', at: W(4) }, { id: 'b3', side: 'allies', type: 'rifle', at: W(5) }],
    });
    const r = apply(blocked, { type: 'enter', unitId: 'r1', hex: { col: 4, row: 0 } });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events[0]).toMatchObject({ notes: ['the enemy holds every hex of the earlier entry area: entering by the north map edge'] });
    const open = waiting({ entry: ground([first, fallback], true), units: [{ id: 'b2', side: 'allies', type: 'rifle', at: W(4) }] });
    expect(legalActions(open).filter((a) => a.type === 'enter' && a.unitId === 'r1')).toEqual([{ type: 'enter', unitId: 'r1', hex: W(5) }]);
  });

  it('16.2.1, Palembang 23.2: with a fallback delay, units whose first area is held use the fallback a turn later', () => {
    const first: Area = { kind: 'hexes', hexes: [W(4), W(5)] };
    const fallback: Area = { kind: 'edge', edge: 'north' };
    const holders = [{ id: 'b2', side: 'allies' as const, type: 'rifle', at: W(4) }, { id: 'b3', side: 'allies' as const, type: 'rifle', at: W(5) }];
    const s = waiting({ entry: { ...ground([first, fallback], false), fallbackDelay: 1 }, units: holders });
    expect(s.pool?.r1).toMatchObject({ fallbackDelay: 1, fallbackFrom: 2 });
    expect(legalActions(s).some((a) => a.type === 'enter')).toBe(false);
    expect(refused(apply(s, { type: 'enter', unitId: 'r1', hex: { col: 4, row: 0 } })).message).toContain('no hex to enter now');
    const ended = apply(s, { type: 'endPhase' });
    expect(ended.ok).toBe(true);
    const next = reach(s, 2, 'movement', 'axis').state;
    expect(legalActions(next).filter((a) => a.type === 'enter' && a.unitId === 'r1').length).toBeGreaterThan(0);
    expect(act(next, { type: 'enter', unitId: 'r1', hex: { col: 4, row: 0 } }).units.r1.hex).toEqual({ col: 4, row: 0 });
    // With the first area open, nothing waits.
    const open = waiting({ entry: { ...ground([first, fallback], false), fallbackDelay: 1 }, units: [holders[0]] });
    expect(open.pool?.r1.fallbackFrom).toBeUndefined();
    expect(legalActions(open).filter((a) => a.type === 'enter' && a.unitId === 'r1')).toEqual([{ type: 'enter', unitId: 'r1', hex: W(5) }]);
  });

  it('16.1: units that must arrive this turn hold up the end of the Movement Phase; delayable ones wait in the pool', () => {
    const must = waiting({ entry: ground([westEdge], false) });
    expect(refused(apply(must, { type: 'endPhase' }))).toMatchObject({ code: 'reinforcements-waiting', rule: '16.1' });
    expect(legalActions(must).some((a) => a.type === 'endPhase')).toBe(false);
    const entered = act(act(must, { type: 'enter', unitId: 'r1', hex: W(1) }), { type: 'enter', unitId: 'r2', hex: W(2) });
    expect(apply(entered, { type: 'endPhase' }).ok).toBe(true);
    const may = waiting({});
    expect(legalActions(may)[0]).toEqual({ type: 'endPhase' });
    const later = reach(may, 2, 'movement', 'axis').state;
    expect(Object.keys(later.pool ?? {})).toEqual(['r1', 'r2']);
    expect(act(later, { type: 'enter', unitId: 'r1', hex: W(0) }).units.r1.hex).toEqual(W(0));
  });

  it('16.2.1: reinforcements due that cannot enter (the enemy holds every entry hex) wait, and the phase may end', () => {
    const only: Area = { kind: 'hexes', hexes: [W(4)] };
    const s = waiting({ entry: ground([only], false), units: [{ id: 'b2', side: 'allies', type: 'rifle', at: W(4) }] });
    const r = apply(s, { type: 'endPhase' });
    if (!r.ok) throw new Error(r.error.message);
    expect(eventsOf(r.events, 'reinforcements-held')).toEqual([
      { type: 'reinforcements-held', side: 'axis', units: ['r1', 'r2'], reason: expect.stringContaining('no hex'), rule: '16.2.1' },
    ]);
    expect(Object.keys(r.state.pool ?? {})).toEqual(['r1', 'r2']);
  });

  it('16.3: air-landed units come down on an airfield not occupied by the enemy, at no MP cost', () => {
    const airfield = { col: 4, row: 4 };
    const enemyField = { col: 7, row: 2 };
    const entry = { method: 'airLanded' as const, areas: [], mayDelay: true };
    const s = waiting({ entry, airfields: [airfield, enemyField], units: [{ id: 'b2', side: 'allies', type: 'rifle', at: enemyField }] });
    expect(refused(apply(s, { type: 'enter', unitId: 'r1', hex: enemyField }))).toMatchObject({ code: 'illegal-entry', rule: '16.3' });
    expect(refused(apply(s, { type: 'enter', unitId: 'r1', hex: W(1) })).code).toBe('illegal-entry');
    const r = apply(s, { type: 'enter', unitId: 'r1', hex: airfield });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events[0]).toMatchObject({ method: 'airLanded', cost: 0, mpLeft: 4, halted: false, rule: '16.3' });
    expect(r.state.movement.units.r1.hexesEntered).toBe(0);
  });

  it('6.0, 16.1: units arriving by air drop cannot be delayed and never enter in the Movement Phase', () => {
    const s = waiting({ entry: { method: 'airdrop', areas: [], mayDelay: true } });
    // Not dropped in the Airborne Landing Phase (no drop zone): out of play.
    expect(s.units.r1.removed).toBe('not-dropped');
    expect(refused(apply(s, { type: 'enter', unitId: 'r1', hex: W(1) })).rule).toBe('16.1');
    const pooled = { ...s, pool: { r1: { method: 'airdrop' as const, areas: [], mayDelay: false, turn: 1, source: 'arr' } } };
    expect(refused(apply(pooled, { type: 'enter', unitId: 'r1', hex: W(1) })).rule).toBe('6.2');
  });

  it('16.2: legalActions lists every entry hex of every waiting unit, and each applies', () => {
    const s = waiting({});
    const enters = legalActions(s).filter((a) => a.type === 'enter');
    expect(enters).toHaveLength(20);
    for (const a of enters) expect(apply(s, a).ok).toBe(true);
  });
});

describe('ground entry under the Pacific modules', () => {
  const pacific = (modules: ModuleName[], more: ScenarioOptions['units'] = []) =>
    waiting({ ruleset: pacificRuleset(...modules), unitTypes: [...ALL_UNIT_TYPES, ...PACIFIC_UNIT_TYPES], features: [{ at: W(3), type: 'cave' }], contingentOf: { rk: 'rein' } }, [offMap('rk', 'axis', 'tank-killer'), ...more]);
  const entries = (s: GameState, unitId: string) => legalActions(s).flatMap((a) => (a.type === 'enter' && a.unitId === unitId ? [a.hex.row] : []));

  it('OST 9.8: a foot unit entering a cave hex pays 1 MP more', () => {
    const r = apply(pacific(['caves']), { type: 'enter', unitId: 'r1', hex: W(3) });
    if (!r.ok) throw new Error(r.error.message);
    expect(eventsOf(r.events, 'unit-entered')[0]).toMatchObject({ cost: 2, mpLeft: 2, notes: ['entering a cave costs 1 MP more (OST 9.8)'] });
    const plain = apply(pacific([]), { type: 'enter', unitId: 'r1', hex: W(3) });
    expect(plain.ok && eventsOf(plain.events, 'unit-entered')[0].cost).toBe(1);
  });

  it('OST 15.12: no unit enters a hex holding a tank killer of its side, and a tank killer enters no hex holding its side’s units', () => {
    const s = pacific(['tankKillers'], [{ id: 'tk', side: 'axis', type: 'tank-killer', at: W(5) }, { id: 'f', side: 'axis', type: 'rifle', at: W(7) }]);
    expect(entries(s, 'r1')).not.toContain(5);
    expect(entries(s, 'r1')).toContain(7);
    expect(refused(apply(s, { type: 'enter', unitId: 'r1', hex: W(5) }))).toMatchObject({ code: 'illegal-entry', rule: 'OST 15.12' });
    expect(entries(s, 'rk')).not.toContain(7);
    expect(entries(s, 'rk')).not.toContain(5);
    expect(refused(apply(s, { type: 'enter', unitId: 'rk', hex: W(7) }))).toMatchObject({ code: 'illegal-entry', rule: 'OST 15.12' });
    const off = pacific([], [{ id: 'tk', side: 'axis', type: 'tank-killer', at: W(5) }]);
    expect(entries(off, 'r1')).toContain(5);
  });
});
