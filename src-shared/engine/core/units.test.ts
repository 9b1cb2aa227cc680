import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import { threeUnits } from '../testing/test-fixtures';
import { withParts, type GameState } from './state';
import { unitHexIndexes } from './units';

const start = threeUnits;

const expected = (state: GameState) => state.board.unitIds.map((id) => (state.units[id]?.hex ? state.units[id].hex.row * state.board.cols + state.units[id].hex.col : -1));

describe('unit positions (the position table)', () => {
  it('lists each unit’s hex index in board order, -1 off the map', () => {
    const state = start();
    expect(Array.from(unitHexIndexes(state))).toEqual(expected(state));
    expect(Array.from(unitHexIndexes(state)).filter((at) => at < 0)).toHaveLength(1);
  });

  it('reads a units record whose ids come in another order, or with a unit missing, by id', () => {
    const state = start();
    const ids = [...state.board.unitIds].reverse();
    const reordered = withParts(state, { units: Object.fromEntries(ids.map((id) => [id, state.units[id]])) });
    expect(Array.from(unitHexIndexes(reordered))).toEqual(expected(state));
    const first = state.board.unitIds[0];
    const missing = withParts(state, { units: Object.fromEntries(state.board.unitIds.filter((id) => id !== first).map((id) => [id, state.units[id]])) });
    expect(Array.from(unitHexIndexes(missing))).toEqual([-1, ...expected(state).slice(1)]);
  });
});
