import { describe, expect, it } from 'vitest';
import '../../testing/test-guards';
import { legalActions } from '../../core/legal';
import type { GameState } from '../../core/state';
import { eventsOf } from '../../testing/test-combat';
import { engineering, only, onTo, refusal, rolled, sideKey } from '../../testing/test-engineering';
import { act, step, type FixtureUnit } from '../../testing/test-fixtures';

const B1 = { col: 2, row: 8 };
const B2 = step(B1, 1);
const KEY = sideKey(B1, 1);
const FAR = { col: 10, row: 10 };
const axis = (id: string, type: string, at: FixtureUnit['at'], disrupted = false): FixtureUnit => ({ id, side: 'axis', type, at, disrupted });
const repair = (unitId: string, hexside = KEY) => ({ type: 'repairBridge' as const, unitId, hexside });
const TURNS = [{ axis: 4, allies: 1 }, { axis: 4, allies: 1 }, { axis: 4, allies: 1 }];

function game(type: string, units: FixtureUnit[], modules = ['bridge-repair']): GameState {
  return engineering({ units: [...units, { id: 'x', side: 'allies', type: 'rifle', at: FAR }], modules, turns: TURNS, hexsides: [{ at: B1, dir: 1, type }], paths: [{ at: B1, dir: 1, type: 'road' }] });
}

describe('bridge repair (optional rule 22.2.1)', () => {
  it('22.2.1: an undisrupted engineer in a hex of a demolished bridge spends 2 CP and rolls the engineer column; Dx makes the bridge work again', () => {
    const s = game('demolished-bridge', [axis('e', 'sapper', B1), axis('m', 'rifle', B1)]);
    const { state, events } = rolled(s, repair('e'), [3]);
    expect(events.map((e) => e.type)).toEqual(['cp-spent', 'die-rolled', 'demolition-table-rolled', 'demolition-repaired']);
    expect(only(events, 'cp-spent')).toMatchObject({ amount: 2, left: 2, rule: '22.2.1' });
    expect(only(events, 'demolition-table-rolled')).toMatchObject({ task: 'repair-bridge', column: 'engineer', die: 3, result: 'success', rule: '22.2.1' });
    expect(only(events, 'demolition-repaired').effects).toEqual(['the hexside is a Bridge (over a river) again, fully functional (22.2.1)']);
    expect(state.hexsides).toEqual({ changed: { [KEY]: { type: 'bridge', printed: 'demolished-bridge' } } });
    const move = only(rolled(onTo(state, 'movement'), { type: 'move', unitId: 'm', path: [B2] }).events, 'unit-moved');
    expect(move.steps[0]).toMatchObject({ total: 0.5, rule: '10.8' });
    const failed = rolled(s, repair('e'), [2]);
    expect(eventsOf(failed.events, 'demolition-repaired')).toEqual([]);
    expect(failed.state.hexsides).toBeUndefined();
  });

  it('22.2: a bridge demolished in play and repaired may be demolished again (an exception to 19.3); the marker list follows', () => {
    const s = game('bridge', [axis('e', 'sapper', B1), axis('f', 'sapper', B2)]);
    const blown = rolled(s, { type: 'demolish', unitId: 'e', target: { hexside: KEY } }, [6]).state;
    expect(blown.demolished).toEqual([KEY]);
    const fixed = rolled(onTo(blown, 'engineering'), repair('f'), [6]).state;
    expect(fixed.demolished).toBeUndefined();
    expect(fixed.hexsides).toBeUndefined();
    expect(rolled(fixed, { type: 'demolish', unitId: 'e', target: { hexside: KEY } }, [6]).state.demolished).toEqual([KEY]);
  });

  it('22.2.1: only with the optional rule, by an undisrupted engineer in a hex of the hexside, at a demolished bridge, with 2 CP', () => {
    const units = [axis('e', 'sapper', B1), axis('r', 'rifle', B1), axis('d', 'sapper', B2, true), axis('far', 'sapper', step(B1, 3))];
    const s = game('demolished-bridge', units);
    expect(refusal(game('demolished-bridge', units, []), repair('e'))).toMatchObject({ code: 'illegal-engineering', rule: '22.2.1' });
    expect(refusal(s, repair('r'))).toMatchObject({ code: 'illegal-engineering', rule: '22.2.1' });
    expect(refusal(s, repair('d'))).toMatchObject({ code: 'illegal-engineering', rule: '22.2.1' });
    expect(refusal(s, repair('far'))).toMatchObject({ code: 'illegal-engineering', rule: '22.2.1' });
    expect(refusal(s, repair('e', sideKey(B1, 0)))).toMatchObject({ code: 'illegal-engineering', rule: '22.2.1' });
    expect(refusal(s, repair('e', 'nonsense'))).toMatchObject({ code: 'illegal-engineering', rule: '22.2.1' });
    expect(refusal(game('bridge', units), repair('e'))).toMatchObject({ code: 'illegal-engineering', rule: '22.2.1' });
    expect(refusal({ ...s, cp: { ...s.cp, axis: 1 } }, repair('e'))).toMatchObject({ code: 'not-enough-cp', rule: '22.2.1' });
    expect(refusal(act(s, { type: 'endPhase' }), repair('e'))).toMatchObject({ code: 'wrong-phase' });
    expect(legalActions(s).filter((a) => a.type === 'repairBridge')).toEqual([repair('e')]);
  });
});
