import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import type { DemolishAction } from '../core/actions';
import { defaultRuleset } from '../../ruleset';
import { boardFromSetup } from '../scenario/setup';
import { assessAttack } from '../combat/combat';
import { legalActions } from '../core/legal';
import { keyOfSlot, restoreHexsides } from './live-hexsides';
import { checkDemolish, demolishActions } from './demolition';
import { hexAt, hexIndex } from '../core/board';
import { game } from '../testing/test-random-games';
import { stateHash } from '../core/session';
import type { GameState } from '../core/state';
import { eventsOf } from '../testing/test-combat';
import { engineering, only, onTo, refusal, rolled, sideKey } from '../testing/test-engineering';
import { act, step, type FixtureUnit } from '../testing/test-fixtures';
import { scenarioSetup } from '../testing/test-scenario';
import { scoreVictory } from '../victory/victory';

const R = { col: 5, row: 5 };
const B1 = { col: 2, row: 8 };
const B2 = step(B1, 1);
const BRIDGE = sideKey(B1, 1);
const FAR = { col: 10, row: 10 };
const axis = (id: string, type: string, at: FixtureUnit['at'], disrupted = false): FixtureUnit => ({ id, side: 'axis', type, at, disrupted });
const allied = (id: string, at: FixtureUnit['at'], type = 'rifle'): FixtureUnit => ({ id, side: 'allies', type, at });
const refinery = [{ at: R, terrain: 'refinery' }];
const demolish = (unitId: string, target: DemolishAction['target']): DemolishAction => ({ type: 'demolish', unitId, target });

function refineryGame(units: FixtureUnit[], cp = 3): GameState {
  return engineering({ units, terrain: refinery, objectives: [{ at: R, vp: 10, vpDemolished: 5 }], turns: [{ axis: cp, allies: 2 }, { axis: cp, allies: 2 }] });
}

function bridgeGame(units: FixtureUnit[]): GameState {
  return engineering({ units, hexsides: [{ at: B1, dir: 1, type: 'bridge' }], paths: [{ at: B1, dir: 1, type: 'road' }], turns: [{ axis: 3, allies: 2 }, { axis: 3, allies: 2 }] });
}

describe('demolition (19.0)', () => {
  it('19.1: an undisrupted unit next to the target spends 1 CP and rolls one die on the Demolition Table; Dx places the marker', () => {
    const s = refineryGame([axis('e', 'sapper', step(R, 0)), allied('x', FAR)]);
    const { state, events } = rolled(s, demolish('e', { hex: R }), [3]);
    expect(events.map((e) => e.type)).toEqual(['cp-spent', 'die-rolled', 'demolition-table-rolled', 'feature-demolished']);
    expect(only(events, 'cp-spent')).toMatchObject({ amount: 1, left: 2, rule: '19.1' });
    expect(only(events, 'demolition-table-rolled')).toMatchObject({
      unitId: 'e', task: 'demolish', column: 'engineer', die: 3, result: 'success', resultLabel: 'Dx', rule: '19.1',
      target: { kind: 'hex', id: 'hex:5,5', label: 'Oil refinery in 0606' },
    });
    expect(only(events, 'feature-demolished').effects).toEqual([
      "defenders in 0606 lose the oil refinery's column shift of -1 (19.2)",
      'objective 0606 now scores 5 VP instead of 10 (19.2, 21.2)',
    ]);
    expect(state.demolished).toEqual(['hex:5,5', 'obj0']);
    expect(state.cp.axis).toBe(2);
  });

  it('19.0, Palembang 23.3: a scenario may name the only sides that may demolish a target; others are refused and never offered', () => {
    const base = defaultRuleset();
    const alliesOnly = { ...base, demolitionTable: { ...base.demolitionTable, targets: base.demolitionTable.targets.map((t) => (t.id === 'refinery' ? { ...t, sides: ['allies'] } : t)) } };
    const s = engineering({ units: [axis('e', 'sapper', R), allied('x', FAR)], terrain: refinery, turns: [{ axis: 3, allies: 2 }, { axis: 3, allies: 2 }], ruleset: alliesOnly });
    expect(refusal(s, demolish('e', { hex: R }))).toMatchObject({ code: 'illegal-demolition', rule: '19.0', message: 'Only Allies may demolish a refinery in this scenario.' });
    expect(legalActions(s).some((a) => a.type === 'demolish')).toBe(false);
    const ours = engineering({ units: [axis('e', 'sapper', FAR), allied('x', R, 'sapper')], terrain: refinery, turns: [{ axis: 3, allies: 2 }, { axis: 3, allies: 2 }], ruleset: alliesOnly }, 'engineering', 'allies');
    expect(legalActions(ours)).toContainEqual(demolish('x', { hex: R }));
  });

  it('19.1, 18.1: engineers read the engineer column, any other unit the other column; "–" changes nothing but the CP is spent', () => {
    const s = refineryGame([axis('r', 'rifle', R), allied('x', FAR)]);
    const { state, events } = rolled(s, demolish('r', { hex: R }), [3]);
    expect(only(events, 'demolition-table-rolled')).toMatchObject({ column: 'other', die: 3, result: 'fail', resultLabel: '–' });
    expect(eventsOf(events, 'feature-demolished')).toEqual([]);
    expect(state.demolished).toBeUndefined();
    expect(state.cp.axis).toBe(2);
    expect(only(rolled(s, demolish('r', { hex: R }), [5]).events, 'demolition-table-rolled')).toMatchObject({ column: 'other', result: 'success' });
  });

  it('19.1: only in the Engineering Phase, by an undisrupted unit of the phasing side in or next to the target, with a CP to spend', () => {
    const units = [axis('e', 'sapper', step(R, 0)), axis('d', 'sapper', step(R, 1), true), axis('f', 'sapper', step(step(R, 0), 0)), allied('x', step(R, 3))];
    const s = refineryGame(units);
    expect(refusal(act(s, { type: 'endPhase' }), demolish('e', { hex: R }))).toMatchObject({ code: 'wrong-phase', rule: '19.1' });
    expect(refusal(s, demolish('d', { hex: R }))).toMatchObject({ code: 'illegal-engineering', rule: '19.1' });
    expect(refusal(s, demolish('f', { hex: R }))).toMatchObject({ code: 'illegal-demolition', rule: '19.1' });
    expect(refusal(s, demolish('x', { hex: R }))).toMatchObject({ code: 'not-your-turn' });
    expect(refusal(s, demolish('e', { hex: step(R, 0) }))).toMatchObject({ code: 'illegal-demolition', rule: '19.0' });
    expect(refusal(s, demolish('e', { hexside: sideKey(R, 0) }))).toMatchObject({ code: 'illegal-demolition', rule: '19.0' });
    expect(refusal(s, demolish('e', { hexside: '5,5:4' }))).toMatchObject({ code: 'illegal-demolition', rule: '19.0' });
    expect(refusal({ ...s, cp: { ...s.cp, axis: 0 } }, demolish('e', { hex: R }))).toMatchObject({ code: 'not-enough-cp', rule: '19.1' });
  });

  it('19.2: defenders in a demolished refinery lose its shift; the objective there scores its demolished VP', () => {
    const s = refineryGame([axis('e', 'sapper', step(R, 0)), axis('r', 'rifle', step(R, 1)), allied('x', R)]);
    const toAttack = (state: GameState) => onTo(state, 'ground-attack');
    const shifts = (state: GameState) => {
      const a = assessAttack(toAttack(state), { type: 'attack', attackers: ['r'], defenderHex: R });
      return a.ok ? a.assessment.shifts.map((x) => [x.shift, x.rule]) : a.error.message;
    };
    expect(shifts(s)).toEqual([[-1, '11.4.1']]);
    const done = rolled(s, demolish('e', { hex: R }), [6]).state;
    expect(shifts(done)).toEqual([]);
    expect(scoreVictory(done).lines[0]).toMatchObject({ side: 'allies', what: 'occupies objective 0606 (demolished)', vp: 5 });
  });

  it('19.2, 10.8, 11.4.1: a demolished bridge is a river: river costs, no road across, river defence', () => {
    const s = bridgeGame([axis('b', 'sapper', B1), axis('m', 'rifle', B1), allied('x', FAR)]);
    const { state, events } = rolled(s, demolish('b', { hexside: BRIDGE }), [4]);
    expect(only(events, 'feature-demolished')).toMatchObject({ target: { kind: 'hexside', id: BRIDGE, label: 'Bridge (over a river) between 0309 and 0408' } });
    expect(state.demolished).toEqual([BRIDGE]);
    expect(state.hexsides).toEqual({ changed: { [BRIDGE]: { type: 'demolished-bridge', printed: 'bridge' } } });
    const costAcross = (g: GameState) => {
      const moved = only(rolled(onTo(g, 'movement'), { type: 'move', unitId: 'm', path: [B2] }).events, 'unit-moved');
      return [moved.steps[0].total, moved.steps[0].rule];
    };
    expect(costAcross(s)).toEqual([0.5, '10.8']);
    expect(costAcross(state)).toEqual([3, '10.5']);
    const across = (g: GameState) => {
      const withEnemy = { ...g, units: { ...g.units, x: { ...g.units.x, hex: B2 } } };
      const a = assessAttack(onTo(withEnemy, 'ground-attack'), { type: 'attack', attackers: ['m'], defenderHex: B2 });
      return a.ok ? a.assessment.shifts.map((x) => x.shift) : a.error.message;
    };
    expect(across(s)).toEqual([-1]);
    expect(across(state)).toEqual([-2]);
  });

  it('19.2, 21.2, Primosole 24.4: objectives demolished with the bridge score their demolished VP once it is down', () => {
    const units = [axis('b', 'sapper', B1), allied('x', B2)];
    const objectives = [{ at: B1, vp: 10, vpDemolished: 5, demolishedWith: BRIDGE }, { at: B2, vp: 10, vpDemolished: 5, demolishedWith: BRIDGE }];
    const s = engineering({ units, objectives, hexsides: [{ at: B1, dir: 1, type: 'bridge' }], turns: [{ axis: 3, allies: 2 }] });
    const { state, events } = rolled(s, demolish('b', { hexside: BRIDGE }), [4]);
    expect(only(events, 'feature-demolished').effects).toEqual([
      'the hexside is now Demolished bridge: -2 column shift for defenders, and no road or track rate across it (19.2, 10.8)',
      'objective 0309 now scores 5 VP instead of 10 (19.2, 21.2)',
      'objective 0408 now scores 5 VP instead of 10 (19.2, 21.2)',
    ]);
    expect(scoreVictory(s).totals).toEqual({ axis: 10, allies: 10 });
    expect(scoreVictory(state).totals).toEqual({ axis: 5, allies: 5 });
  });

  it('19.3: the unit that tried may not move in the following Movement Phase; the others may, and it moves again next turn', () => {
    const s = refineryGame([axis('e', 'sapper', step(R, 0)), axis('r', 'rifle', step(R, 1)), allied('x', FAR)]);
    const tried = rolled(s, demolish('e', { hex: R }), [1]).state;
    expect(tried.engineering).toEqual({ attempted: ['hex:5,5'], working: ['e'] });
    const moving = onTo(tried, 'movement');
    expect(moving.engineering).toEqual({ working: ['e'] });
    expect(refusal(moving, { type: 'moveTo', unitId: 'e', to: { col: 5, row: 2 } })).toMatchObject({ code: 'unit-already-moved', rule: '19.3, 20.1' });
    expect(legalActions(moving).some((a) => 'unitId' in a && a.unitId === 'e')).toBe(false);
    expect(legalActions(moving).some((a) => a.type === 'moveTo' && a.unitId === 'r')).toBe(true);
    const next = onTo(moving, 'movement');
    expect(next.engineering).toBeUndefined();
    expect(legalActions(next).some((a) => a.type === 'moveTo' && a.unitId === 'e')).toBe(true);
  });

  it('19.3: one attempt per hex or hexside in an Engineering Phase, by any unit; the next phase may try again', () => {
    const s = refineryGame([axis('e', 'sapper', step(R, 0)), axis('r', 'rifle', R), allied('x', FAR)]);
    const tried = rolled(s, demolish('e', { hex: R }), [1]).state;
    expect(refusal(tried, demolish('r', { hex: R }))).toMatchObject({ code: 'illegal-demolition', rule: '19.3' });
    const later = onTo(tried, 'engineering');
    expect(rolled(later, demolish('r', { hex: R }), [6]).state.demolished).toContain('hex:5,5');
  });

  it('19.3: a demolished hex or hexside is not demolished again; a hex and its hexsides are separate targets', () => {
    const units = [axis('e', 'sapper', B1), axis('r', 'rifle', B1), allied('x', FAR)];
    const s = engineering({ units, terrain: [{ at: B1, terrain: 'refinery' }], hexsides: [{ at: B1, dir: 1, type: 'bridge' }], turns: [{ axis: 4, allies: 1 }, { axis: 4, allies: 1 }] });
    const hexDone = rolled(s, demolish('e', { hex: B1 }), [6]).state;
    const both = rolled(hexDone, demolish('r', { hexside: BRIDGE }), [6]).state;
    expect(both.demolished).toEqual([BRIDGE, 'hex:2,8']);
    const later = onTo(both, 'engineering');
    expect(refusal(later, demolish('e', { hex: B1 }))).toMatchObject({ code: 'illegal-demolition', rule: '19.3' });
    expect(refusal(later, demolish('e', { hexside: BRIDGE }))).toMatchObject({ code: 'illegal-demolition', rule: '19.3' });
  });

  it('19.1: legalActions lists each target in reach of each undisrupted unit, and every one applies', () => {
    const units = [axis('e', 'sapper', B1), axis('d', 'rifle', step(B1, 3), true), allied('x', FAR)];
    const s = engineering({ units, terrain: [{ at: B2, terrain: 'refinery' }], hexsides: [{ at: B1, dir: 1, type: 'bridge' }] });
    const listed = legalActions(s).filter((a) => a.type === 'demolish');
    expect(listed).toEqual([demolish('e', { hexside: BRIDGE }), demolish('e', { hex: B2 })]);
    for (const a of listed) expect(rolled(s, a, [2]).state.cp.axis).toBe(1);
    expect(legalActions({ ...s, cp: { ...s.cp, axis: 0 } }).some((a) => a.type === 'demolish')).toBe(false);
  });

  it('state: the demolition parts stay empty (undefined) until used, and a board rebuilt from the setup plus `hexsides` is the live one', () => {
    const units = [axis('b', 'sapper', B1), allied('x', FAR)];
    const o = { units, hexsides: [{ at: B1, dir: 1 as const, type: 'bridge' }], turns: [{ axis: 3, allies: 2 }] };
    const s = engineering(o);
    for (const part of ['demolished', 'hexsides', 'engineering', 'roadblocks', 'airSupply'] as const) expect(s[part]).toBeUndefined();
    const done = rolled(s, demolish('b', { hexside: BRIDGE }), [6]).state;
    const rebuilt = restoreHexsides(boardFromSetup(scenarioSetup({ cols: 12, rows: 12, ...o, unitTypes: done.board.unitIds.map((id) => done.board.units[id].type) })), done);
    expect(Array.from(rebuilt.hexsideAt).map((i) => (i < 0 ? null : rebuilt.hexsideTypeIds[i]))).toEqual(Array.from(done.board.hexsideAt).map((i) => (i < 0 ? null : done.board.hexsideTypeIds[i])));
    expect(stateHash({ ...done, board: rebuilt })).toBe(stateHash(done));
  });
});

describe('the demolitions legalActions lists', () => {
  it('are exactly the attempts checkDemolish accepts from every unit in reach of a hex or hexside, in random games', () => {
    // The plain definition: every own undisrupted unit on the map, its hex, then per direction the hexside and the hex.
    const every = (state: GameState): DemolishAction[] => {
      const { board } = state;
      const side = board.sides[state.player].id;
      return board.unitIds.flatMap((unitId) => {
        const hex = state.units[unitId].hex;
        if (board.units[unitId].sideId !== side || !hex) return [];
        const from = hexIndex(board, hex);
        const refs: DemolishAction['target'][] = [{ hex }];
        for (let dir = 0; dir < 6; dir++) {
          const n = board.neighbourAt[from * 6 + dir];
          if (n >= 0) refs.push({ hexside: keyOfSlot(board, from, dir) }, { hex: hexAt(board, n) });
        }
        return refs.map((target) => demolish(unitId, target)).filter((a) => checkDemolish(state, a).ok);
      });
    };
    let listed = 0;
    let phases = 0;
    for (let seed = 1; seed <= 12; seed++) {
      for (const state of game(seed).states) {
        if (state.phase !== 'engineering') continue;
        phases++;
        const expected = every(state);
        listed += expected.length;
        expect(demolishActions(state)).toEqual(expected);
      }
    }
    expect(phases).toBeGreaterThan(20);
    expect(listed).toBeGreaterThan(5);
  });
});
