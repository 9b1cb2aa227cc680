import { describe, expect, it } from 'vitest';
import { bundledScenario, type BundledScenario } from '../../tests/support/bundled-scenarios';
import '../engine';
import { prepareScenario, scenarioGame, type BotKind } from '../engine/bots';
import { apply } from '../engine/core/apply';
import { createGame } from '../engine/scenario/setup';
import { contingentArrived } from '../engine/scenario/conditions';
import type { GameState } from '../engine/core/state';
import { playSummary } from './game-summary';

/** What playSummary reports, worked out the plain way: the game replayed, every contingent asked of every state. */
function reference(name: BundledScenario, seed: number, bots: BotKind | Record<string, BotKind>) {
  const doc = bundledScenario(name);
  const played = scenarioGame(prepareScenario(doc), { seed, bots });
  const contingents = [...new Set(doc.units.map((u) => u.contingentId))];
  const arrived: Record<string, number> = {};
  const eliminated: [number, string][] = [];
  const look = (state: GameState) => {
    for (const c of contingents) if (!Object.hasOwn(arrived, c) && contingentArrived(state, c)) arrived[c] = state.turn;
  };
  let state = createGame(played.session.setup, seed);
  look(state);
  for (const action of played.session.actions) {
    const result = apply(state, action);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
    for (const e of result.events) if (e.type === 'unit-eliminated') eliminated.push([e.at.row * doc.map.cols + e.at.col, state.board.units[e.unitId].sideId]);
    look(state);
  }
  return { end: played.end, actions: played.session.actions.length, turn: state.turn, arrived, eliminated };
}

describe('playSummary', () => {
  it('reports the turn each contingent came into play and the eliminations as a replay of the game asked state by state does', () => {
    const games: [BundledScenario, number, BotKind | Record<string, BotKind>][] = [
      ['palembang', 1, 'greedy'],
      ['palembang', 7, 'random'],
      ['primosole', 2, 'greedy'],
      ['taremo', 3, 'greedy'],
      ['taremo', 5, 'random'],
    ];
    for (const [name, seed, bots] of games) {
      const summary = playSummary(prepareScenario(bundledScenario(name)), { seed, bots });
      const expected = reference(name, seed, bots);
      expect({ end: summary.end, actions: summary.actions, turn: summary.turn, arrived: summary.arrived, eliminated: summary.eliminated }, `${name} seed ${seed}`).toEqual(expected);
      expect(Object.keys(summary.arrived).length, `${name} seed ${seed}: some contingent arrives`).toBeGreaterThan(0);
    }
  });
});
