/**
 * Golden replays (tests/fixtures/replays, written by scripts/make-replays.ts): whole bot games of the bundled scenarios
 * replay to the state hash pinned in each file. A different hash, or a refused action, means the rules or a bundled
 * scenario changed: review that change, then regenerate with `npx tsx scripts/make-replays.ts`.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import '../../src-shared/engine/testing/test-guards';
import { replay, ReplayError, stateHash } from '../../src-shared/engine';
import { readSession } from '../../src-main/cli/read-session';
import { GOLDEN_GAMES, REPLAYS_DIR, replayFile } from '../../scripts/make-replays';

const files = readdirSync(REPLAYS_DIR).filter((f) => f.endsWith('.session.json')).sort();

describe('golden replays', () => {
  it('are the games make-replays writes, for both bundled scenarios', () => {
    expect(files).toEqual(GOLDEN_GAMES.map(replayFile).sort());
  });

  it.each(files)('%s replays to its pinned hash', (file) => {
    const { file: session, session: game } = readSession(path.join(REPLAYS_DIR, file));
    let hash: string;
    try {
      const state = replay(game);
      expect(state.over, 'a whole game').toBe(true);
      hash = stateHash(state);
    } catch (e) {
      if (e instanceof ReplayError) throw new Error(`${file}: ${e.message}. A rules change? Review it, then run npx tsx scripts/make-replays.ts`);
      throw e;
    }
    expect(hash, `${file}: the replay reaches another state. A rules change? Review it, then run npx tsx scripts/make-replays.ts`).toBe(session.finalHash);
  });
});
