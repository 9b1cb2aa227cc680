import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import { BUNDLED_SCENARIOS, bundledScenario } from '../../../tests/support/bundled-scenarios';
import { apply } from '../core/apply';
import { replay, stateHash, type GameSession } from '../core/session';
import { createGame } from '../scenario/setup';
import { brokenInvariants } from '../testing/test-invariants';
import type { BotKind } from './bot';
import { prepareScenario, scenarioGame } from './scenario-game';

/** Greedy against greedy, random against random, and each against the other, on a few seeds. */
const MATCHES: readonly { bots: BotKind | 'mixed'; seeds: readonly number[] }[] = [
  { bots: 'greedy', seeds: [11, 12, 13, 14] },
  { bots: 'random', seeds: [21, 22] },
  { bots: 'mixed', seeds: [31, 32] },
];

describe.each(BUNDLED_SCENARIOS)('bot games of %s keep every invariant', (name) => {
  const scenario = prepareScenario(bundledScenario(name));
  const [first, second] = scenario.doc.sides.map((s) => s.id);

  it.each(MATCHES)('$bots bots: every game ends, every action keeps the invariants, and the session replays to the same hash after a JSON round trip', ({ bots, seeds }) => {
    for (const seed of seeds) {
      const kinds = bots === 'mixed' ? { [first]: seed % 2 ? 'greedy' : 'random', [second]: seed % 2 ? 'random' : 'greedy' } as const : bots;
      const played = scenarioGame(scenario, { seed, bots: kinds });
      expect(played.end, `seed ${seed}`).not.toBe('stalled');
      let state = createGame(played.session.setup, seed);
      const broken: string[] = [];
      played.session.actions.forEach((action, i) => {
        const r = apply(state, action);
        if (!r.ok) throw new Error(`step ${i}: ${r.error.message}`);
        broken.push(...brokenInvariants(state, action, r.state, r.events).map((b) => `seed ${seed} step ${i}: ${b}`));
        state = r.state;
      });
      expect(broken).toEqual([]);
      expect(stateHash(state)).toBe(played.hash);
      expect(stateHash(replay(JSON.parse(JSON.stringify(played.session)) as GameSession))).toBe(played.hash);
    }
  });
});
