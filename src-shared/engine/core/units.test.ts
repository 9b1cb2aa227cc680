import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import { threeUnits } from '../testing/test-fixtures';
import { withParts, type GameState } from './state';
import { unitAt, unitEliminated, unitHexIndexes, unitWith } from './units';
import type { UnitState } from './state';

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

describe('unit states written as one literal', () => {
  const plain: UnitState = { hex: { col: 2, row: 3 }, disrupted: false, step: 0 };
  const aboard: UnitState = { hex: null, disrupted: true, step: 1, aboard: 'truck' };
  const keysAndValues = (u: UnitState) => Object.entries(u);

  it('unitWith, unitAt and unitEliminated give the keys, their order and the values the spreads gave', () => {
    for (const unit of [plain, aboard]) {
      expect(keysAndValues(unitWith(unit, { col: 4, row: 4 }, true, 2))).toEqual(keysAndValues({ ...unit, hex: { col: 4, row: 4 }, disrupted: true, step: 2 }));
      expect(keysAndValues(unitAt(unit, null))).toEqual(keysAndValues({ ...unit, hex: null }));
      expect(keysAndValues(unitEliminated(unit))).toEqual(keysAndValues({ ...unit, hex: null, eliminated: true }));
    }
  });

  it('a unit with more than the three keys keeps them', () => {
    expect(unitWith(aboard, null, false, 1).aboard).toBe('truck');
    expect(unitEliminated({ ...plain, removed: 'evacuated' }).removed).toBe('evacuated');
  });
});
