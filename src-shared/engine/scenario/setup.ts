// Rules 7.6, 23.3.
/**
 * Starting a game: check the setup, build the board, place the units, and open turn 1's first phase. Placements are
 * checked for the map, enemy hexes (7.6) and river boats off the river (23.3, modules/river-boats.ts).
 */
import { seedRng } from '../../dice';
import { hexKey } from '../../hex';
import { buildBoard, hexIndex, onMap, type Board, type SideInfo, type UnitInfo } from '../core/board';
import { hooks } from '../core/registry';
import { scenarioRules } from './scenario-rules';
import { defaultPlayerOrder, phasesForRole } from '../core/phases';
import { enterPhase } from '../core/sequence';
import type { GameSetup } from './setup-types';
import { preparedSetup, preparedSetupHash } from './prepared-setup';
import { firstState, NO_MOVEMENT, withPart, type GameState, type SliceKey, type UnitState } from '../core/state';
import { initialStrikes } from '../strikes/strike-state';

/** The setup cannot start a game; `problems` lists every reason found. */
export class SetupError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`cannot start the game: ${problems.join('; ')}`);
    this.name = 'SetupError';
  }
}

function playerOrder(setup: GameSetup, problems: string[]): SideInfo[] {
  const order = setup.playerOrder ? [...setup.playerOrder] : defaultPlayerOrder(setup.sides);
  const ids = new Set(setup.sides.map((s) => s.id));
  if (order.length !== ids.size || order.some((id) => !ids.has(id)) || new Set(order).size !== order.length) {
    problems.push('playerOrder must list every side exactly once');
  }
  return order.flatMap((id) => {
    const side = setup.sides.find((s) => s.id === id);
    return side ? [{ id: side.id, name: side.name, role: side.role, phases: phasesForRole(side.role) }] : [];
  });
}

function unitInfos(setup: GameSetup, problems: string[]): UnitInfo[] {
  const infos: UnitInfo[] = [];
  const seen = new Set<string>();
  for (const unit of setup.units) {
    if (seen.has(unit.id)) problems.push(`duplicate unit id '${unit.id}'`);
    seen.add(unit.id);
    const type = setup.unitTypes.find((t) => t.id === unit.typeId);
    const contingent = setup.contingents.find((c) => c.id === unit.contingentId);
    const side = contingent && setup.sides.find((s) => s.id === contingent.sideId);
    if (!type) problems.push(`unit '${unit.id}' has unknown type '${unit.typeId}'`);
    else if (type.steps.length === 0) problems.push(`unit type '${type.id}' has no steps`);
    if (!side) problems.push(`unit '${unit.id}' belongs to no known side (contingent '${unit.contingentId}')`);
    if (type && type.steps.length > 0 && side) infos.push({ id: unit.id, designation: unit.designation, sideId: side.id, contingentId: unit.contingentId, type });
  }
  return infos;
}

function placeUnits(setup: GameSetup, board: Board, problems: string[]): Record<string, UnitState> {
  const units: Record<string, UnitState> = {};
  for (const id of board.unitIds) units[id] = { hex: null, disrupted: false, step: 0 };
  const occupant = new Map<string, string>();
  for (const p of setup.placements) {
    const info = Object.hasOwn(board.units, p.unitId) ? board.units[p.unitId] : undefined;
    if (!info) problems.push(`placement for unknown unit '${p.unitId}'`);
    else if (units[p.unitId].hex) problems.push(`unit '${p.unitId}' is placed twice`);
    else if (!onMap(board, p.hex)) problems.push(`unit '${p.unitId}' is placed off the map at ${hexKey(p.hex)}`);
    else if (confinedFault(board, info, hexIndex(board, p.hex))) {
      problems.push(`unit '${p.unitId}' may not set up at ${hexKey(p.hex)}: ${confinedFault(board, info, hexIndex(board, p.hex))}`);
    } else {
      const key = hexKey(p.hex);
      const other = occupant.get(key);
      if (other !== undefined && other !== info.sideId) problems.push(`unit '${p.unitId}' is placed with enemy units at ${key} (7.6)`);
      occupant.set(key, info.sideId);
      units[p.unitId] = { hex: { col: p.hex.col, row: p.hex.row }, disrupted: p.disrupted === true, step: 0 };
    }
  }
  return units;
}

/** Why a unit kept to a network (river boats, 23.3) may not stand in `at`, with the rule, or null. */
function confinedFault(board: Board, info: UnitInfo, at: number): string | null {
  for (const confinement of hooks('confinement')) {
    if (!confinement.applies(board, info)) continue;
    const fault = confinement.hexFault(board, at);
    if (fault) return `${fault} (${confinement.rule})`;
  }
  return null;
}

/** The rule modules' parts of a new game's state (their `start` hooks); problems found are added to `problems`. */
function moduleStart(setup: GameSetup, board: Board, units: Readonly<Record<string, UnitState>>, problems: string[]): Partial<GameState> {
  let parts: Partial<GameState> = {};
  for (const hook of hooks('start')) parts = { ...parts, ...hook(setup, board, units, problems) };
  return parts;
}

/** Every reason the setup cannot start a game (none when it can), found without starting one. */
export function setupProblems(setup: GameSetup): readonly string[] {
  try {
    const { board, problems } = checkedBoard(setup);
    moduleStart(setup, board, placeUnits(setup, board, problems), problems);
    return problems;
  } catch (e) {
    if (e instanceof SetupError) return e.problems;
    throw e;
  }
}

/** Builds the static board from a setup, or throws SetupError. */
export function boardFromSetup(setup: GameSetup): Board {
  return checkedBoard(setup).board;
}

function checkedBoard(setup: GameSetup): { board: Board; problems: string[] } {
  const problems: string[] = [];
  const { map } = setup;
  if (!Number.isInteger(map.cols) || !Number.isInteger(map.rows) || map.cols < 1 || map.rows < 1) problems.push('the map needs at least one column and one row');
  if (setup.sides.length === 0) problems.push('the game needs at least one side');
  if (setup.turns.length === 0) problems.push('the turn record track is empty');
  if (new Set(setup.turns.map((t) => t.index)).size !== setup.turns.length) problems.push('two turns share an index');
  const sides = playerOrder(setup, problems);
  for (const [sideId, n] of Object.entries(setup.fireCoordination ?? {})) {
    if (!setup.sides.some((s) => s.id === sideId)) problems.push(`fireCoordination names unknown side '${sideId}'`);
    if (!Number.isInteger(n) || n < 0 || n > 99) problems.push(`fireCoordination for '${sideId}' must be a whole number from 0 to 99`);
  }
  const units = unitInfos(setup, problems);
  const scenario = scenarioRules(setup, problems);
  if (problems.length > 0) throw new SetupError(problems);
  // 11.2.2: the side's own limit, overridden by the setup's table.
  const fireCoordination: Record<string, number> = {};
  for (const side of setup.sides) if (side.fireCoordination !== undefined) fireCoordination[side.id] = side.fireCoordination;
  Object.assign(fireCoordination, setup.fireCoordination ?? {});
  const built = buildBoard({
    cols: map.cols,
    rows: map.rows,
    geom: { orientation: map.orientation, stagger: map.stagger },
    numbering: map.numbering,
    north: map.north,
    defaultTerrain: map.defaultTerrain,
    ruleset: setup.ruleset,
    hexes: setup.hexes,
    hexsides: setup.hexsides,
    paths: setup.paths,
    sides,
    turns: setup.turns,
    units,
    features: setup.features,
    fireCoordination,
    scenario,
  });
  return { board: built.board, problems: built.problems };
}

/**
 * A new game: turn 1 (the first turn on the track), the first player's Command Point Phase with that side's CP
 * set from the track (5.2), the other sides at 0 CP until their own Command Point Phase, units placed, and the
 * dice seeded.
 * Throws SetupError when the setup is inconsistent.
 */
export function createGame(setup: GameSetup, seed: number | string): GameState {
  return startGame(setup, seed, true);
}

/**
 * The game createGame starts, but with `setupHash` left empty (''): for bot games, which hash no state while they play
 * and fill it into their final state when it is read (play-game.ts). The hash runs over the whole setup's canonical
 * JSON (some 47,000 characters on Palembang, the placements in the middle of it, so no two games share it) and cost
 * about 1.5 % of a greedy bot game.
 */
export function createGameUnhashed(setup: GameSetup, seed: number | string): GameState {
  return startGame(setup, seed, false);
}

/** The `setupHash` createGame gives a game of this setup: hashValue(setup), its static parts' share worked out once. */
export function gameSetupHash(setup: GameSetup): string {
  return preparedSetupHash(preparedSetup(setup, checkedBoard), setup);
}

function startGame(setup: GameSetup, seed: number | string, hashSetup: boolean): GameState {
  const prepared = preparedSetup(setup, checkedBoard);
  const { board } = prepared;
  const problems = [...prepared.problems];
  const units = placeUnits(setup, board, problems);
  const parts = moduleStart(setup, board, units, problems);
  if (problems.length > 0) throw new SetupError(problems);
  const first = board.turns[0];
  // Every side receives its CP in its own Command Point Phase (5.2); until then it has none.
  const cp: Record<string, number> = {};
  for (const side of board.sides) cp[side.id] = 0;
  const state = firstState({
    board,
    setupHash: hashSetup ? preparedSetupHash(prepared, setup) : '',
    turn: first.index,
    player: 0,
    phase: board.sides[0].phases[0],
    cp,
    units,
    movement: NO_MOVEMENT,
    rng: seedRng(seed),
    over: false,
  });
  const strikes = initialStrikes(board, first.index);
  const demolished = board.scenario.demolishedAtStart;
  let started = withPart(withPart(state, 'strikes', strikes), 'demolished', demolished.length > 0 ? demolished : undefined);
  for (const [key, value] of Object.entries(parts) as [SliceKey, GameState[SliceKey]][]) started = withPart(started, key, value);
  return enterPhase(started).state;
}
