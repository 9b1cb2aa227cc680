/**
 * Small hand-built games for the engine tests (test-only; never imported by the engine).
 * Flat-top, odd-stagger maps; side 'axis' is airborne (moves first), 'allies' defends.
 */
import { hexsideKey, neighbour, type HexDirection } from '../hex';
import type { HexRef, UnitType } from '../model';
import { defaultRuleset, type Ruleset } from '../ruleset';
import type { Action } from './actions';
import { apply } from './apply';
import type { ApplyResult } from './result';
import type { GameSetup } from './setup-types';
import { createGame } from './setup';
import type { GameState } from './state';

export const GEOM = { orientation: 'flat', stagger: 'odd' } as const;

function unitType(id: string, movementClass: string, size: string, ma: [number, number], flags: string[] = []): UnitType {
  return {
    id,
    name: id,
    unitClass: 'infantry',
    sidc: '',
    size,
    movementClass,
    flags,
    stepModel: 'two-sided',
    steps: [
      { label: 'effective', combat: 4, range: 1, ma: ma[0] },
      { label: 'disrupted', combat: 2, range: 1, ma: ma[1] },
    ],
  };
}

/** The two sides and their contingents of every test game. */
export const TEST_SIDES = [
  { id: 'allies', name: 'Allies', role: 'defender' },
  { id: 'axis', name: 'Axis', role: 'airborne' },
] as const;
export const TEST_CONTINGENTS = [
  { id: 'ax', sideId: 'axis' },
  { id: 'al', sideId: 'allies' },
] as const;

export const UNIT_TYPES: UnitType[] = [
  unitType('platoon', 'foot', 'platoon', [4, 2]),
  unitType('company', 'foot', 'company', [4, 2]),
  unitType('runner', 'foot', 'platoon', [12, 6]),
  unitType('truck', 'wheeled', 'platoon', [8, 4]),
  unitType('tank', 'tracked', 'platoon', [6, 3]),
  unitType('amtrac', 'tracked', 'platoon', [6, 3], ['amphibious']),
  unitType('recon', 'foot', 'platoon', [6, 3], ['recon']),
  unitType('gun', 'foot', 'platoon', [0, 0]),
];

export type FixtureUnit = { id: string; side: 'axis' | 'allies'; type: string; at: HexRef | null; disrupted?: boolean };

export type FixtureOptions = {
  cols?: number;
  rows?: number;
  defaultTerrain?: string;
  terrain?: { at: HexRef; terrain: string }[];
  hexsides?: { at: HexRef; dir: HexDirection; type: string }[];
  paths?: { at: HexRef; dir: HexDirection; type: string }[];
  units: FixtureUnit[];
  turns?: { axis: number; allies: number }[];
  ruleset?: Ruleset;
};

export function makeSetup(o: FixtureOptions): GameSetup {
  const turns = o.turns ?? [{ axis: 2, allies: 1 }, { axis: 3, allies: 2 }, { axis: 1, allies: 1 }];
  return {
    map: { cols: o.cols ?? 10, rows: o.rows ?? 10, orientation: 'flat', stagger: 'odd', defaultTerrain: o.defaultTerrain ?? 'clear' },
    ruleset: o.ruleset ?? defaultRuleset(),
    hexes: (o.terrain ?? []).map((t) => ({ col: t.at.col, row: t.at.row, terrain: t.terrain })),
    hexsides: (o.hexsides ?? []).map((h) => ({ id: hexsideKey(GEOM, h.at, h.dir), type: h.type })),
    paths: (o.paths ?? []).map((p) => ({ id: `${hexsideKey(GEOM, p.at, p.dir)}|${p.type}`, type: p.type })),
    sides: [...TEST_SIDES],
    contingents: [...TEST_CONTINGENTS],
    unitTypes: UNIT_TYPES,
    units: o.units.map((u) => ({ id: u.id, designation: u.id, typeId: u.type, contingentId: u.side === 'axis' ? 'ax' : 'al' })),
    turns: turns.map((cp, i) => ({ index: i + 1, label: `T${i + 1}`, night: false, cp })),
    placements: o.units.flatMap((u) => (u.at ? [{ unitId: u.id, hex: u.at, disrupted: u.disrupted }] : [])),
  };
}

export function game(o: FixtureOptions, seed: number | string = 1): GameState {
  return createGame(makeSetup(o), seed);
}

/** The state after an accepted action; fails the test with the refusal otherwise. */
export function must(result: ApplyResult): GameState {
  if (!result.ok) throw new Error(`refused: ${result.error.code}: ${result.error.message}`);
  return result.state;
}

export function act(state: GameState, action: Action): GameState {
  return must(apply(state, action));
}

/** Ends phases until the given side's Movement Phase. */
export function toMovement(state: GameState, side: 'axis' | 'allies' = 'axis'): GameState {
  let s = state;
  for (let i = 0; i < 40 && !(s.phase === 'movement' && s.board.sides[s.player].id === side); i++) s = act(s, { type: 'endPhase' });
  if (s.phase !== 'movement') throw new Error('no movement phase reached');
  return s;
}

/** The hex next to `hex` in a direction (flat-top: 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW). */
export function step(hex: HexRef, dir: HexDirection): HexRef {
  return neighbour(GEOM, hex, dir);
}

/** Freezes a state deeply (the board's typed arrays excepted), so any mutation in strict mode throws. */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value) || ArrayBuffer.isView(value)) return value;
  for (const key of Object.keys(value)) {
    if (key === 'board') continue;
    deepFreeze((value as Record<string, unknown>)[key]);
  }
  return Object.freeze(value);
}
