import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import type { HexRef, Victory } from '../../model';
import { apply } from '../core/apply';
import { legalActions } from '../core/legal';
import type { GameState } from '../core/state';
import { eventsOf, refused } from '../testing/test-combat';
import { ALL_UNIT_TYPES, GEOM, unitType, type FixtureUnit } from '../testing/test-fixtures';
import { hexsideKey } from '../../hex';
import { act, reach, scenario, strike } from '../testing/test-scenario';
import { scoreVictory } from './victory';

const unitTypes = [...ALL_UNIT_TYPES, unitType('airborne', 'foot', 'platoon', [4, 2], ['airborne'])];
const none = { contingentIds: [], unitClasses: [], flags: [] };
const LEVELS = [
  { from: 0, name: 'Draw' },
  { from: 11, name: 'Tactical victory' },
  { from: 26, name: 'Operational victory' },
  { from: 41, name: 'Strategic victory' },
];
const VICTORY: Victory = {
  suddenDeath: [{ fromTurn: 2, kind: 'objectivesAndNoEnemy', text: '', result: 'Decisive victory' }],
  elimination: [
    { sideId: 'axis', what: 'units', match: { ...none, flags: ['airborne'] }, vp: 2, label: 'Axis airborne' },
    { sideId: 'axis', what: 'units', match: none, vp: 1, label: 'Other axis' },
    { sideId: 'allies', what: 'units', match: none, vp: 1, label: 'Allied' },
    { sideId: 'allies', what: 'strikes', match: none, vp: 1, label: 'Allied airstrikes' },
  ],
  evacuation: [{ sideId: 'axis', contingentIds: ['1P'], edge: 'south', vp: 1, afterArrivalOf: ['4A'] }],
  levels: LEVELS,
  historical: '',
};
const REFINERY = { col: 3, row: 3 };
const AIRFIELD = { col: 6, row: 6 };
const u = (id: string, side: FixtureUnit['side'], at: HexRef | null, type = 'rifle'): FixtureUnit => ({ id, side, type, at });

function game(units: FixtureUnit[], extra: { demolished?: boolean; turns?: number } = {}): GameState {
  return scenario({
    units,
    unitTypes,
    contingentOf: { p1: '1P', p2: '1P', t1: '4A' },
    turns: Array.from({ length: extra.turns ?? 3 }, () => ({ axis: 2, allies: 2 })),
    objectives: [{ at: REFINERY, vp: 10, vpDemolished: 5, demolished: extra.demolished }, { at: AIRFIELD, vp: 10 }],
    extra: { victory: VICTORY, strikes: [strike('al-air', 'allies')] },
  });
}

const eliminated = (state: GameState, ...ids: string[]): GameState => ({
  ...state,
  units: { ...state.units, ...Object.fromEntries(ids.map((id) => [id, { hex: null, disrupted: false, step: 0, eliminated: true as const }])) },
});

describe('victory (21.0)', () => {
  it('21.2: occupied objective hexes score their VP, a demolished one its reduced VP', () => {
    const units = [u('a1', 'axis', REFINERY), u('b1', 'allies', AIRFIELD)];
    expect(scoreVictory(game(units)).totals).toEqual({ axis: 10, allies: 10 });
    const score = scoreVictory(game(units, { demolished: true }));
    expect(score.lines[0]).toEqual({ side: 'axis', what: 'occupies objective 0404 (demolished)', count: 1, vpEach: 5, vp: 5, rule: '21.2' });
    expect(score).toMatchObject({ totals: { axis: 5, allies: 10 }, leader: 'allies', difference: 5, level: 'Draw' });
  });

  it('21.2, Primosole 24.4: an objective demolished with a bridge scores its reduced VP once that hexside is demolished', () => {
    const bridge = hexsideKey(GEOM, REFINERY, 0);
    const units = [u('a1', 'axis', REFINERY), u('b1', 'allies', AIRFIELD)];
    const s = scenario({ units, unitTypes, objectives: [{ at: REFINERY, vp: 10, vpDemolished: 5, demolishedWith: bridge }], extra: { victory: VICTORY } });
    expect(scoreVictory(s).totals.axis).toBe(10);
    expect(scoreVictory({ ...s, demolished: ['some-other-feature'] }).totals.axis).toBe(10);
    expect(scoreVictory({ ...s, demolished: [bridge] }).lines[0]).toMatchObject({ what: 'occupies objective 0404 (demolished)', vp: 5 });
  });

  it('21.2: each eliminated unit scores for the other side by the first line that matches it; shot-down strikes score too', () => {
    const units = [u('a1', 'axis', { col: 1, row: 1 }), u('ab', 'axis', null, 'airborne'), u('ar', 'axis', null), u('b1', 'allies', { col: 8, row: 8 }), u('bx', 'allies', null)];
    let s = eliminated(game(units), 'ab', 'ar', 'bx');
    s = { ...s, strikes: { 'al-air': { status: 'eliminated', lost: 1 } } };
    const score = scoreVictory(s);
    expect(score.lines.map((l) => [l.side, l.what, l.vp])).toEqual([
      ['allies', 'Axis airborne: 1 unit of axis eliminated', 2],
      ['allies', 'Other axis: 1 unit of axis eliminated', 1],
      ['axis', 'Allied: 1 unit of allies eliminated', 1],
      ['axis', 'Allied airstrikes: 1 strike marker of allies eliminated', 1],
    ]);
    expect(score).toMatchObject({ totals: { axis: 2, allies: 3 }, leader: 'allies', difference: 1 });
  });

  it('21.2: the difference picks the level; a tie has no leader; every line is explained', () => {
    const units = [u('a1', 'axis', REFINERY), u('a2', 'axis', AIRFIELD), u('b1', 'allies', { col: 9, row: 9 })];
    const score = scoreVictory(game(units));
    expect(score).toMatchObject({ totals: { axis: 20, allies: 0 }, leader: 'axis', difference: 20, level: 'Tactical victory' });
    expect(score.explanation).toEqual(['Axis: occupies objective 0404 = 10 VP', 'Axis: occupies objective 0707 = 10 VP', 'Axis 20 VP, Allies 0 VP: difference 20', 'Tactical victory for Axis']);
    const tie = scoreVictory(game([u('a1', 'axis', { col: 1, row: 1 }), u('b1', 'allies', { col: 9, row: 9 })]));
    expect(tie).toMatchObject({ leader: null, difference: 0, level: 'Draw' });
  });

  it('21.2: after the last turn the score is logged and the game ends with the winner and level', () => {
    const units = [u('a1', 'axis', REFINERY), u('a2', 'axis', AIRFIELD), u('b1', 'allies', { col: 9, row: 9 })];
    const s = game(units, { turns: 1 });
    let r = apply(s, { type: 'endPhase' });
    let state = s;
    while (r.ok && !r.state.over) {
      state = r.state;
      r = apply(state, { type: 'endPhase' });
    }
    if (!r.ok) throw new Error(r.error.message);
    expect(eventsOf(r.events, 'victory-scored')[0].score.level).toBe('Tactical victory');
    expect(eventsOf(r.events, 'game-over')).toEqual([{ type: 'game-over', turn: 1, rule: '21.2', reason: 'the last turn of the scenario has ended', winner: 'axis', level: 'Tactical victory' }]);
    expect(r.state.outcome).toEqual({ kind: 'end-game', winner: 'axis', level: 'Tactical victory' });
    const draw = game([u('a1', 'axis', REFINERY), u('b1', 'allies', AIRFIELD)], { turns: 1 });
    expect(reach(draw, 1, 'regroup', 'allies').state.over).toBe(false);
  });

  it('21.1: from its first turn, holding every objective with no enemy unit on the map wins at once', () => {
    const units = [u('a1', 'axis', REFINERY), u('a2', 'axis', AIRFIELD), u('b1', 'allies', null)];
    const s = game(units);
    expect(s.over).toBe(false);
    const t1 = reach(s, 1, 'regroup', 'allies').state;
    expect(t1.over).toBe(false);
    const r = apply(t1, { type: 'endPhase' });
    if (!r.ok) throw new Error(r.error.message);
    expect(eventsOf(r.events, 'game-over')).toEqual([{ type: 'game-over', turn: 2, rule: '21.1', reason: expect.stringContaining('sudden death'), winner: 'axis', level: 'Decisive victory' }]);
    expect(r.state.outcome).toEqual({ kind: 'sudden-death', winner: 'axis', level: 'Decisive victory' });
    expect(refused(apply(r.state, { type: 'endPhase' }))).toMatchObject({ code: 'game-over', rule: '21.1' });
    expect(legalActions(r.state)).toEqual([]);
    const contested = game([u('a1', 'axis', REFINERY), u('a2', 'axis', AIRFIELD), u('b1', 'allies', { col: 0, row: 9 })]);
    expect(reach(contested, 2, 'movement', 'axis').state.over).toBe(false);
  });

  it('21.2: units of an evacuation line leave by its edge for 1 MP once the named contingent is deployed, and score', () => {
    const south = { col: 4, row: 9 };
    const units = [u('p1', 'axis', south), u('p2', 'axis', { col: 4, row: 4 }), u('t1', 'axis', null), u('a1', 'axis', { col: 2, row: 9 }), u('b1', 'allies', { col: 9, row: 0 })];
    const closed = reach(game(units), 1, 'movement', 'axis').state;
    expect(refused(apply(closed, { type: 'evacuate', unitId: 'p1' }))).toMatchObject({ code: 'illegal-evacuation', rule: '21.2' });
    const open = { ...closed, units: { ...closed.units, t1: { ...closed.units.t1, hex: { col: 5, row: 5 } } } };
    expect(legalActions(open).filter((a) => a.type === 'evacuate')).toEqual([{ type: 'evacuate', unitId: 'p1' }]);
    expect(refused(apply(open, { type: 'evacuate', unitId: 'p2' })).message).toContain('south map edge');
    expect(refused(apply(open, { type: 'evacuate', unitId: 'a1' })).message).toContain('No scenario rule');
    const r = apply(open, { type: 'evacuate', unitId: 'p1' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events).toEqual([{ type: 'unit-evacuated', unitId: 'p1', hex: '0510', at: south, rule: '21.2' }]);
    expect(r.state.units.p1).toEqual({ hex: null, disrupted: false, step: 0, removed: 'evacuated' });
    expect(scoreVictory(r.state).lines).toContainEqual({ side: 'axis', what: '1 unit evacuated off the south edge', count: 1, vpEach: 1, vp: 1, rule: '21.2' });
    const spent = act(open, { type: 'moveTo', unitId: 'p1', to: { col: 4, row: 5 } });
    const back = { ...spent, units: { ...spent.units, p1: { ...spent.units.p1, hex: south } } };
    expect(refused(apply(back, { type: 'evacuate', unitId: 'p1' })).message).toContain('costs 1 MP');
  });
});
