import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import { apply } from '../core/apply';
import { legalActions } from '../core/legal';
import { accepted, refused } from '../testing/test-combat';
import { ALL_UNIT_TYPES, game, step, toPhase, type FixtureUnit } from '../testing/test-fixtures';

const A = { col: 4, row: 4 };
const units: FixtureUnit[] = [
  { id: 'd', side: 'axis', type: 'rifle', at: A, disrupted: true },
  { id: 'd2', side: 'axis', type: 'rifle', at: { col: 8, row: 1 }, disrupted: true },
  { id: 'ok', side: 'axis', type: 'rifle', at: { col: 1, row: 8 } },
  { id: 'off', side: 'axis', type: 'rifle', at: null },
  { id: 'e', side: 'allies', type: 'platoon', at: step(A, 0), disrupted: true },
];

function at(phase: 'regroup' | 'movement', cp = 2) {
  return toPhase(game({ cols: 10, rows: 10, unitTypes: ALL_UNIT_TYPES, units, turns: [{ axis: cp, allies: 1 }] }), phase);
}

describe('regroup (15.2)', () => {
  it('15.2, 9.8: 1 CP returns a disrupted unit to its combat effective side, even in an enemy ZOC', () => {
    const r = accepted(apply(at('regroup'), { type: 'regroup', unitId: 'd' }));
    expect(r.state.units.d.disrupted).toBe(false);
    expect(r.state.cp.axis).toBe(1);
    expect(r.events).toEqual([
      { type: 'cp-spent', side: 'axis', amount: 1, left: 1, purpose: 'Regroup of d', rule: '15.2' },
      { type: 'unit-regrouped', unitId: 'd', rule: '15.2' },
    ]);
    const both = accepted(apply(r.state, { type: 'regroup', unitId: 'd2' })).state;
    expect(both.cp.axis).toBe(0);
  });

  it('15.2: only disrupted units of the phasing side on the map, only in the Regroup Phase, only with a CP in hand', () => {
    const s = at('regroup');
    expect(refused(apply(s, { type: 'regroup', unitId: 'ok' }))).toMatchObject({ code: 'illegal-regroup', rule: '15.2' });
    expect(refused(apply(s, { type: 'regroup', unitId: 'e' })).code).toBe('not-your-turn');
    expect(refused(apply(s, { type: 'regroup', unitId: 'off' })).code).toBe('unit-not-on-map');
    expect(refused(apply(s, { type: 'regroup', unitId: 'nobody' })).code).toBe('unknown-unit');
    expect(refused(apply(at('movement'), { type: 'regroup', unitId: 'd' })).code).toBe('wrong-phase');
    expect(refused(apply(at('regroup', 0), { type: 'regroup', unitId: 'd' })).code).toBe('not-enough-cp');
  });

  it('15.2: legalActions lists one regroup per disrupted unit while a CP is in hand', () => {
    expect(legalActions(at('regroup')).filter((a) => a.type === 'regroup')).toEqual([
      { type: 'regroup', unitId: 'd' },
      { type: 'regroup', unitId: 'd2' },
    ]);
    expect(legalActions(at('regroup', 0))).toEqual([{ type: 'endPhase' }]);
  });
});
