import { describe, expect, it } from 'vitest';
import '../engine/testing/test-guards';
import { distance } from '../hex';
import type { GameState } from '../engine';
import { botGame } from '../../tests/support/playtest-games';
import { enemyZoc, reachFor, withoutUnits } from './move-preview';
import { viewFor } from './players';
import { Timeline } from './timeline';

// Taremo Ridge: the Japanese set up hidden (module hip); the United States moves against units it may not see.
const game = botGame('taremo', 1);
const timeline = new Timeline(game.session.setup, game.session.seed, game.session.actions);
const usMovement = game.session.actions.flatMap((a, i) => {
  const state = timeline.stateAt(i);
  return a.type === 'moveTo' && state.board.sides[state.player].id === 'us' ? [i] : [];
});

const nextToSeen = (state: GameState, masked: ReadonlySet<string>, hex: { col: number; row: number }) =>
  state.board.unitIds.some((id) => {
    const at = state.units[id].hex;
    return at !== null && state.board.units[id].sideId !== 'us' && !masked.has(id) && distance(state.board.geom, at, hex) <= 1;
  });

describe('the move preview of a side that may not see hidden units', () => {
  it('marks no zone of control, and stops no move, for a unit the side may not see', () => {
    let differs = 0;
    for (const count of usMovement.slice(0, 60)) {
      const state = timeline.stateAt(count);
      const { masked } = viewFor(state, 'us');
      if (masked.size === 0) continue;
      const known = withoutUnits(state, masked);
      for (const hex of enemyZoc(known, 'us')) expect(nextToSeen(state, masked, hex)).toBe(true);
      const unitId = (game.session.actions[count] as { unitId: string }).unitId;
      const truth = new Map(reachFor(state, unitId).map((r) => [`${r.hex.col},${r.hex.row}`, r]));
      for (const r of reachFor(known, unitId)) {
        if (r.endsInEzoc) expect(nextToSeen(state, masked, r.hex)).toBe(true);
        const real = truth.get(`${r.hex.col},${r.hex.row}`);
        if (!real || real.endsInEzoc !== r.endsInEzoc || real.cost !== r.cost) differs++;
      }
    }
    // The hidden units do stand in the way in this game: the side's preview and the truth differ somewhere.
    expect(differs).toBeGreaterThan(0);
  });

  it('leaves the true state as it was and changes nothing when the side sees every unit', () => {
    const state = timeline.stateAt(usMovement[0]);
    const { masked } = viewFor(state, 'us');
    expect(masked.size).toBeGreaterThan(0);
    const before = JSON.stringify(state.units);
    const known = withoutUnits(state, masked);
    expect(JSON.stringify(state.units)).toBe(before);
    for (const id of masked) expect(known.units[id].hex).toBeNull();
    expect(withoutUnits(state, new Set())).toBe(state);
  });
});
