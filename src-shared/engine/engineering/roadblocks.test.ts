import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import type { GameState } from '../core/state';
import { assessAttack } from '../combat/combat';
import { legalActions } from '../core/legal';
import { eventsOf } from '../testing/test-combat';
import { engineering, only, onTo, refusal, rolled } from '../testing/test-engineering';
import { act, step, type FixtureUnit } from '../testing/test-fixtures';
import { strike } from '../testing/test-scenario';

const H = { col: 5, row: 5 };
const FAR = { col: 10, row: 10 };
const axis = (id: string, type: string, at: FixtureUnit['at'], disrupted = false): FixtureUnit => ({ id, side: 'axis', type, at, disrupted });
const allied = (id: string, at: FixtureUnit['at'], type = 'rifle'): FixtureUnit => ({ id, side: 'allies', type, at });
const build = (unitId: string) => ({ type: 'buildRoadblock' as const, unitId });
const TURNS = [{ axis: 3, allies: 3 }, { axis: 3, allies: 3 }, { axis: 3, allies: 3 }];

function town(units: FixtureUnit[], extra: Parameters<typeof engineering>[0] = { units: [] }): GameState {
  return engineering({ turns: TURNS, terrain: [{ at: H, terrain: 'town' }], ...extra, units });
}

function shiftsAgainst(state: GameState, attackers: string[]) {
  const a = assessAttack(onTo(state, 'ground-attack', 'allies'), { type: 'attack', attackers, defenderHex: H });
  return a.ok ? a.assessment.shifts.map((x) => [x.shift, x.rule]) : a.error.message;
}

describe('roadblocks (20.0)', () => {
  it('20.1: an undisrupted unit builds a roadblock in its own hex for 1 CP, next to the enemy or not; it may not move in the following Movement Phase', () => {
    const s = town([axis('r', 'rifle', H), axis('q', 'rifle', H), allied('x', step(H, 0))]);
    const { state, events } = rolled(s, build('r'));
    expect(events.map((e) => e.type)).toEqual(['cp-spent', 'roadblock-built']);
    expect(only(events, 'cp-spent')).toMatchObject({ amount: 1, left: 2, rule: '20.1' });
    expect(only(events, 'roadblock-built')).toMatchObject({ side: 'axis', unitId: 'r', hex: '0606', at: H, rule: '20.1' });
    expect(state.roadblocks).toEqual({ built: { '5,5': 'axis' } });
    const moving = onTo(state, 'movement');
    expect(refusal(moving, { type: 'moveTo', unitId: 'r', to: step(H, 3) }).rule).toBe('19.3, 20.1');
    expect(legalActions(moving).some((a) => a.type === 'moveTo' && a.unitId === 'q')).toBe(true);
  });

  it('20.1: one roadblock per hex, a map roadblock included; none in fortification, all-sea or all-river hexes; not by a disrupted unit; in the Engineering Phase only', () => {
    const units = [axis('r', 'rifle', H), axis('q', 'rifle', H), axis('f', 'rifle', { col: 1, row: 1 }), axis('w', 'rifle', { col: 8, row: 1 }), axis('d', 'rifle', { col: 1, row: 8 }, true), allied('x', FAR)];
    const terrain = [{ at: H, terrain: 'town' }, { at: { col: 1, row: 1 }, terrain: 'fortification' }, { at: { col: 8, row: 1 }, terrain: 'all-river' }];
    const s = engineering({ units, terrain, turns: TURNS, features: [{ at: { col: 1, row: 8 }, type: 'roadblock' }] });
    const built = rolled(s, build('r')).state;
    expect(refusal(built, build('q'))).toMatchObject({ code: 'illegal-roadblock', rule: '20.1' });
    expect(refusal(s, build('f'))).toMatchObject({ code: 'illegal-roadblock', rule: '20.1' });
    expect(refusal(s, build('w'))).toMatchObject({ code: 'illegal-roadblock', rule: '20.1' });
    expect(refusal(s, build('d'))).toMatchObject({ code: 'illegal-engineering', rule: '20.1' });
    expect(refusal(act(s, { type: 'endPhase' }), build('r'))).toMatchObject({ code: 'wrong-phase', rule: '20.1' });
    expect(refusal({ ...s, cp: { ...s.cp, axis: 0 } }, build('r'))).toMatchObject({ code: 'not-enough-cp' });
    expect(legalActions(s).filter((a) => a.type === 'buildRoadblock')).toEqual([build('q'), build('r')]);
  });

  it('20.2: the builder’s defenders get one more left shift on top of the terrain; engineers cancel the terrain, never the roadblock', () => {
    const units = [axis('r', 'rifle', H), allied('a', step(H, 0)), allied('e', step(H, 1), 'sapper')];
    const s = town(units);
    expect(shiftsAgainst(s, ['a'])).toEqual([[-2, '11.4.1']]);
    const built = rolled(s, build('r')).state;
    expect(shiftsAgainst(built, ['a'])).toEqual([[-2, '11.4.1'], [-1, '20.2']]);
    expect(shiftsAgainst(built, ['e'])).toEqual([[-2, '11.4.1'], [-1, '20.2'], [1, '11.4.5, 18.1']]);
    const open = engineering({ units, turns: TURNS });
    expect(shiftsAgainst(rolled(open, build('r')).state, ['e'])).toEqual([[-1, '20.2']]);
  });

  it('20.2: the roadblock shifts airstrikes too (all types of attack)', () => {
    const s = town([axis('r', 'rifle', H), allied('x', FAR)], { units: [], extra: { strikes: [strike('al-air', 'allies', { initial: true, availability: 'restOfGame' })] } });
    const built = rolled(s, build('r')).state;
    const { events } = rolled(onTo(built, 'strikes', 'allies'), { type: 'commitStrikes', kind: 'air', targets: [{ hex: H, strikeIds: ['al-air'] }] }, [1]);
    expect(only(events, 'strike-resolved').shifts.map((x) => [x.shift, x.rule])).toEqual([[-2, '11.4.1'], [-1, '20.2']]);
  });

  it('20.3: the roadblock goes the moment no unit of its side is in the hex, whoever built it; the enemy never uses it', () => {
    const s = town([axis('r', 'rifle', H), axis('q', 'rifle', H), allied('x', FAR)]);
    const built = rolled(s, build('r')).state;
    const qLeaves = rolled(onTo(built, 'movement'), { type: 'moveTo', unitId: 'q', to: step(H, 3) });
    expect(eventsOf(qLeaves.events, 'roadblock-removed')).toEqual([]);
    const rLeaves = rolled(onTo(qLeaves.state, 'movement'), { type: 'moveTo', unitId: 'r', to: step(H, 2) });
    expect(only(rLeaves.events, 'roadblock-removed')).toMatchObject({ side: 'axis', hex: '0606', rule: '20.3' });
    expect(rLeaves.state.roadblocks).toBeUndefined();
    const taken: GameState = { ...rLeaves.state, units: { ...rLeaves.state.units, x: { ...rLeaves.state.units.x, hex: H } } };
    const withAttacker: GameState = { ...taken, units: { ...taken.units, q: { ...taken.units.q, hex: step(H, 0) } } };
    const a = assessAttack(onTo(withAttacker, 'ground-attack'), { type: 'attack', attackers: ['q'], defenderHex: H });
    expect(a.ok && a.assessment.shifts.map((x) => x.rule)).toEqual(['11.4.1']);
  });

  it('20.3: a map roadblock naming a side is removed once that side leaves; one naming no side stays', () => {
    const units = [axis('r', 'rifle', H), allied('x', FAR)];
    const features = [{ at: H, type: 'roadblock' as const, side: 'axis' }, { at: { col: 2, row: 2 }, type: 'roadblock' as const }];
    const s = engineering({ units, turns: TURNS, features }, 'movement');
    const { state, events } = rolled(s, { type: 'moveTo', unitId: 'r', to: step(H, 3) });
    expect(only(events, 'roadblock-removed')).toMatchObject({ side: 'axis', hex: '0606', rule: '20.3' });
    expect(state.roadblocks).toEqual({ cleared: ['f0'] });
    const back = rolled(onTo(state, 'movement'), { type: 'moveTo', unitId: 'r', to: H }).state;
    expect(back.roadblocks).toEqual({ cleared: ['f0'] });
  });
});
