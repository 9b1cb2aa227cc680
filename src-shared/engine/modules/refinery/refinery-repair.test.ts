import { describe, expect, it } from 'vitest';
import '../../testing/test-guards';
import { legalActions } from '../../core/legal';
import type { GameState } from '../../core/state';
import { engineering, only, onTo, refusal, rolled, type EngineeringOptions } from '../../testing/test-engineering';
import { act, step, type FixtureUnit } from '../../testing/test-fixtures';

const R = { col: 5, row: 5 };
const axis = (id: string, type: string, at: FixtureUnit['at']): FixtureUnit => ({ id, side: 'axis', type, at });
const repair = (unitId: string) => ({ type: 'repairRefinery' as const, unitId });

function game(units: FixtureUnit[], o: Partial<EngineeringOptions> = {}): GameState {
  const all = [...units, { id: 'x', side: 'allies' as const, type: 'rifle', at: { col: 10, row: 10 } }];
  return engineering({
    modules: ['refinery-repair'],
    terrain: [{ at: R, terrain: 'refinery' }],
    objectives: [{ at: R, vp: 10, vpDemolished: 5, demolished: true }],
    turns: [{ axis: 3, allies: 1 }, { axis: 3, allies: 1 }],
    ...o,
    units: all,
  }, 'movement');
}

describe('oil-refinery technical troops (Palembang 23.3)', () => {
  it('23.3: technical troops that begin the Movement Phase in a demolished refinery spend 2 CP to remove the marker, and stay put', () => {
    const s = game([axis('o', 'oil-troops', R)]);
    const { state, events } = rolled(s, repair('o'));
    expect(events.map((e) => e.type)).toEqual(['cp-spent', 'demolition-repaired']);
    expect(only(events, 'cp-spent')).toMatchObject({ amount: 2, left: 1, rule: '23.3' });
    expect(only(events, 'demolition-repaired')).toMatchObject({
      unitId: 'o', target: { id: 'hex:5,5', label: 'Oil refinery in 0606' }, rule: '23.3',
      effects: ["defenders regain the oil refinery's column shift of -1", 'objective 0606 scores 10 VP again (21.2)', 'o may not move for the rest of this Movement Phase (23.3)'],
    });
    expect(state.demolished).toBeUndefined();
    expect(refusal(state, { type: 'moveTo', unitId: 'o', to: step(R, 3) })).toMatchObject({ code: 'unit-already-moved' });
    expect(refusal(state, repair('o'))).toMatchObject({ code: 'illegal-engineering', rule: '23.3' });
  });

  it('23.3: a repaired refinery may be demolished again, an exception to 19.3', () => {
    const s = game([axis('o', 'oil-troops', R), axis('e', 'sapper', step(R, 0))]);
    const repaired = rolled(s, repair('o')).state;
    const blown = rolled(onTo(repaired, 'engineering'), { type: 'demolish', unitId: 'e', target: { hex: R } }, [6]).state;
    expect(blown.demolished).toEqual(['hex:5,5', 'obj0']);
  });

  it('23.3: only technical troops that have not moved this phase, in a demolished refinery, with the CP, in the Movement Phase, when the module is on', () => {
    const s = game([axis('o', 'oil-troops', R), axis('r', 'rifle', R), axis('p', 'oil-troops', step(R, 3))]);
    expect(refusal(s, repair('r'))).toMatchObject({ code: 'illegal-engineering', rule: '23.3' });
    expect(refusal(s, repair('p'))).toMatchObject({ code: 'illegal-engineering', rule: '23.3' });
    const arrived = act(s, { type: 'moveTo', unitId: 'p', to: R });
    expect(refusal(arrived, repair('p'))).toMatchObject({ code: 'illegal-engineering', message: expect.stringContaining('has moved') });
    expect(refusal({ ...s, cp: { ...s.cp, axis: 1 } }, repair('o'))).toMatchObject({ code: 'not-enough-cp', rule: '23.3' });
    expect(refusal(game([axis('o', 'oil-troops', R)], { modules: [] }), repair('o'))).toMatchObject({ code: 'illegal-engineering', rule: '23.3' });
    expect(refusal(act(s, { type: 'endPhase' }), repair('o'))).toMatchObject({ code: 'wrong-phase', rule: '23.3' });
    const intact = game([axis('o', 'oil-troops', R)], { objectives: [{ at: R, vp: 10 }] });
    expect(refusal(intact, repair('o'))).toMatchObject({ code: 'illegal-engineering', rule: '23.3' });
    expect(legalActions(s).filter((a) => a.type === 'repairRefinery')).toEqual([repair('o')]);
  });
});
