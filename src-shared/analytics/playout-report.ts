/**
 * What a batch of bot games reports, for `atoll playout` and the app's analytics alike: how the games ended and how
 * long they ran, the VP distribution and the victory levels per side, the turn each contingent came into play, and
 * where units were eliminated.
 */
import { z } from 'zod';
import type { GameSummary } from './game-summary';

const Count = z.int().min(0);
const Stats = z.strictObject({ mean: z.number(), min: z.number(), max: z.number() });
/** Games per turn of the track, every turn listed. */
const TurnHistogram = z.array(z.strictObject({ turn: z.int(), games: Count }));

export const PlayoutReportSchema = z.strictObject({
  scenario: z.strictObject({ file: z.string(), title: z.string() }),
  games: Count,
  /** Game i (from 0) is played with seed `seed + i`. */
  seed: z.int(),
  bots: z.record(z.string(), z.enum(['random', 'greedy'])),
  ended: z.strictObject({ lastTurn: Count, suddenDeath: Count, stalled: Count }),
  actions: Stats,
  /** Units the bots could not set up (special-rule set-ups): they stay off the map in every game. */
  unplaced: z.array(z.string()),
  sides: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      vp: Stats.extend({ histogram: z.array(z.strictObject({ from: z.int(), to: z.int(), games: Count })) }),
      /** Games this side won, by victory level. */
      wins: z.record(z.string(), Count),
    }),
  ),
  /** Games nobody won (a draw, a stalemate, or stalled), by level. */
  noWinner: z.record(z.string(), Count),
  /** The turn each game ended in. */
  turns: Stats.extend({ histogram: TurnHistogram }),
  /** Per contingent (in the scenario's order): in how many games it came into play, and on which turn. */
  arrivals: z.array(
    z.strictObject({
      id: z.string(),
      code: z.string(),
      name: z.string(),
      sideId: z.string(),
      games: Count,
      turn: Stats,
      histogram: TurnHistogram,
    }),
  ),
  /** Units eliminated over all games, per hex (hexes with none are left out), by the side of the unit. */
  eliminations: z.strictObject({
    total: Count,
    hexes: z.array(z.strictObject({ col: z.int(), row: z.int(), units: Count, bySide: z.record(z.string(), Count) })),
  }),
});
export type PlayoutReport = z.infer<typeof PlayoutReportSchema>;

const round = (n: number) => Math.round(n * 100) / 100;

// Loops rather than Math.min(...values): a batch may hold a hundred thousand games.
const least = (values: readonly number[]) => values.reduce((a, b) => Math.min(a, b), Infinity);
const most = (values: readonly number[]) => values.reduce((a, b) => Math.max(a, b), -Infinity);

function stats(values: readonly number[]) {
  if (values.length === 0) return { mean: 0, min: 0, max: 0 };
  return { mean: round(values.reduce((a, b) => a + b, 0) / values.length), min: least(values), max: most(values) };
}

/** A bin width of 1, 2 or 5 times a power of ten that gives at most about ten bins over the range. */
export function binWidth(min: number, max: number): number {
  const span = max - min + 1;
  for (let scale = 1; ; scale *= 10) for (const step of [1, 2, 5]) if (step * scale * 10 >= span) return step * scale;
}

function histogram(values: readonly number[], width: number) {
  const start = Math.floor(least(values) / width) * width;
  const bins = new Map<number, number>();
  for (const v of values) {
    const from = start + Math.floor((v - start) / width) * width;
    bins.set(from, (bins.get(from) ?? 0) + 1);
  }
  const last = most([...bins.keys()]);
  const out: { from: number; to: number; games: number }[] = [];
  for (let from = start; from <= last; from += width) out.push({ from, to: from + width - 1, games: bins.get(from) ?? 0 });
  return out;
}

function tally(into: Record<string, number>, key: string): void {
  into[key] = (into[key] ?? 0) + 1;
}

function turnHistogram(turns: readonly number[], track: readonly number[]) {
  const counts = new Map<number, number>();
  for (const t of turns) counts.set(t, (counts.get(t) ?? 0) + 1);
  return track.map((turn) => ({ turn, games: counts.get(turn) ?? 0 }));
}

function eliminations(games: readonly GameSummary[], cols: number): PlayoutReport['eliminations'] {
  const byHex = new Map<number, Record<string, number>>();
  let total = 0;
  for (const g of games) {
    for (const [at, side] of g.eliminated) {
      let bySide = byHex.get(at);
      if (!bySide) byHex.set(at, (bySide = {}));
      tally(bySide, side);
      total++;
    }
  }
  const hexes = [...byHex.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([at, bySide]) => ({ col: at % cols, row: Math.floor(at / cols), units: Object.values(bySide).reduce((a, b) => a + b, 0), bySide }));
  return { total, hexes };
}

export function playoutReport(input: {
  file: string;
  title: string;
  seed: number;
  bots: Record<string, 'random' | 'greedy'>;
  sides: readonly { id: string; name: string }[];
  /** The scenario's contingents, in its order. */
  contingents: readonly { id: string; code: string; name: string; sideId: string }[];
  /** The turn indexes of the track, in order. */
  turns: readonly number[];
  /** Columns of the map, to turn hex indexes back into hexes. */
  cols: number;
  unplaced: readonly string[];
  games: readonly GameSummary[];
}): PlayoutReport {
  const { games } = input;
  const all = games.flatMap((g) => Object.values(g.vp));
  const width = all.length > 0 ? binWidth(least(all), most(all)) : 1;
  const noWinner: Record<string, number> = {};
  for (const g of games) if (g.winner === null) tally(noWinner, g.level || 'no level');
  const report: PlayoutReport = {
    scenario: { file: input.file, title: input.title },
    games: games.length,
    seed: input.seed,
    bots: input.bots,
    ended: {
      lastTurn: games.filter((g) => g.end === 'last-turn').length,
      suddenDeath: games.filter((g) => g.end === 'sudden-death').length,
      stalled: games.filter((g) => g.end === 'stalled').length,
    },
    actions: stats(games.map((g) => g.actions)),
    unplaced: [...input.unplaced],
    sides: input.sides.map((side) => {
      const vps = games.map((g) => g.vp[side.id] ?? 0);
      const wins: Record<string, number> = {};
      for (const g of games) if (g.winner === side.id) tally(wins, g.level);
      return { id: side.id, name: side.name, vp: { ...stats(vps), histogram: games.length > 0 ? histogram(vps, width) : [] }, wins };
    }),
    noWinner,
    turns: { ...stats(games.map((g) => g.turn)), histogram: turnHistogram(games.map((g) => g.turn), input.turns) },
    arrivals: input.contingents.map((c) => {
      const turns = games.flatMap((g) => (Object.hasOwn(g.arrived, c.id) ? [g.arrived[c.id]] : []));
      return { id: c.id, code: c.code, name: c.name, sideId: c.sideId, games: turns.length, turn: stats(turns), histogram: turnHistogram(turns, input.turns) };
    }),
    eliminations: eliminations(games, input.cols),
  };
  return PlayoutReportSchema.parse(report);
}

