import { describe, expect, it } from 'vitest';
import '../../testing/test-guards';
import type { Strike } from '../../../model';
import { apply } from '../../core/apply';
import { legalActions } from '../../core/legal';
import { createGame, SetupError } from '../../scenario/setup';
import type { GameSetup } from '../../scenario/setup-types';
import { accepted, eventsOf, refused } from '../../testing/test-combat';
import { ALL_UNIT_TYPES, makeSetup, step, toPhase, type FixtureUnit } from '../../testing/test-fixtures';
import { PACIFIC_UNIT_TYPES, pacificRuleset } from '../../testing/test-pacific';

const D = { col: 5, row: 5 };
const unitTypes = [...ALL_UNIT_TYPES, ...PACIFIC_UNIT_TYPES];
const ours = (id: string, type: string, at: FixtureUnit['at']): FixtureUnit => ({ id, side: 'axis', type, at });
const enemy = (id: string, type: string, at: FixtureUnit['at']): FixtureUnit => ({ id, side: 'allies', type, at });
const air: Strike = { id: 'a1', sideId: 'axis', kind: 'air', strength: 4, label: 'a1', initial: true, availability: 'restOfGame', shotDown: 'eliminated' };

/** Allies hide `hidden` among four placed units, with the given share; the axis rifle stands four hexes north of D. */
function hipSetup(hidden: string[], percent: number | undefined = 50, modules = pacificRuleset('hip', 'napalm')): GameSetup {
  const units = [ours('r', 'rifle', { col: 5, row: 1 }), ours('m', 'mortar', { col: 5, row: 2 }), enemy('h', 'platoon', D), enemy('g', 'mortar', { col: 9, row: 9 }), enemy('v1', 'platoon', { col: 1, row: 9 }), enemy('v2', 'platoon', { col: 2, row: 9 })];
  const setup = makeSetup({ cols: 12, rows: 12, unitTypes, ruleset: modules, units });
  return {
    ...setup,
    strikes: [air],
    units: setup.units.map((u) => (hidden.includes(u.id) ? { ...u, hidden: true } : u)),
    sides: setup.sides.map((s) => (s.id === 'allies' && percent !== undefined ? { ...s, hiddenPercent: percent } : s)),
  };
}

describe('hidden initial placement (module hip)', () => {
  it('ASL G1.631: up to the side’s share of its placed units (fractions rounded up) set up hidden; more is refused', () => {
    expect(createGame(hipSetup(['h', 'g']), 1).pacific?.hidden).toEqual(['g', 'h']);
    expect(createGame(hipSetup(['h', 'g'], 30), 1).pacific?.hidden).toEqual(['g', 'h']);
    expect(() => createGame(hipSetup(['h', 'g'], 25), 1)).toThrow(SetupError);
    expect(() => createGame(hipSetup(['h', 'g'], 25), 1)).toThrow(/may hide 1 \(25% of 4, rounded up; ASL G1.631\)/);
    expect(createGame(hipSetup(['h', 'g'], 25, pacificRuleset()), 1).pacific).toBeUndefined();
    expect(createGame(hipSetup([]), 1).pacific).toBeUndefined();
  });

  it('ASL G1.631: a unit set up next to an enemy, or with a friendly unit that is not hidden, starts revealed', () => {
    const setup = hipSetup(['h', 'g']);
    const near = { ...setup, placements: setup.placements.map((p) => (p.unitId === 'g' ? { ...p, hex: { col: 5, row: 3 } } : p.unitId === 'v1' ? { ...p, hex: D } : p)) };
    expect(createGame(near, 1).pacific).toBeUndefined();
  });

  it('ASL G1.631: a hex of hidden units cannot be attacked, struck or napalmed, and nothing lists such an attack', () => {
    let s = toPhase(createGame(hipSetup(['g']), 1), 'strikes');
    const G = { col: 9, row: 9 };
    expect(refused(apply(s, { type: 'commitStrikes', kind: 'air', targets: [{ hex: G, strikeIds: ['a1'] }] })).rule).toBe('12.2');
    expect(refused(apply(s, { type: 'napalmStrike', strikeId: 'a1', hex: G })).rule).toBe('OST 18.3');
    expect(legalActions(s).some((a) => (a.type === 'commitStrikes' && a.targets[0].hex.col === 9) || (a.type === 'napalmStrike' && a.hex.col === 9))).toBe(false);
    s = toPhase(s, 'ground-attack');
    const far = { ...s, units: { ...s.units, m: { ...s.units.m, hex: { col: 9, row: 6 } } } };
    expect(refused(apply(far, { type: 'attack', attackers: [], ranged: ['m'], defenderHex: G }))).toMatchObject({ code: 'illegal-attack', rule: 'ASL G1.631' });
  });

  it('ASL G1.631: an enemy coming next to a hidden unit reveals it, and it may then be attacked', () => {
    const s = toPhase(createGame(hipSetup(['h']), 1), 'movement');
    const r = accepted(apply(s, { type: 'moveTo', unitId: 'r', to: step(D, 0) }));
    expect(eventsOf(r.events, 'unit-revealed')).toEqual([{ type: 'unit-revealed', unitId: 'h', hex: '0606', at: D, reason: 'an enemy unit is next to it', rule: 'ASL G1.631' }]);
    expect(r.state.pacific).toBeUndefined();
  });

  it('ASL G1.631: a hidden unit that moves or fires is revealed', () => {
    const moving = toPhase(createGame(hipSetup(['h', 'v1']), 1), 'movement', 'allies');
    const moved = accepted(apply(moving, { type: 'moveTo', unitId: 'v1', to: { col: 1, row: 10 } }));
    expect(eventsOf(moved.events, 'unit-revealed')).toMatchObject([{ unitId: 'v1', reason: 'it moved' }]);
    expect(moved.state.pacific?.hidden).toEqual(['h']);
    const setup = hipSetup(['g']);
    const firing = { ...setup, placements: setup.placements.map((p) => (p.unitId === 'g' ? { ...p, hex: { col: 5, row: 4 } } : p)) };
    const s = toPhase(createGame(firing, 1), 'ground-attack', 'allies');
    expect(s.pacific?.hidden).toEqual(['g']);
    const shot = accepted(apply(s, { type: 'attack', attackers: [], ranged: ['g'], defenderHex: { col: 5, row: 2 } }));
    expect(eventsOf(shot.events, 'unit-revealed')).toMatchObject([{ unitId: 'g', reason: 'it fired' }]);
  });
});
