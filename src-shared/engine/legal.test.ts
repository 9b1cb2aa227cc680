import { describe, expect, it } from 'vitest';
import './test-guards';
import { legalActions } from './legal';
import { reachableHexes } from './reach';
import { act, game, toMovement, type FixtureUnit } from './test-fixtures';

const units: FixtureUnit[] = [
  { id: 'a1', side: 'axis', type: 'platoon', at: { col: 2, row: 2 } },
  { id: 'a2', side: 'axis', type: 'gun', at: { col: 4, row: 2 } },
  { id: 'b1', side: 'allies', type: 'platoon', at: { col: 8, row: 8 } },
];

describe('legal actions', () => {
  it('4.2: outside the Movement Phase the only action of this slice is ending the phase', () => {
    expect(legalActions(game({ units }))).toEqual([{ type: 'endPhase' }]);
  });

  it('10.0, 10.10: in the Movement Phase each movable unit of the phasing side lists fast movement and one moveTo per reachable hex', () => {
    const s = toMovement(game({ units }));
    const legal = legalActions(s);
    const moves = legal.filter((a) => a.type === 'moveTo');
    expect(legal[0]).toEqual({ type: 'endPhase' });
    expect(legal).toContainEqual({ type: 'fastMove', unitId: 'a1' });
    expect(legal).not.toContainEqual({ type: 'fastMove', unitId: 'a2' });
    expect(moves).toHaveLength(reachableHexes(s, 'a1').size);
    expect(moves.every((a) => a.type === 'moveTo' && a.unitId === 'a1')).toBe(true);
  });

  it('4.2 III: a finished game allows nothing', () => {
    let s = game({ units, turns: [{ axis: 0, allies: 0 }] });
    while (!s.over) s = act(s, { type: 'endPhase' });
    expect(legalActions(s)).toEqual([]);
  });
});
