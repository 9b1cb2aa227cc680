/**
 * Pins what whole bot games do, so that speed work on the engine and the bots can prove it changed nothing: for many
 * seeds of each bundled scenario, the final state hash and a hash of every action taken.
 *
 *   npx tsx scripts/playout-hashes.ts --write      # record tests/fixtures/playout-hashes.json
 *   npx tsx scripts/playout-hashes.ts              # play them all again and list every game that differs
 *
 * tests/unit/playout-hashes.test.ts checks a few of them on every `npm test`; this script checks them all (about 20 s),
 * with units records built as the bot-game workers build them (core/units-record.ts; `--spread`: by spread, as the
 * renderer does).
 * Regenerate the file only with a reviewed rules change, as for the golden replays.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { prepareScenario, scenarioGame, type BotKind, type PreparedScenario } from '../src-shared/engine/bots';
import { hashValue } from '../src-shared/engine/core/hash';
import { compiledRecordBuilder, useRecordBuilder } from '../src-shared/engine/core/units-record';
import { parseScenarioJson } from '../src-shared/schema';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PLAYOUT_HASHES_FILE = path.join(ROOT, 'tests', 'fixtures', 'playout-hashes.json');

type Scenario = 'palembang' | 'primosole' | 'taremo';
type Bots = BotKind | 'mixed';

/** Which games: many greedy Palembang games (the bench's), and fewer of every other scenario and bot mix. */
const GAMES: readonly { scenario: Scenario; bots: Bots; seeds: number }[] = [
  { scenario: 'palembang', bots: 'greedy', seeds: 300 },
  { scenario: 'palembang', bots: 'random', seeds: 40 },
  { scenario: 'palembang', bots: 'mixed', seeds: 40 },
  { scenario: 'primosole', bots: 'greedy', seeds: 60 },
  { scenario: 'primosole', bots: 'random', seeds: 30 },
  { scenario: 'taremo', bots: 'greedy', seeds: 60 },
  { scenario: 'taremo', bots: 'mixed', seeds: 30 },
];

const GameHashes = z.strictObject({ seed: z.int(), actions: z.int(), actionsHash: z.string(), hash: z.string() });
export const PlayoutHashesSchema = z.array(z.strictObject({ scenario: z.enum(['palembang', 'primosole', 'taremo']), bots: z.enum(['greedy', 'random', 'mixed']), games: z.array(GameHashes) }));
export type PlayoutHashes = z.infer<typeof PlayoutHashesSchema>;
type GameHash = z.infer<typeof GameHashes>;

export function loadScenario(name: Scenario): PreparedScenario {
  const parsed = parseScenarioJson(readFileSync(path.join(ROOT, 'scenarios', `${name}.atoll.json`), 'utf8'));
  if (!parsed.ok) throw new Error(`${name}: ${JSON.stringify(parsed.errors)}`);
  return prepareScenario(parsed.document);
}

/** 'mixed': the first side greedy, the others random. */
function botsFor(scenario: PreparedScenario, bots: Bots): BotKind | Record<string, BotKind> {
  if (bots !== 'mixed') return bots;
  return Object.fromEntries(scenario.doc.sides.map((s, i) => [s.id, i === 0 ? 'greedy' : 'random']));
}

export function gameHash(scenario: PreparedScenario, bots: Bots, seed: number): GameHash {
  const played = scenarioGame(scenario, { seed, bots: botsFor(scenario, bots) });
  return { seed, actions: played.session.actions.length, actionsHash: hashValue(played.session.actions), hash: played.hash };
}

export function readPlayoutHashes(): PlayoutHashes {
  return PlayoutHashesSchema.parse(JSON.parse(readFileSync(PLAYOUT_HASHES_FILE, 'utf8')));
}

function main(): void {
  const write = process.argv.includes('--write');
  if (!process.argv.includes('--spread')) useRecordBuilder(compiledRecordBuilder);
  if (write) {
    const out: PlayoutHashes = GAMES.map(({ scenario, bots, seeds }) => {
      const prepared = loadScenario(scenario);
      return { scenario, bots, games: Array.from({ length: seeds }, (_, i) => gameHash(prepared, bots, i + 1)) };
    });
    // One game a line, so a diff shows which games moved.
    const groups = out.map((g) => `  {"scenario":"${g.scenario}","bots":"${g.bots}","games":[\n${g.games.map((game) => `    ${JSON.stringify(game)}`).join(',\n')}\n  ]}`);
    writeFileSync(PLAYOUT_HASHES_FILE, `[\n${groups.join(',\n')}\n]\n`);
    console.log(`wrote ${path.relative(process.cwd(), PLAYOUT_HASHES_FILE)}: ${out.reduce((n, g) => n + g.games.length, 0)} games`);
    return;
  }
  let differ = 0;
  let total = 0;
  for (const group of readPlayoutHashes()) {
    const prepared = loadScenario(group.scenario);
    for (const expected of group.games) {
      const actual = gameHash(prepared, group.bots, expected.seed);
      total++;
      if (actual.hash !== expected.hash || actual.actionsHash !== expected.actionsHash || actual.actions !== expected.actions) {
        differ++;
        console.log(`${group.scenario} ${group.bots} seed ${expected.seed}: ${expected.actions} actions ${expected.hash} -> ${actual.actions} actions ${actual.hash}`);
      }
    }
  }
  console.log(differ === 0 ? `all ${total} games play as recorded` : `${differ} of ${total} games differ`);
  if (differ > 0) process.exitCode = 1;
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
