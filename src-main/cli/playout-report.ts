/** What `atoll playout` reports: how the games ended, the VP distribution and the victory levels per side. */
import { z } from 'zod';
import type { GameEnd } from '../../src-shared/engine/bots';

/** The part of a played game the report needs (the states themselves are let go as soon as a game ends). */
export type GameSummary = {
  readonly end: GameEnd;
  readonly actions: number;
  readonly vp: Readonly<Record<string, number>>;
  readonly winner: string | null;
  readonly level: string;
};

const Count = z.int().min(0);
const Stats = z.strictObject({ mean: z.number(), min: z.number(), max: z.number() });

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
});
export type PlayoutReport = z.infer<typeof PlayoutReportSchema>;

const round = (n: number) => Math.round(n * 100) / 100;

function stats(values: readonly number[]) {
  if (values.length === 0) return { mean: 0, min: 0, max: 0 };
  return { mean: round(values.reduce((a, b) => a + b, 0) / values.length), min: Math.min(...values), max: Math.max(...values) };
}

/** A bin width of 1, 2 or 5 times a power of ten that gives at most about ten bins over the range. */
export function binWidth(min: number, max: number): number {
  const span = max - min + 1;
  for (let scale = 1; ; scale *= 10) for (const step of [1, 2, 5]) if (step * scale * 10 >= span) return step * scale;
}

function histogram(values: readonly number[], width: number) {
  const start = Math.floor(Math.min(...values) / width) * width;
  const bins = new Map<number, number>();
  for (const v of values) {
    const from = start + Math.floor((v - start) / width) * width;
    bins.set(from, (bins.get(from) ?? 0) + 1);
  }
  const last = Math.max(...bins.keys());
  const out: { from: number; to: number; games: number }[] = [];
  for (let from = start; from <= last; from += width) out.push({ from, to: from + width - 1, games: bins.get(from) ?? 0 });
  return out;
}

function tally(into: Record<string, number>, key: string): void {
  into[key] = (into[key] ?? 0) + 1;
}

export function playoutReport(input: {
  file: string;
  title: string;
  seed: number;
  bots: Record<string, 'random' | 'greedy'>;
  sides: readonly { id: string; name: string }[];
  unplaced: readonly string[];
  games: readonly GameSummary[];
}): PlayoutReport {
  const { games } = input;
  const all = games.flatMap((g) => Object.values(g.vp));
  const width = all.length > 0 ? binWidth(Math.min(...all), Math.max(...all)) : 1;
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
  };
  return PlayoutReportSchema.parse(report);
}

const counts = (record: Readonly<Record<string, number>>) =>
  Object.entries(record)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([level, n]) => `${level} ${n}`)
    .join(', ') || 'none';

/** The report for people. */
export function formatPlayoutReport(report: PlayoutReport): string {
  const bots = [...new Set(Object.values(report.bots))];
  const who = bots.length === 1 ? `${bots[0]} bots` : report.sides.map((s) => `${s.name} ${report.bots[s.id]}`).join(', ');
  const last = report.seed + report.games - 1;
  const lines = [
    `${report.scenario.title}: ${report.games} game${report.games === 1 ? '' : 's'}, ${who}, seed${report.games === 1 ? ` ${report.seed}` : `s ${report.seed}–${last}`}`,
    `ended:    ${report.ended.lastTurn} after the last turn, ${report.ended.suddenDeath} by sudden death; stalled: ${report.ended.stalled}`,
    `actions:  mean ${report.actions.mean}, min ${report.actions.min}, max ${report.actions.max} per game`,
  ];
  if (report.unplaced.length > 0) lines.push(`note:     ${report.unplaced.length} unit(s) set up by special-rule text stay off the map: ${report.unplaced.join(', ')}`);
  const width = Math.max(...report.sides.map((s) => s.name.length), 8);
  lines.push('', `${'VP'.padEnd(width)}  ${'mean'.padStart(6)}  ${'min'.padStart(4)}  ${'max'.padStart(4)}`);
  for (const s of report.sides) lines.push(`${s.name.padEnd(width)}  ${String(s.vp.mean).padStart(6)}  ${String(s.vp.min).padStart(4)}  ${String(s.vp.max).padStart(4)}`);
  for (const s of report.sides) {
    lines.push('', `${s.name} VP histogram:`);
    const most = Math.max(1, ...s.vp.histogram.map((b) => b.games));
    for (const b of s.vp.histogram) {
      const range = b.from === b.to ? String(b.from) : `${b.from}–${b.to}`;
      lines.push(`  ${range.padStart(7)}  ${'█'.repeat(Math.ceil((b.games / most) * 40))}${b.games > 0 ? ` ${b.games}` : ''}`);
    }
  }
  lines.push('', 'victory levels:');
  for (const s of report.sides) lines.push(`  ${`${s.name} won:`.padEnd(width + 6)} ${counts(s.wins)}`);
  lines.push(`  ${'nobody won:'.padEnd(width + 6)} ${counts(report.noWinner)}`);
  return lines.join('\n');
}
