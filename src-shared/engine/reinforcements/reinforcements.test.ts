import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import { emptyDocument } from '../../model';
import { apply } from '../core/apply';
import { legalActions } from '../core/legal';
import { stateHash } from '../core/session';
import { createGame, SetupError } from '../scenario/setup';
import type { GameSetup } from '../scenario/setup-types';
import { eventsOf, refused } from '../testing/test-combat';
import { act, arrival, ground, offMap, outcome, reach, row, scenario, scenarioSetup, strike, table, unitsOf, westEdge } from '../testing/test-scenario';

const AX = { id: 'a1', side: 'axis' as const, type: 'rifle', at: { col: 5, row: 5 } };
const AL = { id: 'b1', side: 'allies' as const, type: 'rifle', at: { col: 8, row: 8 } };
const reserves = [offMap('r1', 'axis'), offMap('r2', 'axis'), offMap('r3', 'axis')];
const contingentOf = { r1: 'rein', r2: 'rein', r3: 'rein' };

describe('reinforcements: scheduled arrivals (16.1)', () => {
  it('16.1: a scenario document plus placements is a game setup', () => {
    const setup: GameSetup = { ...emptyDocument(), placements: [] };
    expect(setup.arrivals).toEqual([]);
  });

  it('16.1: units arrive in their side’s Reinforcement Phase of the scheduled turn, into the pool', () => {
    const s = scenario({ units: [AX, AL, ...reserves], contingentOf, extra: { arrivals: [arrival('arr', 'axis', 2, unitsOf('rein'))] } });
    const t1 = reach(s, 1, 'reinforcement', 'axis');
    expect(t1.state.pool).toBeUndefined();
    const t2 = reach(t1.state, 2, 'reinforcement', 'axis');
    expect(Object.keys(t2.state.pool ?? {})).toEqual(['r1', 'r2', 'r3']);
    expect(eventsOf(t2.events, 'reinforcements-available')).toEqual([
      { type: 'reinforcements-available', side: 'axis', source: 'arr', units: ['r1', 'r2', 'r3'], entry: { method: 'ground', areas: [westEdge], mayDelay: false }, rule: '16.1' },
    ]);
    expect(t2.state.units.r1.hex).toBeNull();
  });

  it('16.1: a `units` selector brings only the units listed; a contingent that started on the map brings nothing more', () => {
    const s = scenario({
      units: [AX, AL, ...reserves],
      contingentOf: { ...contingentOf, a1: 'rein' },
      extra: { arrivals: [arrival('one', 'axis', 1, { kind: 'units', unitIds: ['r2'] })] },
    });
    const t1 = reach(s, 1, 'reinforcement', 'axis');
    expect(Object.keys(t1.state.pool ?? {})).toEqual(['r2']);
  });

  it('16.1: the setup is checked: unknown sides, unknown tables and bad dice are refused', () => {
    const base = scenarioSetup({ units: [AX, AL, ...reserves], contingentOf });
    expect(() => createGame({ ...base, arrivals: [arrival('x', 'nobody', 1, unitsOf('rein'))] }, 1)).toThrow(SetupError);
    expect(() => createGame({ ...base, arrivals: [arrival('x', 'axis', 1, unitsOf('rein'), ground([], false, 'missing'))] }, 1)).toThrow(/unknown table/);
    expect(() => createGame({ ...base, dieTables: [table('t', 'axis', [], { dice: 'two dice' })] }, 1)).toThrow(/dice/);
  });
});

describe('reinforcements: die-roll tables (16.4)', () => {
  const cpTable = (extra = {}) => table('t', 'axis', [row(1, 3, outcome({ kind: 'cp', amount: 2 })), row(4, 6, outcome({ kind: 'noEffect' }))], extra);

  it('16.4: the table is rolled automatically from its first turn, with the roll, row and outcomes reported', () => {
    const s = scenario({ units: [AX, AL], extra: { dieTables: [cpTable({ firstTurn: 2 })] } });
    const t1 = reach(s, 1, 'reinforcement', 'axis', [2]);
    expect(eventsOf(t1.events, 'table-rolled')).toHaveLength(0);
    const t2 = reach(t1.state, 2, 'reinforcement', 'axis', [2]);
    expect(eventsOf(t2.events, 'table-rolled')).toEqual([
      { type: 'table-rolled', tableId: 't', table: 't', side: 'axis', dice: '1d6', faces: [2], natural: 2, modifiers: [], modified: 2, row: '1–3', rowIndex: 0, nearest: false, rule: '16.4' },
    ]);
    expect(eventsOf(t2.events, 'table-outcome')).toEqual([
      { type: 'table-outcome', tableId: 't', rowIndex: 0, outcome: 0, effect: 'cp', happened: 'effect', applied: 'cp', why: 'no conditions', rule: '16.4' },
    ]);
    expect(eventsOf(t2.events, 'cp-changed')).toEqual([{ type: 'cp-changed', side: 'axis', amount: 2, cp: 5, reason: 'table result (t)', rule: '5.3' }]);
    expect(t2.state.cp.axis).toBe(5);
  });

  it('16.4: modifiers apply with their causes; a result beyond the rows reads the nearest row; the last turn ends the table', () => {
    const modifiers = [
      { value: 3, when: [{ kind: 'turn' as const, from: 1 }] },
      { value: -1, when: [{ kind: 'night' as const, night: true }] },
    ];
    const s = scenario({ units: [AX, AL], extra: { dieTables: [cpTable({ modifiers, lastTurn: 1 })] } });
    const { events, state } = reach(s, 1, 'reinforcement', 'axis', [6]);
    const [rolled] = eventsOf(events, 'table-rolled');
    expect(rolled.modifiers).toEqual([
      { value: 3, cause: 'turn 1 or later', applies: true },
      { value: -1, cause: 'a night turn', applies: false },
    ]);
    expect(rolled).toMatchObject({ natural: 6, modified: 9, row: '4–6', nearest: true });
    expect(eventsOf(reach(state, 2, 'reinforcement', 'axis').events, 'table-rolled')).toHaveLength(0);
  });

  it('16.4, 5.4: a CP loss never takes the side below zero; conditions on occupied objectives are read from the state', () => {
    const obj = { col: 5, row: 5 };
    const panic = table('p', 'allies', [row(1, 6, outcome({ kind: 'cp', amount: -2 }, [{ kind: 'occupies', sideId: 'axis', hexes: [], atLeast: 1 }]))]);
    const s = scenario({ units: [AX, AL], objectives: [{ at: obj }], extra: { dieTables: [panic] } });
    const { events, state } = reach(s, 1, 'reinforcement', 'allies', [4]);
    expect(eventsOf(events, 'table-outcome')[0]).toMatchObject({ happened: 'effect', why: 'axis occupies at least 1 of the objective hexes: holds' });
    expect(eventsOf(events, 'cp-changed')[0]).toMatchObject({ amount: -1, cp: 0, reason: expect.stringContaining('never go below zero') });
    expect(state.cp.allies).toBe(0);
    const away = scenario({ units: [{ ...AX, at: { col: 1, row: 1 } }, AL], objectives: [{ at: obj }], extra: { dieTables: [panic] } });
    expect(eventsOf(reach(away, 1, 'reinforcement', 'allies', [4]).events, 'table-outcome')[0]).toMatchObject({ happened: 'nothing', applied: null });
  });

  it('16.4: a once-only outcome happens the first time, its fallback every time after (Primosole 3–4)', () => {
    const units = [AX, AL, ...reserves, offMap('r4', 'axis'), offMap('r5', 'axis')];
    const firstWave = { kind: 'deploy' as const, units: { kind: 'pick' as const, contingentIds: ['rein'], typeIds: [], count: '2' }, entry: ground([westEdge], true) };
    const rest = { kind: 'deploy' as const, units: unitsOf('rein'), entry: ground([westEdge], true) };
    const t = table('t', 'axis', [row(1, 6, outcome(firstWave, [], true, rest))]);
    const s = scenario({ units, contingentOf: { ...contingentOf, r4: 'rein', r5: 'rein' }, extra: { dieTables: [t] } });
    const first = reach(s, 1, 'reinforcement', 'axis', [1]);
    expect(first.state.once).toEqual(['t#0.0']);
    const [pending] = eventsOf(first.events, 'decision-pending');
    expect(pending).toMatchObject({ kind: 'pick', count: 2, options: ['r1', 'r2', 'r3', 'r4', 'r5'] });
    const picked = act(first.state, { type: 'pickUnits', decisionId: pending.decisionId, unitIds: ['r2', 'r5'] });
    expect(Object.keys(picked.pool ?? {})).toEqual(['r2', 'r5']);
    const second = reach(picked, 2, 'reinforcement', 'axis', [1]);
    expect(eventsOf(second.events, 'table-outcome')[0]).toMatchObject({ happened: 'otherwise', applied: 'deploy', why: 'once only, and it has already happened' });
    expect(Object.keys(second.state.pool ?? {}).sort()).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
  });

  it('16.4: a reinforcement that has already entered play is no effect', () => {
    const t = table('t', 'axis', [row(1, 6, outcome({ kind: 'deploy', units: unitsOf('rein'), entry: ground([westEdge], true) }))]);
    const s = scenario({ units: [AX, AL, ...reserves], contingentOf, extra: { dieTables: [t] } });
    const t1 = reach(s, 1, 'reinforcement', 'axis', [3]);
    expect(Object.keys(t1.state.pool ?? {})).toHaveLength(3);
    const t2 = reach(t1.state, 2, 'reinforcement', 'axis', [3]);
    expect(eventsOf(t2.events, 'reinforcements-none')).toEqual([
      { type: 'reinforcements-none', side: 'axis', source: 't', reason: 'every unit called for has already entered play: no effect', rule: '16.4' },
    ]);
  });

  it('16.4: "arrived" conditions: T2 comes only once T1 has entered play (Palembang 1–2)', () => {
    const units = [AX, AL, offMap('t1a', 'axis'), offMap('t2a', 'axis')];
    const deployOf = (c: string) => ({ kind: 'deploy' as const, units: unitsOf(c), entry: ground([westEdge], true) });
    const t = table('t', 'axis', [
      row(1, 6, outcome(deployOf('T1'), [{ kind: 'arrived', contingentId: 'T1', arrived: false }]), outcome(deployOf('T2'), [{ kind: 'arrived', contingentId: 'T1', arrived: true }])),
    ]);
    const s = scenario({ units, contingentOf: { t1a: 'T1', t2a: 'T2' }, extra: { dieTables: [t] } });
    const t1 = reach(s, 1, 'reinforcement', 'axis', [2]);
    // Conditions are read before the row applies, so T2 does not follow T1 in the same roll.
    expect(Object.keys(t1.state.pool ?? {})).toEqual(['t1a']);
    const t2 = reach(t1.state, 2, 'reinforcement', 'axis', [2]);
    expect(Object.keys(t2.state.pool ?? {})).toContain('t2a');
  });

  it('16.4: a choice is a pending decision: the phase cannot end until the owner chooses', () => {
    const options = [{ kind: 'deploy' as const, units: unitsOf('rein'), entry: ground([westEdge]) }, { kind: 'cp' as const, amount: 1 }];
    const t = table('t', 'axis', [row(1, 6, outcome({ kind: 'choice', count: 1, options }))]);
    const s = scenario({ units: [AX, AL, ...reserves], contingentOf, extra: { dieTables: [t] } });
    const { state, events } = reach(s, 1, 'reinforcement', 'axis', [5]);
    const [pending] = eventsOf(events, 'decision-pending');
    expect(pending).toMatchObject({ decisionId: '1.axis.1', kind: 'choice', count: 1, options: ['deploy', 'cp'] });
    expect(refused(apply(state, { type: 'endPhase' }))).toMatchObject({ code: 'decision-pending', rule: '16.4' });
    expect(legalActions(state)).toEqual([
      { type: 'choose', decisionId: '1.axis.1', options: [0] },
      { type: 'choose', decisionId: '1.axis.1', options: [1] },
    ]);
    const before = stateHash(state);
    expect(refused(apply(state, { type: 'choose', decisionId: '1.axis.1', options: [0, 1] })).code).toBe('bad-decision');
    expect(refused(apply(state, { type: 'choose', decisionId: 'nope', options: [0] })).code).toBe('bad-decision');
    expect(stateHash(state)).toBe(before);
    const chosen = act(state, { type: 'choose', decisionId: '1.axis.1', options: [1] });
    expect(chosen.cp.axis).toBe(3);
    expect(chosen.reinforcement?.pending).toEqual([]);
    expect(apply(chosen, { type: 'endPhase' }).ok).toBe(true);
  });

  it('16.4: an entry sub-table chooses where deploying units enter; it is rolled only when units arrive', () => {
    const north = { kind: 'edge' as const, edge: 'north' as const };
    const edgeTable = table('edge', 'axis', [row(1, 3, outcome({ kind: 'entryArea', area: north })), row(4, 6, outcome({ kind: 'entryArea', area: westEdge }))], { use: 'subTable' });
    const main = table('main', 'axis', [row(1, 6, outcome({ kind: 'deploy', units: unitsOf('rein'), entry: ground([], true, 'edge') }))]);
    const s = scenario({ units: [AX, AL, ...reserves], contingentOf, extra: { dieTables: [edgeTable, main] } });
    const { state, events } = reach(s, 1, 'reinforcement', 'axis', [6, 2]);
    expect(eventsOf(events, 'table-rolled').map((e) => [e.tableId, e.natural])).toEqual([['main', 6], ['edge', 2]]);
    expect(state.pool?.r1.areas).toEqual([north]);
    const again = reach(state, 2, 'reinforcement', 'axis', [6]);
    expect(eventsOf(again.events, 'table-rolled').map((e) => e.tableId)).toEqual(['main']);
  });

  it('16.4: rollOn rolls a sub-table; a pick with a dice count rolls it and asks which units (Primosole 1d6+12)', () => {
    const sub = table('sub', 'axis', [row(1, 6, outcome({ kind: 'deploy', units: { kind: 'pick', contingentIds: ['rein'], typeIds: ['rifle'], count: '1d6-4' }, entry: ground([westEdge]) }))], { use: 'subTable' });
    const main = table('main', 'axis', [row(1, 6, outcome({ kind: 'rollOn', tableId: 'sub' }))]);
    const units = [AX, AL, ...reserves, { ...offMap('m1', 'axis'), type: 'mortar' }];
    const s = scenario({ units, contingentOf: { ...contingentOf, m1: 'rein' }, extra: { dieTables: [main, sub] } });
    const { state, events } = reach(s, 1, 'reinforcement', 'axis', [1, 1, 6]);
    expect(eventsOf(events, 'die-rolled')).toEqual([expect.objectContaining({ dice: '1d6-4', faces: [6], total: 2, rule: '16.4' })]);
    const [pending] = eventsOf(events, 'decision-pending');
    expect(pending).toMatchObject({ kind: 'pick', count: 2, options: ['r1', 'r2', 'r3'] });
    expect(refused(apply(state, { type: 'pickUnits', decisionId: pending.decisionId, unitIds: ['r1', 'm1'] })).code).toBe('bad-decision');
    expect(refused(apply(state, { type: 'pickUnits', decisionId: pending.decisionId, unitIds: ['r1'] })).code).toBe('bad-decision');
    for (const action of legalActions(state)) expect(apply(state, action).ok).toBe(true);
  });

  it('16.4, 12.1, 17.0: strike results bring markers from the reserve, none on a night turn when the result says so', () => {
    const t = table('t', 'axis', [row(1, 6, outcome({ kind: 'strikes', strikeKind: 'air', count: 2, notAtNight: true }))]);
    const strikes = [strike('s1', 'axis'), strike('s2', 'axis'), strike('s3', 'axis'), strike('n1', 'axis', { kind: 'naval' })];
    const s = scenario({ units: [AX, AL], nights: [false, true, false], extra: { dieTables: [t], strikes } });
    const day = reach(s, 1, 'reinforcement', 'axis', [1]);
    expect(eventsOf(day.events, 'strikes-available')).toEqual([{ type: 'strikes-available', side: 'axis', kind: 'air', strikeIds: ['s1', 's2'], notes: [], rule: '12.1' }]);
    expect(day.state.strikes?.s1).toEqual({ status: 'available', arrivedTurn: 1 });
    const night = reach(day.state, 2, 'reinforcement', 'axis', [1]);
    expect(eventsOf(night.events, 'strikes-available')[0]).toMatchObject({ strikeIds: [], notes: ['not available on a night turn (17.0)'], rule: '17.0' });
    const t3 = reach(night.state, 3, 'reinforcement', 'axis', [1]);
    // s1 and s2 were good for turn 1 only: back in the reserve, they come again first.
    expect(eventsOf(t3.events, 'strikes-available')[0].strikeIds).toEqual(['s1', 's2']);
  });
});
