import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src-shared/engine';
import { BotTable, maskedFor } from '../../../src-shared/playtest';
import { testGame } from '../../../tests/support/playtest-game-store';
import type { BundledScenario } from '../../../tests/support/bundled-scenarios';
import { BoardStacks } from './board-stacks';
import { stacksOf } from './board-state';
import { UnitFaces } from './unit-faces';

/** Plays a bundled scenario with random bots, handing each state to `visit` with a BoardStacks kept all game. */
function play(name: BundledScenario, actions: number, visit: (state: GameState, i: number, stacks: BoardStacks, faces: UnitFaces) => void) {
  const game = testGame(name, {});
  const faces = new UnitFaces(game.doc);
  const stacks = new BoardStacks(faces);
  const bots = new BotTable(Object.fromEntries(game.doc.sides.map((s) => [s.id, 'random'])), 7);
  visit(game.state, 0, stacks, faces);
  for (let i = 1; i <= actions && !game.state.over; i++) {
    const action = bots.next(game.state);
    if (!action || !game.act(action).ok) break;
    visit(game.state, i, stacks, faces);
  }
}

describe('the board’s stacks, kept from state to state', () => {
  it.each(['taremo', 'palembang', 'primosole'] as const)('are the stacks of each state worked out from scratch, with units masked and sliding (%s)', (name) => {
    let checked = 0;
    play(name, 400, (state, i, stacks, faces) => {
      // The viewer changes side now and then (hot-seat), and a unit slides off and back.
      const viewer = i % 90 < 45 ? state.board.sides[0].id : i % 90 < 80 ? state.board.sides[1].id : null;
      const unseen = new Set(viewer ? maskedFor(state, viewer) : []);
      const onMap = state.board.unitIds.filter((id) => state.units[id].hex);
      if (i % 3 === 1 && onMap.length > 0) unseen.add(onMap[i % onMap.length]);
      const kept = stacks.of(state, unseen);
      expect(kept).toEqual(stacksOf(state, faces, (id) => !unseen.has(id)));
      // Asked again with the same state, the same list.
      expect(stacks.of(state, new Set(unseen))).toBe(kept);
      checked++;
    });
    expect(checked).toBeGreaterThan(50);
  });

  it('gives the stacks an action did not touch as the same objects, so the board knows at once they did not change', () => {
    let before: readonly { key: string }[] = [];
    let kept = 0;
    play('palembang', 200, (state, _i, stacks) => {
      const now = stacks.of(state, new Set());
      const same = now.filter((s) => before.includes(s)).length;
      // At most the two hexes of a move, or the few hexes of an attack, are new objects.
      if (before.length > 20 && now.length === before.length) kept = Math.max(kept, same);
      before = now;
    });
    expect(kept).toBeGreaterThan(20);
  });
});
