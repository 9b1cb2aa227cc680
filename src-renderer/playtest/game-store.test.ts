import { describe, expect, it } from 'vitest';
import { BotTable } from '../../src-shared/playtest';
import { testGame } from '../../tests/support/playtest-game-store';

const later = () => new Promise((r) => setTimeout(r, 5));

describe('a game checks the project’s copy of its log', () => {
  it('says play is no longer saved when the backend’s replay reaches another state (checked once the window is idle)', async () => {
    // The test api answers every append with an empty state hash: never the game's.
    const game = testGame('palembang', {});
    const bots = new BotTable(Object.fromEntries(game.doc.sides.map((s) => [s.id, 'random'])), 1);
    expect(game.act(bots.next(game.state)!).ok).toBe(true);
    await game.settled();
    expect(game.saved).toBe(1);
    await later();
    expect(game.saveError).toMatch(/different state after action 1/);
    // Play stops: nothing more is accepted while the copy is wrong.
    expect(game.act(bots.next(game.state)!).ok).toBe(false);
  });
});
