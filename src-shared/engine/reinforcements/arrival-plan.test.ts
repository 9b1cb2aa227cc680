import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import type { Action } from '../core/actions';
import { apply } from '../core/apply';
import { planContingents, planDigest, planFor, planRequired, plansMissing } from './arrival-plan';
import { comparePlan } from './arrival-plan-check';
import type { GameEvent } from '../core/events';
import { hashValue } from '../core/hash';
import { legalActions } from '../core/legal';
import { stateHash } from '../core/session';
import type { GameState } from '../core/state';
import { eventsOf, refused } from '../testing/test-combat';
import { TEST_SIDES } from '../testing/test-fixtures';
import { act, arrival, ground, offMap, outcome, reach, row, scenario, table, unitsOf, westEdge } from '../testing/test-scenario';

// Scenario rule "arrival plan" (Side.arrivalPlan): the side writes down its arrival order before play, sealed from
// the other side, checked after the game.
const AX = { id: 'ax1', side: 'axis' as const, type: 'rifle', at: { col: 5, row: 5 } };
const AL = { id: 'al1', side: 'allies' as const, type: 'rifle', at: { col: 8, row: 8 } };
const units = [AX, AL, offMap('ra', 'axis'), offMap('rb', 'axis'), offMap('rc', 'axis'), offMap('rx', 'allies')];
const contingentOf = { ra: 'A', rb: 'B', rc: 'C', rx: 'X' };
const delayable = ground([westEdge], true);
// B is scheduled on turn 1 (by unit), A on turn 2 (by contingent), C comes by a table result from turn 3; X is the allies'.
const arrivals = [arrival('arrA', 'axis', 2, unitsOf('A'), delayable), arrival('arrB', 'axis', 1, { kind: 'units', unitIds: ['rb'] }, delayable), arrival('arrX', 'allies', 1, unitsOf('X'), delayable)];
const tableC = table('tc', 'axis', [row(1, 6, outcome({ kind: 'deploy', units: unitsOf('C'), entry: delayable }))], { firstTurn: 3 });

function planGame(planning: readonly ('axis' | 'allies')[], extra: { tables?: boolean } = {}): GameState {
  const sides = TEST_SIDES.map((s) => ({ ...s, arrivalPlan: planning.includes(s.id) }));
  return scenario({ units, contingentOf, extra: { sides, arrivals, dieTables: extra.tables === false ? [] : [tableC] } });
}

const plan = (side: string, order: string[]): Action => ({ type: 'submitArrivalPlan', side, order });

/** Ends phases until the game is over; the events of the last step. */
function playOut(state: GameState): { state: GameState; events: readonly GameEvent[] } {
  let s = state;
  for (let i = 0; i < 200; i++) {
    const r = apply(s, { type: 'endPhase' });
    if (!r.ok) throw new Error(`refused: ${r.error.message}`);
    if (r.state.over) return r;
    s = r.state;
  }
  throw new Error('the game never ended');
}

describe('arrival plan (scenario rule): what is planned, and play waits for it', () => {
  it('arrival plan: the contingents to order are those that arrivals and table results bring in, per side', () => {
    const s = planGame(['axis']);
    expect(planContingents(s, 'axis')).toEqual(['B', 'A', 'C']);
    expect(planContingents(s, 'allies')).toEqual(['X']);
    expect([planRequired(s, 'axis'), planRequired(s, 'allies')]).toEqual([true, false]);
    expect(plansMissing(s)).toEqual(['axis']);
  });

  it('arrival plan: play cannot begin, nor the Reinforcement Phase, until the plan is written; legalActions offers only plans', () => {
    const s = planGame(['axis']);
    const before = stateHash(s);
    const blocked = refused(apply(s, { type: 'endPhase' }));
    expect(blocked).toMatchObject({ code: 'arrival-plan-missing', rule: 'arrival plan' });
    expect(blocked.message).toContain('Axis must first write down');
    expect(refused(apply(s, { type: 'moveTo', unitId: 'ax1', to: { col: 5, row: 6 } })).code).toBe('arrival-plan-missing');
    expect(stateHash(s)).toBe(before);
    expect(legalActions(s)).toEqual([plan('axis', ['B', 'A', 'C']), plan('axis', ['C', 'A', 'B'])]);
    const sealed = act(s, plan('axis', ['A', 'B', 'C']));
    expect(legalActions(sealed)).toEqual([{ type: 'endPhase' }]);
    const t1 = reach(sealed, 1, 'reinforcement', 'axis');
    expect(Object.keys(t1.state.pool ?? {})).toEqual(['rb']);
  });

  it('arrival plan: a plan required of the second player also holds back the first player: plans are written before play', () => {
    const s = planGame(['allies']);
    expect(s.board.sides[s.player].id).toBe('axis');
    expect(refused(apply(s, { type: 'endPhase' })).message).toContain('Allies must first write down');
    expect(legalActions(s)).toEqual([plan('allies', ['X'])]);
    // The allies write theirs while the axis player is phasing: a plan is not a phasing action.
    expect(apply(act(s, plan('allies', ['X'])), { type: 'endPhase' }).ok).toBe(true);
  });

  it('arrival plan: a side with the rule but no reinforcement contingent has nothing to plan; sides without it are unaffected', () => {
    const s = planGame(['axis', 'allies'], { tables: false });
    const bare = scenario({ units: [AX, AL], extra: { sides: TEST_SIDES.map((side) => ({ ...side, arrivalPlan: true })) } });
    expect(plansMissing(bare)).toEqual([]);
    expect(refused(apply(bare, plan('axis', [])))).toMatchObject({ code: 'arrival-plan-not-required', message: expect.stringContaining('no reinforcement contingents') });
    expect(apply(bare, { type: 'endPhase' }).ok).toBe(true);
    const none = planGame([]);
    expect(none.arrivalPlans).toBeUndefined();
    expect(legalActions(none)).toEqual([{ type: 'endPhase' }]);
    expect(planContingents(s, 'axis')).toEqual(['B', 'A']);
  });
});

describe('arrival plan (scenario rule): submission is validated', () => {
  const s = planGame(['axis']);
  const error = (action: Action) => refused(apply(s, action));

  it('arrival plan: the right side, once', () => {
    expect(error(plan('nobody', ['A', 'B', 'C']))).toMatchObject({ code: 'bad-arrival-plan', message: expect.stringContaining("no side 'nobody'") });
    expect(error(plan('allies', ['X']))).toMatchObject({ code: 'arrival-plan-not-required', message: 'Allies writes no arrival plan: the scenario does not ask it for one.' });
    const sealed = act(s, plan('axis', ['A', 'B', 'C']));
    expect(refused(apply(sealed, plan('axis', ['B', 'A', 'C'])))).toMatchObject({ code: 'arrival-plan-already-sealed', rule: 'arrival plan' });
    expect(planFor(sealed, 'axis')).toEqual(['A', 'B', 'C']);
  });

  it('arrival plan: every reinforcement contingent of the side, each once; the reasons are spelled out', () => {
    expect(error(plan('axis', ['A', 'B', 'C', 'A']))).toMatchObject({ code: 'bad-arrival-plan', message: "Axis's arrival plan is not valid: 'A' is listed twice." });
    expect(error(plan('axis', ['A', 'B', 'C', 'Z'])).message).toContain("there is no contingent 'Z'");
    expect(error(plan('axis', ['A', 'B', 'C', 'X'])).message).toContain("'X' is a contingent of Allies, not of Axis");
    expect(error(plan('axis', ['A', 'B', 'C', 'ax'])).message).toContain("'ax' is not a reinforcement contingent: no arrival or table result brings it");
    expect(error(plan('axis', ['C', 'A'])).message).toContain('the plan must list every reinforcement contingent; missing: B');
    expect(error({ type: 'submitArrivalPlan', side: 'axis', order: 'A,B,C' } as unknown as Action).message).toContain('must be a list of contingent ids');
    expect(error(plan('axis', [])).message).toContain('missing: B, A, C');
  });

  it('arrival plan: after the game is over no plan can be written', () => {
    const over = { ...s, over: true };
    expect(refused(apply(over, plan('axis', ['A', 'B', 'C']))).code).toBe('game-over');
  });
});

describe('arrival plan (scenario rule): the plan is sealed from the other side', () => {
  it('arrival plan: the event carries only the side and the digest; planFor shows the order to its own side only', () => {
    const s = planGame(['axis', 'allies']);
    const r = apply(s, plan('axis', ['C', 'A', 'B']));
    if (!r.ok) throw new Error(r.error.message);
    const digest = hashValue(['C', 'A', 'B']);
    expect(r.events).toEqual([{ type: 'arrival-plan-sealed', side: 'axis', digest, rule: 'arrival plan' }]);
    expect(JSON.stringify(r.events)).not.toMatch(/"[ABC]"/);
    expect(r.state.arrivalPlans?.axis).toEqual({ order: ['C', 'A', 'B'], digest, arrived: {} });
    expect(planFor(r.state, 'axis')).toEqual(['C', 'A', 'B']);
    expect(planFor(r.state, 'allies', 'axis')).toBeNull();
    expect(planFor(r.state, 'allies')).toBeNull();
    expect(planDigest(r.state, 'axis')).toBe(digest);
    // What the allies are offered is built from the scenario alone: nothing of the axis plan.
    expect(legalActions(r.state)).toEqual([plan('allies', ['X'])]);
    expect(JSON.stringify(legalActions(r.state))).not.toMatch(/"[ABC]"/);
  });
});

describe('arrival plan (scenario rule): checked after the game', () => {
  it('arrival plan: game over reports each plan beside the actual order of first arrival, with the deviations explained', () => {
    let s = act(planGame(['axis', 'allies']), plan('allies', ['X']));
    s = act(s, plan('axis', ['A', 'B', 'C']));
    const t3 = reach(s, 3, 'command', 'allies').state;
    expect(t3.arrivalPlans?.axis.arrived).toEqual({ B: 1, A: 2, C: 3 });
    expect(planFor(t3, 'allies', 'axis')).toBeNull();
    const { state, events } = playOut(t3);
    const checks = eventsOf(events, 'arrival-plan-checked');
    expect(events.findIndex((e) => e.type === 'game-over')).toBeLessThan(events.findIndex((e) => e.type === 'arrival-plan-checked'));
    expect(checks).toEqual([
      {
        type: 'arrival-plan-checked',
        side: 'axis',
        digest: hashValue(['A', 'B', 'C']),
        planned: ['A', 'B', 'C'],
        actual: [
          { contingentId: 'B', turn: 1 },
          { contingentId: 'A', turn: 2 },
          { contingentId: 'C', turn: 3 },
        ],
        deviations: [{ contingentId: 'B', planned: 2, turn: 1, ahead: ['A'], why: 'B, planned 2nd, arrived on turn 1, ahead of A (turn 2), planned before it' }],
        kept: false,
        rule: 'arrival plan',
      },
      { type: 'arrival-plan-checked', side: 'allies', digest: hashValue(['X']), planned: ['X'], actual: [{ contingentId: 'X', turn: 1 }], deviations: [], kept: true, rule: 'arrival plan' },
    ]);
    expect(planFor(state, 'allies', 'axis')).toEqual(['A', 'B', 'C']);
  });

  it('arrival plan: a plan followed is kept; games without plans report nothing', () => {
    const kept = playOut(act(planGame(['axis']), plan('axis', ['B', 'A', 'C'])));
    expect(eventsOf(kept.events, 'arrival-plan-checked').map((e) => [e.side, e.kept, e.deviations])).toEqual([['axis', true, []]]);
    expect(eventsOf(playOut(planGame([])).events, 'arrival-plan-checked')).toEqual([]);
  });

  it('arrival plan: same-turn arrivals keep any order among themselves; arriving ahead of one that never came is a deviation', () => {
    const sealed = (order: string[], arrived: Record<string, number>) => ({ order, digest: hashValue(order), arrived });
    expect(comparePlan(sealed(['A', 'B', 'C'], { B: 2, A: 2, C: 3 })).deviations).toEqual([]);
    const { actual, deviations } = comparePlan(sealed(['C', 'A', 'B'], { A: 1, B: 1 }));
    expect(actual).toEqual([
      { contingentId: 'A', turn: 1 },
      { contingentId: 'B', turn: 1 },
      { contingentId: 'C', turn: null },
    ]);
    expect(deviations.map((d) => d.why)).toEqual([
      'A, planned 2nd, arrived on turn 1, ahead of C (never arrived), planned before it',
      'B, planned 3rd, arrived on turn 1, ahead of C (never arrived), planned before it',
    ]);
  });

  it('arrival plan: a state with sealed plans and arrivals written to JSON and read back hashes and plays on the same', () => {
    const s = act(planGame(['axis']), plan('axis', ['A', 'B', 'C']));
    const t2 = reach(s, 2, 'movement', 'axis').state;
    const { board, ...dynamic } = t2;
    const revived = { ...(JSON.parse(JSON.stringify(dynamic)) as Omit<GameState, 'board'>), board };
    expect(revived.arrivalPlans).toEqual(t2.arrivalPlans);
    expect(stateHash(revived)).toBe(stateHash(t2));
    const [a, b] = [playOut(revived), playOut(t2)];
    expect(stateHash(a.state)).toBe(stateHash(b.state));
    expect(a.events).toEqual(b.events);
  });
});
