/**
 * Whole bot games play as recorded in tests/fixtures/playout-hashes.json (final state hash and the actions taken):
 * the first few seeds of each scenario and bot mix here, all of them with `npx tsx scripts/playout-hashes.ts`.
 */
import { describe, expect, it } from 'vitest';
import { gameHash, loadScenario, readPlayoutHashes } from '../../scripts/playout-hashes';

const PER_GROUP = 3;

describe('recorded playouts', () => {
  it.each(readPlayoutHashes().map((g) => [`${g.scenario} ${g.bots}`, g] as const))('%s games play as recorded', (_, group) => {
    const scenario = loadScenario(group.scenario);
    for (const expected of group.games.slice(0, PER_GROUP)) {
      expect(gameHash(scenario, group.bots, expected.seed), `seed ${expected.seed}: a rules change? Review it, then run npx tsx scripts/playout-hashes.ts --write`).toEqual(expected);
    }
  });
});
