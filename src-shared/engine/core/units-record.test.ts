import { afterEach, describe, expect, it } from 'vitest';
import '../testing/test-guards';
import { bundledScenario } from '../../../tests/support/bundled-scenarios';
import { prepareScenario, scenarioGame } from '../bots';
import { threeUnits } from '../testing/test-fixtures';
import { withParts, type UnitState } from './state';
import { copyUnits, unitStates, unitsWith } from './units';
import { compiledRecordBuilder, recordBuilder, useRecordBuilder } from './units-record';

const start = threeUnits;

const entries = (record: object) => Object.entries(record);
const moved = (unit: UnitState): UnitState => ({ ...unit, hex: { col: 4, row: 4 } });

afterEach(() => useRecordBuilder(null));

describe('the compiled units record builder', () => {
  it('makes a record with the ids as keys, in their order, and the listed states as values', () => {
    const ids = ['x', 'a"b\\c\n', 'é 2', 'constructor'];
    const list = ids.map((_, i): UnitState => ({ hex: { col: i, row: 0 }, disrupted: false, step: 0 }));
    const build = compiledRecordBuilder(ids);
    expect(build).not.toBeNull();
    const record = build?.(list) ?? {};
    expect(Object.keys(record)).toEqual(ids);
    expect(Object.values(record)).toEqual(list);
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
    expect(build?.(list)).not.toBe(record);
  });

  it('declines ids a literal would not copy exactly: __proto__, or an id listed twice', () => {
    expect(compiledRecordBuilder(['a', '__proto__'])).toBeNull();
    expect(compiledRecordBuilder(['a', 'b', 'a'])).toBeNull();
  });

  it('is used only once installed, and forgotten when uninstalled', () => {
    const { board } = start();
    expect(recordBuilder(board.unitIds)).toBeNull();
    useRecordBuilder(compiledRecordBuilder);
    expect(recordBuilder(board.unitIds)).not.toBeNull();
    useRecordBuilder(null);
    expect(recordBuilder(board.unitIds)).toBeNull();
  });
});

describe('copying a units record (copyUnits, unitsWith)', () => {
  for (const how of ['by spread', 'by the compiled builder'] as const) {
    it(`gives the keys, order and values of a spread (${how})`, () => {
      if (how !== 'by spread') useRecordBuilder(compiledRecordBuilder);
      const state = start();
      const copy = copyUnits(state);
      expect(copy).not.toBe(state.units);
      expect(entries(copy)).toEqual(entries({ ...state.units }));
      const next = unitsWith(state, 'b', moved(state.units.b));
      expect(entries(next)).toEqual(entries({ ...state.units, b: moved(state.units.b) }));
      expect(state.units.b.hex).toEqual({ col: 2, row: 3 });
      // The new record's table is known and right.
      expect(unitStates(withParts(state, { units: next }))).toEqual(state.board.unitIds.map((id) => next[id]));
    });

    it(`keeps a record's own key order, or a unit it lacks, as a spread does (${how})`, () => {
      if (how !== 'by spread') useRecordBuilder(compiledRecordBuilder);
      const state = start();
      const reordered = withParts(state, { units: { c: state.units.c, b: state.units.b, a: state.units.a } });
      expect(Object.keys(copyUnits(reordered))).toEqual(['c', 'b', 'a']);
      expect(Object.keys(unitsWith(reordered, 'a', moved(state.units.a)))).toEqual(['c', 'b', 'a']);
      const lacking = withParts(state, { units: { a: state.units.a, c: state.units.c } });
      expect(Object.keys(copyUnits(lacking))).toEqual(['a', 'c']);
      expect(entries(unitsWith(lacking, 'b', moved(state.units.b)))).toEqual(entries({ ...lacking.units, b: moved(state.units.b) }));
    });
  }

  it('plays a whole bot game the same with the compiled builder as by spread', () => {
    const scenario = prepareScenario(bundledScenario('palembang'));
    const play = (seed: number) => {
      const played = scenarioGame(scenario, { seed, bots: 'greedy' });
      return { hash: played.hash, actions: played.session.actions };
    };
    const bySpread = [play(3), play(4)];
    useRecordBuilder(compiledRecordBuilder);
    expect([play(3), play(4)]).toEqual(bySpread);
  });
});
