import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import { bundledScenario } from '../../../tests/support/bundled-scenarios';
import { hashValue } from '../core/hash';
import { setupFromScenario } from './scenario-setup';
import { stateHash } from '../core/session';
import { createGame } from './setup';
import type { GameSetup } from './setup-types';
import { hexIndex } from '../core/board';

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
    // Other objects holding the same data share the board too (prepareSetup compares them).
    const fresh = setupFromScenario(doc, placements);
    const c = createGame(fresh, 7);
    expect(c.board).toBe(a.board);
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

  it('share the board of a setup holding the same data (a session read back from JSON), and only then', () => {
    const setup = { ...shared, placements };
    const a = createGame(setup, 7);
    const copy = JSON.parse(JSON.stringify(setup)) as GameSetup;
    const b = createGame(copy, 7);
    expect(b.board).toBe(a.board);
    expect(stateHash(b)).toBe(stateHash(a));
    // One terrain changed deep inside: a board of its own, which has that terrain.
    const [first, ...rest] = copy.hexes;
    const other = first.terrain === 'clear' ? 'swamp' : 'clear';
    const changed = { ...copy, hexes: [{ ...first, terrain: other }, ...rest] };
    const c = createGame(changed, 7);
    expect(c.board).not.toBe(a.board);
    const terrainOf = (board: typeof a.board) => board.terrainIds[board.terrainAt[hexIndex(board, first)]];
    expect(terrainOf(a.board)).toBe(first.terrain);
    expect(terrainOf(c.board)).toBe(other);
    expect(c.setupHash).toBe(hashValue(changed));
    expect(c.setupHash).not.toBe(a.setupHash);
    // The same data under keys in another order is not taken for the same (the comparison is strict), yet starts the same game.
    const reordered = { ...copy, map: Object.fromEntries(Object.entries(copy.map).reverse()) as GameSetup['map'] };
    const d = createGame(reordered, 7);
    expect(d.board).not.toBe(a.board);
    expect(stateHash(d)).toBe(stateHash(a));
  });

  it('share the board of a setup holding the same data prepared long before, while that setup is in use', () => {
    const setup = { ...shared, placements };
    const a = createGame(setup, 7);
    // Other setups prepared since (each with other turns: other data).
    const others = [1, 2, 3, 4].map((n) => createGame({ ...shared, turns: shared.turns.slice(0, n), placements }, 7));
    expect(new Set([a.board, ...others.map((o) => o.board)]).size).toBe(5);
    const copy = JSON.parse(JSON.stringify(setup)) as GameSetup;
    expect(createGame(copy, 7).board).toBe(a.board);
    expect(createGame(JSON.parse(JSON.stringify({ ...shared, turns: shared.turns.slice(0, 2), placements })) as GameSetup, 7).board).toBe(others[1].board);
  });

  it('hash the setup as hashValue does, each placements worked out once yet any change to them seen, even made in place', () => {
    const own = placements.map((p) => ({ ...p, hex: { ...p.hex } }));
    const setup = { ...shared, placements: own };
    const first = createGame(setup, 7).setupHash;
    expect(first).toBe(hashValue(setup));
    // The same placements again, and a copy of them through JSON: the same hash.
    expect(createGame(setup, 8).setupHash).toBe(first);
    expect(createGame(JSON.parse(JSON.stringify(setup)) as GameSetup, 7).setupHash).toBe(first);
    // Changed in place, deep inside and then by a unit added: each time the hash of what they hold now.
    own[0].hex.col = 4;
    const moved = createGame(setup, 7).setupHash;
    expect(moved).toBe(hashValue(setup));
    expect(moved).not.toBe(first);
    own.push({ unitId: doc.units[2].id, hex: { col: 7, row: 7 } });
    expect(createGame(setup, 7).setupHash).toBe(hashValue(setup));
    // And back to the first placements: the first hash.
    own.pop();
    own[0].hex.col = 3;
    expect(createGame(setup, 7).setupHash).toBe(first);
    // Many other placements in between push the first out of those kept: worked out again, the same.
    for (let col = 0; col < 6; col++) expect(createGame({ ...shared, placements: [{ unitId: doc.units[0].id, hex: { col, row: 1 } }] }, 7).setupHash).toBe(hashValue({ ...shared, placements: [{ unitId: doc.units[0].id, hex: { col, row: 1 } }] }));
    expect(createGame(setup, 7).setupHash).toBe(first);
  });
});
