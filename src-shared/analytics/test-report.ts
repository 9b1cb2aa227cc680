/** A small playout report input for the report tests (test-only). */
import type { GameSummary } from './game-summary';

export const reportInput = (games: GameSummary[]) => ({
  file: 'x.atoll.json', title: 'X', seed: 7, bots: { a: 'greedy' as const, b: 'random' as const },
  sides: [{ id: 'a', name: 'Alpha' }, { id: 'b', name: 'Beta' }],
  contingents: [{ id: 'c1', code: '1A', name: 'First', sideId: 'a' }, { id: 'c2', code: '2B', name: 'Second', sideId: 'b' }],
  turns: [1, 2, 3, 4], cols: 10, unplaced: [], games,
});
