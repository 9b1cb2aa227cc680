import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import { defaultRuleset } from '../../ruleset';
import { apply } from '../core/apply';
import { legalActions } from '../core/legal';
import type { GameEvent } from '../core/events';
import { battle, eventsOf, fight } from '../testing/test-combat';
import { act, game, step, toMovement, type FixtureUnit } from '../testing/test-fixtures';
import { cpOf, spendCp, usesCp } from './command-points';

const NO_CP = { ...defaultRuleset(), commandPoints: false };
const D = { col: 5, row: 5 };
const ours = (id: string, type: string, at: FixtureUnit['at']): FixtureUnit => ({ id, side: 'axis', type, at });
const cpEvents = (events: readonly GameEvent[]) => events.filter((e) => e.type === 'cp-spent' || e.type === 'cp-reset' || e.type === 'cp-bonus' || e.type === 'cp-changed');

describe('a scenario without command points (5.0 switched off)', () => {
  it('has unlimited CP in hand; spending changes nothing and logs nothing', () => {
    const s = game({ units: [ours('a1', 'platoon', { col: 1, row: 1 })], ruleset: NO_CP, turns: [{ axis: 0, allies: 0 }] });
    expect(usesCp(s.board)).toBe(false);
    expect(cpOf(s, 'axis')).toBe(Number.POSITIVE_INFINITY);
    expect(spendCp(s, 'axis', 3, 'Anything', '5.4')).toEqual({ ok: true, state: s, events: [] });
    const withCp = game({ units: [ours('a1', 'platoon', { col: 1, row: 1 })] });
    expect(usesCp(withCp.board)).toBe(true);
  });

  it('fast movement costs no CP, however many units make it, and no CP Phase resets anything', () => {
    const units = [ours('a1', 'platoon', { col: 1, row: 1 }), ours('a2', 'platoon', { col: 3, row: 1 }), ours('a3', 'platoon', { col: 5, row: 1 }), { id: 'b1', side: 'allies' as const, type: 'platoon', at: { col: 8, row: 8 } }];
    const start = game({ units, ruleset: NO_CP, turns: [{ axis: 0, allies: 0 }, { axis: 0, allies: 0 }] });
    let s = toMovement(start);
    const events: GameEvent[] = [];
    for (const unitId of ['a1', 'a2', 'a3']) {
      const r = apply(s, { type: 'fastMove', unitId });
      if (!r.ok) throw new Error(r.error.message);
      events.push(...r.events);
      s = r.state;
    }
    expect(eventsOf(events, 'fast-move')).toHaveLength(3);
    expect(cpEvents(events)).toEqual([]);
    const log: GameEvent[] = [];
    while (s.turn === 1) {
      const r = apply(s, { type: 'endPhase' });
      if (!r.ok) throw new Error(r.error.message);
      log.push(...r.events);
      s = r.state;
    }
    expect(log.some((e) => e.type === 'phase-started' && e.phase === 'command')).toBe(true);
    expect(cpEvents(log)).toEqual([]);
  });

  it('ranged fire is open with a zero track and costs nothing, phase after phase', () => {
    const units = [ours('m1', 'mortar', { col: 5, row: 2 }), ours('m2', 'mortar', { col: 2, row: 5 }), { id: 'e', side: 'allies' as const, type: 'platoon', at: D }];
    const s = battle({ units, ruleset: NO_CP, turns: [{ axis: 0, allies: 0 }] });
    expect(legalActions(s).some((a) => a.type === 'attack' && a.ranged?.includes('m1'))).toBe(true);
    const first = fight(s, { attackers: [], ranged: ['m1'], defenderHex: D }, [3]);
    expect(cpEvents(first.events)).toEqual([]);
    const withCp = battle({ units, turns: [{ axis: 0, allies: 0 }] });
    expect(legalActions(withCp).some((a) => a.type === 'attack' && a.ranged?.includes('m1'))).toBe(false);
  });

  it('regroup costs no CP', () => {
    const units = [{ ...ours('a1', 'platoon', { col: 1, row: 1 }), disrupted: true }, { id: 'b1', side: 'allies' as const, type: 'platoon', at: step(step(step(D, 3), 3), 3) }];
    let s = game({ units, ruleset: NO_CP, turns: [{ axis: 0, allies: 0 }] });
    while (s.phase !== 'regroup') s = act(s, { type: 'endPhase' });
    const r = apply(s, { type: 'regroup', unitId: 'a1' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.units.a1.disrupted).toBe(false);
    expect(cpEvents(r.events)).toEqual([]);
  });
});
