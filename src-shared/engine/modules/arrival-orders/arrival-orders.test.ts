import { describe, expect, it } from 'vitest';
import '../../testing/test-guards';
import type { ArrivalOrder } from '../../../model';
import type { Action } from '../../core/actions';
import { apply } from '../../core/apply';
import type { GameEvent } from '../../core/events';
import { hashValue } from '../../core/hash';
import { legalActions } from '../../core/legal';
import { stateHash } from '../../core/session';
import type { GameState } from '../../core/state';
import { SetupError } from '../../scenario/setup';
import { eventsOf, refused } from '../../testing/test-combat';
import { TEST_SIDES } from '../../testing/test-fixtures';
import { act, arrival, ground, offMap, reach, scenario, westEdge } from '../../testing/test-scenario';
import { dueTurn, orderFor, ordersMissing } from './arrival-orders';
import { greedyArrivalOrder, randomArrivalOrder } from './arrival-orders-bots';

// Arrival orders at unit level (Side.arrivalOrder): the scenario gives the pool and the schedule, the side seals the
// order before play, the engine holds it to it, the other side learns it at the end.
const AX = { id: 'ax1', side: 'axis' as const, type: 'rifle', at: { col: 5, row: 5 } };
const AL = { id: 'al1', side: 'allies' as const, type: 'rifle', at: { col: 8, row: 8 } };
const POOL = ['ra', 'rb', 'rc', 'rd'];
const units = [AX, AL, offMap('ra', 'axis'), offMap('rb', 'axis', 'para'), offMap('rc', 'axis'), offMap('rd', 'axis', 'para')];
const contingentOf = { ra: 'A', rb: 'A', rc: 'B', rd: 'C' };

const orderOf = (extra: Partial<ArrivalOrder> = {}): ArrivalOrder => ({
  mode: 'written',
  groups: 'unit',
  unitIds: POOL,
  // Two on turn 1, one on turn 2, one on turn 3.
  schedule: [{ turn: 1, count: 2 }, { turn: 2, count: 1 }, { turn: 3, count: 1 }],
  // The owner may hold them back, so that phases can be ended straight through.
  entry: ground([westEdge], true),
  ...extra,
});

function orderGame(order: ArrivalOrder = orderOf(), extra: { placed?: string; arrivals?: boolean; seed?: number } = {}): GameState {
  const sides = TEST_SIDES.map((s) => (s.id === 'axis' ? { ...s, arrivalOrder: order } : { ...s }));
  const placed = units.map((u) => (u.id === extra.placed ? { ...u, at: { col: 2, row: 2 } } : u));
  const arrivals = extra.arrivals ? [arrival('arrRb', 'axis', 2, { kind: 'units', unitIds: ['rb'] })] : [];
  return scenario({ units: placed, contingentOf, extra: { sides, arrivals } }, extra.seed ?? 1);
}

const seal = (order?: string[]): Action => (order ? { type: 'sealArrivalOrder', side: 'axis', order } : { type: 'sealArrivalOrder', side: 'axis' });
const poolIds = (s: GameState) => Object.keys(s.pool ?? {}).sort();

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

describe('arrival orders: sealed before play', () => {
  it('arrival order: play waits until the side has sealed its order; legalActions offers only sealing it, whoever is phasing', () => {
    const s = orderGame();
    expect(ordersMissing(s)).toEqual(['axis']);
    const before = stateHash(s);
    const blocked = refused(apply(s, { type: 'endPhase' }));
    expect(blocked).toMatchObject({ code: 'arrival-order-missing', rule: 'arrival order' });
    expect(blocked.message).toContain('Axis must first seal the order in which its units arrive');
    expect(stateHash(s)).toBe(before);
    expect(legalActions(s)).toEqual([seal(POOL), seal([...POOL].reverse())]);
    const sealed = act(s, seal(['rd', 'rc', 'rb', 'ra']));
    expect(ordersMissing(sealed)).toEqual([]);
    expect(legalActions(sealed)).toContainEqual({ type: 'endPhase' });
  });

  it('arrival order: a written order must list every unit of the pool once, and is sealed only once', () => {
    const s = orderGame();
    expect(refused(apply(s, seal(['ra', 'rb', 'rc']))).message).toBe("Axis's arrival order is not valid: the order must list every one of its units; missing: rd.");
    expect(refused(apply(s, seal(['ra', 'ra', 'rb', 'rc', 'rd']))).message).toContain("'ra' is listed twice");
    expect(refused(apply(s, seal(['ra', 'rb', 'rc', 'rd', 'ax1']))).message).toContain("'ax1' is not one of the units of the order");
    expect(refused(apply(s, { type: 'sealArrivalOrder', side: 'allies', order: [] })).code).toBe('arrival-order-not-required');
    const sealed = act(s, seal(POOL));
    expect(refused(apply(sealed, seal([...POOL].reverse()))).code).toBe('arrival-order-already-sealed');
  });

  it('arrival order: the sealed event and the log carry no part of the order; only its own side sees it until the game is over', () => {
    const r = apply(orderGame(), seal(['rd', 'rc', 'rb', 'ra']));
    if (!r.ok) throw new Error(r.error.message);
    const [sealed] = eventsOf(r.events, 'arrival-order-sealed');
    expect(sealed).toEqual({ type: 'arrival-order-sealed', side: 'axis', mode: 'written', digest: hashValue(['rd', 'rc', 'rb', 'ra']), items: 4, rule: 'arrival order' });
    expect(orderFor(r.state, 'axis')).toEqual(['rd', 'rc', 'rb', 'ra']);
    expect(orderFor(r.state, 'allies', 'axis')).toBeNull();
    const end = playOut(r.state);
    expect(orderFor(end.state, 'allies', 'axis')).toEqual(['rd', 'rc', 'rb', 'ra']);
  });
});

describe('arrival orders: the engine holds the side to its order', () => {
  it('arrival order: each Reinforcement Phase of the schedule puts only the next units of the order in the pool', () => {
    const s = act(orderGame(), seal(['rd', 'rc', 'rb', 'ra']));
    const t1 = reach(s, 1, 'reinforcement', 'axis');
    expect(poolIds(t1.state)).toEqual(['rc', 'rd']);
    expect(eventsOf(t1.events, 'arrival-order-due')).toEqual([{ type: 'arrival-order-due', side: 'axis', turn: 1, count: 2, items: ['rd', 'rc'], units: ['rd', 'rc'], from: 1, to: 2, rule: 'arrival order' }]);
    expect(eventsOf(t1.events, 'reinforcements-available')[0]).toMatchObject({ source: 'arrival order', units: ['rc', 'rd'] });
    const t2 = reach(t1.state, 2, 'reinforcement', 'axis');
    expect(eventsOf(t2.events, 'arrival-order-due')[0]).toMatchObject({ items: ['rb'], from: 3, to: 3 });
    const t3 = reach(t2.state, 3, 'reinforcement', 'axis');
    expect(eventsOf(t3.events, 'arrival-order-due')[0]).toMatchObject({ items: ['ra'], from: 4, to: 4 });
  });

  it('arrival order: a unit whose place is still to come may not enter, and the refusal says when it arrives', () => {
    const s = act(orderGame(), seal(['rd', 'rc', 'rb', 'ra']));
    const move = reach(s, 1, 'movement', 'axis').state;
    const early = refused(apply(move, { type: 'enter', unitId: 'ra', hex: { col: 0, row: 3 } }));
    expect(early).toEqual({ code: 'illegal-entry', message: "ra is 4th in Axis's sealed arrival order: it arrives on turn 3.", rule: 'arrival order' });
    expect(dueTurn(move, 'axis', 'rb')).toEqual({ place: 3, turn: 2 });
    expect(legalActions(move).filter((a) => a.type === 'enter').every((a) => a.type === 'enter' && ['rc', 'rd'].includes(a.unitId))).toBe(true);
    expect(apply(move, { type: 'enter', unitId: 'rd', hex: { col: 0, row: 3 } }).ok).toBe(true);
  });

  it('arrival order: contingents as items arrive whole, each counting once in the schedule', () => {
    const order = orderOf({ groups: 'contingent', schedule: [{ turn: 1, count: 1 }, { turn: 2, count: 2 }] });
    const s = orderGame(order);
    expect(legalActions(s)).toEqual([seal(['A', 'B', 'C']), seal(['C', 'B', 'A'])]);
    const t1 = reach(act(s, seal(['A', 'C', 'B'])), 1, 'reinforcement', 'axis');
    expect(poolIds(t1.state)).toEqual(['ra', 'rb']);
    const t2 = reach(t1.state, 2, 'reinforcement', 'axis');
    expect(eventsOf(t2.events, 'arrival-order-due')[0]).toMatchObject({ items: ['C', 'B'], units: ['rd', 'rc'] });
  });

  it('arrival order: the game refuses to start when the scenario cannot hold the side to it', () => {
    const problems = (f: () => unknown): string[] => {
      try {
        f();
      } catch (e) {
        if (e instanceof SetupError) return [...e.problems];
        throw e;
      }
      return [];
    };
    expect(problems(() => orderGame(orderOf(), { placed: 'rb' }))).toContain("rb arrives by Axis's arrival order; it may not be placed at set-up");
    expect(problems(() => orderGame(orderOf(), { arrivals: true }))).toContain("rb arrives by Axis's arrival order; the scheduled arrival arrRb may not bring it too");
    expect(problems(() => orderGame(orderOf({ schedule: [{ turn: 1, count: 5 }] })))).toContain("Axis's arrival order schedules 5 arrivals for 4 units");
    expect(problems(() => orderGame(orderOf({ schedule: [{ turn: 9, count: 1 }] })))).toContain("Axis's arrival order schedules arrivals on turn 9, which is not on the turn track");
    expect(problems(() => orderGame(orderOf({ unitIds: ['ra', 'al1', 'zz'], schedule: [{ turn: 1, count: 1 }] })))).toEqual([
      "Axis's arrival order names al1, a unit of another side",
      "Axis's arrival order names a unit 'zz' that is not in the scenario",
    ]);
  });
});

describe('arrival orders: revealed at the end, rolled for solo play, written by the bots', () => {
  it('arrival order: as the game ends the order is revealed with the turn each unit arrived', () => {
    const order = orderOf({ schedule: [{ turn: 1, count: 2 }, { turn: 3, count: 1 }] });
    const end = playOut(act(orderGame(order), seal(['rd', 'rc', 'rb', 'ra'])));
    expect(eventsOf(end.events, 'arrival-order-revealed')).toEqual([
      {
        type: 'arrival-order-revealed', side: 'axis', digest: hashValue(['rd', 'rc', 'rb', 'ra']), order: ['rd', 'rc', 'rb', 'ra'],
        arrived: [{ item: 'rd', turn: 1 }, { item: 'rc', turn: 1 }, { item: 'rb', turn: 3 }, { item: 'ra', turn: null }],
        rule: 'arrival order',
      },
    ]);
  });

  it('arrival order (rolled): the game dice draw the order place by place, each roll logged, and it stays sealed', () => {
    const s = orderGame(orderOf({ mode: 'rolled' }), { seed: 7 });
    expect(legalActions(s)).toEqual([seal()]);
    expect(refused(apply(s, seal(POOL))).message).toBe("Axis's arrival order is rolled by the dice; the player does not write it.");
    const r = apply(s, seal());
    if (!r.ok) throw new Error(r.error.message);
    const rolls = eventsOf(r.events, 'die-rolled');
    expect(rolls.map((e) => e.dice)).toEqual(['1d4', '1d3', '1d2']);
    // Replaying the draw by hand from the logged faces gives the sealed order.
    const left = [...POOL];
    const drawn = rolls.map((e) => left.splice(e.total - 1, 1)[0]);
    const order = [...drawn, ...left];
    expect(orderFor(r.state, 'axis')).toEqual(order);
    expect(orderFor(r.state, 'allies', 'axis')).toBeNull();
    expect(eventsOf(r.events, 'arrival-order-sealed')[0]).toMatchObject({ mode: 'rolled', digest: hashValue(order) });
    // The same seed draws the same order.
    const again = apply(orderGame(orderOf({ mode: 'rolled' }), { seed: 7 }), seal());
    expect(again.ok && orderFor(again.state, 'axis')).toEqual(order);
  });

  it('arrival order (bots): the greedy bot puts the strongest units first; the random bot shuffles with its own dice', () => {
    const s = orderGame();
    // para (combat 6) before rifle (combat 3); ties keep the scenario's order.
    expect(greedyArrivalOrder(s, 'axis')).toEqual(seal(['rb', 'rd', 'ra', 'rc']));
    expect(greedyArrivalOrder(s, 'allies')).toBeNull();
    const faces = [3, 0, 1, 0];
    const random = randomArrivalOrder(s, 'axis', () => faces.shift() ?? 0);
    expect(random).toEqual(seal(['rd', 'ra', 'rc', 'rb']));
    expect(apply(s, random as Action).ok).toBe(true);
    expect(greedyArrivalOrder(orderGame(orderOf({ mode: 'rolled' })), 'axis')).toEqual(seal());
  });
});
