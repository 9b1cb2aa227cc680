import { describe, expect, it } from 'vitest';
import '../engine/testing/test-guards';
import { apply, createGame, legalActions, setupFromScenario, stateHash, type GameState } from '../engine';
import { scenarioGame, prepareScenario } from '../engine/bots';
import type { ScenarioDocument } from '../model';
import { botGame, botGameSetup, scenarioDoc } from '../../tests/support/playtest-games';
import { narrate } from './narrate';
import { gameNames } from './names';
import { botAction, BotTable, stopAfter, viewFor, visibleTo } from './players';
import { Timeline } from './timeline';

function playOut(state: GameState, next: (s: GameState) => ReturnType<typeof botAction>, cap = 5000): { state: GameState; count: number } {
  let count = 0;
  while (!state.over && count < cap) {
    const result = apply(state, next(state));
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
    count++;
  }
  return { state, count };
}

describe('bots at the table', () => {
  it('botAction gives the same action for the same state and seed, and a legal one', () => {
    const game = botGame('palembang', 2, 'random');
    const t = new Timeline(game.session.setup, game.session.seed, game.session.actions);
    let differs = 0;
    for (let count = 0; count < t.length; count += 11) {
      const state = t.stateAt(count);
      const a = botAction(state, 'random', 'seed-a');
      expect(botAction(state, 'random', 'seed-a')).toEqual(a);
      expect(apply(state, a).ok).toBe(true);
      if (JSON.stringify(botAction(state, 'random', 'seed-b')) !== JSON.stringify(a)) differs++;
      const g = botAction(state, 'greedy', 'x');
      expect(botAction(state, 'greedy', 'y')).toEqual(g);
      expect(apply(state, g).ok).toBe(true);
    }
    expect(differs).toBeGreaterThan(0);
  });

  it('botAction plays whole games of the three bundled scenarios to their end', () => {
    for (const name of ['palembang', 'primosole', 'taremo'] as const) {
      const start = createGame(botGameSetup(name, 5), 5);
      const { state, count } = playOut(start, (s) => botAction(s, s.player === 0 ? 'greedy' : 'random', 'bots'));
      expect(state.over, `${name} after ${count} actions`).toBe(true);
    }
  });

  it('a BotTable plays from the start exactly the game atoll playout plays', () => {
    for (const [name, kinds] of [['primosole', 'greedy'], ['palembang', 'random']] as const) {
      const doc = scenarioDoc(name);
      const played = scenarioGame(prepareScenario(doc), { seed: 3, bots: kinds });
      const table = new BotTable(Object.fromEntries(doc.sides.map((s) => [s.id, kinds])), 3);
      const start = createGame(played.session.setup, 3);
      const actions: unknown[] = [];
      const { state } = playOut(start, (s) => {
        const action = table.next(s);
        if (!action) throw new Error('no bot');
        actions.push(action);
        return action;
      });
      expect(actions).toEqual(played.session.actions);
      expect(stateHash(state)).toBe(played.hash);
      expect(table.next(state)).toBeNull();
    }
    const half = new BotTable({ allied: 'greedy' }, 1);
    const state = createGame(botGameSetup('palembang', 1), 1);
    expect(half.plays(state)).toBe(state.board.sides[state.player].id === 'allied');
  });

  it('stops at the end of the phase, the turn or the game', () => {
    const game = botGame('palembang', 1);
    const t = new Timeline(game.session.setup, game.session.seed, game.session.actions);
    const start = t.stateAt(10);
    const firstTrue = (scope: 'phase' | 'turn' | 'game') => {
      const stop = stopAfter(start, scope);
      for (let count = 10; count <= t.length; count++) if (stop(t.stateAt(count))) return t.stateAt(count);
      return null;
    };
    const phase = firstTrue('phase');
    expect(phase && [phase.turn, phase.player, phase.phase]).not.toEqual([start.turn, start.player, start.phase]);
    expect(firstTrue('turn')?.turn).toBe(start.turn + 1);
    expect(firstTrue('game')?.over).toBe(true);
  });
});

describe('viewFor', () => {
  it('leaves out the other side’s hidden units, and the log lines that name them', () => {
    const game = botGame('taremo', 1);
    const t = new Timeline(game.session.setup, game.session.seed, game.session.actions);
    const state = t.stateAt(0);
    const hidden = state.pacific?.hidden ?? [];
    expect(hidden.length).toBeGreaterThan(0);
    const us = viewFor(state, 'us');
    const japanese = viewFor(state, 'japanese');
    expect([...us.masked].sort()).toEqual([...hidden].sort());
    expect(japanese.masked.size).toBe(0);
    const shownToUs = us.stacks.flatMap((s) => s.units.map((u) => u.unitId));
    for (const id of hidden) expect(shownToUs).not.toContain(id);
    const shownToJapan = japanese.stacks.flatMap((s) => s.units.filter((u) => u.hidden).map((u) => u.unitId));
    expect(shownToJapan.sort()).toEqual([...hidden].sort());
    const names = gameNames(state.board, scenarioDoc('taremo'));
    const line = narrate({ type: 'unit-eliminated', unitId: hidden[0], hex: '0101', at: { col: 0, row: 0 }, reason: 'test', rule: '11.5' }, names);
    expect(visibleTo(us, line)).toBe(false);
    expect(visibleTo(japanese, line)).toBe(true);
  });

  it('keeps an arrival plan sealed from the other side until the game is over', () => {
    const base = scenarioDoc('primosole');
    const doc: ScenarioDocument = { ...base, sides: base.sides.map((s) => (s.id === 'british' ? { ...s, arrivalPlan: true } : s)) };
    const state = createGame(setupFromScenario(doc, botGameSetup('primosole', 1).placements), 1);
    const plan = legalActions(state).find((a) => a.type === 'submitArrivalPlan');
    if (plan?.type !== 'submitArrivalPlan') throw new Error('no plan to write');
    const sealed = apply(state, plan);
    if (!sealed.ok) throw new Error(sealed.error.message);
    expect(viewFor(sealed.state, 'british').plans.british).toEqual(plan.order);
    expect(viewFor(sealed.state, 'axis').plans.british).toBeNull();
    expect(viewFor(sealed.state, 'axis').digests.british).toMatch(/^[0-9a-f]{16}$/);
    expect(viewFor({ ...sealed.state, over: true }, 'axis').plans.british).toEqual(plan.order);
  });
});
