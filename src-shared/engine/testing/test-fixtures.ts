/**
 * Small hand-built games for the engine tests (test-only; never imported by the engine).
 * Flat-top, odd-stagger maps; side 'axis' is airborne (moves first), 'allies' defends. Importing it installs the rule
 * modules, as the engine's index does.
 */
import '../modules/installed';
import { hexsideKey, neighbour, type HexDirection } from '../../hex';
import type { Feature, HexRef, UnitType } from '../../model';
import { defaultRuleset, type Ruleset } from '../../ruleset';
import type { Action } from '../core/actions';
import { apply } from '../core/apply';
import type { PhaseId } from '../core/phases';
import type { ApplyResult } from '../core/result';
import type { GameSetup, SetupFeature } from '../scenario/setup-types';
import { createGame } from '../scenario/setup';
import type { GameState } from '../core/state';

export const GEOM = { orientation: 'flat', stagger: 'odd' } as const;

/** A two-sided unit type: [front, back] MA, combat and range (15.1: the back is the disrupted side). */
export function unitType(
  id: string,
  movementClass: string,
  size: string,
  ma: [number, number],
  flags: string[] = [],
  combat: [number, number] = [4, 2],
  range: [number, number] = [1, 1],
): UnitType {
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
      { label: 'effective', combat: combat[0], range: range[0], ma: ma[0] },
      { label: 'disrupted', combat: combat[1], range: range[1], ma: ma[1] },
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

/** Unit types for the combat tests (kept apart from UNIT_TYPES, whose hash the golden test pins). */
export const COMBAT_UNIT_TYPES: UnitType[] = [
  unitType('rifle', 'foot', 'platoon', [4, 2], ['pursuit'], [3, 1]),
  unitType('para', 'foot', 'company', [4, 2], ['pursuit'], [6, 3]),
  unitType('mortar', 'foot', 'platoon', [2, 1], [], [2, 1], [3, 1]),
  unitType('howitzer', 'wheeled', 'platoon', [3, 1], [], [5, 2], [4, 2]),
  unitType('panzer', 'tracked', 'platoon', [6, 3], ['pursuit'], [6, 3]),
  unitType('sapper', 'foot', 'platoon', [4, 2], ['engineer', 'pursuit'], [2, 1]),
  unitType('atgun', 'foot', 'platoon', [2, 1], ['antitank'], [2, 1]),
  unitType('scouts', 'foot', 'platoon', [5, 2], ['one-step', 'pursuit'], [1, 1]),
  { ...unitType('militia', 'foot', 'platoon', [3, 3], [], [1, 1]), steps: [{ label: 'effective', combat: 1, range: 1, ma: 3 }] },
];

export const ALL_UNIT_TYPES: UnitType[] = [...UNIT_TYPES, ...COMBAT_UNIT_TYPES];

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
  /** Default UNIT_TYPES. */
  unitTypes?: UnitType[];
  features?: { at: HexRef; type: Feature['type']; side?: string; facing?: number }[];
  /** Every turn is a night turn (17.0). */
  night?: boolean;
  fireCoordination?: Record<string, number>;
};

export function makeSetup(o: FixtureOptions): GameSetup {
  const turns = o.turns ?? [{ axis: 2, allies: 1 }, { axis: 3, allies: 2 }, { axis: 1, allies: 1 }];
  const features = (o.features ?? []).map((f, i): SetupFeature => {
    const props: Record<string, string> = f.side ? { side: f.side } : {};
    return { id: `f${i}`, type: f.type, hex: f.at, ...(f.facing !== undefined ? { facing: f.facing } : {}), props };
  });
  return {
    ...(o.features ? { features } : {}),
    ...(o.fireCoordination ? { fireCoordination: o.fireCoordination } : {}),
    map: { cols: o.cols ?? 10, rows: o.rows ?? 10, orientation: 'flat', stagger: 'odd', defaultTerrain: o.defaultTerrain ?? 'clear' },
    ruleset: o.ruleset ?? defaultRuleset(),
    hexes: (o.terrain ?? []).map((t) => ({ col: t.at.col, row: t.at.row, terrain: t.terrain })),
    hexsides: (o.hexsides ?? []).map((h) => ({ id: hexsideKey(GEOM, h.at, h.dir), type: h.type })),
    paths: (o.paths ?? []).map((p) => ({ id: `${hexsideKey(GEOM, p.at, p.dir)}|${p.type}`, type: p.type })),
    sides: [...TEST_SIDES],
    contingents: [...TEST_CONTINGENTS],
    unitTypes: o.unitTypes ?? UNIT_TYPES,
    units: o.units.map((u) => ({ id: u.id, designation: u.id, typeId: u.type, contingentId: u.side === 'axis' ? 'ax' : 'al' })),
    turns: turns.map((cp, i) => ({ index: i + 1, label: `T${i + 1}`, night: o.night === true, cp })),
    placements: o.units.flatMap((u) => (u.at ? [{ unitId: u.id, hex: u.at, disrupted: u.disrupted }] : [])),
  };
}

export function game(o: FixtureOptions, seed: number | string = 1): GameState {
  return createGame(makeSetup(o), seed);
}

/** Three platoons for the unit table's tests: a (axis) at 1,1, b (allies) at 2,3, c (axis) not on the map. */
export const threeUnits = (): GameState =>
  game({
    units: [
      { id: 'a', side: 'axis', type: 'platoon', at: { col: 1, row: 1 } },
      { id: 'b', side: 'allies', type: 'platoon', at: { col: 2, row: 3 } },
      { id: 'c', side: 'axis', type: 'platoon', at: null },
    ],
  });

/** The state after an accepted action; fails the test with the refusal otherwise. */
export function must(result: ApplyResult): GameState {
  if (!result.ok) throw new Error(`refused: ${result.error.code}: ${result.error.message}`);
  return result.state;
}

export function act(state: GameState, action: Action): GameState {
  return must(apply(state, action));
}

/** Ends phases until the given side's phase. */
export function toPhase(state: GameState, phase: PhaseId, side: 'axis' | 'allies' = 'axis'): GameState {
  let s = state;
  for (let i = 0; i < 40 && !(s.phase === phase && s.board.sides[s.player].id === side); i++) s = act(s, { type: 'endPhase' });
  if (s.phase !== phase) throw new Error(`no ${phase} phase reached`);
  return s;
}

/** Ends phases until the given side's Movement Phase. */
export function toMovement(state: GameState, side: 'axis' | 'allies' = 'axis'): GameState {
  return toPhase(state, 'movement', side);
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
