import { describe, expect, it } from 'vitest';
import '../../testing/test-guards';
import { assessAttack } from '../../combat/combat';
import { legalActions } from '../../core/legal';
import type { GameState } from '../../core/state';
import { eventsOf } from '../../testing/test-combat';
import { engineering, only, onTo, refusal, rolled, sideKey, type EngineeringOptions } from '../../testing/test-engineering';
import { act, step, type FixtureUnit } from '../../testing/test-fixtures';

const B1 = { col: 2, row: 8 };
const B2 = step(B1, 1);
const KEY = sideKey(B1, 1);
const axis = (id: string, type: string, at: FixtureUnit['at'], disrupted = false): FixtureUnit => ({ id, side: 'axis', type, at, disrupted });
const bridge = (unitId: string, hexside = KEY) => ({ type: 'buildBridge' as const, unitId, hexside });
const TURNS = [{ axis: 6, allies: 1 }, { axis: 6, allies: 1 }, { axis: 6, allies: 1 }];

function game(over: string, units: FixtureUnit[], o: Partial<EngineeringOptions> = {}): GameState {
  const all = [...units, { id: 'x', side: 'allies' as const, type: 'rifle', at: { col: 10, row: 10 } }];
  return engineering({ modules: ['bridge-building'], turns: TURNS, hexsides: [{ at: B1, dir: 1, type: over }], ...o, units: all });
}

describe('bridge building (optional rule 22.2.2)', () => {
  it('22.2.2: an engineer next to a river hexside spends 3 CP and rolls the engineer column; Dx places a marker that works as a printed bridge', () => {
    const s = game('river', [axis('e', 'sapper', B1), axis('m', 'rifle', B1)]);
    const { state, events } = rolled(s, bridge('e'), [4]);
    expect(events.map((e) => e.type)).toEqual(['cp-spent', 'die-rolled', 'demolition-table-rolled', 'bridge-built']);
    expect(only(events, 'cp-spent')).toMatchObject({ amount: 3, left: 3, rule: '22.2.2' });
    expect(only(events, 'bridge-built')).toMatchObject({ side: 'axis', unitId: 'e', markersLeft: 0, target: { id: KEY, label: 'Bridge (over a river) between 0309 and 0408' } });
    expect(state.hexsides).toEqual({ changed: { [KEY]: { type: 'bridge', printed: 'river', builtBy: 'axis' } }, bridgeMarkers: { axis: 1 } });
    const cost = (g: GameState) => only(rolled(onTo(g, 'movement'), { type: 'move', unitId: 'm', path: [B2] }).events, 'unit-moved').steps[0].total;
    expect([cost(s), cost(state)]).toEqual([3, 1]);
    const shift = (g: GameState) => {
      const withEnemy = { ...g, units: { ...g.units, x: { ...g.units.x, hex: B2 } } };
      const a = assessAttack(onTo(withEnemy, 'ground-attack'), { type: 'attack', attackers: ['m'], defenderHex: B2 });
      return a.ok ? a.assessment.shifts.map((x) => x.shift) : a.error.message;
    };
    expect([shift(s), shift(state)]).toEqual([[-2], [-1]]);
    expect(eventsOf(rolled(s, bridge('e'), [2]).events, 'bridge-built')).toEqual([]);
  });

  it('22.2.2: a stream can be bridged too; never a printed bridge, a demolished one or a plain hexside, nor next to an all-river hex', () => {
    const units = [axis('e', 'sapper', B1)];
    expect(rolled(game('stream', units), bridge('e'), [3]).state.hexsides?.changed[KEY]).toEqual({ type: 'bridge', printed: 'stream', builtBy: 'axis' });
    for (const over of ['bridge', 'demolished-bridge', 'cliff']) expect(refusal(game(over, units), bridge('e'))).toMatchObject({ code: 'illegal-engineering', rule: '22.2.2' });
    expect(refusal(game('river', units), bridge('e', sideKey(B1, 0)))).toMatchObject({ code: 'illegal-engineering', rule: '22.2.2' });
    const riverHex = game('river', units, { terrain: [{ at: B2, terrain: 'all-river' }] });
    expect(refusal(riverHex, bridge('e'))).toMatchObject({ code: 'illegal-engineering', message: 'All-river hexes cannot be bridged.' });
  });

  it('22.2.2: demolishing a marker removes it, the hexside is a river again, and the marker is not replaced', () => {
    const s = game('river', [axis('e', 'sapper', B1), axis('f', 'sapper', B1)]);
    const built = rolled(s, bridge('e'), [6]).state;
    const { state, events } = rolled(onTo(built, 'engineering'), { type: 'demolish', unitId: 'f', target: { hexside: KEY } }, [6]);
    expect(only(events, 'feature-demolished')).toMatchObject({ effects: ['the bridge marker is removed for good; the hexside is River again (22.2.2)'], rule: '19.1, 19.2, 22.2.2' });
    expect(state.hexsides).toEqual({ changed: {}, bridgeMarkers: { axis: 1 } });
    expect(state.demolished).toBeUndefined();
    expect(refusal(state, bridge('e'))).toMatchObject({ code: 'illegal-engineering', rule: '22.2.2' });
  });

  it('22.2.2: the scenario sets the markers per side (params), an undisrupted engineer builds, 3 CP, the module must be on', () => {
    const units = [axis('e', 'sapper', B1), axis('r', 'rifle', B1), axis('d', 'sapper', B2, true)];
    const rivers = [{ at: B1, dir: 1 as const, type: 'river' }, { at: B1, dir: 2 as const, type: 'river' }, { at: B1, dir: 3 as const, type: 'river' }];
    const two = game('river', units, { hexsides: rivers, modules: [{ module: 'bridge-building', params: { markers: 0, 'markers.axis': 2 } }] });
    const first = rolled(two, bridge('e'), [6]).state;
    const second = rolled(first, bridge('e', sideKey(B1, 2)), [6]);
    expect(only(second.events, 'bridge-built').markersLeft).toBe(0);
    expect(refusal(second.state, bridge('e', sideKey(B1, 3)))).toMatchObject({ code: 'illegal-engineering', message: 'axis has placed every bridge marker the scenario gives it.' });
    expect(refusal(game('river', units, { modules: [{ module: 'bridge-building', params: { markers: 0 } }] }), bridge('e'))).toMatchObject({ rule: '22.2.2' });
    expect(refusal(game('river', units, { modules: [] }), bridge('e'))).toMatchObject({ code: 'illegal-engineering', rule: '22.2.2' });
    expect(refusal(two, bridge('r'))).toMatchObject({ code: 'illegal-engineering', rule: '22.2.2' });
    expect(refusal(two, bridge('d'))).toMatchObject({ code: 'illegal-engineering', rule: '22.2.2' });
    expect(refusal({ ...two, cp: { ...two.cp, axis: 2 } }, bridge('e'))).toMatchObject({ code: 'not-enough-cp', rule: '22.2.2' });
    expect(refusal(act(two, { type: 'endPhase' }), bridge('e'))).toMatchObject({ code: 'wrong-phase' });
    expect(legalActions(two).filter((a) => a.type === 'buildBridge')).toEqual([bridge('e'), bridge('e', sideKey(B1, 2)), bridge('e', sideKey(B1, 3))]);
  });
});
