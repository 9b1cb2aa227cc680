// Rules 7.6, 9.0, 9.1.
/**
 * Zones of control (9.0). Every ground unit on the map exerts a ZOC into the six hexes around it, in every
 * phase, effective or disrupted, into and across all terrain and hexsides (9.1). For a moving unit the masks
 * below mark the hexes in an enemy ZOC (EZOC) and the hexes holding enemy units (no stacking with enemies, 7.6).
 */
import type { Board } from '../core/board';
import { RecentCache } from '../core/recent-cache';
import type { GameState } from '../core/state';
import { unitOf, hasFlag, unitHexIndexes, unitInfo, unitSideIds } from '../core/units';
import { int32s, uint8s } from '../core/typed-slab';

export type ZocMasks = {
  /** 1 where some enemy unit exerts a ZOC. */
  readonly ezoc: Uint8Array;
  /** 1 where an enemy unit stands. */
  readonly enemy: Uint8Array;
};

const masksByUnits = new RecentCache<GameState['units'], { board: Board; bySide: Map<string, ZocMasks> }>();

/**
 * EZOC and enemy-occupied hexes as seen by units of `sideId`. Worked out once per units record (states are immutable,
 * and one action asks for the same masks several times), so the arrays are shared: read them, never write to them.
 */
export function zocMasks(state: GameState, sideId: string): ZocMasks {
  let known = masksByUnits.get(state.units);
  if (!known || known.board !== state.board) masksByUnits.set(state.units, (known = { board: state.board, bySide: new Map() }));
  let masks = known.bySide.get(sideId);
  if (!masks) known.bySide.set(sideId, (masks = buildMasks(state, sideId)));
  return masks;
}

/**
 * The last masks built per board and side, with the enemy positions they were built from: while one side moves, the
 * other side's units stay put, so a new units record usually has the same enemy positions and the same masks.
 */
const lastByBoard = new WeakMap<Board, Map<string, { readonly enemyAt: Int32Array; readonly masks: ZocMasks }>>();

function buildMasks(state: GameState, sideId: string): ZocMasks {
  const { board } = state;
  const sides = unitSideIds(board);
  const hexes = unitHexIndexes(state);
  let lastBySide = lastByBoard.get(board);
  if (!lastBySide) lastByBoard.set(board, (lastBySide = new Map()));
  const last = lastBySide.get(sideId);
  if (last && sameEnemyPositions(last.enemyAt, hexes, sides, sideId)) return last.masks;
  const masks = freshMasks(state, sideId);
  const enemyAt = int32s(hexes.length);
  for (let i = 0; i < hexes.length; i++) enemyAt[i] = sides[i] === sideId ? -1 : hexes[i];
  lastBySide.set(sideId, { enemyAt, masks });
  return masks;
}

function sameEnemyPositions(enemyAt: Int32Array, hexes: Int32Array, sides: readonly string[], sideId: string): boolean {
  for (let i = 0; i < hexes.length; i++) if (sides[i] !== sideId && enemyAt[i] !== hexes[i]) return false;
  return true;
}

function freshMasks(state: GameState, sideId: string): ZocMasks {
  const { board } = state;
  const ezoc = uint8s(board.size);
  const enemy = uint8s(board.size);
  const sides = unitSideIds(board);
  const hexes = unitHexIndexes(state);
  for (let i = 0; i < hexes.length; i++) {
    const at = hexes[i];
    if (sides[i] === sideId || at < 0) continue;
    enemy[at] = 1;
    for (let dir = 0; dir < 6; dir++) {
      const n = board.neighbourAt[at * 6 + dir];
      if (n >= 0) ezoc[n] = 1;
    }
  }
  return { ezoc, enemy };
}

/**
 * Recon and commando infiltration (18.2, an exception to 9.4 and 10.4): a combat-effective unit flagged 'recon' or
 * 'commando' that begins its move in an EZOC may move one hex directly into another EZOC, where it stops (9.2).
 * Retreats never infiltrate (13.0 has its own routes).
 */
export function mayInfiltrate(state: GameState, unitId: string): boolean {
  const info = unitInfo(state.board, unitId);
  const unit = unitOf(state, unitId);
  return !!info && !!unit && !unit.disrupted && (hasFlag(info, 'recon') || hasFlag(info, 'commando'));
}
