import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import type { Action } from '../core/actions';
import { legalActions } from '../core/legal';
import type { GameState } from '../core/state';
import { engineering, sideKey } from '../testing/test-engineering';
import { step, type FixtureUnit } from '../testing/test-fixtures';
import { strike } from '../testing/test-scenario';
import { greedyBot } from './greedy-bot';

const R = { col: 5, row: 5 };
const FAR = { col: 11, row: 11 };
const axis = (id: string, type: string, at: FixtureUnit['at'], disrupted = false): FixtureUnit => ({ id, side: 'axis', type, at, disrupted });
const allied = (id: string, at: FixtureUnit['at'], type = 'rifle'): FixtureUnit => ({ id, side: 'allies', type, at });

const listed = (state: GameState, action: Action) => legalActions(state).some((a) => JSON.stringify(a) === JSON.stringify(action));

/** The axis Engineering Phase by a refinery objective R (10 VP, 5 demolished). */
function refinery(units: FixtureUnit[], o: { cp?: number; strikes?: boolean } = {}): GameState {
  const extra = o.strikes ? { strikes: [strike('ax-air', 'axis', { initial: true, availability: 'restOfGame' })] } : undefined;
  const cp = o.cp ?? 3;
  return engineering({ units, terrain: [{ at: R, terrain: 'refinery' }], objectives: [{ at: R, vp: 10, vpDemolished: 5 }], turns: [{ axis: cp, allies: 2 }, { axis: cp, allies: 2 }], extra });
}

describe('greedy bot: demolition (19.0)', () => {
  it('demolishes an objective the enemy holds, from next to it, unless it is about to take it', () => {
    const state = refinery([axis('e', 'sapper', step(R, 0)), allied('x', R)]);
    const action = greedyBot().next(state, 'axis');
    expect(action).toEqual({ type: 'demolish', unitId: 'e', target: { hex: R } });
    expect(listed(state, action)).toBe(true);
    // Two paras (12) next to a rifle (3): the objective is as good as the axis's, and worth its full VP.
    const taking = refinery([axis('e', 'sapper', step(R, 0)), axis('p', 'para', step(R, 1)), axis('q', 'para', step(R, 2)), allied('x', R)]);
    expect(greedyBot().next(taking, 'axis')).not.toMatchObject({ type: 'demolish' });
  });

  it('demolishes its own objective only when about to lose it (enemy strength next to it twice its own)', () => {
    const safe = refinery([axis('r', 'rifle', R), allied('x', FAR)]);
    expect(greedyBot().next(safe, 'axis')).toEqual({ type: 'endPhase' });
    const lost = refinery([axis('r', 'rifle', R), allied('x', step(R, 0), 'para'), allied('y', step(R, 2))]);
    expect(greedyBot().next(lost, 'axis')).toEqual({ type: 'demolish', unitId: 'r', target: { hex: R } });
  });

  it('keeps the CP its attacks need (cp-reserve.ts)', () => {
    const units = [axis('e', 'sapper', step(R, 0)), allied('x', R)];
    expect(greedyBot().next(refinery(units, { cp: 2, strikes: true }), 'axis')).toEqual({ type: 'endPhase' });
    expect(greedyBot().next(refinery(units, { cp: 3, strikes: true }), 'axis')).toMatchObject({ type: 'demolish' });
  });

  it('blows the bridge an objective is demolished with (demolishedWith) when the enemy holds that objective', () => {
    const B1 = { col: 2, row: 8 };
    const B2 = step(B1, 1);
    const BRIDGE = sideKey(B1, 1);
    const bridge = (enemyAt: FixtureUnit['at']) =>
      engineering({
        units: [axis('r', 'rifle', B1), allied('x', enemyAt)],
        hexsides: [{ at: B1, dir: 1, type: 'bridge' }],
        objectives: [{ at: B2, vp: 10, vpDemolished: 5, demolishedWith: BRIDGE }],
        turns: [{ axis: 3, allies: 2 }, { axis: 3, allies: 2 }],
      });
    const held = bridge(B2);
    const action = greedyBot().next(held, 'axis');
    expect(action).toEqual({ type: 'demolish', unitId: 'r', target: { hexside: BRIDGE } });
    expect(listed(held, action)).toBe(true);
    expect(greedyBot().next(bridge(FAR), 'axis')).toEqual({ type: 'endPhase' });
  });
});

describe('greedy bot: roadblocks (20.0)', () => {
  it('the unit holding an objective builds a roadblock there when the enemy is within 3 hexes', () => {
    const O = { col: 5, row: 5 };
    const game = (enemyAt: FixtureUnit['at']) =>
      engineering({ units: [axis('r', 'rifle', O), axis('s', 'rifle', { col: 1, row: 1 }), allied('x', enemyAt)], objectives: [{ at: O, vp: 10 }], turns: [{ axis: 3, allies: 2 }, { axis: 3, allies: 2 }] });
    const near = game(step(step(O, 3), 3));
    const action = greedyBot().next(near, 'axis');
    expect(action).toEqual({ type: 'buildRoadblock', unitId: 'r' });
    expect(listed(near, action)).toBe(true);
    expect(greedyBot().next(game(FAR), 'axis')).toEqual({ type: 'endPhase' });
  });

  it('on a road next to a held objective, only a unit that stays anyway (in an enemy ZOC) builds one', () => {
    const O = { col: 5, row: 5 };
    const ROAD = step(O, 3);
    const game = (enemyAt: FixtureUnit['at']) =>
      engineering({
        units: [axis('h', 'rifle', O), axis('r', 'rifle', ROAD), allied('x', enemyAt)],
        objectives: [{ at: O, vp: 10 }],
        paths: [{ at: O, dir: 3, type: 'road' }, { at: ROAD, dir: 3, type: 'road' }],
        terrain: [{ at: O, terrain: 'fortification' }],
        turns: [{ axis: 3, allies: 2 }, { axis: 3, allies: 2 }],
      });
    // No roadblock may go in the fortification itself (20.1), so the road hex is the one.
    expect(greedyBot().next(game(step(ROAD, 3)), 'axis')).toEqual({ type: 'buildRoadblock', unitId: 'r' });
    expect(greedyBot().next(game(step(step(ROAD, 3), 3)), 'axis')).toEqual({ type: 'endPhase' });
  });
});

describe('greedy bot: air supply (18.3)', () => {
  it('uses a marker that regroups two disrupted units for its 1 CP; one disrupted unit regroups the ordinary way', () => {
    const M = { col: 5, row: 5 };
    const regroup = (units: FixtureUnit[]) => {
      const s = engineering({ units, airSupply: { axis: 1 }, turns: [{ axis: 3, allies: 2 }, { axis: 3, allies: 2 }] }, 'regroup');
      return { ...s, airSupply: { axis: { left: 0, onMap: [M] } } };
    };
    const two = regroup([axis('a', 'rifle', M, true), axis('b', 'rifle', step(M, 1), true), allied('x', FAR)]);
    const action = greedyBot().next(two, 'axis');
    expect(action).toEqual({ type: 'useAirSupply', hex: M });
    expect(listed(two, action)).toBe(true);
    expect(greedyBot().next(regroup([axis('a', 'rifle', M, true), allied('x', FAR)]), 'axis')).toEqual({ type: 'regroup', unitId: 'a' });
  });
});
