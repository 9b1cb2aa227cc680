import { describe, expect, it } from 'vitest';
import '../../testing/test-guards';
import { distance } from '../../../hex';
import type { HexRef } from '../../../model';
import { apply } from '../../core/apply';
import { assessAttack } from '../../combat/combat';
import { legalActions } from '../../core/legal';
import { reachableHexes } from '../../movement/reach';
import { currentStep } from '../../core/units';
import { isCrewServed } from '../pacific/pacific-units';
import { pacificOf, withPacific } from '../pacific/pacific-state';
import type { GameState } from '../../core/state';
import { accepted, eventsOf, fight, refused } from '../../testing/test-combat';
import { act, ALL_UNIT_TYPES, GEOM, game, step, toMovement, toPhase, unitType, type FixtureOptions, type FixtureUnit } from '../../testing/test-fixtures';
import { chainType, PACIFIC_UNIT_TYPES, pacificRuleset } from '../../testing/test-pacific';

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
    expect(refused(apply(s, declare(['t']))).rule).toBe('OST 12.9');
    expect(refused(apply(s, declare(['k']))).rule).toBe('OST 12.9');
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

describe('Banzai: the extra hex, crews, who never joins, lone leaders (module banzai)', () => {
  const E = { col: 2, row: 2 };
  /** Rifle a (MA 4) seven hexes south of the enemy, its leader behind it. */
  const far = (extra: FixtureUnit[] = []) => accepted(apply(start({ units: [ours('L', 'jleader', 2, 10), ours('a', 'jrifle', 2, 9), enemy('e', 'platoon', E.col, E.row), ...extra] }), declare(['a']))).state;
  const gap = (h: HexRef) => distance(GEOM, h, E);
  const movesOf = (s: GameState, unitId: string) => legalActions(s).flatMap((x) => (x.type === 'moveTo' && x.unitId === unitId ? [x.to] : []));

  it('OST 13.7: its movement spent and no enemy next to it, a participant moves one hex more into an empty hex, still closing', () => {
    const spent = act(far(), { type: 'moveTo', unitId: 'a', to: { col: 2, row: 5 } });
    expect(spent.movement.units.a).toMatchObject({ mpLeft: 0, hexesEntered: 4 });
    expect(reachableHexes(spent, 'a').size).toBe(0);
    const extra = movesOf(spent, 'a');
    expect(extra.length).toBeGreaterThan(0);
    expect(new Set(extra.map(gap))).toEqual(new Set([2]));
    expect(extra).toContainEqual({ col: 2, row: 4 });
    const r = accepted(apply(spent, { type: 'moveTo', unitId: 'a', to: { col: 2, row: 4 } }));
    const moved = eventsOf(r.events, 'unit-moved')[0];
    expect(moved).toMatchObject({ to: { col: 2, row: 4 }, mpLeft: 0 });
    expect(moved.steps[0].notes.some((n) => n.includes('OST 13.7'))).toBe(true);
    // One hex only: the move is then over.
    expect(movesOf(r.state, 'a')).toEqual([]);
    expect(refused(apply(r.state, { type: 'moveTo', unitId: 'a', to: { col: 2, row: 3 } }))).toMatchObject({ code: 'unit-already-moved', rule: 'OST 13.7' });
  });

  it('OST 13.7, 13.5: the extra hex must close with the enemy and be empty; none before the movement is spent, none for others', () => {
    const spent = act(far([ours('f', 'jrifle', 2, 4)]), { type: 'moveTo', unitId: 'a', to: { col: 2, row: 5 } });
    expect(movesOf(spent, 'a')).not.toContainEqual({ col: 2, row: 4 });
    expect(refused(apply(spent, { type: 'moveTo', unitId: 'a', to: { col: 2, row: 4 } })).rule).toBe('10.0');
    expect(refused(apply(spent, { type: 'move', unitId: 'a', path: [{ col: 2, row: 6 }] })).rule).toBe('10.0');
    // With MP left (1 MP, and jungle ahead at 3 MP) the movement is not spent: no extra hex.
    const jungle = Array.from({ length: 12 }, (_, col) => ({ at: { col, row: 4 }, terrain: 'jungle' }));
    const belt = accepted(apply(start({ terrain: jungle, units: [ours('L', 'jleader', 2, 9), ours('a', 'jrifle', 2, 8), enemy('e', 'platoon', E.col, E.row)] }), declare(['a']))).state;
    const partway = act(belt, { type: 'moveTo', unitId: 'a', to: { col: 2, row: 5 } });
    expect(partway.movement.units.a.mpLeft).toBe(1);
    expect(movesOf(partway, 'a')).toEqual([]);
    expect(refused(apply(partway, { type: 'moveTo', unitId: 'a', to: { col: 2, row: 4 } })).rule).toBe('10.0');
    // A unit outside the charge has none either.
    const free = act(far([ours('x', 'jrifle', 8, 9)]), { type: 'moveTo', unitId: 'x', to: { col: 8, row: 5 } });
    expect(movesOf(free, 'x')).toEqual([]);
  });

  it('OST 13.7: a participant that ends next to an enemy gets no extra hex', () => {
    const s = accepted(apply(start({ units: [ours('L', 'jleader', 2, 8), ours('a', 'jrifle', 2, 7), enemy('e', 'platoon', E.col, E.row)] }), declare(['a']))).state;
    const next = act(s, { type: 'moveTo', unitId: 'a', to: { col: 2, row: 3 } });
    expect(movesOf(next, 'a')).toEqual([]);
  });

  const crewTypes = [
    ...unitTypes,
    { ...unitType('jat', 'foot', 'platoon', [2, 2], ['anti-tank'], [3, 1]), unitClass: 'anti-tank' },
    { ...chainType('jhowitzer', [4, 2, 1], ['mortar'], 2), unitClass: 'mortar' },
    { ...chainType('jmg', [4, 3, 1], [], 3, 2), unitClass: 'machine-gun platoon' },
    { ...unitType('jsniper', 'foot', 'platoon', [4, 4], ['sniper'], [1, 1]) },
  ];
  const crews = () =>
    start({ unitTypes: crewTypes, units: [ours('L', 'jleader', 5, 5), ours('g', 'jat', 5, 6), ours('h', 'jhowitzer', 6, 5), ours('mg', 'jmg', 4, 5), ours('sn', 'jsniper', 5, 4), ours('t', 'heavy-tank', 4, 6), ours('k', 'tank-killer', 6, 6), enemy('e', 'platoon', 5, 1)] });

  it('OST 12.8: crew-served weapons join as reduced squads: they fight at their reduced step for good; machine guns join as they are', () => {
    const s = crews();
    expect([s.board.units.g, s.board.units.h, s.board.units.mg, s.board.units.L].map(isCrewServed)).toEqual([true, true, false, false]);
    const r = accepted(apply(s, declare(['g', 'h', 'mg'])));
    expect(eventsOf(r.events, 'banzai-crew-joined')).toEqual([
      { type: 'banzai-crew-joined', unitId: 'g', step: 1, stepLabel: 'disrupted', rule: 'OST 12.8' },
      { type: 'banzai-crew-joined', unitId: 'h', step: 1, stepLabel: 'reduced', rule: 'OST 12.8' },
    ]);
    const combat = (st: GameState, id: string) => currentStep(st.board.units[id], st.units[id]).combat;
    expect([combat(r.state, 'g'), combat(r.state, 'h'), combat(r.state, 'mg')]).toEqual([1, 2, 4]);
    expect(r.state.units.g).toMatchObject({ step: 1, disrupted: false });
    // The two-sided gun keeps its reduced side even once a disruption is regrouped away.
    const regrouped = { ...r.state, units: { ...r.state.units, g: { ...r.state.units.g, disrupted: false } } };
    expect(combat(regrouped, 'g')).toBe(1);
  });

  it('OST 12.9: vehicles, tank killers and snipers may not join, and are never offered', () => {
    const s = crews();
    for (const id of ['t', 'k', 'sn']) expect(refused(apply(s, declare([id])))).toMatchObject({ code: 'illegal-banzai', rule: 'OST 12.9' });
    const offered = legalActions(s).flatMap((x) => (x.type === 'declareBanzai' ? x.unitIds : []));
    expect(offered).toEqual(['g', 'h', 'mg']);
  });

  const captainTypes = [...unitTypes, chainType('jcaptain', [3, 2, 1], ['leader'])];

  it('OST 13.16: leaders alone in a Banzai attack fight at 1 each, with no leadership; the notes show it', () => {
    const units = [ours('C', 'jcaptain', 5, 3), ours('C2', 'jcaptain', 4, 3), ours('r', 'jrifle', 6, 3), enemy('e', 'platoon', 5, 2)];
    let s = start({ unitTypes: captainTypes, units });
    s = accepted(apply(s, declare(['C2', 'r'], 'C'))).state;
    s = toPhase(s, 'ground-attack');
    const odds = assessAttack(s, { type: 'attack', attackers: ['C', 'C2'], defenderHex: { col: 5, row: 2 } });
    if (!odds.ok) throw new Error(odds.error.message);
    expect(odds.assessment.attackers.map((a) => a.strength)).toEqual([1, 1]);
    expect(odds.assessment.attack).toBe(2);
    expect(odds.assessment.notes).toHaveLength(2);
    expect(odds.assessment.notes?.[0]).toMatch(/lone leader .* attacks at 1 \(printed 3\), with no leadership modifier \(OST 13\.16\)/);
    const { report } = fight(s, { attackers: ['C', 'C2'], defenderHex: { col: 5, row: 2 } }, [1]);
    expect(report.attack).toBe(2);
    expect(report.notes.filter((n) => n.includes('OST 13.16'))).toHaveLength(2);
    // With a squad in the attack the leader is not alone: printed strengths, no note.
    const mixed = assessAttack(s, { type: 'attack', attackers: ['C', 'r'], defenderHex: { col: 5, row: 2 } });
    if (!mixed.ok) throw new Error(mixed.error.message);
    expect(mixed.assessment.attack).toBe(5);
    expect(mixed.assessment.notes).toBeUndefined();
  });

  it('OST 13.16: a hex held only by leaders of a Banzai defends at 1 each; outside a charge a leader defends at its printed strength', () => {
    const units = [ours('C', 'jcaptain', 5, 3), enemy('e', 'platoon', 5, 2)];
    const charged = withPacific(toPhase(game({ cols: 12, rows: 12, unitTypes: captainTypes, ruleset: pacificRuleset('banzai'), units }), 'ground-attack', 'allies'), 'banzai', {
      axis: { leaderId: 'C', units: ['C'], declaredTurn: 1, paidTurn: 1 },
    });
    const odds = assessAttack(charged, { type: 'attack', attackers: ['e'], defenderHex: { col: 5, row: 3 } });
    if (!odds.ok) throw new Error(odds.error.message);
    expect(odds.assessment.defence).toBe(1);
    expect(odds.assessment.notes?.[0]).toMatch(/defends at 1 \(printed 3\).*OST 13\.16/);
    const plain = toPhase(game({ cols: 12, rows: 12, unitTypes: captainTypes, ruleset: pacificRuleset('banzai'), units }), 'ground-attack', 'allies');
    const printed = assessAttack(plain, { type: 'attack', attackers: ['e'], defenderHex: { col: 5, row: 3 } });
    expect(printed.ok && printed.assessment.defence).toBe(3);
  });
});
