// Rules Atoll 14.9, Atoll 14.10.
/**
 * What the obstacle and feature-life rules share: the obstacles standing on a board, who clears them, and the state.
 * A hexside obstacle stands while the hexside in force on the board (live-hexsides.ts) is of a type with an
 * `obstacle`: clearing it puts its `clearedAs` type (or a plain hexside) in force, so movement, reach, ZOC, retreat,
 * pursuit and combat read the cleared hexside through their usual tables. A feature obstacle stands until its id is
 * listed as cleared; the module's movement hooks (obstacle-moves.ts) close or charge its hex meanwhile.
 */
import { hexAt, labelOf, type Board, type BoardFeature, type UnitInfo } from '../../core/board';
import { hexesOfHexside, keyOfSlot } from '../../engineering/live-hexsides';
import { withPart, type GameState } from '../../core/state';
import { featureRuleById, hexsideTypeById, type FeatureRule, type Obstacle, type ObstacleClearers } from '../../../ruleset';
import { hasFlag } from '../../core/units';
import type { ObstaclesState } from './obstacles-state';

export type ObstacleSite = {
  /** The hexside key or the feature id. */
  readonly id: string;
  readonly kind: 'hexside' | 'hex';
  /** The hexside type id or the feature type. */
  readonly typeId: string;
  readonly name: string;
  readonly obstacle: Obstacle;
  /** The two hexes of a hexside, the feature's hex. */
  readonly hexes: readonly number[];
};

export function obstaclesOf(state: GameState): ObstaclesState {
  return state.obstacles ?? {};
}

const sortedWith = (list: readonly string[] | undefined, id: string) => [...new Set([...(list ?? []), id])].sort();

export function withCleared(state: GameState, id: string): GameState {
  const o = obstaclesOf(state);
  return withPart(state, 'obstacles', { ...o, cleared: sortedWith(o.cleared, id) });
}

export function withDestroyed(state: GameState, featureId: string): GameState {
  const o = obstaclesOf(state);
  return withPart(state, 'obstacles', { ...o, destroyed: sortedWith(o.destroyed, featureId) });
}

export const isCleared = (state: GameState, id: string): boolean => (obstaclesOf(state).cleared ?? []).includes(id);
export const isDestroyed = (state: GameState, featureId: string): boolean => (obstaclesOf(state).destroyed ?? []).includes(featureId);

const hexsideSitesByBoard = new WeakMap<Board, readonly ObstacleSite[]>();

/** Hexside obstacles in force on this board (each hexside once), cached per board (a cleared one patches a new board). */
export function hexsideObstacles(board: Board): readonly ObstacleSite[] {
  const known = hexsideSitesByBoard.get(board);
  if (known) return known;
  const sites: ObstacleSite[] = [];
  const typed = board.hexsideTypeIds.map((id) => hexsideTypeById(board.ruleset, id));
  if (typed.some((t) => t?.obstacle)) {
    const seen = new Set<string>();
    for (let slot = 0; slot < board.size * 6; slot++) {
      const index = board.hexsideAt[slot];
      const type = index >= 0 ? typed[index] : undefined;
      if (!type?.obstacle) continue;
      const key = keyOfSlot(board, Math.floor(slot / 6), slot % 6);
      if (seen.has(key)) continue;
      seen.add(key);
      sites.push({ id: key, kind: 'hexside', typeId: type.id, name: type.name, obstacle: type.obstacle, hexes: hexesOfHexside(board, key) });
    }
  }
  hexsideSitesByBoard.set(board, sites);
  return sites;
}

/** The feature rule of a feature, when its module (if it names one) is on. */
export function liveRule(board: Board, feature: BoardFeature): FeatureRule | undefined {
  const rule = featureRuleById(board.ruleset, feature.type);
  if (!rule || (rule.module && !board.ruleset.modules[rule.module])) return undefined;
  return rule;
}

const featureSitesByBoard = new WeakMap<Board, readonly ObstacleSite[]>();

/** The board's features whose rule in force is an obstacle, cleared or not, cached per board (its features never change). */
function featureSites(board: Board): readonly ObstacleSite[] {
  const known = featureSitesByBoard.get(board);
  if (known) return known;
  const sites: ObstacleSite[] = [];
  for (const [at, features] of board.featuresAt) {
    for (const f of features) {
      const rule = liveRule(board, f);
      if (rule?.obstacle) sites.push({ id: f.id, kind: 'hex', typeId: rule.id, name: rule.name, obstacle: rule.obstacle, hexes: [at] });
    }
  }
  featureSitesByBoard.set(board, sites);
  return sites;
}

/** Feature obstacles of the map still standing. */
export function featureObstacles(state: GameState): ObstacleSite[] {
  const sites = featureSites(state.board);
  const cleared = obstaclesOf(state).cleared ?? [];
  return cleared.length === 0 ? [...sites] : sites.filter((s) => !cleared.includes(s.id));
}

/** Every obstacle standing: hexsides first, then features. */
export function standingObstacles(state: GameState): ObstacleSite[] {
  return [...hexsideObstacles(state.board), ...featureObstacles(state)];
}

export function obstacleById(state: GameState, id: string): ObstacleSite | undefined {
  return standingObstacles(state).find((s) => s.id === id);
}

/** Where the obstacle stands, in words: "Barbed wire between 0304 and 0305", "Minefield in 0406". */
export function siteLabel(board: Board, site: Pick<ObstacleSite, 'kind' | 'name' | 'hexes'>): string {
  const labels = site.hexes.map((at) => labelOf(board, hexAt(board, at)));
  return site.kind === 'hexside' ? `${site.name} between ${labels.join(' and ')}` : `${site.name} in ${labels[0]}`;
}

/** The unit may clear the obstacle by crossing it. */
export function clearsByCrossing(obstacle: Obstacle, info: UnitInfo): boolean {
  return (obstacle.clearedByCrossing ?? []).includes(info.type.movementClass);
}

/** The unit is of the kind that clears the obstacle by waiting next to it. */
export function isClearer(clearers: ObstacleClearers, info: UnitInfo): boolean {
  if (clearers.flag !== undefined && !hasFlag(info, clearers.flag.toLowerCase())) return false;
  if (clearers.classes !== undefined && !clearers.classes.includes(info.type.movementClass)) return false;
  return true;
}

/** The kind of clearer in words: "2 engineer units of class foot", "1 unit". */
export function clearersText(clearers: ObstacleClearers): string {
  const what = [clearers.flag !== undefined ? `'${clearers.flag}'` : '', clearers.count === 1 ? 'unit' : 'units'].filter(Boolean).join(' ');
  return `${clearers.count} ${what}${clearers.classes ? ` of ${clearers.classes.join(' or ')} class` : ''}`;
}

/** A board holds obstacles or features with a life: the module has work to do. */
export function boardUsesObstacles(board: Board): boolean {
  let uses = usesByRuleset.get(board.ruleset);
  if (uses === undefined) usesByRuleset.set(board.ruleset, (uses = board.ruleset.hexsides.some((h) => h.obstacle) || board.ruleset.features.some((f) => f.obstacle || f.life)));
  return uses;
}

const usesByRuleset = new WeakMap<Board['ruleset'], boolean>();
