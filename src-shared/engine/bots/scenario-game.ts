/** Whole bot games of a scenario document: the bots set up (placements.ts), then play it out (play-game.ts). */
import type { ScenarioDocument } from '../../model';
import { setupFromScenario } from '../scenario/scenario-setup';
import type { GameSetup } from '../scenario/setup-types';
import type { Bot, BotKind } from './bot';
import { greedyBot } from './greedy-bot';
import { botPlacements, placementGround, type PlacementGround } from './placements';
import { playGame, type GameObserver, type PlayedGame } from './play-game';
import { randomBot } from './random-bot';

export function makeBot(kind: BotKind, seed: string): Bot {
  return kind === 'greedy' ? greedyBot() : randomBot(seed);
}

export type ScenarioGameOptions = {
  readonly seed: number;
  /** One kind for every side, or a kind per side id (sides not named: random). */
  readonly bots: BotKind | Readonly<Record<string, BotKind>>;
  readonly maxActions?: number;
  readonly observe?: GameObserver;
};

/**
 * A scenario made ready for any number of bot games. `setup`: its game setup without placements, one object for
 * every game, so that createGame builds the board once (setup.ts).
 */
export type PreparedScenario = { readonly doc: ScenarioDocument; readonly ground: PlacementGround; readonly setup: GameSetup };

export function prepareScenario(doc: ScenarioDocument): PreparedScenario {
  return { doc, ground: placementGround(doc), setup: setupFromScenario(doc, []) };
}

const kindFor = (bots: ScenarioGameOptions['bots'], sideId: string): BotKind => (typeof bots === 'string' ? bots : (bots[sideId] ?? 'random'));

/** The bots' set-up for this seed: greedy bots hold objectives first, random bots place anywhere they may. */
export function botSetup(scenario: PreparedScenario, options: Pick<ScenarioGameOptions, 'seed' | 'bots'>): { setup: GameSetup; unplaced: readonly string[] } {
  const placed = botPlacements(scenario.ground, String(options.seed), (side) => (kindFor(options.bots, side) === 'greedy' ? 'objectives' : 'random'));
  return { setup: { ...scenario.setup, placements: placed.placements }, unplaced: placed.unplaced };
}

export function scenarioGame(scenario: PreparedScenario, options: ScenarioGameOptions): PlayedGame {
  const { setup } = botSetup(scenario, options);
  const bots = Object.fromEntries(scenario.doc.sides.map((s) => [s.id, makeBot(kindFor(options.bots, s.id), `${kindFor(options.bots, s.id)}-${options.seed}-${s.id}`)]));
  return playGame(setup, { seed: options.seed, bots, maxActions: options.maxActions, observe: options.observe });
}
