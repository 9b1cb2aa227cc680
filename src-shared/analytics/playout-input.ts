/** What a playout report needs from the scenario besides the games (playout-report.ts), for the CLI and the app alike. */
import type { BotKind, PreparedScenario } from '../engine/bots';
import { unplacedUnits } from './game-summary';

export function playoutInput(scenario: PreparedScenario, options: { seed: number; bots: Readonly<Record<string, BotKind>> }) {
  const { doc } = scenario;
  return {
    title: doc.info.title,
    seed: options.seed,
    bots: { ...options.bots },
    sides: doc.sides.map(({ id, name }) => ({ id, name })),
    contingents: doc.contingents.map(({ id, code, name, sideId }) => ({ id, code, name, sideId })),
    turns: doc.turns.map((t) => t.index).sort((a, b) => a - b),
    cols: doc.map.cols,
    unplaced: unplacedUnits(scenario, options),
  };
}
