import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import type { HexRef } from '../../model';
import { legalActions } from '../core/legal';
import type { GameState } from '../core/state';
import { eventsOf } from '../testing/test-combat';
import { engineering, only, onTo, refusal, rolled } from '../testing/test-engineering';
import { act, step, type FixtureUnit } from '../testing/test-fixtures';

const H = { col: 5, row: 5 };
const axis = (id: string, at: FixtureUnit['at'], disrupted = false): FixtureUnit => ({ id, side: 'axis', type: 'rifle', at, disrupted });
const allied = (id: string, at: FixtureUnit['at'], disrupted = false): FixtureUnit => ({ id, side: 'allies', type: 'rifle', at, disrupted });
const drop = (hex: HexRef) => ({ type: 'dropSupplies' as const, hex });
const use = (hex: HexRef) => ({ type: 'useAirSupply' as const, hex });

function landing(units: FixtureUnit[], markers = 2, terrain: { at: HexRef; terrain: string }[] = []): GameState {
  return engineering({ units, terrain, airSupply: { axis: markers }, turns: [{ axis: 2, allies: 1 }, { axis: 2, allies: 1 }] }, 'airborne-landing');
}

describe('airdropped supplies (18.3)', () => {
  it('18.3: the airborne player drops a marker on any hex, with no drop zone and no CP; the landing is checked on the Air Drop Table', () => {
    const s = landing([axis('a', { col: 1, row: 1 }), allied('x', { col: 10, row: 10 })]);
    expect(s.airSupply).toBeUndefined();
    const { state, events } = rolled(s, drop(H), [2]);
    expect(only(events, 'air-supply-dropped')).toMatchObject({
      side: 'axis', planned: H, landed: H, terrain: 'clear', die: 2, modified: 2, result: 'landed', left: 1, rule: '18.3, 6.2.1',
    });
    expect(eventsOf(events, 'cp-spent')).toEqual([]);
    expect(state.airSupply).toEqual({ axis: { left: 1, onMap: [H] } });
    expect(refusal(state, { type: 'placeDropZone', hex: H })).toMatchObject({ rule: '6.1' });
  });

  it('18.3: disruption does nothing to a marker; a scatter moves it undisrupted; off the map or "eliminated" it is lost for good', () => {
    const s = landing([axis('a', { col: 1, row: 1 }), allied('x', { col: 9, row: 9 })], 3, [{ at: { col: 9, row: 9 }, terrain: 'town' }]);
    const disrupted = only(rolled(s, drop(H), [4]).events, 'air-supply-dropped');
    expect(disrupted).toMatchObject({ result: 'disrupted', landed: H, notes: ['disruption does not affect air supply markers (18.3)'] });
    const scattered = only(rolled(s, drop(H), [6, 4, 2]).events, 'air-supply-dropped');
    expect(scattered).toMatchObject({ result: 'scattered', scatter: { directionDie: 4, direction: 3, distance: 2 }, landed: step(step(H, 3), 3), rule: '18.3, 6.2.2' });
    const top = { col: 5, row: 0 };
    const off = rolled(s, drop(top), [6, 1, 2]);
    expect(only(off.events, 'air-supply-dropped')).toMatchObject({ result: 'scattered', landed: null, left: 2 });
    expect(off.state.airSupply).toEqual({ axis: { left: 2, onMap: [] } });
    // Town column, +1 for the enemy unit in the hex: a natural 6 reads 7, eliminated.
    const lost = only(rolled(s, drop({ col: 9, row: 9 }), [6]).events, 'air-supply-dropped');
    expect(lost).toMatchObject({ modified: 7, result: 'eliminated', landed: null });
  });

  it('18.3, 6.2.2 with the map compass: a marker scatters by compass directions, like a unit', () => {
    const s = landing([axis('a', { col: 1, row: 1 }), allied('x', { col: 9, row: 9 })]);
    const northDown = { ...s, board: { ...s.board, north: 'bottom' as const } };
    // A direction roll of 1 is north: down the sheet when north is at the bottom.
    expect(only(rolled(northDown, drop(H), [6, 1, 2]).events, 'air-supply-dropped')).toMatchObject({ scatter: { directionDie: 1, direction: 3 }, landed: step(step(H, 3), 3) });
  });

  it('18.3: never on all-sea or all-river hexes, only while markers are left, only in the Airborne Landing Phase', () => {
    const s = landing([axis('a', { col: 1, row: 1 }), allied('x', { col: 10, row: 10 })], 1, [{ at: H, terrain: 'all-sea' }]);
    expect(refusal(s, drop(H))).toMatchObject({ code: 'illegal-air-supply', rule: '18.3' });
    const intoSea = only(rolled(s, drop(step(H, 0)), [6, 4, 1]).events, 'air-supply-dropped');
    expect(intoSea).toMatchObject({ result: 'scattered', landed: null, notes: ['scattered into an all-sea or all-river hex: the marker is lost for good'] });
    const used = rolled(s, drop({ col: 2, row: 2 }), [1]).state;
    expect(refusal(used, drop({ col: 3, row: 3 }))).toMatchObject({ code: 'illegal-air-supply', rule: '18.3' });
    expect(legalActions(used).some((a) => a.type === 'dropSupplies')).toBe(false);
    expect(refusal(act(s, { type: 'endPhase' }), drop({ col: 2, row: 2 }))).toMatchObject({ code: 'wrong-phase', rule: '18.3' });
    expect(refusal(landing([axis('a', { col: 1, row: 1 })], 0), drop({ col: 2, row: 2 }))).toMatchObject({ code: 'illegal-air-supply' });
  });

  it('18.3: legalActions offers drops on the hexes of disrupted friendly units and a spread of others, and each applies', () => {
    const s = landing([axis('a', { col: 1, row: 1 }, true), allied('x', { col: 10, row: 10 })]);
    const listed = legalActions(s).filter((a) => a.type === 'dropSupplies');
    expect(listed).toContainEqual(drop({ col: 1, row: 1 }));
    expect(listed.length).toBeLessThanOrEqual(9);
    for (const a of listed) expect(rolled(s, a, [1]).state.airSupply?.axis.left).toBe(1);
  });

  it('18.3.1: in the Regroup Phase 1 CP regroups every disrupted friendly unit in and next to the marker’s hex; the marker is then gone', () => {
    const units = [axis('in', H, true), axis('next', step(H, 2), true), axis('fine', step(H, 4)), axis('far', step(step(H, 0), 0), true), allied('x', step(H, 5), true)];
    const dropped = rolled(landing(units), drop(H), [1]).state;
    const s = onTo(dropped, 'regroup');
    const { state, events } = rolled(s, use(H));
    expect(events.map((e) => e.type)).toEqual(['cp-spent', 'air-supply-used', 'unit-regrouped', 'unit-regrouped']);
    expect(only(events, 'cp-spent')).toMatchObject({ amount: 1, rule: '18.3.1' });
    expect(only(events, 'air-supply-used')).toMatchObject({ side: 'axis', hex: '0606', units: ['in', 'next'], rule: '18.3.1' });
    expect([state.units.in.disrupted, state.units.next.disrupted, state.units.far.disrupted, state.units.x.disrupted]).toEqual([false, false, true, true]);
    expect(state.airSupply).toEqual({ axis: { left: 1, onMap: [] } });
    expect(refusal(state, use(H))).toMatchObject({ code: 'illegal-air-supply', rule: '18.3.1' });
  });

  it('18.3.1: refused outside the Regroup Phase, with no disrupted unit near, or without a CP; listed when it applies', () => {
    const units = [axis('in', H, true), allied('x', { col: 10, row: 10 })];
    const dropped = rolled(landing(units), drop(H), [1]).state;
    expect(refusal(dropped, use(H))).toMatchObject({ code: 'wrong-phase', rule: '18.3.1' });
    const s = onTo(dropped, 'regroup');
    expect(legalActions(s)).toContainEqual(use(H));
    expect(refusal({ ...s, cp: { ...s.cp, axis: 0 } }, use(H))).toMatchObject({ code: 'not-enough-cp' });
    const healed = { ...s, units: { ...s.units, in: { ...s.units.in, disrupted: false } } };
    expect(refusal(healed, use(H))).toMatchObject({ code: 'illegal-air-supply', rule: '18.3.1' });
    expect(refusal(s, use({ col: 2, row: 2 }))).toMatchObject({ code: 'illegal-air-supply', rule: '18.3.1' });
  });
});
