import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import { apply } from '../core/apply';
import { legalActions } from '../core/legal';
import { accepted, battle, eventsOf, fight, refused } from '../testing/test-combat';
import { step, type FixtureOptions, type FixtureUnit } from '../testing/test-fixtures';

const D = { col: 5, row: 5 };
const [N, NE, SE, S, SW, NW] = [0, 1, 2, 3, 4, 5].map((d) => step(D, d as 0));
const ours = (id: string, type: string, at: FixtureUnit['at'], disrupted = false): FixtureUnit => ({ id, side: 'axis', type, at, disrupted });
const enemy = (id: string, type: string, at = D, disrupted = false): FixtureUnit => ({ id, side: 'allies', type, at, disrupted });
const force = [ours('t', 'panzer', N), ours('r', 'rifle', NE), ours('pl', 'platoon', NW), ours('m', 'mortar', { col: 5, row: 2 })];

/** t, r, pl and m destroy the militia in D (15 against 1, a 6 is DE). */
function cleared(o: Partial<FixtureOptions> = {}, extra: FixtureUnit[] = []) {
  const s = battle({ ...o, units: [...force, enemy('x', 'militia'), ...extra] });
  return fight(s, { attackers: ['t', 'r', 'pl'], ranged: ['m'], defenderHex: D }, [6]);
}

describe('pursuit (14.0)', () => {
  it('14.1, 14.2: when the hex is cleared, undisrupted pursuit units that attacked from next to it may advance; mechanized two hexes', () => {
    const { events, state } = cleared();
    expect(eventsOf(events, 'pursuit-open')).toEqual([{ type: 'pursuit-open', hex: '0606', at: D, units: [{ unitId: 'r', maxHexes: 1 }, { unitId: 't', maxHexes: 2 }], rule: '14.2' }]);
    const pursuits = legalActions(state).filter((a) => a.type === 'pursue');
    expect(pursuits).toContainEqual({ type: 'pursue', unitId: 'r', path: [D] });
    expect(pursuits).toContainEqual({ type: 'pursue', unitId: 't', path: [D] });
    expect(pursuits).toContainEqual({ type: 'pursue', unitId: 't', path: [D, S] });
    expect(pursuits.filter((a) => a.unitId === 'r')).toHaveLength(1);
    expect(pursuits.some((a) => a.unitId === 'pl' || a.unitId === 'm')).toBe(false);
    const moved = accepted(apply(state, { type: 'pursue', unitId: 't', path: [D, S] }));
    expect(moved.events).toEqual([{ type: 'unit-pursued', unitId: 't', from: N, to: S, path: [D, S], rule: '14.2' }]);
    expect(moved.state.units.t.hex).toEqual(S);
    expect(refused(apply(moved.state, { type: 'pursue', unitId: 't', path: [D] })).code).toBe('illegal-pursuit');
    expect(accepted(apply(moved.state, { type: 'pursue', unitId: 'r', path: [D] })).state.combat?.pursuit).toBeNull();
  });

  it('14.1: units without the pursuit flag, and ranged attackers, never pursue', () => {
    const { state } = cleared();
    expect(refused(apply(state, { type: 'pursue', unitId: 'pl', path: [D] })).rule).toBe('14.1');
    expect(refused(apply(state, { type: 'pursue', unitId: 'm', path: [D] })).rule).toBe('14.1');
  });

  it('14.2, 14.3: the first hex is the one the defenders left; other units one hex only', () => {
    const { state } = cleared();
    expect(refused(apply(state, { type: 'pursue', unitId: 't', path: [S] })).rule).toBe('14.3');
    expect(refused(apply(state, { type: 'pursue', unitId: 'r', path: [D, S] })).rule).toBe('14.2');
    expect(refused(apply(state, { type: 'pursue', unitId: 't', path: [D, step(S, 3)] })).rule).toBe('14.3');
  });

  it('14.4: pursuit enters and leaves enemy ZOCs freely, but never enemy units or terrain the unit could not enter', () => {
    const { state } = cleared({ terrain: [{ at: SW, terrain: 'jungle' }] }, [enemy('y', 'platoon', step(S, 3)), enemy('z', 'platoon', step(SE, 2))]);
    expect(apply(state, { type: 'pursue', unitId: 't', path: [D, S] }).ok).toBe(true);
    expect(refused(apply(state, { type: 'pursue', unitId: 't', path: [D, SW] })).rule).toBe('14.4');
    const blocked = battle({ units: [...force, enemy('x', 'militia'), enemy('w', 'platoon', SE)] });
    const after = fight(blocked, { attackers: ['t', 'r', 'pl'], ranged: ['m'], defenderHex: D }, [6]).state;
    expect(refused(apply(after, { type: 'pursue', unitId: 't', path: [D, SE] })).rule).toBe('7.6');
  });

  it('14.4: a unit that could not enter the vacated hex by normal movement does not pursue', () => {
    const { events } = cleared({ terrain: [{ at: D, terrain: 'jungle' }] });
    expect(eventsOf(events, 'pursuit-open')[0].units).toEqual([{ unitId: 'r', maxHexes: 1 }]);
  });

  it('15.1: disrupted attackers cannot pursue', () => {
    const s = battle({ units: [...force, enemy('x', 'para', D, true)] });
    // 9 against 3: +6; a 1 is EX: the named tank is disrupted, the disrupted para eliminated.
    const { events, report } = fight(s, { attackers: ['t', 'r'], defenderHex: D, exchangeUnit: 't' }, [1]);
    expect(report.result).toBe('EX');
    expect(eventsOf(events, 'pursuit-open')[0].units).toEqual([{ unitId: 'r', maxHexes: 1 }]);
  });

  it('14.0: no pursuit while defenders remain; the next attack or the end of the phase closes it', () => {
    const held = fight(battle({ units: [...force, enemy('x', 'para')] }), { attackers: ['r'], defenderHex: D }, [6]);
    expect(held.report.result).toBe('NE');
    expect(held.state.combat?.pursuit).toBeNull();
    const { state } = cleared({}, [enemy('y', 'platoon', step(NW, 5)), ours('q', 'rifle', step(step(NW, 5), 0))]);
    const next = fight(state, { attackers: ['q'], defenderHex: step(NW, 5) }, [3]).state;
    expect(next.combat?.pursuit).toBeNull();
    expect(legalActions(next).some((a) => a.type === 'pursue')).toBe(false);
    expect(refused(apply(next, { type: 'pursue', unitId: 't', path: [D] })).code).toBe('illegal-pursuit');
    const ended = accepted(apply(state, { type: 'endPhase' })).state;
    expect(refused(apply(ended, { type: 'pursue', unitId: 't', path: [D] })).code).toBe('illegal-pursuit');
  });
});
