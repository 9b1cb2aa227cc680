import { describe, expect, it } from 'vitest';
import '../../src-shared/engine/testing/test-guards';
import type { GameState } from '../../src-shared/engine';
import { act } from '../../src-shared/engine/testing/test-fixtures';
import type { HexRef } from '../../src-shared/model';
import { BotTable, maskedFor } from '../../src-shared/playtest';
import { convoy } from '../../src-shared/playtest/test-convoy';
import { testGame } from '../../tests/support/playtest-game-store';
import { unitsByHex } from './units-by-hex';

/** The units of a hex as the board shows them, one hex at a time (what PlayUi.unitsIn did before it kept a table). */
function unitsOneHex(state: GameState, masked: ReadonlySet<string> | null, col: number, row: number): string[] {
  const sees = (id: string) => !masked?.has(id);
  const here = (id: string) => state.units[id].hex?.col === col && state.units[id].hex?.row === row && sees(id);
  return state.board.unitIds.filter(here).flatMap((id) => [...state.board.unitIds.filter((p) => state.units[p].aboard === id && sees(p)), id]);
}

/** Every hex with a unit (and nothing else) is in the table as a look at that hex finds it. */
function expectSame(state: GameState, masked: ReadonlySet<string> | null) {
  const table = unitsByHex(state, masked);
  const occupied = new Map<string, HexRef>();
  for (const id of state.board.unitIds) {
    const hex = state.units[id].hex;
    if (hex) occupied.set(`${hex.col},${hex.row}`, hex);
  }
  for (const [key, hex] of occupied) expect(table.get(key) ?? []).toEqual(unitsOneHex(state, masked, hex.col, hex.row));
  for (const key of table.keys()) expect(occupied.has(key)).toBe(true);
}

describe('the units of each hex as the board shows them', () => {
  it('puts units aboard just under their carrier, in the board’s order, and leaves out what the viewer may not see', () => {
    const state = act(convoy(), { type: 'load', unitId: 'a', carrierId: 't' });
    expect(unitsByHex(state, null).get('3,3')).toEqual(['a', 'z', 't']);
    expect(unitsByHex(state, new Set(['z'])).get('3,3')).toEqual(['a', 't']);
    expect(unitsByHex(state, new Set(['t'])).get('3,3')).toBeUndefined();
    for (const masked of [null, new Set(['z']), new Set(['t', 'e'])]) expectSame(state, masked);
  });

  it('is what a look at each hex in turn finds, through a game with hidden units (Taremo)', () => {
    const game = testGame('taremo', {});
    const bots = new BotTable(Object.fromEntries(game.doc.sides.map((s) => [s.id, 'random'])), 3);
    for (let i = 0; i < 150 && !game.state.over; i++) {
      if (i % 15 === 0) for (const side of game.state.board.sides) expectSame(game.state, maskedFor(game.state, side.id));
      const action = bots.next(game.state);
      if (!action || !game.act(action).ok) break;
    }
  });
});
