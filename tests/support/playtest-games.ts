/**
 * Whole games of the bundled scenarios for the play-test core's tests (src-shared/playtest): the bots' set-up and
 * game, the golden replays, and a long session that moves one hex per action (for the timeline's step-back timing).
 */
import path from 'node:path';
import { readSession } from '../../src-main/cli/read-session';
import { legalActions, reachableHexes, type Action, type GameSetup, type GameState } from '../../src-shared/engine';
import { BotDice, botSetup, playGame, prepareScenario, scenarioGame, type BotKind, type PlayedGame } from '../../src-shared/engine/bots';
import type { ScenarioDocument } from '../../src-shared/model';
import { bundledScenario, type BundledScenario } from './bundled-scenarios';
import { fileURLToPath } from 'node:url';

export const ALL_SCENARIOS: readonly BundledScenario[] = ['palembang', 'primosole', 'taremo'];

const docs = new Map<BundledScenario, ScenarioDocument>();
const prepared = new Map<BundledScenario, ReturnType<typeof prepareScenario>>();

export function scenarioDoc(name: BundledScenario): ScenarioDocument {
  let doc = docs.get(name);
  if (!doc) docs.set(name, (doc = bundledScenario(name)));
  return doc;
}

function preparedScenario(name: BundledScenario) {
  let p = prepared.get(name);
  if (!p) prepared.set(name, (p = prepareScenario(scenarioDoc(name))));
  return p;
}

/** A bot game of a bundled scenario: its session (setup with the bots' placements, seed, actions) and end. */
export function botGame(name: BundledScenario, seed: number, bots: BotKind | Readonly<Record<string, BotKind>> = 'greedy'): PlayedGame {
  return scenarioGame(preparedScenario(name), { seed, bots });
}

/** The bots' set-up of a bundled scenario for this seed, without playing. */
export function botGameSetup(name: BundledScenario, seed: number, bots: BotKind = 'greedy'): GameSetup {
  return botSetup(preparedScenario(name), { seed, bots }).setup;
}

const REPLAYS = fileURLToPath(new URL('../fixtures/replays/', import.meta.url));

/** A golden replay of tests/fixtures/replays as an engine session. */
export function goldenReplay(file: string) {
  return readSession(path.join(REPLAYS, file)).session;
}

/**
 * A long, legal game: in the Movement Phase units move one hex per action along the cheapest steps (and fast-move half
 * the time they may); in every other phase a random legal action, ending the phase only when nothing else is left.
 * Palembang plays to about 900 actions this way (the rules bound how far units can go in a turn).
 */
export function longGame(name: BundledScenario, seed: number): PlayedGame {
  const setup = botGameSetup(name, seed, 'random');
  const bot = (dice: BotDice) => ({
    name: 'long',
    next(state: GameState, side: string): Action {
      const legal = legalActions(state).filter((a) => (a.type !== 'submitArrivalPlan' && a.type !== 'sealArrivalOrder') || a.side === side);
      if (state.phase === 'movement') {
        const current = state.movement.current;
        const fast = legal.find((a) => a.type === 'fastMove' && a.unitId === current);
        if (fast && dice.chance(50)) return fast;
        const movers = [...new Set([current, ...legal.flatMap((a) => (a.type === 'moveTo' ? [a.unitId] : []))])];
        for (const unitId of movers) {
          if (unitId === null) continue;
          const steps = [...reachableHexes(state, unitId).values()].filter((e) => e.path.length === 1 && !e.minimumMove);
          const cheapest = Math.min(...steps.map((e) => e.cost));
          const best = steps.filter((e) => e.cost === cheapest);
          if (best.length > 0) return { type: 'move', unitId, path: dice.pick(best).path };
        }
      }
      const other = legal.filter((a) => a.type !== 'endPhase' && a.type !== 'moveTo' && a.type !== 'fastMove');
      return other.length > 0 ? dice.pick(other) : (legal.find((a) => a.type === 'endPhase') ?? legal[0]);
    },
  });
  const doc = scenarioDoc(name);
  return playGame(setup, { seed, bots: Object.fromEntries(doc.sides.map((s) => [s.id, bot(new BotDice(`long-${seed}-${s.id}`))])), maxActions: 50_000 });
}

/**
 * Bot games of the three bundled scenarios that between them produce every event type the bots ever bring about
 * (all but arrival plans, bridge building and repair, cave bombardment, a Banzai unit standing its ground, and
 * evacuation).
 */
export const COVERING_GAMES: readonly { readonly scenario: BundledScenario; readonly bots: BotKind; readonly seed: number }[] = [
  { scenario: 'palembang', bots: 'greedy', seed: 1 },
  { scenario: 'palembang', bots: 'greedy', seed: 2 },
  { scenario: 'palembang', bots: 'random', seed: 1 },
  { scenario: 'primosole', bots: 'greedy', seed: 1 },
  { scenario: 'primosole', bots: 'greedy', seed: 4 },
  { scenario: 'primosole', bots: 'random', seed: 2 },
  { scenario: 'taremo', bots: 'greedy', seed: 1 },
  { scenario: 'taremo', bots: 'greedy', seed: 2 },
  { scenario: 'taremo', bots: 'greedy', seed: 6 },
  { scenario: 'taremo', bots: 'random', seed: 3 },
];
