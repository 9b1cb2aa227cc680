import { describe, expect, it } from 'vitest';
import type { GameSummary } from '../../src-shared/analytics/game-summary';
import { playoutReport } from '../../src-shared/analytics/playout-report';
import { reportInput } from '../../src-shared/analytics/test-report';
import { formatPlayoutReport } from './playout-format';

const game = (a: number, winner: string | null, level: string, end: GameSummary['end'] = 'last-turn'): GameSummary => ({
  end, actions: 100 + a, turn: 4, vp: { a, b: 1 }, winner, level, arrived: { c1: 1 }, eliminated: [[12, 'a']],
});

describe('playout report as text', () => {
  it('says how the games ended, how long they ran, who won, when contingents arrived and where units fell', () => {
    const report = playoutReport(reportInput([game(10, 'a', 'Win'), game(12, null, 'Draw'), game(31, 'a', 'Big win', 'sudden-death'), game(0, null, 'stalled', 'stalled')]));
    const text = formatPlayoutReport(report, (hex) => `${hex.col}/${hex.row}`);
    expect(text.split('\n').slice(0, 4)).toEqual([
      'X: 4 games, Alpha greedy, Beta random, seeds 7–10',
      'ended:    2 after the last turn, 1 by sudden death; stalled: 1',
      'actions:  mean 113.25, min 100, max 131 per game',
      'length:   ended on turn 4–4, mean 4',
    ]);
    expect(text).toContain('  Alpha won:     Big win 1, Win 1');
    expect(text).toContain('  Beta won:      none');
    expect(text).toContain('  nobody won:    Draw 1, stalled 1');
    expect(text).toContain('  1A          turn 1\n  2B          never (in 0 of 4 games)');
    expect(text).toContain('eliminations: 4 units in 1 hexes; most at 2/1 (4)');
  });
});
