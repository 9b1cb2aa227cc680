import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import { defaultRuleset, type Ruleset } from '../../ruleset';
import { engineering, sideKey } from '../testing/test-engineering';
import { step, type FixtureUnit } from '../testing/test-fixtures';
import { obstacleClearing } from './greedy-obstacles';
import { engineeringAction } from './greedy-engineering';

const A = { col: 5, row: 5 };
const unit = (id: string, type: string, at: FixtureUnit['at'], side: FixtureUnit['side'] = 'axis'): FixtureUnit => ({ id, side, type, at });

function wire(): Ruleset {
  const r = defaultRuleset();
  r.hexsides = r.hexsides.map((h) => (h.id === 'barbed-wire' ? { ...h, obstacle: { clearers: { count: 2, flag: 'engineer' } } } : h));
  return r;
}

describe('greedy bot: obstacles (Atoll 14.9)', () => {
  const units = [unit('s1', 'sapper', A), unit('s2', 'sapper', A), unit('d', 'rifle', { col: 11, row: 0 }, 'allies')];

  it('clears the wire between its engineers and the objective it goes for, whatever its CP', () => {
    const s = engineering({ ruleset: wire(), hexsides: [{ at: A, dir: 0, type: 'barbed-wire' }], objectives: [{ at: step(step(step(A, 0), 0), 0), vp: 5 }], turns: [{ axis: 0, allies: 0 }], units });
    expect(engineeringAction(s, 'axis')).toEqual({ type: 'clearObstacle', obstacle: sideKey(A, 0), unitIds: ['s1', 's2'] });
  });

  it('leaves wire behind it alone', () => {
    const s = engineering({ ruleset: wire(), hexsides: [{ at: A, dir: 3, type: 'barbed-wire' }], objectives: [{ at: step(step(step(A, 0), 0), 0), vp: 5 }], units });
    expect(obstacleClearing(s, 'axis')).toBeNull();
  });
});
