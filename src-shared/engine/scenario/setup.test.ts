import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import { bundledScenario } from '../../../tests/support/bundled-scenarios';
import { hashValue } from '../core/hash';
import { setupFromScenario } from './scenario-setup';
import { stateHash } from '../core/session';
import { createGame } from './setup';

describe('games started from the same static setup', () => {
  const doc = bundledScenario('palembang');
  const shared = setupFromScenario(doc, []);
  const placements = [
    { unitId: doc.units[0].id, hex: { col: 3, row: 4 } },
    { unitId: doc.units[1].id, hex: { col: 5, row: 6 }, disrupted: true },
  ];

  it('share one board, and start exactly as games from fresh setups do', () => {
    const a = createGame({ ...shared, placements }, 7);
    const b = createGame({ ...shared, placements: placements.slice(0, 1) }, 7);
    expect(b.board).toBe(a.board);
    const fresh = setupFromScenario(doc, placements);
    const c = createGame(fresh, 7);
    expect(c.board).not.toBe(a.board);
    expect(a.setupHash).toBe(hashValue(fresh));
    expect(stateHash(a)).toBe(stateHash(c));
    expect(b.setupHash).toBe(hashValue(setupFromScenario(doc, placements.slice(0, 1))));
  });

  it('build a new board when any static part is another object, even with the same map object', () => {
    const a = createGame({ ...shared, placements }, 7);
    const fewerTurns = { ...shared, turns: shared.turns.slice(0, 2), placements };
    const b = createGame(fewerTurns, 7);
    expect(b.board).not.toBe(a.board);
    expect(b.board.turns).toHaveLength(2);
    expect(b.setupHash).toBe(hashValue(fewerTurns));
    const extra = { ...shared, placements, playerOrder: [...doc.sides].reverse().map((s) => s.id) };
    expect(createGame(extra, 7).board.sides.map((s) => s.id)).toEqual(extra.playerOrder);
  });
});
