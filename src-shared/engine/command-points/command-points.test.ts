import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import { apply } from '../core/apply';
import { act, game, toMovement } from '../testing/test-fixtures';

const units = [
  { id: 'a1', side: 'axis' as const, type: 'platoon', at: { col: 1, row: 1 } },
  { id: 'a2', side: 'axis' as const, type: 'platoon', at: { col: 3, row: 1 } },
  { id: 'a3', side: 'axis' as const, type: 'platoon', at: { col: 5, row: 1 } },
  { id: 'b1', side: 'allies' as const, type: 'platoon', at: { col: 8, row: 8 } },
];

/** Ends phases until the next time `side`'s Command Point Phase has begun. */
function toCommand(state: ReturnType<typeof game>, side: string) {
  let s = act(state, { type: 'endPhase' });
  while (!(s.phase === 'command' && s.board.sides[s.player].id === side)) s = act(s, { type: 'endPhase' });
  return s;
}

describe('command points (5.0)', () => {
  it('5.2: each side resets to the turn record track in its own Command Point Phase', () => {
    const s1 = toCommand(game({ units }), 'allies');
    expect(s1.turn).toBe(1);
    expect(s1.cp.allies).toBe(1);
    const s2 = toCommand(s1, 'axis');
    expect(s2.turn).toBe(2);
    expect(s2.cp.axis).toBe(3);
    const s3 = toCommand(s2, 'allies');
    expect(s3.cp.allies).toBe(2);
  });

  it('5.1, 10.10: fast movement costs one CP', () => {
    const s = toMovement(game({ units }));
    const r = apply(s, { type: 'fastMove', unitId: 'a1' });
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.state.cp.axis).toBe(1);
      expect(r.events[0]).toMatchObject({ type: 'cp-spent', side: 'axis', amount: 1, left: 1, rule: '10.10' });
    }
  });

  it('5.4: CP can never be spent below zero', () => {
    let s = toMovement(game({ units }));
    s = act(s, { type: 'fastMove', unitId: 'a1' });
    s = act(s, { type: 'fastMove', unitId: 'a2' });
    expect(s.cp.axis).toBe(0);
    const r = apply(s, { type: 'fastMove', unitId: 'a3' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'not-enough-cp', rule: '5.4' });
  });

  it('5.5: CP left unspent are lost at the next friendly Command Point Phase, not saved', () => {
    let s = game({ units, turns: [{ axis: 2, allies: 1 }, { axis: 1, allies: 1 }] });
    expect(s.cp.axis).toBe(2);
    for (;;) {
      const r = apply(s, { type: 'endPhase' });
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      const reset = r.events.find((e) => e.type === 'cp-reset' && e.side === 'axis');
      if (reset) {
        expect(reset).toEqual({ type: 'cp-reset', side: 'axis', lost: 2, cp: 1, rule: '5.2' });
        break;
      }
    }
    expect(s.turn).toBe(2);
    expect(s.cp.axis).toBe(1);
  });

  it('5.2: a side the track does not list gets no CP', () => {
    const s = toCommand(game({ units, turns: [{ axis: 2 } as { axis: number; allies: number }] }), 'allies');
    expect(s.cp).toEqual({ axis: 2, allies: 0 });
  });

  it('5.2: the first reset of each side loses nothing', () => {
    let s = game({ units });
    for (;;) {
      const r = apply(s, { type: 'endPhase' });
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      const reset = r.events.find((e) => e.type === 'cp-reset');
      if (reset) {
        expect(reset).toEqual({ type: 'cp-reset', side: 'allies', lost: 0, cp: 1, rule: '5.2' });
        break;
      }
    }
  });
});
