import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import { hexKey } from '../../hex';
import { apply } from '../core/apply';
import { hexAt } from '../core/board';
import { legalActions } from '../core/legal';
import { explainStep } from './movement-cost';
import { moveContext, reachableHexes, reachSearch, searchReach, type MoveContext } from './reach';
import { createGame } from '../scenario/setup';
import { withParts, type GameState } from '../core/state';
import { randomSetup } from '../testing/test-random';
import { act, game, toPhase } from '../testing/test-fixtures';

/** A slow, obviously-correct relaxation with the explaining cost function: the reference for the fast search. */
function oracle(ctx: MoveContext): Map<number, number> {
  const { board, ezoc, blocked, noEnd, caves, start, budgetHalf } = ctx;
  const budget = budgetHalf / 2;
  const dist = new Map<number, number>([[start, 0]]);
  for (let changed = true; changed; ) {
    changed = false;
    for (const [at, cost] of [...dist]) {
      if ((at !== start && ezoc[at] === 1) || cost > budget) continue;
      for (let dir = 0; dir < 6; dir++) {
        const next = board.neighbourAt[at * 6 + dir];
        if (next < 0 || next === start || blocked[next] === 1) continue;
        if (at === start && ezoc[start] === 1 && ezoc[next] === 1 && !ctx.infiltration) continue;
        const step = explainStep(board, ctx.tables, at, dir, next, caves);
        if (!step.ok) continue;
        const total = cost + step.total;
        const known = dist.get(next);
        const better = known === undefined || total < known;
        const minimum = at === start && ctx.minimumMove && (known === undefined || known > budget);
        if ((total <= budget && better) || (total > budget && minimum && better)) {
          dist.set(next, total);
          changed = true;
        }
      }
    }
  }
  dist.delete(start);
  // OST 15.12: a tank killer passes through hexes of its side's units but does not end its move there.
  if (noEnd) for (const at of [...dist.keys()]) if (noEnd[at] === 1) dist.delete(at);
  return dist;
}

function movementStates(seed: number): GameState[] {
  let state = createGame(randomSetup(seed), seed);
  const found: GameState[] = [];
  for (let i = 0; i < 80 && !state.over; i++) {
    if (state.phase === 'movement') found.push(state);
    // 16.1, 16.4: open decisions and reinforcements due are settled by the first legal action.
    const ended = apply(state, { type: 'endPhase' });
    const r = ended.ok ? ended : apply(state, legalActions(state)[0]);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  return found;
}

describe('reachability (9.0, 10.0)', () => {
  it('10.2, 9.2–9.4, 10.4, OST 9.8, 15.12: the fast search agrees with a reference relaxation on 200 random maps', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        for (const state of movementStates(seed)) {
          for (const unitId of state.board.unitIds) {
            const ctx = moveContext(state, unitId);
            if (!ctx) continue;
            const expected = oracle(ctx);
            const got = reachableHexes(state, unitId);
            const want = new Map([...expected].map(([i, c]) => [hexKey(hexAt(state.board, i)), c]));
            expect(new Map([...got].map(([k, e]) => [k, e.cost]))).toEqual(want);
          }
        }
      }),
      { numRuns: 200, seed: 4242 },
    );
  });

  it('10.0: every reachable hex can be moved to along its reported path, at its reported cost', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        for (const state of movementStates(seed)) {
          for (const unitId of state.board.unitIds) {
            for (const [key, entry] of reachableHexes(state, unitId)) {
              const r = apply(state, { type: 'move', unitId, path: entry.path });
              if (!r.ok) throw new Error(`${key}: ${r.error.message}`);
              const moved = r.events.find((e) => e.type === 'unit-moved');
              // Thousands of moves: expect only on a difference.
              const spent = moved?.type === 'unit-moved' && moved.mpSpent;
              const halted = moved?.type === 'unit-moved' && moved.halted;
              if (spent !== entry.cost) expect(spent, key).toBe(entry.cost);
              if (halted !== entry.endsInEzoc) expect(halted, key).toBe(entry.endsInEzoc);
            }
          }
        }
      }),
      { numRuns: 200, seed: 777 },
    );
  });
});

describe('reach searches shared between states', () => {
  const start = () =>
    toPhase(
      game({
        units: [
          { id: 'a', side: 'axis', type: 'platoon', at: { col: 1, row: 1 } },
          { id: 'b', side: 'axis', type: 'platoon', at: { col: 8, row: 8 } },
          { id: 'e', side: 'allies', type: 'platoon', at: { col: 4, row: 1 } },
        ],
      }),
      'movement',
    );
  const searchOf = (state: GameState, unitId: string) => {
    const ctx = moveContext(state, unitId);
    if (!ctx) throw new Error(`${unitId} may not move`);
    return { search: reachSearch(state, unitId, ctx), fresh: searchReach(ctx) };
  };

  it('a later state that gives the search the same inputs (only a friend moved) gets the same search', () => {
    const before = start();
    const first = searchOf(before, 'a');
    const after = act(before, { type: 'moveTo', unitId: 'b', to: { col: 8, row: 6 } });
    expect(after.units).not.toBe(before.units);
    const again = searchOf(after, 'a');
    expect(again.search).toBe(first.search);
    expect(again.search).toEqual(again.fresh);
  });

  it('a state where the enemy stands elsewhere gets its own search', () => {
    const before = start();
    const first = searchOf(before, 'a');
    const moved = withParts(before, { units: { ...before.units, e: { ...before.units.e, hex: { col: 2, row: 3 } } } });
    const again = searchOf(moved, 'a');
    expect(again.search).not.toBe(first.search);
    expect(again.search).toEqual(again.fresh);
    expect(again.search.reached).not.toEqual(first.search.reached);
  });
});
