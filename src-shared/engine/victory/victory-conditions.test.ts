import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import type { HexRef, Victory, VictoryCondition } from '../../model';
import { apply } from '../core/apply';
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/state';
import { eventsOf } from '../testing/test-combat';
import type { FixtureUnit } from '../testing/test-fixtures';
import { scenario } from '../testing/test-scenario';
import { targetHexes } from '../bots/goals';
import { hexIndex } from '../core/board';

const CP: HexRef = { col: 5, row: 5 };
const u = (id: string, side: FixtureUnit['side'], at: HexRef | null): FixtureUnit => ({ id, side, type: 'rifle', at });
const victory = (conditions: VictoryCondition[], extra: Partial<Victory> = {}): Victory => ({
  suddenDeath: [],
  elimination: [],
  evacuation: [],
  levels: [{ from: 0, name: 'Draw' }, { from: 5, name: 'Victory' }],
  historical: '',
  conditions,
  ...extra,
});
const hold = (extra: Partial<Extract<VictoryCondition, { kind: 'hold' }>> = {}): VictoryCondition => ({
  kind: 'hold',
  sideId: 'axis',
  target: { kind: 'hex', hex: CP },
  check: 'everyTurn',
  turn: null,
  elseSideId: null,
  result: 'Marine victory',
  elseResult: '',
  ...extra,
});

function game(units: FixtureUnit[], v: Victory, turns = 3): GameState {
  return scenario({
    units,
    turns: Array.from({ length: turns }, () => ({ axis: 1, allies: 1 })),
    objectives: [{ at: CP, vp: 0 }],
    extra: { victory: v, zones: [{ id: 'zone-beach', hexes: [CP, { col: 5, row: 6 }] }] },
  });
}

/** Ends phases until the turn is over (or the game): the state then and every event on the way. */
function endTurn(state: GameState): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let s = state;
  const turn = s.turn;
  while (!s.over && s.turn === turn) {
    const r = apply(s, { type: 'endPhase' });
    if (!r.ok) throw new Error(r.error.message);
    events.push(...r.events);
    s = r.state;
  }
  return { state: s, events };
}

describe('victory conditions (21.1)', () => {
  it('a side holding the hex at the end of any turn wins then, with the condition and its numbers in the log', () => {
    const s = game([u('a1', 'axis', CP), u('b1', 'allies', { col: 9, row: 9 })], victory([hold()]));
    const r = apply(s, { type: 'endPhase' });
    expect(r.ok && r.state.over).toBe(false);
    const end = endTurn(s);
    expect(end.state.over).toBe(true);
    expect(end.state.turn).toBe(1);
    expect(end.state.outcome).toEqual({ kind: 'sudden-death', winner: 'axis', level: 'Marine victory' });
    const [met] = eventsOf(end.events, 'victory-condition');
    expect(met).toMatchObject({ condition: 0, kind: 'hold', winner: 'axis', level: 'Marine victory', hexes: [CP], rule: '21.1' });
    expect(met.reason).toBe('Axis hold hex 0606 at the end of turn 1 (held); the condition counts the end of every turn');
    expect(eventsOf(end.events, 'game-over')[0]).toMatchObject({ winner: 'axis', level: 'Marine victory', rule: '21.1' });
  });

  it('a hold condition of one turn only is judged at the end of that turn and no other', () => {
    const s = game([u('a1', 'axis', CP), u('b1', 'allies', { col: 9, row: 9 })], victory([hold({ check: 'turnOnly', turn: 2 })]));
    const t1 = endTurn(s);
    expect(t1.state.over).toBe(false);
    const t2 = endTurn(t1.state);
    expect(t2.state.over).toBe(true);
    expect(eventsOf(t2.events, 'victory-condition')[0].reason).toContain('the end of turn 2 only');
  });

  it('the other side wins when the hold is not met by the end of its turn, and not before', () => {
    const s = game([u('a1', 'axis', { col: 0, row: 0 }), u('b1', 'allies', CP)], victory([hold({ turn: 2, elseSideId: 'allies' })]));
    const t1 = endTurn(s);
    expect(t1.state.over).toBe(false);
    const t2 = endTurn(t1.state);
    expect(t2.state.outcome).toEqual({ kind: 'sudden-death', winner: 'allies', level: 'Decisive victory' });
    expect(eventsOf(t2.events, 'victory-condition')[0].reason).toBe('Axis did not hold hex 0606 by the end of turn 2 (held by the enemy): the condition gives the game to Allies');
  });

  it('an objective is held through its hex; a zone only with no enemy unit in any of its hexes', () => {
    const objective = game([u('a1', 'axis', CP), u('b1', 'allies', { col: 9, row: 9 })], victory([hold({ target: { kind: 'objective', featureId: 'obj0' } })]));
    expect(eventsOf(endTurn(objective).events, 'victory-condition')[0].reason).toContain('the objective at 0606');
    const zone = hold({ target: { kind: 'zone', zoneId: 'zone-beach' } });
    const contested = game([u('a1', 'axis', CP), u('b1', 'allies', { col: 5, row: 6 })], victory([zone]));
    expect(endTurn(contested).state.over).toBe(false);
    const clear = endTurn(game([u('a1', 'axis', CP), u('b1', 'allies', { col: 9, row: 9 })], victory([zone])));
    expect(eventsOf(clear.events, 'victory-condition')[0].reason).toContain('own units in 1 of its 2 hexes, enemy units in 0');
  });

  it('eliminating the asked share of the enemy wins at once, after the action that did it', () => {
    const units = [u('a1', 'axis', { col: 0, row: 0 }), u('b1', 'allies', { col: 9, row: 9 }), u('b2', 'allies', { col: 8, row: 9 }), u('b3', 'allies', null)];
    const s = game(units, victory([{ kind: 'eliminate', sideId: 'axis', percent: 60, result: '' }]));
    const one = { ...s, units: { ...s.units, b1: { hex: null, disrupted: false, step: 0, eliminated: true as const } } };
    const r1 = apply(one, { type: 'endPhase' });
    expect(r1.ok && r1.state.over).toBe(false);
    const two = { ...one, units: { ...one.units, b2: { hex: null, disrupted: false, step: 0, eliminated: true as const } } };
    const r2 = apply(two, { type: 'endPhase' });
    if (!r2.ok) throw new Error(r2.error.message);
    expect(r2.state.over).toBe(true);
    expect(eventsOf(r2.events, 'victory-condition')[0].reason).toBe('Axis have eliminated 2 of the 3 enemy units (66 %); the condition asks 60 %');
  });

  it('exiting the asked number of units by an evacuation line of the edge wins at once', () => {
    const south = { col: 4, row: 9 };
    const v = victory([{ kind: 'exit', sideId: 'axis', edge: 'south', count: 1, result: 'Escape' }], { evacuation: [{ sideId: 'axis', contingentIds: [], edge: 'south', vp: 0, afterArrivalOf: [] }] });
    const s = game([u('a1', 'axis', south), u('b1', 'allies', { col: 9, row: 0 })], v);
    let state = s;
    while (state.phase !== 'movement') {
      const r = apply(state, { type: 'endPhase' });
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
    const r = apply(state, { type: 'evacuate', unitId: 'a1' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.outcome).toEqual({ kind: 'sudden-death', winner: 'axis', level: 'Escape' });
    expect(eventsOf(r.events, 'victory-condition')[0].reason).toBe('Axis have taken 1 unit off the south edge; the condition asks 1');
  });

  it('a VP threshold is judged at the end of a turn with the side\'s 21.2 total', () => {
    const s = scenario({
      units: [u('a1', 'axis', CP), u('b1', 'allies', { col: 9, row: 9 })],
      turns: [{ axis: 1, allies: 1 }, { axis: 1, allies: 1 }],
      objectives: [{ at: CP, vp: 7 }],
      extra: { victory: victory([{ kind: 'vp', sideId: 'axis', vp: 7, result: '' }]) },
    });
    const end = endTurn(s);
    expect(end.state.turn).toBe(1);
    expect(eventsOf(end.events, 'victory-condition')[0]).toMatchObject({ kind: 'vp', winner: 'axis', reason: 'Axis have 7 VP at the end of turn 1; the condition asks 7' });
    const short = scenario({ units: [u('a1', 'axis', CP), u('b1', 'allies', { col: 9, row: 9 })], objectives: [{ at: CP, vp: 6 }], extra: { victory: victory([{ kind: 'vp', sideId: 'axis', vp: 7, result: '' }]) } });
    expect(endTurn(short).state.over).toBe(false);
  });

  it('after the last turn the default result decides when the VP levels name no winner: a side, or a draw the scenario states', () => {
    const units = [u('a1', 'axis', { col: 0, row: 0 }), u('b1', 'allies', { col: 9, row: 9 })];
    const toEnd = (v: Victory) => endTurn(game(units, v, 1));
    const noDefault = toEnd(victory([hold()]));
    expect(noDefault.state.outcome).toEqual({ kind: 'end-game', winner: null, level: 'Draw' });
    const allies = toEnd(victory([hold()], { otherwise: { sideId: 'allies', result: 'Japanese victory' } }));
    expect(allies.state.outcome).toEqual({ kind: 'end-game', winner: 'allies', level: 'Japanese victory' });
    expect(eventsOf(allies.events, 'victory-condition')[0]).toMatchObject({ condition: null, kind: 'default', winner: 'allies', rule: '21.2' });
    expect(eventsOf(allies.events, 'game-over')[0]).toMatchObject({ winner: 'allies', level: 'Japanese victory' });
    const draw = toEnd(victory([], { otherwise: { sideId: null, result: '' } }));
    expect(draw.state.outcome).toEqual({ kind: 'end-game', winner: null, level: 'Draw' });
    expect(eventsOf(draw.events, 'victory-condition')[0].reason).toContain('the scenario calls the game a draw');
  });

  it('the first condition in the list decides when two are met together', () => {
    const v = victory([hold({ sideId: 'allies', target: { kind: 'hex', hex: { col: 9, row: 9 } } }), hold()]);
    const end = endTurn(game([u('a1', 'axis', CP), u('b1', 'allies', { col: 9, row: 9 })], v));
    expect(end.state.outcome?.winner).toBe('allies');
  });

  it('the greedy bot aims at the hexes a hold condition names, besides the objectives', () => {
    const far = { col: 2, row: 8 };
    const s = scenario({ units: [u('a1', 'axis', { col: 0, row: 0 }), u('b1', 'allies', { col: 9, row: 9 })], extra: { victory: victory([hold({ target: { kind: 'hex', hex: far } })]) } });
    expect(targetHexes(s, 'axis')).toEqual([hexIndex(s.board, far)]);
    const zone = game([u('a1', 'axis', { col: 0, row: 0 }), u('b1', 'allies', { col: 9, row: 9 })], victory([hold({ target: { kind: 'zone', zoneId: 'zone-beach' } })]));
    expect(targetHexes(zone, 'axis')).toEqual([CP, { col: 5, row: 6 }].map((h) => hexIndex(zone.board, h)));
  });
});
