import { describe, expect, it } from 'vitest';
import '../engine/testing/test-guards';
import { hexIndex, legalActions, type GameState } from '../engine';
import { goldenReplay, scenarioDoc } from '../../tests/support/playtest-games';
import { enemyZoc, previewMove, reachFor, stackReachFor, whyNot } from './move-preview';
import { gameNames } from './names';
import { Timeline } from './timeline';

const golden = goldenReplay('palembang-greedy-1.session.json');
const timeline = new Timeline(golden.setup, golden.seed, golden.actions);
const names = gameNames(timeline.current.board, scenarioDoc('palembang'));
/** Action counts before each moveTo of the replay. */
const beforeMoves = golden.actions.flatMap((a, i) => (a.type === 'moveTo' ? [i] : []));

describe('move preview', () => {
  it('lists as reachable exactly the hexes legalActions offers each unit', () => {
    for (const count of beforeMoves.filter((_c, i) => i % 15 === 0)) {
      const state = timeline.stateAt(count);
      const legal = legalActions(state).flatMap((a) => (a.type === 'moveTo' ? [`${a.unitId}@${a.to.col},${a.to.row}`] : []));
      const units = [...new Set(state.board.unitIds.filter((id) => state.board.units[id].sideId === state.board.sides[state.player].id))];
      const shown = units.flatMap((id) => reachFor(state, id).map((r) => `${id}@${r.hex.col},${r.hex.row}`));
      expect(shown.sort()).toEqual(legal.sort());
    }
  });

  it('explains the path to a hovered hex exactly as the engine then moves the unit', () => {
    for (const count of beforeMoves.slice(0, 40)) {
      const action = golden.actions[count];
      if (action.type !== 'moveTo') continue;
      const preview = previewMove(timeline.stateAt(count), action.unitId, action.to);
      const moved = timeline.eventsOf(count).find((e) => e.type === 'unit-moved');
      expect(preview.ok).toBe(true);
      if (preview.ok) expect(preview.event).toEqual(moved);
    }
  });

  it('breaks each step into terrain, hexside, road and cave costs that add up to the MP spent', () => {
    const state = timeline.stateAt(beforeMoves[0]);
    const unitId = (golden.actions[beforeMoves[0]] as { unitId: string }).unitId;
    let road = 0;
    for (const r of reachFor(state, unitId)) {
      const preview = previewMove(state, unitId, r.hex);
      if (!preview.ok) throw new Error(preview.error.message);
      expect(preview.steps.map((s) => s.at)).toEqual(r.path);
      expect(preview.lines.reduce((sum, l) => sum + l.mp, 0)).toBeCloseTo(preview.mpSpent);
      if (!r.minimumMove) expect(preview.mpSpent).toBeCloseTo(r.cost);
      road += preview.lines.filter((l) => l.category === 'road').length;
      expect(preview.halted).toBe(r.endsInEzoc);
    }
    expect(road).toBeGreaterThan(0);
  });

  it('gives the engine’s reason for a hex the unit cannot reach or hold', () => {
    const count = beforeMoves[5];
    const state = timeline.stateAt(count);
    const unitId = (golden.actions[count] as { unitId: string }).unitId;
    const reach = new Set(reachFor(state, unitId).map((r) => hexIndex(state.board, r.hex)));
    const far = { col: 0, row: 0 };
    expect(reach.has(hexIndex(state.board, far))).toBe(false);
    const preview = previewMove(state, unitId, far);
    expect(preview.ok).toBe(false);
    if (!preview.ok) expect(preview.error.message).toMatch(/cannot be reached|prohibited|enemy/);
    const enemy = enemyUnitHex(state, unitId);
    expect(whyNot(state, { type: 'moveTo', unitId, to: enemy }, names)).toMatchObject({ code: 'illegal-move', rule: '7.6', message: expect.stringMatching(/^Enemy units hold \d{4}/) });
    expect(whyNot(state, { type: 'moveTo', unitId, to: reachFor(state, unitId)[0].hex })).toBeNull();
  });

  it('words a refusal with names, not ids', () => {
    const state = timeline.stateAt(0);
    const other = state.board.sides.find((s) => s.id !== state.board.sides[state.player].id);
    if (!other) throw new Error('one side');
    const refusal = whyNot(state, { type: 'endPhase', side: other.id }, names);
    expect(refusal?.code).toBe('not-your-turn');
    expect(refusal?.message).toContain(`${other.name} must wait`);
  });

  it('marks every hex next to an enemy unit as in its zone of control', () => {
    const state = timeline.stateAt(beforeMoves[10]);
    const side = state.board.sides[state.player].id;
    const zoc = new Set(enemyZoc(state, side).map((h) => hexIndex(state.board, h)));
    for (const id of state.board.unitIds) {
      const hex = state.units[id].hex;
      if (!hex || state.board.units[id].sideId === side) continue;
      const at = hexIndex(state.board, hex);
      for (let dir = 0; dir < 6; dir++) {
        const n = state.board.neighbourAt[at * 6 + dir];
        if (n >= 0) expect(zoc.has(n)).toBe(true);
      }
    }
    expect(zoc.size).toBeGreaterThan(0);
  });

  it('gives a stack the hexes all its units can reach, with what each pays', () => {
    const state = timeline.stateAt(beforeMoves[0]);
    const side = state.board.sides[state.player].id;
    const movers = state.board.unitIds.filter((id) => state.board.units[id].sideId === side && reachFor(state, id).length > 0).slice(0, 2);
    expect(movers.length).toBe(2);
    const both = stackReachFor(state, movers);
    const sets = movers.map((id) => new Set(reachFor(state, id).map((r) => hexIndex(state.board, r.hex))));
    for (const r of both) {
      for (const set of sets) expect(set.has(hexIndex(state.board, r.hex))).toBe(true);
      expect(Object.keys(r.costs).sort()).toEqual([...movers].sort());
    }
    expect(both.length).toBe([...sets[0]].filter((at) => sets[1].has(at)).length);
  });
});

function enemyUnitHex(state: GameState, unitId: string) {
  const side = state.board.units[unitId].sideId;
  const enemy = state.board.unitIds.find((id) => state.board.units[id].sideId !== side && state.units[id].hex);
  if (!enemy) throw new Error('no enemy on the map');
  return state.units[enemy].hex as NonNullable<GameState['units'][string]['hex']>;
}
