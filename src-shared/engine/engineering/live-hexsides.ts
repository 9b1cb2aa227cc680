// Rules 19.2, 22.2.1, 22.2.2.
/**
 * Hexsides changed in play: a bridge demolished becomes its `demolishedAs` type (19.2), a repaired one its bridge
 * type again (22.2.1), a built bridge marker works as a printed bridge until demolished, when the hexside reverts
 * (22.2.2). `state.hexsides` records the changes and the board in the state is patched to match, so movement, combat,
 * retreat and pursuit read the hexside in force through their usual tables. The board stays a function of the
 * setup and `state.hexsides`: restoreHexsides rebuilds it from the setup's board.
 */
import { hexsideKey, opposite, parseHexsideKey, type HexDirection } from '../../hex';
import { hexAt, hexIndex, labelOf, onMap, type Board } from '../core/board';
import type { EngineeringTarget } from './events-engineering';
import { type GameState, withParts } from '../core/state';
import type { HexsideChange, HexsideChanges } from './state-engineering';
import { hexsideTypeById } from '../../ruleset';

/** The board slots (hex * 6 + direction) of a canonical hexside key, on the map; empty for a key that is not one. */
export function hexsideSlots(board: Board, key: string): number[] {
  const parsed = parseHexsideKey(board.geom, key);
  if (!parsed) return [];
  const slots: number[] = [];
  if (onMap(board, parsed.hex)) slots.push(hexIndex(board, parsed.hex) * 6 + parsed.dir);
  if (onMap(board, parsed.other)) slots.push(hexIndex(board, parsed.other) * 6 + opposite(parsed.dir));
  return slots;
}

/** The canonical key of the hexside in direction `dir` of hex index `at`. */
export function keyOfSlot(board: Board, at: number, dir: number): string {
  return hexsideKey(board.geom, hexAt(board, at), dir as HexDirection);
}

/** The hexside type in force, or null for a plain hexside (or a key that is not a hexside of the map). */
export function liveHexsideType(board: Board, key: string): string | null {
  const [slot] = hexsideSlots(board, key);
  if (slot === undefined) return null;
  const type = board.hexsideAt[slot];
  return type < 0 ? null : board.hexsideTypeIds[type];
}

/** The hexes on either side of a hexside (those on the map), both adjacent to it. */
export function hexesOfHexside(board: Board, key: string): number[] {
  return hexsideSlots(board, key).map((slot) => Math.floor(slot / 6));
}

export function hexsideTarget(board: Board, key: string): EngineeringTarget {
  const hexes = hexesOfHexside(board, key).map((at) => hexAt(board, at));
  const type = liveHexsideType(board, key);
  const name = type ? (hexsideTypeById(board.ruleset, type)?.name ?? type) : 'Hexside';
  return { kind: 'hexside', id: key, label: `${name} between ${hexes.map((h) => labelOf(board, h)).join(' and ')}`, hexes };
}

function patched(board: Board, key: string, type: string | null): Board {
  const ids = [...board.hexsideTypeIds];
  let index = -1;
  if (type !== null) {
    index = ids.indexOf(type);
    if (index < 0) index = ids.push(type) - 1;
  }
  const hexsideAt = Int16Array.from(board.hexsideAt);
  for (const slot of hexsideSlots(board, key)) hexsideAt[slot] = index;
  return { ...board, hexsideTypeIds: ids, hexsideAt };
}

export function hexsideChanges(state: GameState): HexsideChanges {
  return state.hexsides ?? { changed: {} };
}

/** The hexside's change in play, if any. */
export function changeOf(state: GameState, key: string): HexsideChange | undefined {
  const { changed } = hexsideChanges(state);
  return Object.hasOwn(changed, key) ? changed[key] : undefined;
}

/**
 * Puts `type` in force on the hexside (the printed type when `type` is null) and patches the board. `builtBy` marks a
 * bridge marker (22.2.2); a hexside back to its printed type is no longer listed as changed.
 */
export function setHexsideType(state: GameState, key: string, type: string | null, builtBy?: string): GameState {
  const before = changeOf(state, key);
  const printed = before ? before.printed : liveHexsideType(state.board, key);
  return putHexsideType(state, key, type ?? printed, builtBy);
}

/** Puts `next` in force on the hexside, null for a plain hexside (an obstacle cleared in play), and patches the board. */
export function putHexsideType(state: GameState, key: string, next: string | null, builtBy?: string): GameState {
  const current = hexsideChanges(state);
  const before = changeOf(state, key);
  const printed = before ? before.printed : liveHexsideType(state.board, key);
  const changed = { ...current.changed };
  delete changed[key];
  if (next !== printed) changed[key] = builtBy === undefined ? { type: next, printed } : { type: next, printed, builtBy };
  const hexsides: HexsideChanges = { ...current, changed };
  const empty = Object.keys(changed).length === 0 && hexsides.bridgeMarkers === undefined;
  const board = patched(state.board, key, next);
  if (!empty) return withParts(state, { board, hexsides });
  return withParts(state, { board, hexsides: undefined });
}

/** The setup's board with the state's hexside changes applied: for a state whose board was not kept (e.g. read from JSON). */
export function restoreHexsides(printed: Board, state: Pick<GameState, 'hexsides'>): Board {
  let board = printed;
  for (const [key, change] of Object.entries(state.hexsides?.changed ?? {})) board = patched(board, key, change.type);
  return board;
}
