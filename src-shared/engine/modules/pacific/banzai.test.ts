import { describe, expect, it } from 'vitest';
import '../../test-guards';
import { distance } from '../../../hex';
import type { HexRef } from '../../../model';
import { apply } from '../../apply';
import { legalActions } from '../../legal';
import { pacificOf, withPacific } from './pacific-state';
import type { GameState } from '../../state';
import { accepted, eventsOf, fight, refused } from '../../test-combat';
import { act, ALL_UNIT_TYPES, GEOM, game, step, toMovement, toPhase, type FixtureOptions, type FixtureUnit } from '../../test-fixtures';
import { chainType, PACIFIC_UNIT_TYPES, pacificRuleset } from './test-pacific';

const unitTypes = [
  ...ALL_UNIT_TYPES,
  ...PACIFIC_UNIT_TYPES,
  chainType('jmortar', [2, 1, 1], [], 4, 3),
  chainType('jgun', [2, 1, 1], [], 0, 3),
  chainType('jpost', [1, 1, 1], ['leader'], 0),
];
const ours = (id: string, type: string, col: number, row: number): FixtureUnit => ({ id, side: 'axis', type, at: { col, row } });
const enemy = (id: string, type: string, col: number, row: number): FixtureUnit => ({ id, side: 'allies', type, at: { col, row } });
const ENEMY = { col: 5, row: 1 };

/** Leader L at 0506 with a rifle beside it; leader L2 two hexes south and c two hexes beyond it; the enemy at 0602. */
const units = [ours('L', 'jleader', 5, 5), ours('a', 'jrifle', 5, 6), ours('L2', 'jleader', 5, 7), ours('c', 'jrifle', 5, 9), ours('far', 'jrifle', 1, 9), ours('t', 'heavy-tank', 4, 5), ours('k', 'tank-killer', 6, 5), ours('m', 'jmortar', 5, 4), enemy('e', 'platoon', 5, 1)];

function start(o: Partial<FixtureOptions> = {}, modules = pacificRuleset('banzai', 'japanese')): GameState {
  return toMovement(game({ cols: 12, rows: 12, unitTypes, ruleset: modules, units, ...o }));
}

const declare = (unitIds: string[], leaderId = 'L') => ({ type: 'declareBanzai' as const, leaderId, unitIds });

describe('Banzai charges (module banzai)', () => {
  it('OST 12.2, 12.5, 12.11: a leader declares the charge at the start of the Movement Phase for 2 CP', () => {
    const r = accepted(apply(start(), declare(['a', 'm'])));
    expect(eventsOf(r.events, 'cp-spent')[0]).toMatchObject({ side: 'axis', amount: 2, rule: 'OST 12.11' });
    expect(eventsOf(r.events, 'banzai-declared')[0]).toMatchObject({ side: 'axis', leaderId: 'L', units: ['L', 'a', 'm'], rule: 'OST 12.2' });
    expect(pacificOf(r.state).banzai?.axis).toEqual({ leaderId: 'L', units: ['L', 'a', 'm'], declaredTurn: 1, paidTurn: 1 });
  });

  it('OST 12.6, 12.7, 12.9: foot units in command range join; a leader in the charge adds its range; vehicles and tank killers never', () => {
    const s = start();
    expect(refused(apply(s, declare(['c'])))).toMatchObject({ code: 'illegal-banzai', rule: 'OST 12.6, 12.7' });
    expect(apply(s, declare(['L2', 'c'])).ok).toBe(true);
    expect(refused(apply(s, declare(['t']))).rule).toBe('OST 12.6, 12.9');
    expect(refused(apply(s, declare(['k']))).rule).toBe('OST 12.6, 12.9');
    expect(refused(apply(s, declare(['a'], 'a'))).rule).toBe('OST 12.5');
    expect(legalActions(s).filter((a) => a.type === 'declareBanzai')).toEqual([declare(['L2', 'a', 'c', 'm']), declare(['L', 'a', 'c', 'm'], 'L2')]);
  });

  it('OST 12.4, 12.2: one charge per side per scenario, declared before any unit moves; not at all with the module off', () => {
    const s = start();
    const declared = accepted(apply(s, declare(['a']))).state;
    expect(refused(apply(declared, declare(['m']))).rule).toBe('OST 12.4');
    const moved = act(s, { type: 'moveTo', unitId: 'far', to: { col: 1, row: 8 } });
    expect(refused(apply(moved, declare(['a']))).rule).toBe('OST 12.2, 12.12');
    expect(refused(apply(start({}, pacificRuleset('japanese')), declare(['a']))).rule).toBe('OST 12.1');
    expect(refused(apply(start({ turns: [{ axis: 1, allies: 1 }] }), declare(['a'])))).toMatchObject({ code: 'not-enough-cp', rule: 'OST 12.11' });
  });

  it('OST 13.5: a participant’s move ends as close to the nearest enemy as it can get; the phase waits until it has closed', () => {
    const s = accepted(apply(start(), declare(['a']))).state;
    const gap = (h: HexRef) => distance(GEOM, h, ENEMY);
    const moves = legalActions(s).flatMap((x) => (x.type === 'moveTo' && x.unitId === 'a' ? [x.to] : []));
    expect(moves.length).toBeGreaterThan(0);
    expect(new Set(moves.map(gap))).toEqual(new Set([1]));
    expect(refused(apply(s, { type: 'moveTo', unitId: 'a', to: { col: 5, row: 7 } }))).toMatchObject({ code: 'illegal-move', rule: 'OST 13.5' });
    expect(refused(apply(s, { type: 'endPhase' })).rule).toBe('OST 13.5');
    expect(legalActions(s).some((x) => x.type === 'endPhase')).toBe(false);
    const movedA = act(s, { type: 'moveTo', unitId: 'a', to: moves[0] });
    const leaderMove = legalActions(movedA).find((x) => x.type === 'moveTo' && x.unitId === 'L');
    if (!leaderMove) throw new Error('the leader has no closing move');
    const closed = act(movedA, leaderMove);
    expect(legalActions(closed).some((x) => x.type === 'endPhase')).toBe(true);
    // Non-participants move freely.
    expect(apply(s, { type: 'moveTo', unitId: 'far', to: { col: 1, row: 10 } }).ok).toBe(true);
  });

  it('OST 13.13, 13.9: participants never fire at range, and the Ground Attack Phase waits for their attacks', () => {
    // The leader stands next to the enemy; the gun cannot move, two hexes from another enemy.
    const near = [ours('L', 'jleader', 5, 3), ours('g', 'jgun', 6, 5), enemy('e', 'platoon', 5, 2), enemy('e2', 'platoon', 8, 5)];
    let s = start({ units: near });
    s = accepted(apply(s, declare(['g']))).state;
    expect(legalActions(s).some((x) => x.type === 'endPhase')).toBe(true);
    s = toPhase(s, 'ground-attack');
    expect(refused(apply(s, { type: 'attack', attackers: [], ranged: ['g'], defenderHex: { col: 8, row: 5 } }))).toMatchObject({ code: 'illegal-attack', rule: 'OST 13.13' });
    expect(refused(apply(s, { type: 'endPhase' })).rule).toBe('OST 13.9');
    expect(legalActions(s).some((x) => x.type === 'endPhase')).toBe(false);
    s = fight(s, { attackers: ['L'], defenderHex: { col: 5, row: 2 } }, [5]).state;
    expect(apply(s, { type: 'endPhase' }).ok).toBe(true);
  });

  it('OST 13.14: a participant is not stopped by losses: it ignores a retreat result', () => {
    const R = { col: 5, row: 4 };
    const [p1, p2] = [step(R, 0), step(R, 1)];
    const sides = [ours('L', 'jleader', 5, 6), { id: 'r', side: 'axis' as const, type: 'rifle', at: R }, enemy('p1', 'para', p1.col, p1.row), enemy('p2', 'para', p2.col, p2.row)];
    let s = toPhase(game({ cols: 12, rows: 12, unitTypes, ruleset: pacificRuleset('banzai'), units: sides }), 'ground-attack', 'allies');
    s = withPacific(s, 'banzai', { axis: { leaderId: 'L', units: ['L', 'r'], declaredTurn: 1, paidTurn: 1 } });
    const { state, events } = fight(s, { attackers: ['p1', 'p2'], defenderHex: R }, [2]);
    expect(eventsOf(events, 'combat-resolved')[0].result).toBe('DR');
    expect(eventsOf(events, 'retreat-ignored')[0]).toMatchObject({ unitId: 'r', rule: 'OST 13.14' });
    expect(state.units.r.hex).toEqual(R);
  });

  it('OST 12.11, 12.19, 12.3: the charge costs 2 CP each later turn, ends when the CP are lacking or every unit is gone', () => {
    const post = [ours('P', 'jpost', 5, 5), enemy('e', 'platoon', 5, 1)];
    let s = toPhase(game({ cols: 12, rows: 12, unitTypes, ruleset: pacificRuleset('banzai'), units: post }), 'regroup', 'allies');
    s = withPacific(s, 'banzai', { axis: { leaderId: 'P', units: ['P'], declaredTurn: 1, paidTurn: 1 } });
    const turn2 = accepted(apply(toPhase(s, 'engineering'), { type: 'endPhase' }));
    expect(eventsOf(turn2.events, 'banzai-continues')[0]).toMatchObject({ side: 'axis', units: ['P'], rule: 'OST 12.19' });
    expect(turn2.state.cp.axis).toBe(1);
    const turn3 = accepted(apply(toPhase(toPhase(turn2.state, 'regroup', 'allies'), 'engineering'), { type: 'endPhase' }));
    expect(eventsOf(turn3.events, 'banzai-ended')[0]).toMatchObject({ side: 'axis', rule: 'OST 12.11' });
    const gone = { ...s, units: { ...s.units, P: { ...s.units.P, hex: null, eliminated: true as const } } };
    expect(eventsOf(accepted(apply(gone, { type: 'endPhase' })).events, 'banzai-ended')[0]).toMatchObject({ reason: 'every unit of the charge is gone', rule: 'OST 12.3' });
  });
});
