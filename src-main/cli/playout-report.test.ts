import { describe, expect, it } from 'vitest';
import { binWidth, formatPlayoutReport, playoutReport, type GameSummary } from './playout-report';

const game = (a: number, b: number, winner: string | null, level: string, end: GameSummary['end'] = 'last-turn'): GameSummary => ({ end, actions: 100 + a, vp: { a, b }, winner, level });
const input = (games: GameSummary[]) => ({ file: 'x.atoll.json', title: 'X', seed: 7, bots: { a: 'greedy' as const, b: 'random' as const }, sides: [{ id: 'a', name: 'Alpha' }, { id: 'b', name: 'Beta' }], unplaced: [], games });

describe('playout report', () => {
  it('bins of 1, 2 or 5 times a power of ten, at most about ten of them', () => {
    expect([binWidth(0, 0), binWidth(0, 9), binWidth(0, 10), binWidth(3, 40), binWidth(0, 99), binWidth(0, 100), binWidth(-20, 400)]).toEqual([1, 1, 2, 5, 10, 20, 50]);
  });

  it('counts the endings, the VP statistics and histogram, and the victory levels by side', () => {
    const report = playoutReport(input([game(10, 2, 'a', 'Win'), game(12, 13, null, 'Draw'), game(31, 5, 'a', 'Big win', 'sudden-death'), game(0, 0, null, 'stalled', 'stalled')]));
    expect(report.ended).toEqual({ lastTurn: 2, suddenDeath: 1, stalled: 1 });
    expect(report.actions).toEqual({ mean: 113.25, min: 100, max: 131 });
    expect(report.sides[0]).toMatchObject({ id: 'a', vp: { mean: 13.25, min: 0, max: 31 }, wins: { Win: 1, 'Big win': 1 } });
    expect(report.sides[0].vp.histogram).toEqual([
      { from: 0, to: 4, games: 1 },
      { from: 5, to: 9, games: 0 },
      { from: 10, to: 14, games: 2 },
      { from: 15, to: 19, games: 0 },
      { from: 20, to: 24, games: 0 },
      { from: 25, to: 29, games: 0 },
      { from: 30, to: 34, games: 1 },
    ]);
    expect(report.sides[1].wins).toEqual({});
    expect(report.noWinner).toEqual({ Draw: 1, stalled: 1 });
    const text = formatPlayoutReport(report);
    expect(text.split('\n').slice(0, 3)).toEqual(['X: 4 games, Alpha greedy, Beta random, seeds 7–10', 'ended:    2 after the last turn, 1 by sudden death; stalled: 1', 'actions:  mean 113.25, min 100, max 131 per game']);
    expect(text).toContain('  Alpha won:     Big win 1, Win 1');
    expect(text).toContain('  Beta won:      none');
    expect(text).toContain('  nobody won:    Draw 1, stalled 1');
  });
});
