import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import type { SimpleEffect } from '../../model';
import { apply } from '../core/apply';
import { legalActions } from '../core/legal';
import { accepted, eventsOf } from '../testing/test-combat';
import { ground, offMap, outcome, reach, row, scenario, strike, table, unitsOf } from '../testing/test-scenario';

/** The Primosole Axis table as data (24.1): results 1–5 bring one contingent each, 6 an airstrike plus one contingent of choice. */
const north = { kind: 'edge' as const, edge: 'north' as const };
const contingents = ['KS', '1FP', '4F', 'GS', 'Ar'];
const bring = (c: string): SimpleEffect => ({ kind: 'deploy', units: unitsOf(c), entry: ground([north], true) });
const axisTable = table(
  'axis-rein',
  'allies',
  [
    ...contingents.map((c, i) => row(i + 1, i + 1, outcome(bring(c)))),
    row(6, 6, outcome({ kind: 'strikes', strikeKind: 'air', count: 1, notAtNight: true }), outcome({ kind: 'choice', count: 1, options: contingents.map(bring) })),
  ],
  { firstTurn: 2 },
);
const units = [
  { id: 'br', side: 'axis' as const, type: 'rifle', at: { col: 5, row: 9 } },
  { id: 'ax', side: 'allies' as const, type: 'rifle', at: { col: 5, row: 0 } },
  ...contingents.map((c) => offMap(`u-${c}`, 'allies')),
];
const contingentOf = Object.fromEntries(contingents.map((c) => [`u-${c}`, c]));

describe('a scenario reinforcement table as data (16.4, Primosole 24.1)', () => {
  it('16.4: a contingent comes once; a repeated result is no effect; 6 brings the airstrike and a choice of contingent', () => {
    const s = scenario({ units, contingentOf, nights: [true, false, false], extra: { dieTables: [axisTable], strikes: [strike('ju88', 'allies', { strength: 5, shotDown: 'replaced' })] } });
    const t1 = reach(s, 1, 'reinforcement', 'allies', [1]);
    expect(eventsOf(t1.events, 'table-rolled')).toEqual([]);
    const t2 = reach(t1.state, 2, 'reinforcement', 'allies', [1]);
    expect(Object.keys(t2.state.pool ?? {})).toEqual(['u-KS']);
    const t3 = reach(t2.state, 3, 'reinforcement', 'allies', [6]);
    expect(eventsOf(t3.events, 'strikes-available')[0].strikeIds).toEqual(['ju88']);
    const [pending] = eventsOf(t3.events, 'decision-pending');
    expect(pending).toMatchObject({ kind: 'choice', count: 1, options: ['deploy', 'deploy', 'deploy', 'deploy', 'deploy'] });
    expect(legalActions(t3.state)).toHaveLength(5);
    // KS is already in play (held back in the pool): choosing it again is no effect (16.4).
    const again = accepted(apply(t3.state, { type: 'choose', decisionId: pending.decisionId, options: [0] }));
    expect(eventsOf(again.events, 'reinforcements-none')).toHaveLength(1);
    const gs = accepted(apply(t3.state, { type: 'choose', decisionId: pending.decisionId, options: [3] }));
    expect(Object.keys(gs.state.pool ?? {}).sort()).toEqual(['u-GS', 'u-KS']);
    expect(apply(gs.state, { type: 'endPhase' }).ok).toBe(true);
  });
});
