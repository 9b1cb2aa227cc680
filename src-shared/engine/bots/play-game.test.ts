import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import type { Action } from '../core/actions';
import { replay, stateHash, type GameSession } from '../core/session';
import { randomSetup } from '../testing/test-random';
import { scoreVictory } from '../victory/victory';
import type { Bot } from './bot';
import { greedyBot } from './greedy-bot';
import { BotError, playGame } from './play-game';
import { randomBot } from './random-bot';

const setup = randomSetup(11);
const randomBots = (seed: number) => Object.fromEntries(setup.sides.map((s) => [s.id, randomBot(`r-${seed}-${s.id}`)]));

describe('playGame', () => {
  it('plays to the end; the same seeds play the same game, and its session replays to the same hash', () => {
    const a = playGame(setup, { seed: 5, bots: randomBots(5) });
    const b = playGame(setup, { seed: 5, bots: randomBots(5) });
    expect(a.end).not.toBe('stalled');
    expect(a.state.over).toBe(true);
    expect(b.session).toEqual(a.session);
    expect(b.hash).toBe(a.hash);
    expect(stateHash(replay(a.session))).toBe(a.hash);
    expect(stateHash(replay(JSON.parse(JSON.stringify(a.session)) as GameSession))).toBe(a.hash);
    expect(playGame(setup, { seed: 6, bots: randomBots(6) }).hash).not.toBe(a.hash);
  });

  it('reports the VP, winner and level the engine scored', () => {
    const played = playGame(setup, { seed: 3, bots: Object.fromEntries(setup.sides.map((s) => [s.id, greedyBot()])) });
    expect(played.vp).toEqual(scoreVictory(played.state).totals);
    expect(played.winner).toBe(played.state.outcome?.winner ?? null);
    expect(played.level).toBe(played.state.outcome?.level ?? scoreVictory(played.state).level);
  });

  it('a game still running at the action cap counts as stalled', () => {
    const played = playGame(setup, { seed: 1, bots: randomBots(1), maxActions: 3 });
    expect(played).toMatchObject({ end: 'stalled', level: 'stalled', winner: null });
    expect(played.session.actions).toHaveLength(3);
    expect(played.state.over).toBe(false);
  });

  it('a bot that returns a refused action is a bug: BotError names the bot, the side, the step and the reason', () => {
    const wrong: Action = { type: 'moveTo', unitId: 'no-such-unit', to: { col: 0, row: 0 } };
    const bad: Bot = { name: 'broken', next: () => wrong };
    let caught: unknown;
    try {
      playGame(setup, { seed: 1, bots: { axis: bad, allies: bad } });
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(BotError);
    expect((caught as BotError).message).toMatch(/^broken bot \((axis|allies)\) made a refused action at step 0: .*no-such-unit/);
  });

  it('every side needs a bot', () => {
    expect(() => playGame(setup, { seed: 1, bots: {} })).toThrow(/no bot plays side/);
  });
});
