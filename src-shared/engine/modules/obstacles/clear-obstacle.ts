// Rules Atoll 14.9.
/**
 * Clearing obstacles (14.9): in the phasing player's Engineering Phase, the `count` units an obstacle's `clearers`
 * ask for (undisrupted, of the side, each with the flag and of one of the classes given) spend the phase next to it
 * (a hexside obstacle: in one of its two hexes; a feature obstacle: in its hex or next to it) and clear it at once.
 * Like other engineering work they may not move in the following Movement Phase, and a unit works once a turn.
 * A cleared hexside puts its `clearedAs` type (or a plain hexside) in force for the rest of the game
 * (live-hexsides.ts); a cleared feature obstacle is gone. Crossing clears too (obstacle-moves.ts).
 */
import type { Action } from '../../core/actions';
import { hexAt, hexIndex, type Board } from '../../core/board';
import { checkWorker, withWorking, workingError } from '../../engineering/engineering';
import { putHexsideType } from '../../engineering/live-hexsides';
import { ruleError, type RuleError } from '../../core/errors';
import { accept, refusal, type ApplyResult } from '../../core/result';
import { phasingSide, type GameState } from '../../core/state';
import { startWork, type Work } from '../../core/work';
import { hexsideTypeById } from '../../../ruleset';
import { clearersText, isClearer, obstacleById, siteLabel, standingObstacles, withCleared, type ObstacleSite } from './obstacles';
import type { ClearObstacleAction } from './obstacles-state';

const RULE = 'Atoll 14.9';

/** Clears the obstacle (the state and its event); `unitIds` cleared it by crossing or by working next to it. */
export function clearSite(work: Work, site: ObstacleSite, unitIds: readonly string[], how: 'crossing' | 'clearing'): void {
  const before = work.state;
  const { board } = before;
  let becomes: string | null = null;
  let state = withCleared(before, site.id);
  if (site.kind === 'hexside') {
    const next = site.obstacle.clearedAs ?? null;
    state = putHexsideType(state, site.id, next);
    becomes = next === null ? null : (hexsideTypeById(board.ruleset, next)?.name ?? next);
  }
  work.state = state;
  work.events.push({
    type: 'obstacle-cleared',
    side: board.units[unitIds[0]]?.sideId ?? phasingSide(before).id,
    obstacle: site.id,
    kind: site.kind,
    name: site.name,
    label: siteLabel(board, site),
    hexes: site.hexes.map((at) => hexAt(board, at)),
    how,
    unitIds,
    becomes,
    rule: RULE,
  });
}

/** The unit stands where it may clear the obstacle: a hexside's two hexes; a feature's hex or one next to it. */
function near(board: Board, site: ObstacleSite, at: number): boolean {
  if (site.hexes.includes(at)) return true;
  if (site.kind === 'hexside') return false;
  for (let dir = 0; dir < 6; dir++) if (board.neighbourAt[site.hexes[0] * 6 + dir] === at) return true;
  return false;
}

function clearerFault(state: GameState, site: ObstacleSite, unitId: unknown): RuleError | null {
  const worker = checkWorker(state, unitId, 'engineering', 'Clearing an obstacle', RULE);
  if ('error' in worker) return worker.error;
  const { info } = worker;
  const working = workingError(state, info.id);
  if (working) return ruleError('illegal-engineering', `${info.designation} has done engineering work this turn already; a unit spends one phase on one task.`, RULE);
  const clearers = site.obstacle.clearers;
  if (clearers && !isClearer(clearers, info)) return ruleError('illegal-engineering', `${info.designation} cannot clear ${siteLabel(state.board, site)}: it takes ${clearersText(clearers)}.`, RULE);
  const hex = state.units[info.id].hex;
  if (!hex || !near(state.board, site, hexIndex(state.board, hex))) {
    const where = site.kind === 'hexside' ? 'in one of its two hexes' : 'in its hex or next to it';
    return ruleError('illegal-engineering', `${info.designation} is not next to ${siteLabel(state.board, site)}; clearers stand ${where}.`, RULE);
  }
  return null;
}

function check(state: GameState, action: ClearObstacleAction): { site: ObstacleSite } | RuleError {
  if (state.phase !== 'engineering') return ruleError('wrong-phase', 'Clearing an obstacle happens in the Engineering Phase.', RULE);
  const site = typeof action.obstacle === 'string' ? obstacleById(state, action.obstacle) : undefined;
  if (!site) return ruleError('illegal-engineering', `There is no standing obstacle '${String(action.obstacle)}' on the map.`, RULE);
  const clearers = site.obstacle.clearers;
  if (!clearers) return ruleError('illegal-engineering', `${siteLabel(state.board, site)} cannot be cleared by working next to it; only crossing it clears it.`, RULE);
  const ids = Array.isArray(action.unitIds) ? action.unitIds : [];
  if (new Set(ids).size !== ids.length) return ruleError('illegal-engineering', 'A unit is listed twice among the clearers.', RULE);
  if (ids.length !== clearers.count) return ruleError('illegal-engineering', `${siteLabel(state.board, site)} takes ${clearersText(clearers)}; ${ids.length} ${ids.length === 1 ? 'is' : 'are'} named.`, RULE);
  for (const id of ids) {
    const fault = clearerFault(state, site, id);
    if (fault) return fault;
  }
  return { site };
}

export function applyClearObstacle(state: GameState, action: ClearObstacleAction): ApplyResult {
  const checked = check(state, action);
  if ('code' in checked) return refusal(checked);
  let working = state;
  for (const id of action.unitIds) working = withWorking(working, id);
  const work = startWork(working);
  clearSite(work, checked.site, action.unitIds, 'clearing');
  return accept(work.state, work.events);
}

/** One clearing per obstacle the phasing side can clear now: the first units by id that may do it. */
export function clearObstacleActions(state: GameState): Action[] {
  if (state.phase !== 'engineering') return [];
  const side = phasingSide(state).id;
  const actions: Action[] = [];
  const mine = state.board.unitIds.filter((id) => state.board.units[id].sideId === side && state.units[id].hex !== null);
  for (const site of standingObstacles(state)) {
    const clearers = site.obstacle.clearers;
    if (!clearers) continue;
    const able = mine.filter((id) => clearerFault(state, site, id) === null);
    if (able.length >= clearers.count) actions.push({ type: 'clearObstacle', obstacle: site.id, unitIds: able.slice(0, clearers.count) });
  }
  return actions;
}
