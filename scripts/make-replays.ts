/**
 * Writes the golden replays, `tests/fixtures/replays/*.session.json`: a few whole bot games of each bundled scenario,
 * each with the state hash its replay must reach (tests/unit/golden-replays.test.ts replays them):
 *
 *   npx tsx scripts/make-replays.ts
 *
 * The sessions name their scenario by path, so they stay small. A replay that no longer reaches its hash means the
 * rules (or the scenario) changed: review the change, then run this script and commit the new files with it.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareScenario, scenarioGame, type BotKind } from '../src-shared/engine/bots';
import { sessionFileText } from '../src-shared/engine/core/session-file';
import { parseScenarioJson } from '../src-shared/schema';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPLAYS_DIR = path.join(ROOT, 'tests', 'fixtures', 'replays');

/** Which games: two greedy ones and a random one per bundled scenario. */
export const GOLDEN_GAMES: readonly { scenario: 'palembang' | 'primosole'; bots: BotKind; seed: number }[] = [
  { scenario: 'palembang', bots: 'greedy', seed: 1 },
  { scenario: 'palembang', bots: 'greedy', seed: 2 },
  { scenario: 'palembang', bots: 'random', seed: 3 },
  { scenario: 'primosole', bots: 'greedy', seed: 1 },
  { scenario: 'primosole', bots: 'greedy', seed: 2 },
  { scenario: 'primosole', bots: 'random', seed: 3 },
];

export const replayFile = (game: (typeof GOLDEN_GAMES)[number]) => `${game.scenario}-${game.bots}-${game.seed}.session.json`;

function main(): void {
  mkdirSync(REPLAYS_DIR, { recursive: true });
  for (const game of GOLDEN_GAMES) {
    const scenarioPath = path.join(ROOT, 'scenarios', `${game.scenario}.atoll.json`);
    const parsed = parseScenarioJson(readFileSync(scenarioPath, 'utf8'));
    if (!parsed.ok) throw new Error(`${scenarioPath}: ${JSON.stringify(parsed.errors)}`);
    const played = scenarioGame(prepareScenario(parsed.document), { seed: game.seed, bots: game.bots });
    const note = `${parsed.document.info.title}, ${game.bots} bots, seed ${game.seed}: ${played.end}, ${played.level || 'no level'}${played.winner ? ` for ${played.winner}` : ''}`;
    const text = sessionFileText({
      note,
      scenario: { file: path.relative(REPLAYS_DIR, scenarioPath).split(path.sep).join('/') },
      placements: played.session.setup.placements,
      seed: game.seed,
      actions: played.session.actions,
      finalHash: played.hash,
    });
    const target = path.join(REPLAYS_DIR, replayFile(game));
    writeFileSync(target, text);
    console.log(`wrote ${path.relative(process.cwd(), target)}: ${played.session.actions.length} actions, ${played.hash}`);
  }
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
