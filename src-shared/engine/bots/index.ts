/** Bots that play whole games through the engine's own rules (random, greedy), and the game driver. */
import '../modules/installed';
export { actingSide, BotDice, type Bot, type BotKind } from './bot';
export { greedyBot } from './greedy-bot';
export { botPlacements, placementGround, type BotPlacements, type PlacementGround, type PlacementStyle } from './placements';
export { BotError, DEFAULT_MAX_ACTIONS, playGame, type GameEnd, type GameObserver, type PlayedGame, type PlayOptions } from './play-game';
export { END_PHASE_PERCENT, randomBot } from './random-bot';
export { botSetup, makeBot, prepareScenario, scenarioGame, type PreparedScenario, type ScenarioGameOptions } from './scenario-game';
