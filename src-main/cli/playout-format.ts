/** `atoll playout`'s report as text for people. */
import type { PlayoutReport } from '../../src-shared/analytics/playout-report';

const counts = (record: Readonly<Record<string, number>>) =>
  Object.entries(record)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([level, n]) => `${level} ${n}`)
    .join(', ') || 'none';

/** The report for people; `labelOf` names a hex as the map numbers it. */
export function formatPlayoutReport(report: PlayoutReport, labelOf: (hex: { col: number; row: number }) => string): string {
  const bots = [...new Set(Object.values(report.bots))];
  const who = bots.length === 1 ? `${bots[0]} bots` : report.sides.map((s) => `${s.name} ${report.bots[s.id]}`).join(', ');
  const last = report.seed + report.games - 1;
  const lines = [
    `${report.scenario.title}: ${report.games} game${report.games === 1 ? '' : 's'}, ${who}, seed${report.games === 1 ? ` ${report.seed}` : `s ${report.seed}–${last}`}`,
    `ended:    ${report.ended.lastTurn} after the last turn, ${report.ended.suddenDeath} by sudden death; stalled: ${report.ended.stalled}`,
    `actions:  mean ${report.actions.mean}, min ${report.actions.min}, max ${report.actions.max} per game`,
    `length:   ended on turn ${report.turns.min}–${report.turns.max}, mean ${report.turns.mean}`,
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
  const names = Math.max(...report.arrivals.map((c) => c.code.length), 10);
  lines.push('', 'arrivals:');
  for (const c of report.arrivals) {
    const when = c.games === 0 ? 'never' : `turn ${c.turn.min === c.turn.max ? c.turn.min : `${c.turn.min}–${c.turn.max}, mean ${c.turn.mean}`}`;
    lines.push(`  ${c.code.padEnd(names)}  ${when}${c.games < report.games ? ` (in ${c.games} of ${report.games} games)` : ''}`);
  }
  const worst = [...report.eliminations.hexes].sort((a, b) => b.units - a.units || a.row - b.row || a.col - b.col).slice(0, 5);
  lines.push('', `eliminations: ${report.eliminations.total} units in ${report.eliminations.hexes.length} hexes${worst.length > 0 ? `; most at ${worst.map((h) => `${labelOf(h)} (${h.units})`).join(', ')}` : ''}`);
  return lines.join('\n');
}
