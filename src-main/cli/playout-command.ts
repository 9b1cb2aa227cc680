/** `atoll playout <scenario> --games N --seed S --bots random|greedy [--json] [--save-session FILE]` */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { playoutInput } from '../../src-shared/analytics/playout-input';
import { playSummary, type GameSummary } from '../../src-shared/analytics/game-summary';
import { playoutReport } from '../../src-shared/analytics/playout-report';
import { prepareScenario, scenarioGame, type BotKind } from '../../src-shared/engine/bots';
import { sessionFileText } from '../../src-shared/engine/core/session-file';
import { compiledRecordBuilder, useRecordBuilder } from '../../src-shared/engine/core/units-record';
import { hexLabel } from '../../src-shared/hex';
import { checkOutputFile, intOption, parseArgs, UsageError } from './options';
import type { CliIo } from './cli-io';
import { formatPlayoutReport } from './playout-format';
import { readScenario } from './read-scenario';

const KINDS: readonly BotKind[] = ['random', 'greedy'];
export const MAX_GAMES = 100_000;

/** `greedy`, or one kind per side: `allied=greedy,japanese=random`. */
function parseBots(text: string, sides: readonly { id: string }[]): Record<string, BotKind> {
  const isKind = (k: string): k is BotKind => (KINDS as readonly string[]).includes(k);
  if (isKind(text)) return Object.fromEntries(sides.map((s) => [s.id, text]));
  const bots: Record<string, BotKind> = {};
  for (const part of text.split(',')) {
    const [side, kind] = part.split('=');
    if (!sides.some((s) => s.id === side) || kind === undefined || !isKind(kind)) {
      throw new UsageError(`playout: --bots takes random, greedy, or side=kind pairs for the sides ${sides.map((s) => s.id).join(', ')} (e.g. ${sides.map((s, i) => `${s.id}=${KINDS[i % 2]}`).join(',')}), not "${text}"`);
    }
    bots[side] = kind;
  }
  const missing = sides.filter((s) => !Object.hasOwn(bots, s.id));
  if (missing.length > 0) throw new UsageError(`playout: --bots names no bot for ${missing.map((s) => s.id).join(', ')}`);
  return bots;
}

export function playout(args: readonly string[], io: CliIo): number {
  const { positional, values, flags } = parseArgs('playout', args, ['--games', '--seed', '--bots', '--save-session'], ['--json']);
  if (positional.length !== 1) throw new UsageError('playout takes 1 scenario file argument');
  const games = intOption('playout', '--games', values.get('--games'), 1, 1, MAX_GAMES);
  const seed = intOption('playout', '--seed', values.get('--seed'), 1, -(2 ** 40), 2 ** 40);
  const file = positional[0];
  const save = values.get('--save-session');
  // Refused before the games are played; an existing session file is overwritten, as it always was.
  if (save !== undefined) checkOutputFile('playout', save, true);
  const doc = readScenario(file);
  const bots = parseBots(values.get('--bots') ?? 'greedy', doc.sides);
  const scenario = prepareScenario(doc);
  // The CLI is a Node process and may compile code: units records are built as the bot-game workers build them.
  useRecordBuilder(compiledRecordBuilder);
  const summaries: GameSummary[] = [];
  const started = performance.now();
  for (let i = 0; i < games; i++) summaries.push(playSummary(scenario, { seed: seed + i, bots }));
  const seconds = (performance.now() - started) / 1000;
  if (save !== undefined) {
    const played = scenarioGame(scenario, { seed, bots });
    const note = `${doc.info.title}: ${Object.entries(bots).map(([side, kind]) => `${side} ${kind}`).join(', ')}, seed ${seed} (atoll playout)`;
    writeFileSync(save, sessionFileText({ note, scenario: doc, placements: played.session.setup.placements, seed, actions: played.session.actions, finalHash: played.hash }));
  }
  const report = playoutReport({ ...playoutInput(scenario, { seed, bots }), file: path.basename(file), games: summaries });
  if (flags.has('--json')) io.out(JSON.stringify(report, null, 2));
  else io.out(`${formatPlayoutReport(report, (hex) => hexLabel(doc.map.numbering, hex) ?? `${hex.col},${hex.row}`)}\n\ntime:     ${seconds.toFixed(1)} s (${(games / seconds).toFixed(1)} games/s)`);
  return 0;
}
