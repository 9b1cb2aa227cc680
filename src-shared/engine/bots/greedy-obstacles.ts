// Rules Atoll 14.9.
/**
 * The greedy bot clears obstacles in its way (14.9), from what legalActions lists, in the Engineering Phase (it costs
 * no CP): an obstacle is in the way when it stands nearer the side's goal hexes (goals.ts: the objectives it does not
 * hold, else the enemy) than the units that would clear it, so clearing it opens the road forward, never the wire
 * that covers its own back, nor the obstacles round an objective hex it holds. Of those, the one nearest a goal first. Crossing clears on its own: movement picks the
 * cheapest paths through the engine's reach, which crosses wherever the move table lets a class cross.
 */
import { distance } from '../../hex';
import type { Action } from '../core/actions';
import { hexAt, hexIndex } from '../core/board';
import type { GameState } from '../core/state';
import { clearObstacleActions } from '../modules/obstacles/clear-obstacle';
import { boardUsesObstacles, standingObstacles } from '../modules/obstacles/obstacles';
import { objectiveHexes, occupancy, targetHexes } from './goals';

export function obstacleClearing(state: GameState, side: string): Action | null {
  if (state.phase !== 'engineering' || !boardUsesObstacles(state.board)) return null;
  const actions = clearObstacleActions(state);
  if (actions.length === 0) return null;
  const { board } = state;
  const goals = targetHexes(state, side).map((at) => hexAt(board, at));
  if (goals.length === 0) return null;
  const toGoal = (at: number) => Math.min(...goals.map((g) => distance(board.geom, hexAt(board, at), g)));
  const occupied = occupancy(state);
  const held = new Set(objectiveHexes(board).filter((at) => occupied[at] === side));
  const sites = new Map(standingObstacles(state).map((s) => [s.id, s]));
  let best: { action: Action; d: number } | null = null;
  for (const action of actions) {
    if (action.type !== 'clearObstacle') continue;
    const site = sites.get(action.obstacle);
    if (!site) continue;
    const obstacle = Math.min(...site.hexes.map(toGoal));
    const clearers = Math.min(...action.unitIds.map((id) => toGoal(hexIndex(board, state.units[id].hex ?? { col: 0, row: 0 }))));
    if (obstacle >= clearers) continue; // behind them or beside them: not in the way
    if (site.hexes.some((at) => held.has(at))) continue; // the wire round an objective it holds protects it
    if (!best || obstacle < best.d) best = { action, d: obstacle };
  }
  return best?.action ?? null;
}
