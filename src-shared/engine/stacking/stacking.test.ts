import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import { apply } from '../core/apply';
import { defaultRuleset, defaultStacking } from '../../ruleset';
import { overStackedHexes } from './stacking';
import { act, game, step, toMovement, type FixtureUnit } from '../testing/test-fixtures';
import { sizePoints } from '../core/units';

const H = { col: 3, row: 3 };
const far: FixtureUnit = { id: 'e', side: 'allies', type: 'platoon', at: { col: 9, row: 9 } };

function endMovement(units: FixtureUnit[], mover?: { id: string; to: { col: number; row: number } }, pointsPerHex?: number) {
  const ruleset = defaultRuleset();
  if (pointsPerHex !== undefined) ruleset.stacking = { ...defaultStacking(), pointsPerHex };
  let s = toMovement(game({ units: [...units, far], ruleset }));
  if (mover) s = act(s, { type: 'moveTo', unitId: mover.id, to: mover.to });
  const before = s;
  const r = apply(s, { type: 'endPhase' });
  if (!r.ok) throw new Error(r.error.message);
  return { before, after: r.state, events: r.events };
}

describe('stacking (7.0)', () => {
  it('7.2: a company counts three platoons, a platoon one; by name or printed symbol', () => {
    const st = defaultStacking();
    expect(sizePoints(st, 'company')).toBe(3);
    expect(sizePoints(st, 'platoon')).toBe(1);
    expect(sizePoints(st, 'I')).toBe(3);
    expect(sizePoints(st, '•••')).toBe(1);
    expect(sizePoints(st, 'battalion')).toBe(st.defaultSizePoints);
    expect(sizePoints(st, 'constructor')).toBe(st.defaultSizePoints);
  });

  it('7.1: units may pass through and even stand over-stacked during the phase', () => {
    const units: FixtureUnit[] = [
      { id: 'c', side: 'axis', type: 'company', at: H },
      { id: 'p1', side: 'axis', type: 'platoon', at: H },
      { id: 'p2', side: 'axis', type: 'platoon', at: step(H, 0) },
    ];
    const { before } = endMovement(units, { id: 'p2', to: H });
    expect(overStackedHexes(before)).toHaveLength(1);
    expect(Object.values(before.units).some((u) => u.disrupted)).toBe(false);
  });

  it('7.3: at the end of the Movement Phase every unit of an over-stacked hex is disrupted', () => {
    const units: FixtureUnit[] = [
      { id: 'c', side: 'axis', type: 'company', at: H },
      { id: 'p1', side: 'axis', type: 'platoon', at: H },
      { id: 'p2', side: 'axis', type: 'platoon', at: step(H, 0) },
      { id: 'ok', side: 'axis', type: 'platoon', at: step(H, 3) },
    ];
    const { after, events } = endMovement(units, { id: 'p2', to: H });
    expect(['c', 'p1', 'p2'].map((id) => after.units[id].disrupted)).toEqual([true, true, true]);
    expect(after.units.ok.disrupted).toBe(false);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'over-stacked', side: 'axis', hex: '0404', total: 5, limit: 4, rule: '7.3', units: [{ unitId: 'c', points: 3 }, { unitId: 'p1', points: 1 }, { unitId: 'p2', points: 1 }] }),
    );
    expect(events.filter((e) => e.type === 'unit-disrupted')).toHaveLength(3);
  });

  it('7.2: exactly at the limit is allowed', () => {
    const units: FixtureUnit[] = [
      { id: 'c', side: 'axis', type: 'company', at: H },
      { id: 'p1', side: 'axis', type: 'platoon', at: step(H, 0) },
    ];
    const { after } = endMovement(units, { id: 'p1', to: H });
    expect(after.units.c.disrupted || after.units.p1.disrupted).toBe(false);
  });

  it('7.2: the scenario limit from the ruleset applies', () => {
    const units: FixtureUnit[] = [
      { id: 'p1', side: 'axis', type: 'platoon', at: H },
      { id: 'p2', side: 'axis', type: 'platoon', at: H },
      { id: 'p3', side: 'axis', type: 'platoon', at: step(H, 0) },
    ];
    expect(endMovement(units, undefined, 2).after.units.p1.disrupted).toBe(false);
    expect(endMovement(units, { id: 'p3', to: H }, 2).after.units.p1.disrupted).toBe(true);
  });

  it('7.3: stacking is also checked at the end of the Airborne Landing Phase', () => {
    const units: FixtureUnit[] = [
      { id: 'c1', side: 'axis', type: 'company', at: H },
      { id: 'c2', side: 'axis', type: 'company', at: H },
      far,
    ];
    let s = game({ units });
    while (s.phase !== 'airborne-landing') s = act(s, { type: 'endPhase' });
    expect(s.units.c1.disrupted).toBe(false);
    s = act(s, { type: 'endPhase' });
    expect(s.units.c1.disrupted && s.units.c2.disrupted).toBe(true);
  });

  it('7.3, 15.1: an over-stacked unit that is already disrupted is eliminated, and the elimination is logged', () => {
    const units: FixtureUnit[] = [
      { id: 'c1', side: 'axis', type: 'company', at: H, disrupted: true },
      { id: 'c2', side: 'axis', type: 'company', at: step(H, 0) },
    ];
    const { events, after } = endMovement(units, { id: 'c2', to: H });
    expect(events).toContainEqual(expect.objectContaining({ type: 'unit-disrupted', unitId: 'c1', wasDisrupted: true }));
    expect(after.units.c1).toMatchObject({ hex: null, eliminated: true });
    expect(events).toContainEqual(expect.objectContaining({ type: 'unit-disrupted', unitId: 'c2', wasDisrupted: false }));
    expect(events).toContainEqual(expect.objectContaining({ type: 'unit-eliminated', unitId: 'c1', rule: '15.1' }));
    expect(events.filter((e) => e.type === 'unit-eliminated')).toHaveLength(1);
  });
});
