import { describe, expect, it } from 'vitest';
import type { GameSummary } from './game-summary';
import { binWidth, playoutReport } from './playout-report';
import { reportInput } from './test-report';

const game = (a: number, b: number, winner: string | null, level: string, end: GameSummary['end'] = 'last-turn', more: Partial<GameSummary> = {}): GameSummary => ({
  end, actions: 100 + a, turn: 3, vp: { a, b }, winner, level, arrived: { c1: 1 }, eliminated: [], ...more,
});
describe('playout report', () => {
  it('bins of 1, 2 or 5 times a power of ten, at most about ten of them', () => {
    expect([binWidth(0, 0), binWidth(0, 9), binWidth(0, 10), binWidth(3, 40), binWidth(0, 99), binWidth(0, 100), binWidth(-20, 400)]).toEqual([1, 1, 2, 5, 10, 20, 50]);
  });

  it('counts the endings, the VP statistics and histogram, and the victory levels by side', () => {
    const report = playoutReport(reportInput([game(10, 2, 'a', 'Win'), game(12, 13, null, 'Draw'), game(31, 5, 'a', 'Big win', 'sudden-death'), game(0, 0, null, 'stalled', 'stalled')]));
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
  });

  it('counts the turn games ended in, the turn each contingent arrived, and the eliminations per hex and side', () => {
    const report = playoutReport(
      reportInput([
        game(1, 1, null, 'Draw', 'last-turn', { turn: 4, arrived: { c1: 1, c2: 3 }, eliminated: [[12, 'a'], [12, 'b'], [5, 'b']] }),
        game(1, 1, null, 'Draw', 'sudden-death', { turn: 2, arrived: { c1: 1 }, eliminated: [[12, 'b']] }),
      ]),
    );
    expect(report.turns).toEqual({ mean: 3, min: 2, max: 4, histogram: [{ turn: 1, games: 0 }, { turn: 2, games: 1 }, { turn: 3, games: 0 }, { turn: 4, games: 1 }] });
    expect(report.arrivals.map((c) => [c.code, c.games, c.turn])).toEqual([['1A', 2, { mean: 1, min: 1, max: 1 }], ['2B', 1, { mean: 3, min: 3, max: 3 }]]);
    expect(report.arrivals[1].histogram.map((b) => b.games)).toEqual([0, 0, 1, 0]);
    expect(report.eliminations).toEqual({
      total: 4,
      hexes: [
        { col: 5, row: 0, units: 1, bySide: { b: 1 } },
        { col: 2, row: 1, units: 3, bySide: { a: 1, b: 2 } },
      ],
    });
  });

  it('takes a hundred thousand games', () => {
    const many = Array.from({ length: 100_000 }, (_, i) => game(i % 50, (i * 7) % 40, null, 'Draw'));
    const report = playoutReport(reportInput(many));
    expect(report.sides[0].vp).toMatchObject({ min: 0, max: 49 });
    expect(report.sides[0].vp.histogram.reduce((n, b) => n + b.games, 0)).toBe(100_000);
  });
});
