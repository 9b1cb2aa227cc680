import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import { hexIndex } from '../core/board';
import { game } from '../testing/test-fixtures';
import { distanceField } from './goals';

const state = () =>
  game({
    units: [
      { id: 'a', side: 'axis', type: 'platoon', at: { col: 1, row: 1 } },
      { id: 'b', side: 'axis', type: 'runner', at: { col: 2, row: 2 } },
    ],
  });

describe('distance fields', () => {
  it('are half-MP to the nearest target: 0 on a target, more away from it', () => {
    const { board } = state();
    const target = hexIndex(board, { col: 5, row: 5 });
    const field = distanceField(board, 'a', [target]);
    expect(field[target]).toBe(0);
    expect(field[hexIndex(board, { col: 5, row: 4 })]).toBeGreaterThan(0);
    expect(field[hexIndex(board, { col: 1, row: 1 })]).toBeGreaterThan(field[hexIndex(board, { col: 5, row: 4 })]);
  });

  it('are kept per movement class and target list: the same list (another array) gives the same field, another list another', () => {
    const { board } = state();
    const targets = [hexIndex(board, { col: 5, row: 5 }), hexIndex(board, { col: 7, row: 2 })];
    const field = distanceField(board, 'a', targets);
    expect(distanceField(board, 'b', [...targets])).toBe(field);
    const other = distanceField(board, 'a', [targets[0]]);
    expect(other).not.toBe(field);
    expect(other[targets[1]]).toBeGreaterThan(0);
    expect(distanceField(board, 'a', [targets[1], targets[0]])).not.toBe(field);
  });
});
