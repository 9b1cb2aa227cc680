import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import type { HexRef, Strike } from '../../model';
import { apply } from '../core/apply';
import type { CommitStrikesAction } from '../core/actions';
import { legalActions } from '../core/legal';
import { stateHash } from '../core/session';
import type { GameState } from '../core/state';
import { eventsOf, refused, withDice, accepted } from '../testing/test-combat';
import { ALL_UNIT_TYPES, TEST_SIDES, step, toPhase, unitType, type FixtureUnit } from '../testing/test-fixtures';
import { reach, scenario, strike, type ScenarioOptions } from '../testing/test-scenario';

const D = { col: 5, row: 5 };
const unitTypes = [...ALL_UNIT_TYPES, unitType('flak', 'foot', 'platoon', [2, 1], ['aaa'], [2, 1])];
const enemy = (id: string, type = 'rifle', at: HexRef = D, disrupted = false): FixtureUnit => ({ id, side: 'allies', type, at, disrupted });
const OURS: FixtureUnit = { id: 'a1', side: 'axis', type: 'rifle', at: { col: 0, row: 0 } };
const air = (id: string, strength = 4, extra: Partial<Strike> = {}) => strike(id, 'axis', { initial: true, strength, ...extra });
const naval = (id: string, strength = 4) => air(id, strength, { kind: 'naval', availability: 'restOfGame' });
const commit = (kind: 'air' | 'naval', hex: HexRef, strikeIds: string[]): CommitStrikesAction => ({ type: 'commitStrikes', kind, targets: [{ hex, strikeIds }] });

function atStrikes(units: FixtureUnit[], strikes: Strike[], o: Partial<ScenarioOptions> = {}): GameState {
  const sides = TEST_SIDES.map((s) => (s.id === 'axis' ? { ...s, airstrikesPerHex: 2, navalGunfirePerHex: 1 } : s));
  return toPhase(scenario({ unitTypes, ...o, units: [OURS, ...units], extra: { strikes, sides, ...(o.extra ?? {}) } }), 'strikes');
}

function strikeBy(s: GameState, action: CommitStrikesAction, faces: number[]) {
  const r = accepted(apply(withDice(s, faces), action));
  return { state: r.state, events: r.events, reports: eventsOf(r.events, 'strike-resolved') };
}

describe('airstrikes and naval gunfire (12.0)', () => {
  it('12.5: the markers combine against each defending unit separately, from the top of the stack (the example: +2 then +4)', () => {
    const s = atStrikes([enemy('e1', 'para'), enemy('e2')], [air('s1'), air('s2')]);
    // para 6, rifle 3: 8 − 6 = +2 and 8 − 3 = +5.
    const { reports, events, state } = strikeBy(s, commit('air', D, ['s1', 's2']), [1, 1]);
    expect(eventsOf(events, 'cp-spent')).toEqual([expect.objectContaining({ amount: 1, left: 1, rule: '12.2' })]);
    expect(reports.map((r) => [r.defender, r.attack, r.defence, r.differential, r.baseColumn.label, r.result])).toEqual([
      ['e1', 8, 6, 2, '+2', 'NE'],
      ['e2', 8, 3, 5, '+5 to +6', 'EX'],
    ]);
    expect(reports[0].strikes).toEqual([{ strikeId: 's1', strength: 4 }, { strikeId: 's2', strength: 4 }]);
    expect(state.strikes?.s2).toMatchObject({ status: 'available', usedTurn: 1 });
    // EX: of two equal markers the engine loses the first by id.
    expect(state.strikes?.s1).toEqual({ status: 'eliminated', lost: 1 });
    expect(state.strikesCommitted).toEqual(['air']);
  });

  it('12.2, 12.10: one CP commits all markers of a kind for the phase; naval gunfire is a separate CP and commitment', () => {
    const s = atStrikes([enemy('e1'), enemy('e2', 'rifle', { col: 2, row: 7 })], [air('s1'), air('s2'), naval('n1')]);
    const first = strikeBy(s, commit('air', D, ['s1']), [1]).state;
    expect(refused(apply(first, commit('air', { col: 2, row: 7 }, ['s2'])))).toMatchObject({ code: 'illegal-strike', rule: '12.2' });
    const navy = strikeBy(first, commit('naval', { col: 2, row: 7 }, ['n1']), [1]);
    expect(eventsOf(navy.events, 'cp-spent')).toEqual([expect.objectContaining({ amount: 1, left: 0, rule: '12.10' })]);
    expect(refused(apply(first, commit('naval', D, ['s2']))).rule).toBe('12.10');
    const broke = { ...s, cp: { ...s.cp, axis: 0 } };
    expect(refused(apply(broke, commit('air', D, ['s1'])))).toMatchObject({ code: 'not-enough-cp' });
  });

  it('12.2: targets hold enemy ground units; the side’s per-hex limit holds; a marker goes to one hex', () => {
    const s = atStrikes([enemy('e1'), enemy('e2', 'rifle', { col: 2, row: 7 })], [air('s1'), air('s2'), air('s3'), naval('n1'), naval('n2')]);
    const before = stateHash(s);
    expect(refused(apply(s, commit('air', { col: 8, row: 1 }, ['s1']))).message).toContain('no enemy ground units');
    expect(refused(apply(s, commit('air', D, ['s1', 's2', 's3']))).message).toContain('At most 2');
    expect(refused(apply(s, commit('naval', D, ['n1', 'n2']))).message).toContain('At most 1');
    expect(refused(apply(s, { type: 'commitStrikes', kind: 'air', targets: [{ hex: D, strikeIds: ['s1'] }, { hex: { col: 2, row: 7 }, strikeIds: ['s1'] }] })).message).toContain('sent twice');
    expect(refused(apply(s, commit('air', D, ['nope']))).rule).toBe('12.1');
    expect(refused(apply({ ...s, phase: 'ground-attack' }, commit('air', D, ['s1']))).code).toBe('wrong-phase');
    expect(stateHash(s)).toBe(before);
  });

  it('12.6: an undisrupted enemy AAA unit in or next to the hex shifts airstrikes one column left, once; not naval gunfire', () => {
    const units = [enemy('e1'), enemy('f1', 'flak', step(D, 1)), enemy('f2', 'flak', step(D, 2))];
    const s = atStrikes(units, [air('s1'), naval('n1')]);
    const [report] = strikeBy(s, commit('air', D, ['s1']), [4]).reports;
    expect(report.shifts).toEqual([{ cause: 'an undisrupted enemy AAA unit in or next to the hex', shift: -1, rule: '12.6' }]);
    const [gun] = strikeBy(s, commit('naval', D, ['n1']), [4]).reports;
    expect(gun.shifts).toEqual([]);
    const quiet = atStrikes([enemy('e1'), enemy('f1', 'flak', step(D, 1), true)], [air('s1')]);
    expect(strikeBy(quiet, commit('air', D, ['s1']), [4]).reports[0].shifts).toEqual([]);
  });

  it('12.5: the terrain of the hex shifts the strike', () => {
    const s = atStrikes([enemy('e1')], [air('s1')], { terrain: [{ at: D, terrain: 'town' }] });
    expect(strikeBy(s, commit('air', D, ['s1']), [4]).reports[0].shifts).toEqual([expect.objectContaining({ cause: "Town in the defenders' hex", shift: -2, rule: '11.4.1' })]);
  });

  it('12.7, 12.8: AD shoots the airstrikes down and the units below are not attacked; eliminated or replaced as the scenario says', () => {
    const s = atStrikes([enemy('e1'), enemy('e2')], [air('s1', 3, { shotDown: 'eliminated' }), air('s2', 3, { shotDown: 'replaced' })]);
    // 3 + 3 against a para's 6: column 0, where a 1 is AD.
    const hard = atStrikes([enemy('e1', 'para'), enemy('e2')], [air('s1', 3, { shotDown: 'eliminated' }), air('s2', 3, { shotDown: 'replaced' })]);
    const { reports, events, state } = strikeBy(hard, commit('air', D, ['s1', 's2']), [1]);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ differential: 0, result: 'AD', notes: [expect.stringContaining('shot down s1, s2')] });
    expect(eventsOf(events, 'strike-shot-down').map((e) => [e.strikeId, e.disposition])).toEqual([['s1', 'eliminated'], ['s2', 'replaced']]);
    expect(state.strikes).toEqual({ s1: { status: 'eliminated', lost: 1 }, s2: { status: 'reserve', lost: 1 } });
    expect(s.strikes?.s1.status).toBe('available');
  });

  it('12.7: EX shoots down the weakest airstrike, and the rest go on against the next unit with their own strength', () => {
    const s = atStrikes([enemy('e1'), enemy('e2')], [air('s1', 5), air('s2', 3)]);
    // 8 − 3 = +5: a 1 is EX; then 5 − 3 = +2: a 6 is DE.
    const { reports, state } = strikeBy(s, commit('air', D, ['s1', 's2']), [1, 6]);
    expect(reports.map((r) => [r.defender, r.attack, r.result])).toEqual([['e1', 8, 'EX'], ['e2', 5, 'DE']]);
    expect(state.strikes?.s2.status).toBe('eliminated');
    expect(state.units.e1.disrupted).toBe(true);
  });

  it('12.10: naval gunfire is never shot down', () => {
    const s = atStrikes([enemy('e1', 'para')], [naval('n1', 6)]);
    const { reports, state } = strikeBy(s, commit('naval', D, ['n1']), [1]);
    expect(reports[0]).toMatchObject({ result: 'AD', notes: ['AD: naval gunfire is not affected by antiaircraft fire (12.10)'] });
    expect(state.strikes?.n1.status).toBe('available');
  });

  it('12.5, 13.0: results apply to the unit as in ground combat: elimination and retreat', () => {
    const s = atStrikes([enemy('e1'), enemy('e2')], [air('s1', 6), air('s2', 6)]);
    // 12 − 3 = +9: a 6 is DE, a 2 is DR.
    const { events, state } = strikeBy(s, commit('air', D, ['s1', 's2']), [6, 2, 1]);
    expect(state.units.e1).toMatchObject({ hex: null, eliminated: true });
    expect(eventsOf(events, 'unit-retreated')).toEqual([expect.objectContaining({ unitId: 'e2', from: D, rolled: 1 })]);
  });

  it('12.8: a marker flies once per game turn; arrival-turn markers only on the turn they arrived, rest-of-game ones every turn', () => {
    const s = atStrikes([enemy('e1')], [air('s1'), naval('n1')], { turns: [{ axis: 3, allies: 1 }, { axis: 3, allies: 1 }] });
    const used = strikeBy(s, commit('air', D, ['s1']), [2]).state;
    expect(refused(apply({ ...used, strikesCommitted: [] }, commit('air', D, ['s1']))).rule).toBe('12.8');
    const t2 = reach(used, 2, 'strikes', 'axis').state;
    expect(refused(apply(t2, commit('air', D, ['s1']))).rule).toBe('12.8');
    expect(apply(t2, commit('naval', D, ['n1'])).ok).toBe(true);
  });

  it('17.0, 12.10: no airstrikes on a night turn; naval gunfire at night shifts one column left', () => {
    const s = atStrikes([enemy('e1')], [air('s1'), naval('n1')], { night: true });
    expect(refused(apply(s, commit('air', D, ['s1'])))).toMatchObject({ code: 'illegal-strike', rule: '17.0' });
    expect(legalActions(s).filter((a) => a.type === 'commitStrikes').map((a) => a.type === 'commitStrikes' && a.kind)).toEqual(['naval']);
    const [report] = strikeBy(s, commit('naval', D, ['n1']), [3]).reports;
    expect(report.shifts).toEqual([{ cause: 'naval gunfire on a night turn', shift: -1, rule: '12.10, 11.4.4' }]);
  });

  it('12.2: legalActions lists a commitment per kind and enemy hex, and each applies', () => {
    const s = atStrikes([enemy('e1'), enemy('e2', 'rifle', { col: 2, row: 7 })], [air('s1'), air('s2'), naval('n1')]);
    const listed = legalActions(s).filter((a) => a.type === 'commitStrikes');
    expect(listed).toEqual([
      commit('air', D, ['s1', 's2']),
      commit('air', { col: 2, row: 7 }, ['s1', 's2']),
      commit('naval', D, ['n1']),
      commit('naval', { col: 2, row: 7 }, ['n1']),
    ]);
    for (const a of listed) expect(apply(s, a).ok).toBe(true);
  });
});
