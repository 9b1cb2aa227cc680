import { describe, expect, it } from 'vitest';
import '../../testing/test-guards';
import { defaultRuleset, MoraleTableSchema, type MoraleTable, type Ruleset } from '../../../ruleset';
import { apply } from '../../core/apply';
import { legalActions } from '../../core/legal';
import type { GameState } from '../../core/state';
import { createGame } from '../../scenario/setup';
import type { GameSetup } from '../../scenario/setup-types';
import { accepted, battle, eventsOf, fight, refused, withDice } from '../../testing/test-combat';
import { ALL_UNIT_TYPES, act, makeSetup, step, toPhase, unitType, type FixtureUnit } from '../../testing/test-fixtures';
import { PACIFIC_UNIT_TYPES, pacificRuleset } from '../../testing/test-pacific';
import type { ModuleParams } from '../../scenario/special-rules';
import { issueSentence } from '../../../schema/issue-text';

const LEADER = unitType('leader', 'foot', 'platoon', [4, 2], ['leader'], [1, 1]);
const unitTypes = [...ALL_UNIT_TYPES, ...PACIFIC_UNIT_TYPES, LEADER];
const A = { col: 4, row: 4 };
const ours = (id: string, type: string, at: FixtureUnit['at']): FixtureUnit => ({ id, side: 'axis', type, at });
const enemy = (id: string, type: string, at: FixtureUnit['at']): FixtureUnit => ({ id, side: 'allies', type, at });

/** 1d6: 1–2 normal, 3 cannot move, 4 cannot fire, 5 fall back 2, 6 cannot move and cannot fire; +1 when disrupted. */
const TABLE: MoraleTable = {
  source: 'test',
  dice: '1d6',
  rows: [
    { from: 1, to: 2, results: ['normal'] },
    { from: 3, to: 3, results: ['cannot-move'] },
    { from: 4, to: 4, results: ['cannot-fire'] },
    { from: 5, to: 5, results: ['fall-back'], hexes: 2 },
    { from: 6, to: 7, results: ['cannot-move', 'cannot-fire'] },
  ],
  modifiers: [{ when: 'disrupted', value: 1 }],
};

type Options = { units: FixtureUnit[]; params?: ModuleParams; on?: boolean; ruleset?: Ruleset; lost?: string[] };

function setup(o: Options): GameSetup {
  const base = makeSetup({ cols: 12, rows: 12, unitTypes, units: o.units, ruleset: o.ruleset ?? { ...defaultRuleset(), morale: TABLE } });
  return { ...base, specialRules: o.on === false ? [] : [{ id: 'morale', module: 'morale', ...(o.params ? { params: o.params } : {}) }] };
}

/** The axis Engineering Phase of turn 1 with the leaders in `lost` eliminated: the next endPhase opens the axis Movement Phase. */
function beforeMovement(o: Options): GameState {
  const s = toPhase(createGame(setup(o), 1), 'engineering', 'axis');
  const units = { ...s.units };
  for (const id of o.lost ?? []) units[id] = { ...units[id], hex: null, eliminated: true };
  return { ...s, units };
}

/** Opens the Movement Phase with the dice set to roll `faces`. */
function enterMovement(s: GameState, faces: number[]) {
  return accepted(apply(withDice(s, faces), { type: 'endPhase' }));
}

const formation = (more: FixtureUnit[] = []) => [ours('ldr', 'leader', { col: 1, row: 1 }), ours('r1', 'rifle', A), ...more, enemy('e', 'rifle', { col: 10, row: 10 })];

describe('morale (module morale)', () => {
  it('a unit whose formation has lost every leader rolls on the morale table as its Movement Phase begins, with the die and the row in the log', () => {
    const { events } = enterMovement(beforeMovement({ units: formation(), lost: ['ldr'] }), [1]);
    expect(eventsOf(events, 'morale-rolled')).toEqual([
      {
        type: 'morale-rolled', unitId: 'r1', why: 'every leader of its formation is lost', dice: '1d6', faces: [1], natural: 1,
        modifiers: [{ value: 1, cause: 'the unit is disrupted', applies: false }], modified: 1, row: '1–2', nearest: false, results: ['normal'], rule: 'Atoll morale',
      },
    ]);
  });

  it('no roll while a leader of the formation is in play, and leaders never roll', () => {
    const { events } = enterMovement(beforeMovement({ units: formation() }), [6]);
    expect(eventsOf(events, 'morale-rolled')).toEqual([]);
    const lone = enterMovement(beforeMovement({ units: [ours('ldr', 'leader', A), ours('ldr2', 'leader', { col: 1, row: 1 }), enemy('e', 'rifle', { col: 10, row: 10 })], lost: ['ldr2'] }), [6]);
    expect(eventsOf(lone.events, 'morale-rolled')).toEqual([]);
  });

  it('a formation that never had a leader has none to lose: its units never roll', () => {
    const { events } = enterMovement(beforeMovement({ units: [ours('r1', 'rifle', A), enemy('e', 'rifle', { col: 10, row: 10 })] }), [6]);
    expect(eventsOf(events, 'morale-rolled')).toEqual([]);
  });

  it('cannot move: the engine refuses its moves with the reason and lists none; other units move', () => {
    const { state } = enterMovement(beforeMovement({ units: formation([ours('r2', 'rifle', { col: 2, row: 8 })]), lost: ['ldr'] }), [3, 1]);
    expect(state.morale?.status.r1).toMatchObject({ cannotMove: true, turn: 1, row: '3' });
    const error = refused(apply(state, { type: 'moveTo', unitId: 'r1', to: step(A, 0) }));
    expect(error.message).toBe('r1 cannot move: it failed its morale roll on turn 1 (row 3) and holds that result until its side\'s next roll.');
    expect(error.rule).toBe('Atoll morale');
    const moves = legalActions(state).filter((a) => a.type === 'moveTo' || a.type === 'fastMove');
    expect(moves.some((a) => 'unitId' in a && a.unitId === 'r1')).toBe(false);
    expect(moves.some((a) => 'unitId' in a && a.unitId === 'r2')).toBe(true);
  });

  it('cannot fire: an attack with the unit, adjacent or ranged, is refused with the reason', () => {
    const units = [ours('ldr', 'leader', { col: 1, row: 1 }), ours('r1', 'rifle', A), enemy('e', 'rifle', step(A, 0))];
    const { state } = enterMovement(beforeMovement({ units, lost: ['ldr'] }), [4]);
    expect(state.morale?.status.r1).toMatchObject({ cannotFire: true });
    const attack = toPhase(state, 'ground-attack', 'axis');
    const error = refused(apply(attack, { type: 'attack', attackers: ['r1'], defenderHex: step(A, 0) }));
    expect(error.message).toMatch(/^r1 cannot fire: it failed its morale roll on turn 1 \(row 4\)/);
    expect(legalActions(attack).some((a) => a.type === 'attack')).toBe(false);
  });

  it('must fall back: the unit retreats the row\'s hexes along the engine\'s retreat route, away from the enemy', () => {
    const units = [ours('ldr', 'leader', { col: 1, row: 1 }), ours('r1', 'rifle', A), enemy('e', 'rifle', step(step(A, 3), 3))];
    const { state, events } = enterMovement(beforeMovement({ units, lost: ['ldr'] }), [5]);
    const [fell] = eventsOf(events, 'morale-fell-back');
    expect(fell).toMatchObject({ unitId: 'r1', from: A, hexes: 2 });
    expect(fell.path).toHaveLength(2);
    expect(state.units.r1.hex).toEqual(fell.to);
    const far = (h: { col: number; row: number }) => Math.abs(h.row - 6) + Math.abs(h.col - 4);
    expect(far(fell.to as { col: number; row: number })).toBeGreaterThan(far(A));
    expect(state.morale?.status.r1).toBeUndefined();
  });

  it('must fall back with no route open (a map corner held in by enemies): the unit stays and is disrupted', () => {
    const corner = { col: 0, row: 0 };
    const units = [ours('ldr', 'leader', { col: 8, row: 8 }), ours('r1', 'rifle', corner), enemy('e1', 'rifle', { col: 1, row: 0 }), enemy('e2', 'rifle', { col: 0, row: 1 })];
    const { state, events } = enterMovement(beforeMovement({ units, lost: ['ldr'] }), [5]);
    expect(eventsOf(events, 'morale-fell-back')[0]).toMatchObject({ to: null, path: [] });
    expect(state.units.r1).toMatchObject({ hex: corner, disrupted: true });
  });

  it('cannot move also forbids pursuit after its attack emptied the hex; the other attacker still pursues', () => {
    const D = { col: 5, row: 5 };
    const s = battle({ units: [ours('p1', 'para', step(D, 0)), ours('p2', 'para', step(D, 1)), enemy('e', 'militia', D)] });
    const shaken: GameState = { ...s, morale: { status: { p1: { cannotMove: true, turn: 1, row: '3' } } } };
    const { state } = fight(shaken, { attackers: ['p1', 'p2'], defenderHex: D }, [5]);
    expect(state.combat?.pursuit).not.toBeNull();
    expect(legalActions(state).filter((a) => a.type === 'pursue').map((a) => a.unitId)).toEqual(['p2']);
    const error = refused(apply(state, { type: 'pursue', unitId: 'p1', path: [D] }));
    expect(error).toMatchObject({ code: 'illegal-pursuit', rule: 'Atoll morale' });
    expect(error.message).toMatch(/^p1 cannot move: it failed its morale roll/);
  });

  it('cannot fire also forbids a canister shot (OST 16), with the reason', () => {
    const D = { col: 5, row: 5 };
    const s = battle({ units: [ours('g', 'canister-gun', { col: 5, row: 7 }), enemy('e1', 'platoon', D)], unitTypes, ruleset: pacificRuleset('canister') });
    const shot = { type: 'fireCanister' as const, unitId: 'g', hexes: [D] };
    expect(legalActions(s).some((a) => a.type === 'fireCanister')).toBe(true);
    const shaken: GameState = { ...s, morale: { status: { g: { cannotFire: true, turn: 1, row: '4' } } } };
    expect(refused(apply(shaken, shot))).toMatchObject({ code: 'illegal-attack', rule: 'Atoll morale' });
    expect(legalActions(shaken).some((a) => a.type === 'fireCanister')).toBe(false);
  });

  it('modifiers as data: a disrupted unit adds +1, and a roll beyond every row reads the nearest', () => {
    const units = [ours('ldr', 'leader', { col: 1, row: 1 }), { ...ours('r1', 'rifle', A), disrupted: true }, enemy('e', 'rifle', { col: 10, row: 10 })];
    const table: MoraleTable = { ...TABLE, rows: TABLE.rows.slice(0, 4), modifiers: [{ when: 'disrupted', value: 2 }] };
    const { events } = enterMovement(beforeMovement({ units, lost: ['ldr'], ruleset: { ...defaultRuleset(), morale: table } }), [6]);
    expect(eventsOf(events, 'morale-rolled')[0]).toMatchObject({ natural: 6, modified: 8, row: '5', nearest: true, modifiers: [{ value: 2, applies: true }] });
  });

  it('results hold until the side\'s next Movement Phase, where they end and the unit rolls again', () => {
    let s = enterMovement(beforeMovement({ units: formation(), lost: ['ldr'] }), [3]).state;
    s = toPhase(s, 'engineering', 'axis');
    expect(s.turn).toBe(2);
    expect(s.morale?.status.r1).toMatchObject({ cannotMove: true, turn: 1 });
    const next = enterMovement(s, [1]);
    expect(eventsOf(next.events, 'morale-restored')).toEqual([{ type: 'morale-restored', side: 'axis', unitIds: ['r1'], rule: 'Atoll morale' }]);
    expect(eventsOf(next.events, 'morale-rolled')[0]).toMatchObject({ unitId: 'r1', results: ['normal'] });
    expect(next.state.morale?.status.r1).toBeUndefined();
    expect(apply(next.state, { type: 'moveTo', unitId: 'r1', to: step(A, 0) }).ok).toBe(true);
  });

  it('leaders nearby: a leader aboard a carrier leads from the carrier\'s hex', () => {
    const lorry = { ...unitType('lorry', 'wheeled', 'platoon', [10, 5]), unitClass: 'vehicle', carrier: { capacity: 2, measure: 'units' as const, classes: ['infantry'], loadMp: 1, unloadMp: 1 } };
    const units = [ours('ldr', 'leader', A), ours('car', 'lorry', A), ours('near', 'rifle', step(A, 0)), ours('far', 'rifle', { col: 9, row: 2 }), enemy('e', 'rifle', { col: 10, row: 10 })];
    const base = setup({ units, params: { leaders: 'nearby', radius: 2 } });
    const withLorry = { ...base, unitTypes: [...base.unitTypes, lorry], units: base.units.map((u) => (u.id === 'ldr' ? { ...u, aboard: 'car' } : u)) };
    const s = toPhase(createGame(withLorry, 1), 'engineering', 'axis');
    expect(s.units.ldr).toMatchObject({ hex: null, aboard: 'car' });
    const { events } = enterMovement(s, [1, 1]);
    expect(eventsOf(events, 'morale-rolled').map((e) => [e.unitId, e.why])).toEqual([['far', 'no friendly leader is within 2 hexes']]);
  });

  it('leaders nearby: a unit with no friendly leader within the radius rolls; one within it does not', () => {
    const units = [ours('ldr', 'leader', A), ours('near', 'rifle', step(A, 0)), ours('far', 'rifle', { col: 9, row: 2 }), enemy('e', 'rifle', { col: 10, row: 10 })];
    const { events } = enterMovement(beforeMovement({ units, params: { leaders: 'nearby', radius: 2 } }), [1]);
    expect(eventsOf(events, 'morale-rolled').map((e) => [e.unitId, e.why])).toEqual([['far', 'no friendly leader is within 2 hexes']]);
    const stack = enterMovement(beforeMovement({ units, params: { leaders: 'nearby', radius: 0 } }), [1, 1]);
    expect(eventsOf(stack.events, 'morale-rolled').map((e) => [e.unitId, e.why])).toEqual([
      ['far', 'no friendly leader is in its hex'],
      ['near', 'no friendly leader is in its hex'],
    ]);
  });

  it('ASL G1.12: Japanese step-loss units never roll by default; with japanese=step-loss a bad result costs a step instead', () => {
    const ruleset: Ruleset = { ...defaultRuleset(), morale: TABLE, modules: { ...defaultRuleset().modules, japanese: true } };
    const units = [ours('ldr', 'leader', { col: 1, row: 1 }), ours('j', 'jrifle', A), enemy('e', 'rifle', { col: 10, row: 10 })];
    const exempt = enterMovement(beforeMovement({ units, lost: ['ldr'], ruleset }), [6]);
    expect(eventsOf(exempt.events, 'morale-rolled')).toEqual([]);
    const { state, events } = enterMovement(beforeMovement({ units, lost: ['ldr'], ruleset, params: { japanese: 'step-loss' } }), [6]);
    expect(eventsOf(events, 'morale-rolled')[0]).toMatchObject({ unitId: 'j', results: ['cannot-move', 'cannot-fire'], instead: expect.stringContaining('ASL G1.12') });
    expect(eventsOf(events, 'unit-step-lost')[0]).toMatchObject({ unitId: 'j', from: 0, to: 1 });
    expect(state.units.j.step).toBe(1);
    expect(state.morale?.status.j).toBeUndefined();
  });

  it('module off: nobody rolls and the state has no morale part, so such games hash as before', () => {
    const s = enterMovement(beforeMovement({ units: formation(), lost: ['ldr'], on: false }), [6]);
    expect(eventsOf(s.events, 'morale-rolled')).toEqual([]);
    expect(s.state.morale).toBeUndefined();
    const after = act(s.state, { type: 'endPhase' });
    expect(after.morale).toBeUndefined();
  });
});

describe('morale table (schema)', () => {
  const parse = (rows: MoraleTable['rows'], modifiers: MoraleTable['modifiers'] = []) => MoraleTableSchema.safeParse({ ...TABLE, rows, modifiers });
  const messages = (r: ReturnType<typeof parse>) => (r.success ? [] : r.error.issues.map((i) => i.message));

  it('accepts the default-like table', () => expect(parse(TABLE.rows, TABLE.modifiers).success).toBe(true));
  it('refuses overlapping rows, with both ranges', () => {
    expect(messages(parse([{ from: 1, to: 3, results: ['normal'] }, { from: 3, to: 6, results: ['cannot-move'] }]))).toEqual(['Morale row 2 (3–6) overlaps row 1 (1–3)']);
  });
  it('refuses an unknown result or modifier with the list of those it knows, in the words file import uses', () => {
    const r = MoraleTableSchema.safeParse({ ...TABLE, rows: [{ from: 1, to: 6, results: ['panic'] }], modifiers: [{ when: 'rain', value: 1 }] });
    expect(r.success ? [] : r.error.issues.map((i) => issueSentence(i))).toEqual([
      'Results must each be one of: normal, cannot move, must fall back, cannot fire',
      'When (a morale modifier applies) must be one of: the unit is disrupted; the unit has lost a step; an enemy unit is next to it; no other friendly unit in its hex; a night turn',
    ]);
    const overlap = MoraleTableSchema.safeParse({ ...TABLE, rows: [{ from: 1, to: 3, results: ['normal'] }, { from: 3, to: 6, results: ['cannot-move'] }] });
    expect(overlap.success ? [] : overlap.error.issues.map((i) => issueSentence(i))).toEqual(['From: Morale row 2 (3–6) overlaps row 1 (1–3)']);
  });
  it('refuses normal combined with a result, a fall back without hexes, hexes without a fall back and a reversed range', () => {
    expect(messages(parse([{ from: 1, to: 2, results: ['normal', 'cannot-fire'] }]))).toEqual(['Morale row 1: "normal" cannot be combined with other results']);
    expect(messages(parse([{ from: 1, to: 2, results: ['fall-back'] }]))).toEqual(['Morale row 1: "must fall back" needs the number of hexes (1 to 6)']);
    expect(messages(parse([{ from: 1, to: 2, results: ['cannot-fire'], hexes: 2 }]))).toEqual(['Morale row 1: only "must fall back" takes a number of hexes']);
    expect(messages(parse([{ from: 4, to: 2, results: ['normal'] }]))).toEqual(['Morale row 1: its range ends (2) before it starts (4)']);
  });
  it('refuses a modifier repeated', () => {
    expect(messages(parse(TABLE.rows, [{ when: 'night', value: 1 }, { when: 'night', value: 2 }]))).toEqual(['Morale modifier 2 repeats "a night turn"']);
  });
});
