import { describe, expect, it } from 'vitest';
import '../../testing/test-guards';
import { bundledScenario } from '../../../../tests/support/bundled-scenarios';
import type { HexDirection } from '../../../hex';
import type { HexRef, UnitType } from '../../../model';
import { apply } from '../../core/apply';
import { hexIndex } from '../../core/board';
import { placementGround } from '../../bots/placements';
import { areaHexes } from '../../scenario/area-hexes';
import { legalActions } from '../../core/legal';
import { explainStep, unitCostTables } from '../../movement/movement-cost';
import { pursuers } from '../../retreat/pursuit';
import { reachableHexes } from '../../movement/reach';
import { createGame, SetupError } from '../../scenario/setup';
import type { GameSetup } from '../../scenario/setup-types';
import type { GameState } from '../../core/state';
import { eventsOf, fight, refused } from '../../testing/test-combat';
import { ENGINEERING_UNIT_TYPES, engineering, type EngineeringOptions } from '../../testing/test-engineering';
import { act, step, unitType, type FixtureUnit } from '../../testing/test-fixtures';
import { arrival, ground, reach, scenario, scenarioSetup, westEdge } from '../../testing/test-scenario';
import { zocMasks } from '../../zoc/zoc';
import { isRiverBoat, riverMasks } from './river-boats';

const BOAT: UnitType = { ...unitType('boat', 'foot', 'platoon', [6, 3], [], [4, 2]), unitClass: 'River boat' };
const PURSUIT_BOAT: UnitType = { ...unitType('gunboat', 'foot', 'platoon', [6, 3], ['pursuit'], [4, 2]), unitClass: 'river boat' };
const TYPES = [...ENGINEERING_UNIT_TYPES, BOAT, PURSUIT_BOAT];

// The Musi in small: two all-river hexes (A0, A1), then a river along the hexsides north of H1, H2 and H3.
const A1 = { col: 4, row: 6 };
const A0 = step(A1, 4);
const H1 = step(A1, 2);
const H2 = step(H1, 2);
const H3 = step(H2, 2);
const N1 = step(H1, 0); // north bank, also next to A1
const N2 = step(H1, 1);
const NORTH_BANK = [N1, N2, step(H2, 1), step(H3, 1)];
const LAND = step(H1, 3);
// Two river hexes that touch different stretches of river: P's river is on its south side, Q's on its north.
const P = { col: 9, row: 3 };
const Q = step(P, 0);
const SIDES: { at: HexRef; dir: HexDirection; type: string }[] = [
  ...[H1, H2, H3].flatMap((at) => [0, 1].map((dir) => ({ at, dir: dir as HexDirection, type: 'river' }))),
  { at: P, dir: 3, type: 'river' },
  { at: Q, dir: 0, type: 'river' },
];
const RIVER_TERRAIN = [A0, A1].map((at) => ({ at, terrain: 'all-river' }));
const FAR: FixtureUnit = { id: 'far', side: 'allies', type: 'rifle', at: { col: 11, row: 11 } };

const boat = (at: HexRef | null, side: FixtureUnit['side'] = 'axis', id = 'b', type = 'boat'): FixtureUnit => ({ id, side, type, at });

function river(units: FixtureUnit[], o: Partial<EngineeringOptions> = {}, phase: 'movement' | 'ground-attack' = 'movement'): GameState {
  return engineering({ modules: ['river-boats'], unitTypes: TYPES, terrain: RIVER_TERRAIN, hexsides: SIDES, ...o, units }, phase);
}

const keyOf = (h: HexRef) => `${h.col},${h.row}`;
const isRiver = (state: GameState, h: HexRef) => riverMasks(state.board).hex[hexIndex(state.board, h)] === 1;

describe('river boats (Palembang patrol boat, 23.3)', () => {
  it('23.3: the river is the all-river hexes and the hexes beside a river hexside; the module names the river-boat class', () => {
    const s = river([boat(A1), FAR]);
    for (const h of [A0, A1, H1, H2, H3, ...NORTH_BANK, P, Q, step(P, 3), step(Q, 0)]) expect(isRiver(s, h), keyOf(h)).toBe(true);
    for (const h of [LAND, step(A1, 0), step(A1, 3), step(P, 1)]) expect(isRiver(s, h), keyOf(h)).toBe(false);
    expect(isRiverBoat(s.board, s.board.units.b)).toBe(true);
    expect(isRiverBoat(s.board, s.board.units.far)).toBe(false);
    // Param `classes` names other classes instead (case and spaces ignored); every test type but the boats is 'infantry'.
    const named = river([boat(A1), boat(H1, 'axis', 'g', 'gunboat'), { ...FAR, at: N2 }], { modules: [{ module: 'river-boats', params: { classes: 'Infantry , RIVER BOAT' } }] });
    expect(['b', 'g', 'far'].map((id) => isRiverBoat(named.board, named.board.units[id]))).toEqual([true, true, true]);
    const others = river([boat(A1), { ...FAR, at: N2 }], { modules: [{ module: 'river-boats', params: { classes: 'infantry' } }] });
    expect(['b', 'far'].map((id) => isRiverBoat(others.board, others.board.units[id]))).toEqual([false, true]);
  });

  it('23.3: a river boat moves along the river (all-river hexes, either bank, across it) and is refused a land hex, with the reason', () => {
    const s = river([boat(A1), FAR]);
    const reach = reachableHexes(s, 'b');
    expect([...reach.keys()].sort()).toEqual([A0, H1, H2, H3, ...NORTH_BANK].map(keyOf).sort());
    for (const entry of reach.values()) for (const h of entry.path) expect(isRiver(s, h)).toBe(true);
    expect(reach.get(keyOf(A0))?.cost).toBe(1); // all-river: 1 MP for a boat (Atoll default)
    const moved = act(s, { type: 'move', unitId: 'b', path: [H1, H2] });
    expect(moved.units.b.hex).toEqual(H2);
    const landed = refused(apply(s, { type: 'move', unitId: 'b', path: [H1, LAND] }));
    expect(landed).toMatchObject({ code: 'illegal-move', rule: '23.3' });
    expect(landed.message).toContain('Step 2');
    expect(landed.message).toContain('neither an all-river hex nor beside a river hexside');
    expect(refused(apply(s, { type: 'moveTo', unitId: 'b', to: LAND })).code).toBe('illegal-move');
    expect(legalActions(s).filter((a) => a.type === 'moveTo' && a.unitId === 'b').every((a) => a.type === 'moveTo' && isRiver(s, a.to))).toBe(true);
    const tables = unitCostTables(s.board, s.board.units.b);
    const into = explainStep(s.board, tables, hexIndex(s.board, A1), 4, hexIndex(s.board, A0));
    expect(into).toMatchObject({ ok: true, total: 1, notes: ['an all-river hex, open to river boats (23.3)'] });
  });

  it('23.3 (Atoll reading): a step between two river hexes must follow the river; it may not cut across from one stretch to another', () => {
    const s = river([boat(P), FAR]);
    const r = refused(apply(s, { type: 'move', unitId: 'b', path: [Q] }));
    expect(r).toMatchObject({ code: 'illegal-move', rule: '23.3' });
    expect(r.message).toContain('the river does not run between');
    expect([...reachableHexes(s, 'b').keys()]).toEqual([keyOf(step(P, 3))]);
  });

  it('23.3: with the module off the boat moves as an ordinary ground unit: land is open, all-river hexes prohibited (10.2)', () => {
    const s = river([boat(H1), FAR], { modules: [] });
    expect(isRiverBoat(s.board, s.board.units.b)).toBe(false);
    expect(act(s, { type: 'move', unitId: 'b', path: [LAND] }).units.b.hex).toEqual(LAND);
    expect(refused(apply(s, { type: 'move', unitId: 'b', path: [step(H1, 5)] })).rule).toBe('10.2');
    expect(reachableHexes(s, 'b').has(keyOf(step(LAND, 3)))).toBe(true);
  });

  it('23.3: the boat is a ground unit in every other way: it exerts a ZOC into all six hexes around it, land included (9.1)', () => {
    const s = river([boat(H1, 'allies'), { id: 'a', side: 'axis', type: 'rifle', at: step(LAND, 3) }]);
    const { ezoc } = zocMasks(s, 'axis');
    for (let dir = 0; dir < 6; dir++) expect(ezoc[hexIndex(s.board, step(H1, dir as HexDirection))]).toBe(1);
    const stopped = act(s, { type: 'move', unitId: 'a', path: [LAND] });
    expect(refused(apply(stopped, { type: 'move', unitId: 'a', path: [step(LAND, 2)] })).rule).toBe('9.2');
  });

  // A para (6) against the boat (4): +2; a 4 is DR (as in retreat.test.ts).
  const DR = 4;
  const para = (at: HexRef): FixtureUnit => ({ id: 'p', side: 'axis', type: 'para', at });

  it('23.3, 13.2: a retreating boat keeps to the river; a planned route over land is refused with the reason', () => {
    const s = river([para(step(A1, 0)), boat(A1, 'allies')], {}, 'ground-attack');
    const { events, state } = fight(s, { attackers: ['p'], defenderHex: A1 }, [DR, 2]);
    const [r] = eventsOf(events, 'unit-retreated');
    expect(r.path).toHaveLength(2);
    for (const h of r.path) expect(isRiver(state, h)).toBe(true);
    expect(state.units.b.hex).toEqual(r.to);
    const overLand = refused(apply(s, { type: 'attack', attackers: ['p'], defenderHex: A1, retreatPaths: { b: [step(A1, 3), step(step(A1, 3), 3)] } }));
    expect(overLand).toMatchObject({ code: 'illegal-retreat', rule: '23.3' });
    expect(overLand.message).toContain('step 1: river boats keep to the river');
  });

  it('23.3, 13.2: a boat with no river route long enough is eliminated, where a foot unit (the module off) retreats over land', () => {
    const s = river([para(Q), boat(P, 'allies')], {}, 'ground-attack');
    const { events, state } = fight(s, { attackers: ['p'], defenderHex: P }, [DR, 2]);
    expect(eventsOf(events, 'unit-eliminated')).toEqual([expect.objectContaining({ unitId: 'b', rule: '13.2', reason: expect.stringContaining('along the river, the only way a river boat may retreat (23.3)') })]);
    expect(state.units.b.eliminated).toBe(true);
    const off = fight(river([para(Q), boat(P, 'allies')], { modules: [] }, 'ground-attack'), { attackers: ['p'], defenderHex: P }, [DR, 2]);
    expect(off.state.units.b.eliminated).toBeFalsy();
    expect(eventsOf(off.events, 'unit-retreated')[0].path).toHaveLength(2);
  });

  it('23.3, 14.0: a boat pursues only into a river hex', () => {
    const s = river([boat(A1, 'axis', 'pb', 'gunboat'), FAR], {}, 'ground-attack');
    expect(pursuers(s, ['pb'], hexIndex(s.board, H1))).toEqual({ pb: 1 });
    expect(pursuers(s, ['pb'], hexIndex(s.board, step(A1, 0)))).toEqual({});
  });

  it('23.3: a boat may not set up off the river; with the module off, or for other classes, set-up is as before', () => {
    const setup = (units: FixtureUnit[], modules = ['river-boats']): GameSetup => {
      const specialRules = modules.map((module) => ({ id: module, module }));
      return scenarioSetup({ cols: 12, rows: 12, unitTypes: TYPES, terrain: RIVER_TERRAIN, hexsides: SIDES, units, extra: { specialRules } });
    };
    expect(() => createGame(setup([boat(LAND), FAR]), 1)).toThrow(SetupError);
    expect(() => createGame(setup([boat(LAND), FAR]), 1)).toThrow(/may not set up at 5,7: river boats keep to the river, .* \(23\.3\)/);
    for (const at of [A1, H1, N2]) expect(() => createGame(setup([boat(at), FAR]), 1)).not.toThrow();
    expect(() => createGame(setup([boat(LAND), FAR], []), 1)).not.toThrow();
  });

  it('23.3: a boat reinforcement enters only on a river hex of its entry area', () => {
    // The west edge: A0's column holds no river, so run the river out to it with all-river hexes.
    const edge = [0, 1, 2].map((col) => ({ at: { col, row: 6 }, terrain: 'all-river' }));
    const s = reach(
      scenario({
        cols: 12, rows: 12, unitTypes: TYPES, terrain: [...RIVER_TERRAIN, ...edge], hexsides: SIDES,
        units: [boat(null), FAR],
        extra: { specialRules: [{ id: 'r', module: 'river-boats' }], arrivals: [arrival('arr', 'axis', 1, { kind: 'units', unitIds: ['b'] }, ground([westEdge], true))] },
      }),
      1, 'movement', 'axis',
    ).state;
    const enters = legalActions(s).filter((a) => a.type === 'enter');
    expect(enters).toEqual([{ type: 'enter', unitId: 'b', hex: { col: 0, row: 6 } }]);
    const refusal = refused(apply(s, { type: 'enter', unitId: 'b', hex: { col: 0, row: 5 } }));
    expect(refusal).toMatchObject({ code: 'illegal-entry', rule: '23.3' });
    expect(act(s, enters[0]).units.b.hex).toEqual({ col: 0, row: 6 });
  });

  it('23.3: Palembang deploys its patrol boat on the Musi: the bots set it up only on river hexes, all-river ones included', () => {
    const doc = bundledScenario('palembang');
    expect(doc.specialRules.find((r) => r.id === 'rule-02-patrol-boat')?.module).toBe('river-boats');
    const ground = placementGround(doc);
    const { board } = ground;
    const boatUnit = doc.units.find((u) => board.units[u.id] && isRiverBoat(board, board.units[u.id]));
    if (!boatUnit || boatUnit.setup.kind !== 'area') throw new Error('no patrol boat set up in an area');
    const open = ground.open.get(boatUnit.id) ?? [];
    const masks = riverMasks(board);
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((at) => masks.hex[at] === 1)).toBe(true);
    expect(open.some((at) => masks.allRiverTerrain[board.terrainAt[at]] === 1)).toBe(true);
    expect(open).toEqual(areaHexes(board, boatUnit.setup.area).filter((at) => masks.hex[at] === 1));
  });
});
