/**
 * The document contract under fuzz: a mutated scenario is either refused (by the importer or the checker, with a
 * JSON path) or it starts and plays to an end under the random and the greedy bots. Anything else is a crash.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { botSetup, makeBot, playGame, prepareScenario } from '../../src-shared/engine/bots';
import { parseScenarioJson } from '../../src-shared/schema/import-json';
import { checkScenario } from '../../src-shared/validate';
import { mutateDocument } from './document-mutations';

export const FUZZ_SCENARIOS = ['palembang', 'primosole', 'taremo'] as const;
const MAX_ACTIONS = 3000;

export type FuzzOutcome =
  | { kind: 'refused-import' | 'refused-checker'; path: string }
  | { kind: 'played'; games: number; stalled: number }
  | { kind: 'crash'; stage: string; error: string; done: string[] };

const texts = new Map<string, string>();
function scenarioText(name: string): string {
  let text = texts.get(name);
  if (!text) texts.set(name, (text = readFileSync(fileURLToPath(new URL(`../../scenarios/${name}.atoll.json`, import.meta.url)), 'utf8')));
  return text;
}

function message(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}

/** One fuzz run: scenario `seed % 3`, mutated by `seed`, then import → checker → set-up → a random and a greedy game. */
export function fuzzOnce(seed: number): FuzzOutcome {
  const { text, done } = mutateDocument(scenarioText(FUZZ_SCENARIOS[seed % FUZZ_SCENARIOS.length]), seed);
  let stage = 'import';
  try {
    const imported = parseScenarioJson(text);
    if (!imported.ok) return { kind: 'refused-import', path: imported.errors[0]?.path ?? '' };
    stage = 'checker';
    const errors = checkScenario(imported.document).filter((p) => p.severity === 'error');
    if (errors.length) return { kind: 'refused-checker', path: errors[0].path };
    const prepared = prepareScenario(imported.document);
    let games = 0;
    let stalled = 0;
    for (const kind of ['random', 'greedy'] as const) {
      stage = `${kind} set-up`;
      const { setup } = botSetup(prepared, { seed, bots: kind });
      stage = `${kind} game`;
      const bots = Object.fromEntries(imported.document.sides.map((s) => [s.id, makeBot(kind, `${kind}-${seed}-${s.id}`)]));
      if (playGame(setup, { seed, bots, maxActions: MAX_ACTIONS }).end === 'stalled') stalled++;
      games++;
    }
    return { kind: 'played', games, stalled };
  } catch (e) {
    return { kind: 'crash', stage, error: message(e), done };
  }
}
