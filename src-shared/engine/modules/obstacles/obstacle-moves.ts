// Rules Atoll 14.9.
/**
 * Obstacles and movement (14.9).
 *  - A standing hexside obstacle needs nothing here: the hexside's move table (prohibited for the classes it stops,
 *    an MP cost for the others) is read by movement, reach, ZOC, retreat and pursuit like any hexside's.
 *  - A standing feature obstacle closes its hex to the classes its `blocks` lists: the `moveMasks` hook (moves,
 *    reach, ground entry) and the `stackFault` hook (the reason, pursuit, entry). Other classes enter it at the
 *    hex's usual cost.
 *  - A unit of a class in `clearedByCrossing` that crosses a standing hexside obstacle, or enters the hex of a
 *    standing feature obstacle, clears it as it does: checked once the move is made (`aftermath`), step by step along
 *    the path the engine logged, each cleared obstacle logged with an `obstacle-cleared` event.
 */
import type { Action } from '../../core/actions';
import { hexAt, hexIndex, type Board } from '../../core/board';
import { ruleError, type RuleError } from '../../core/errors';
import type { GameEvent } from '../../core/events';
import type { GameState } from '../../core/state';
import { zocMasks } from '../../zoc/zoc';
import type { Work } from '../../core/work';
import { hexsideKey, type HexDirection } from '../../../hex';
import { movementClassById } from '../../../ruleset';
import { clearsByCrossing, featureObstacles, hexsideObstacles, siteLabel, type ObstacleSite } from './obstacles';
import { clearSite } from './clear-obstacle';

export const OBSTACLE_RULE = 'Atoll 14.9';

/** Hexes closed to the unit's class by standing feature obstacles, or null when none is. */
function closedHexes(state: GameState, unitId: string): { sites: ObstacleSite[]; mask: Uint8Array } | null {
  const info = state.board.units[unitId];
  const sites = featureObstacles(state).filter((s) => (s.obstacle.blocks ?? []).includes(info.type.movementClass));
  if (sites.length === 0) return null;
  const mask = new Uint8Array(state.board.size);
  for (const s of sites) mask[s.hexes[0]] = 1;
  return { sites, mask };
}

const masksByState = new WeakMap<GameState, Map<string, { blocked: Uint8Array; noEnd: null } | null>>();

/** `moveMasks`: the enemy's hexes (as the core closes them) and the hexes of obstacles that stop the unit's class. */
export function obstacleMoveMasks(state: GameState, unitId: string): { readonly blocked: Uint8Array; readonly noEnd: null } | null {
  let known = masksByState.get(state);
  if (!known) masksByState.set(state, (known = new Map()));
  const movementClass = state.board.units[unitId].type.movementClass;
  const key = `${state.board.units[unitId].sideId}|${movementClass}`;
  if (known.has(key)) return known.get(key) ?? null;
  const closed = closedHexes(state, unitId);
  let masks: { blocked: Uint8Array; noEnd: null } | null = null;
  if (closed) {
    const blocked = zocMasks(state, state.board.units[unitId].sideId).enemy.slice();
    for (let at = 0; at < blocked.length; at++) blocked[at] |= closed.mask[at];
    masks = { blocked, noEnd: null };
  }
  known.set(key, masks);
  return masks;
}

/** `stackFault`: a standing feature obstacle closes `at` to the unit's class. */
export function obstacleStackFault(state: GameState, unitId: string, at: number): RuleError | null {
  const closed = closedHexes(state, unitId);
  const site = closed?.sites.find((s) => s.hexes[0] === at);
  if (!site) return null;
  const info = state.board.units[unitId];
  const cls = movementClassById(state.board.ruleset, info.type.movementClass)?.name.toLowerCase() ?? info.type.movementClass;
  return ruleError(
    'illegal-move',
    `${siteLabel(state.board, site)} closes the hex to ${cls} units such as ${info.designation} until it is cleared.`,
    OBSTACLE_RULE,
  );
}

/** Actions that move units: a move, pursuit and ground entry. */
const MOVING_ACTIONS: ReadonlySet<string> = new Set(['move', 'moveTo', 'pursue', 'enter']);

export function mayCross(action: Action): boolean {
  return MOVING_ACTIONS.has(action.type);
}

function dirBetween(board: Board, from: number, to: number): number {
  for (let d = 0; d < 6; d++) if (board.neighbourAt[from * 6 + d] === to) return d;
  return -1;
}

/** The hexes a unit went through in an event of the action, in order, its start first. */
function pathsOf(events: readonly GameEvent[]): { unitId: string; hexes: { col: number; row: number }[] }[] {
  const paths: { unitId: string; hexes: { col: number; row: number }[] }[] = [];
  for (const e of events) {
    if (e.type === 'unit-moved') paths.push({ unitId: e.unitId, hexes: [e.from, ...e.steps.map((s) => s.at)] });
    if (e.type === 'unit-pursued') paths.push({ unitId: e.unitId, hexes: [e.from, ...e.path] });
    if (e.type === 'unit-entered') paths.push({ unitId: e.unitId, hexes: [e.at] });
  }
  return paths;
}

/** `aftermath` of a move: the obstacles a unit of a clearing class crossed are cleared, in the order crossed. */
export function clearCrossed(work: Work, _action: Action, events: readonly GameEvent[]): void {
  for (const { unitId, hexes } of pathsOf(events)) {
    const info = work.state.board.units[unitId];
    for (let i = 0; i < hexes.length; i++) {
      const { board } = work.state;
      const to = hexIndex(board, hexes[i]);
      if (i > 0) {
        const from = hexIndex(board, hexes[i - 1]);
        const dir = dirBetween(board, from, to);
        if (dir >= 0) {
          const key = hexsideKey(board.geom, hexAt(board, from), dir as HexDirection);
          const site = hexsideObstacles(board).find((s) => s.id === key);
          if (site && clearsByCrossing(site.obstacle, info)) clearSite(work, site, [unitId], 'crossing');
        }
      }
      for (const site of featureObstacles(work.state)) {
        if (site.hexes[0] === to && clearsByCrossing(site.obstacle, info)) clearSite(work, site, [unitId], 'crossing');
      }
    }
  }
}
