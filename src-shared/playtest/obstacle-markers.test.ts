import { describe, expect, it } from 'vitest';
import '../engine/testing/test-guards';
import { defaultRuleset, featureFireRows, type FeatureRule } from '../ruleset';
import { engineering, rolled, sideKey } from '../engine/testing/test-engineering';
import { step } from '../engine/testing/test-fixtures';
import { markers } from './board-view';

const A = { col: 5, row: 5 };
const D = { col: 8, row: 8 };
const post: FeatureRule = {
  id: 'commandPost', name: 'Command post', source: 'test', defence: 0, columnShift: -1, protects: 'all', vehiclesMayEnter: true, enterMp: 0, maxPerHex: 1,
  forbidden: { structure: false, water: [], terrain: [] }, life: { dice: '1d6', rows: featureFireRows(5), keepsBonus: true },
};

describe('board markers of obstacles and features with a life (Atoll 14.9, 14.10)', () => {
  it('a cleared obstacle and a destroyed feature get markers; standing and intact ones are left to the printed map', () => {
    const ruleset = defaultRuleset();
    ruleset.hexsides = ruleset.hexsides.map((h) => (h.id === 'barbed-wire' ? { ...h, obstacle: { clearers: { count: 1, flag: 'engineer' } } } : h));
    ruleset.features = [...ruleset.features, post];
    const units = [
      { id: 's', side: 'axis' as const, type: 'sapper', at: A },
      { id: 'a', side: 'axis' as const, type: 'rifle', at: step(D, 3) },
      { id: 'd', side: 'allies' as const, type: 'rifle', at: D },
    ];
    const s = engineering({ ruleset, hexsides: [{ at: A, dir: 0, type: 'barbed-wire' }], features: [{ at: D, type: 'commandPost' }], turns: [{ axis: 3, allies: 3 }], units });
    const kinds = (state: typeof s) => markers(state).onMap.filter((m) => m.kind === 'obstacle-cleared' || m.kind === 'feature-destroyed');
    expect(kinds(s)).toEqual([]);
    const cleared = rolled(s, { type: 'clearObstacle', obstacle: sideKey(A, 0), unitIds: ['s'] }).state;
    expect(kinds(cleared)).toEqual([{ kind: 'obstacle-cleared', name: 'Barbed wire', hexes: [A, step(A, 0)], hexside: sideKey(A, 0) }]);
    const destroyed = { ...cleared, obstacles: { ...cleared.obstacles, destroyed: ['f0'] } };
    expect(kinds(destroyed)).toContainEqual({ kind: 'feature-destroyed', name: 'Command post', hex: D, keepsBonus: true });
  });
});
