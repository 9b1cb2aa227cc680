import { describe, expect, it } from 'vitest';
import '../engine/testing/test-guards';
import { apply, type GameState } from '../engine';
import { createGame } from '../engine/scenario/setup';
import { withDice } from '../engine/testing/test-combat';
import { ALL_UNIT_TYPES, makeSetup, toPhase, unitType } from '../engine/testing/test-fixtures';
import { defaultRuleset } from '../ruleset';
import { counterView } from './board-view';
import { gameNames } from './names';
import { narrate } from './narrate';

const LEADER = unitType('leader', 'foot', 'platoon', [4, 2], ['leader'], [1, 1]);

/** The axis Movement Phase of turn 1 opened with the die `face`, the axis leader eliminated before it. */
function opened(face: number) {
  const base = makeSetup({
    cols: 12, rows: 12, unitTypes: [...ALL_UNIT_TYPES, LEADER], ruleset: defaultRuleset(),
    units: [{ id: 'ldr', side: 'axis', type: 'leader', at: { col: 1, row: 1 } }, { id: 'r1', side: 'axis', type: 'rifle', at: { col: 4, row: 4 } }, { id: 'e', side: 'allies', type: 'rifle', at: { col: 4, row: 5 } }],
  });
  const s = toPhase(createGame({ ...base, specialRules: [{ id: 'morale', module: 'morale' }] }, 1), 'engineering', 'axis');
  const lost: GameState = { ...s, units: { ...s.units, ldr: { ...s.units.ldr, hex: null, eliminated: true } } };
  const r = apply(withDice(lost, [face]), { type: 'endPhase' });
  if (!r.ok) throw new Error(r.error.message);
  return { state: r.state, events: r.events, names: gameNames(r.state.board) };
}

describe('morale on the play-test board and in the log', () => {
  it('the log gives the die, the modifiers that applied and the row with its results (default table: 5 + 1 next to an enemy = 6)', () => {
    const { events, names } = opened(5);
    const rolled = events.find((e) => e.type === 'morale-rolled');
    if (!rolled) throw new Error('no roll');
    const n = narrate(rolled, names);
    expect(n.text).toBe('r1 rolls for morale (every leader of its formation is lost): 1d6 5 +1 an enemy unit is next to it = 6 → row 6–8: must fall back 2 hexes, cannot fire');
    expect(n.dice).toMatchObject({ dice: '1d6', faces: [5], result: 6, modifiers: [{ value: 1, cause: 'an enemy unit is next to it' }] });
    expect(n.details).toEqual(['+1 the unit is disrupted: does not apply', '+1 an enemy unit is next to it: applies']);
    const fell = events.find((e) => e.type === 'morale-fell-back');
    if (!fell) throw new Error('no fall back');
    expect(narrate(fell, names).text).toMatch(/^r1 falls back from 0505: 2 hexes to \d{4} \(route chosen by the engine\)$/);
  });

  it('the counter carries a morale marker while a result is in force, and none otherwise', () => {
    expect(counterView(opened(4).state, 'r1').morale).toBe('NM NF');
    expect(counterView(opened(3).state, 'r1').morale).toBe('NF');
    expect(counterView(opened(1).state, 'r1').morale).toBeUndefined();
    expect(counterView(opened(1).state, 'r1')).not.toHaveProperty('morale');
  });
});
