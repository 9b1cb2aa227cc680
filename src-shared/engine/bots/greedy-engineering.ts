/**
 * The greedy bot's engineering (18.3, 19.0, 20.0), each only from what legalActions lists:
 *  - Demolition (19.0), in the Engineering Phase with a CP to spare (cp-reserve.ts): of the listed attempts whose
 *    target lowers the VP of objectives (their `vpDemolished`, by the hex or the bridge named by `demolishedWith`),
 *    the one whose VP lost weighs most on the enemy. Each objective goes to its likely holder at the end: the side
 *    holding it now, unless the other side's combat strength next to it is at least twice the holder's in it; its VP
 *    drop counts for the bot when that is the enemy, against it when that is the bot, and not at all when nobody
 *    holds it. Only a positive sum is worth the attempt; an engineer goes first (its better column, 18.1), then the
 *    order listed.
 *  - Roadblocks (20.0), after that with a CP still to spare: in the hex of a unit that stays anyway (the one holding
 *    an objective, or one in an enemy ZOC), when the hex is an objective the side holds or a road (any path) hex next to
 *    one, and a known enemy unit stands within ROADBLOCK_THREAT_HEXES hexes. Objective hexes first, by VP, then the
 *    hex the enemy is nearest.
 *  - Air supply (18.3): dropped in the Airborne Landing Phase, once the side's units are down, on the listed hex with
 *    the most disrupted units of the side in and next to it (2 at least); used in the Regroup Phase where it regroups
 *    2 units or more for its 1 CP (a single unit is regrouped the ordinary way and the marker kept).
 */
import type { Action, BuildRoadblockAction, DemolishAction } from '../core/actions';
import { distance } from '../../hex';
import type { HexRef } from '../../model';
import { airSupplyOf, dropSuppliesActions, useAirSupplyActions } from '../engineering/air-supply';
import { directionTo, hexAt, hexIndex, type Board } from '../core/board';
import { checkDemolish } from '../engineering/demolition';
import { isEngineer } from '../engineering/engineering';
import { hexesOfHexside, keyOfSlot } from '../engineering/live-hexsides';
import { roadblockFault } from '../engineering/roadblocks';
import type { ObjectiveInfo } from '../scenario/scenario-rules';
import { pacificOf } from '../modules/pacific/pacific-state';
import type { GameState } from '../core/state';
import { unitInfos, unitStates, currentStep } from '../core/units';
import { zocMasks } from '../zoc/zoc';
import { int32s } from '../core/typed-slab';
import { spareCp } from './cp-reserve';
import { obstacleClearing } from './greedy-obstacles';

export const ROADBLOCK_THREAT_HEXES = 3;

/**
 * Per board: the demolition targets that lower objectives' VP: a hex (the objectives in it) or a bridge (those naming
 * it in `demolishedWith`), each with its objectives; the targets by hex and by hexside slot (hex * 6 + direction).
 */
type Stake = { readonly objectives: ObjectiveInfo[]; readonly hexes: readonly number[] };
type Stakes = { readonly list: Stake[]; readonly byHex: Map<number, number>; readonly bySlot: Map<number, number> };
const stakesByBoard = new WeakMap<Board, Stakes>();

function stakes(board: Board): Stakes {
  let known = stakesByBoard.get(board);
  if (known) return known;
  const found: Stakes = { list: [], byHex: new Map(), bySlot: new Map() };
  const bySide = new Map<string, number>();
  const add = (index: number | undefined, o: ObjectiveInfo, hexes: readonly number[]) => {
    if (index !== undefined) {
      found.list[index].objectives.push(o);
      return index;
    }
    found.list.push({ objectives: [o], hexes });
    return found.list.length - 1;
  };
  for (const o of board.scenario.objectives) {
    if (o.vpDemolished === null || o.vpDemolished >= o.vp) continue;
    const at = hexIndex(board, o.hex);
    found.byHex.set(at, add(found.byHex.get(at), o, [at]));
    if (o.demolishedWith === null) continue;
    const [a, b] = [...hexesOfHexside(board, o.demolishedWith)].sort((x, y) => x - y);
    if (a === undefined || b === undefined) continue;
    const key = `${a},${b}`;
    const index = add(bySide.get(key), o, [a, b]);
    bySide.set(key, index);
    found.bySlot.set(a * 6 + directionTo(board, a, b), index);
    found.bySlot.set(b * 6 + directionTo(board, b, a), index);
  }
  stakesByBoard.set(board, (known = found));
  return known;
}

/** One pass over the units for every question of a call: who stands where, and with what combat strength. */
type Census = {
  /** Per hex: the side whose units stand there, or undefined. */
  readonly owner: readonly (string | undefined)[];
  /** Per hex: the combat strength of the bot's units there, and of the enemy's. */
  readonly own: Float64Array;
  readonly enemy: Float64Array;
  /** The hexes of known enemy units (hidden ones are not known, hidden.ts). */
  readonly known: HexRef[];
};

/** The arrays a census fills, kept per board (a call allocates little); `touched`: the hexes filled last time. */
type CensusScratch = { readonly owner: (string | undefined)[]; readonly own: Float64Array; readonly enemy: Float64Array; readonly touched: number[] };
const censusByBoard = new WeakMap<Board, CensusScratch>();

/** Who stands where now. The arrays are the board's scratch: valid within the call that took the census. */
function census(state: GameState, side: string): Census {
  const { board } = state;
  let scratch = censusByBoard.get(board);
  if (!scratch) {
    scratch = { owner: new Array<string | undefined>(board.size).fill(undefined), own: new Float64Array(board.size), enemy: new Float64Array(board.size), touched: [] };
    censusByBoard.set(board, scratch);
  }
  const { owner, own, enemy, touched } = scratch;
  for (const at of touched) {
    owner[at] = undefined;
    own[at] = 0;
    enemy[at] = 0;
  }
  touched.length = 0;
  const hidden = pacificOf(state).hidden ?? [];
  const known: HexRef[] = [];
  const units = unitStates(state);
  const infos = unitInfos(board);
  for (let i = 0; i < units.length; i++) {
    const id = board.unitIds[i];
    const unit = units[i];
    if (!unit.hex) continue;
    const at = hexIndex(board, unit.hex);
    const info = infos[i];
    if (owner[at] === undefined) touched.push(at);
    owner[at] = info.sideId;
    const combat = currentStep(info, unit).combat;
    if (info.sideId === side) own[at] += combat;
    else {
      enemy[at] += combat;
      if (hidden.length === 0 || !hidden.includes(id)) known.push(unit.hex);
    }
  }
  return { owner, own, enemy, known };
}

/**
 * Who is likely to hold the objective hex at the end: the side holding it now, unless the other side's combat
 * strength next to it is at least twice the holder's in it (the holder is about to lose it).
 */
function likelyHeldByBot(board: Board, c: Census, side: string, at: number): boolean | undefined {
  const holder = c.owner[at];
  if (holder === undefined) return undefined;
  let ownAround = 0;
  let enemyAround = 0;
  for (let dir = 0; dir < 6; dir++) {
    const n = board.neighbourAt[at * 6 + dir];
    if (n < 0) continue;
    ownAround += c.own[n];
    enemyAround += c.enemy[n];
  }
  if (holder === side) return !(enemyAround > 0 && enemyAround >= 2 * c.own[at]);
  return ownAround > 0 && ownAround >= 2 * c.enemy[at];
}

/** What demolishing the target is worth to the bot in VP, as its objectives stand. */
function demolitionGain(state: GameState, side: string, objectives: readonly ObjectiveInfo[], c: Census): number {
  const { board } = state;
  const demolished = new Set(state.demolished ?? []);
  let gain = 0;
  for (const o of objectives) {
    if (demolished.has(o.featureId) || (o.demolishedWith !== null && demolished.has(o.demolishedWith))) continue;
    const ours = likelyHeldByBot(board, c, side, hexIndex(board, o.hex));
    if (ours === undefined) continue;
    const drop = o.vp - (o.vpDemolished ?? o.vp);
    gain += ours ? -drop : drop;
  }
  return gain;
}

/**
 * The attempts worth making are among those demolishActions lists: built the same way (per unit in id order, its own
 * hex, then per direction the hexside and the hex beyond) but only for targets with a gain, and checked by the same
 * code (checkDemolish).
 */
export function demolitionAction(state: GameState, side: string): DemolishAction | null {
  return spareCp(state, side) < 1 ? null : demolitionChoice(state, side, census(state, side));
}

function demolitionChoice(state: GameState, side: string, c: Census): DemolishAction | null {
  const { board } = state;
  const known = stakes(board);
  if (known.list.length === 0) return null;
  const worth = known.list.map((stake) => demolitionGain(state, side, stake.objectives, c));
  if (!worth.some((gain) => gain > 0)) return null;
  // Units within reach of a target worth demolishing: in or next to its hex, in a hex of its bridge.
  const near = new Set<number>();
  known.list.forEach((stake, i) => {
    if (worth[i] <= 0) return;
    for (const at of stake.hexes) {
      near.add(at);
      if (stake.hexes.length === 1) for (let dir = 0; dir < 6; dir++) near.add(board.neighbourAt[at * 6 + dir]);
    }
  });
  let best: DemolishAction | null = null;
  let bestScore = 0;
  const consider = (action: DemolishAction, index: number | undefined) => {
    const gain = index === undefined ? 0 : worth[index];
    if (gain <= 0 || !checkDemolish(state, action).ok) return;
    const score = gain * 2 + (isEngineer(board.units[action.unitId]) ? 1 : 0);
    if (score > bestScore) {
      best = action;
      bestScore = score;
    }
  };
  const units = unitStates(state);
  const infos = unitInfos(board);
  for (let i = 0; i < units.length; i++) {
    const unitId = board.unitIds[i];
    const unit = units[i];
    if (!unit.hex || infos[i].sideId !== side || unit.disrupted || !near.has(hexIndex(board, unit.hex))) continue;
    const from = hexIndex(board, unit.hex);
    consider({ type: 'demolish', unitId, target: { hex: unit.hex } }, known.byHex.get(from));
    for (let dir = 0; dir < 6; dir++) {
      const n = board.neighbourAt[from * 6 + dir];
      if (n < 0) continue;
      const bridge = known.bySlot.get(from * 6 + dir);
      if (bridge !== undefined) consider({ type: 'demolish', unitId, target: { hexside: keyOfSlot(board, from, dir) } }, bridge);
      const hex = known.byHex.get(n);
      if (hex !== undefined) consider({ type: 'demolish', unitId, target: { hex: hexAt(board, n) } }, hex);
    }
  }
  return best;
}

const hasPath = (board: Board, at: number) => {
  for (let dir = 0; dir < 6; dir++) if (board.pathsAt[at * 6 + dir] >= 0) return true;
  return false;
};

/** How far the nearest known enemy unit stands from `at`, in hexes; -1 beyond ROADBLOCK_THREAT_HEXES. */
function enemyWithin(board: Board, enemy: readonly HexRef[], at: number): number {
  const hex = hexAt(board, at);
  let nearest = -1;
  for (const e of enemy) {
    const d = distance(board.geom, hex, e);
    if (d <= ROADBLOCK_THREAT_HEXES && (nearest < 0 || d < nearest)) nearest = d;
  }
  return nearest;
}

/** Listed builds only: the candidates are the side's units (id order), each checked as roadblockActions checks it. */
export function roadblockAction(state: GameState, side: string): BuildRoadblockAction | null {
  return spareCp(state, side) < 1 ? null : roadblockChoice(state, side, census(state, side));
}

function roadblockChoice(state: GameState, side: string, c: Census): BuildRoadblockAction | null {
  const { board } = state;
  if (c.known.length === 0) return null;
  const vpAt = new Map<number, number>();
  for (const o of board.scenario.objectives) {
    const at = hexIndex(board, o.hex);
    if (c.owner[at] === side) vpAt.set(at, Math.max(vpAt.get(at) ?? 0, o.vp, 1));
  }
  if (vpAt.size === 0) return null;
  let ezoc: Uint8Array | null = null;
  const seenHexes = new Set<number>();
  let best: BuildRoadblockAction | null = null;
  let bestScore = -Infinity;
  const units = unitStates(state);
  const infos = unitInfos(board);
  for (let i = 0; i < units.length; i++) {
    const unitId = board.unitIds[i];
    const hex = units[i].hex;
    if (!hex || infos[i].sideId !== side) continue;
    const at = hexIndex(board, hex);
    // The first unit of the side in an objective hex holds it (greedy-movement.ts); it stays, as does one in an EZOC.
    const holder = vpAt.has(at) && !seenHexes.has(at);
    seenHexes.add(at);
    let guarded = vpAt.get(at) ?? 0;
    if (guarded === 0 && hasPath(board, at)) {
      for (let dir = 0; dir < 6; dir++) guarded = Math.max(guarded, (vpAt.get(board.neighbourAt[at * 6 + dir]) ?? 0) / 2);
    }
    if (guarded === 0) continue;
    if (!holder && (ezoc ??= zocMasks(state, side).ezoc)[at] !== 1) continue;
    const near = enemyWithin(board, c.known, at);
    if (near < 0) continue;
    const action: BuildRoadblockAction = { type: 'buildRoadblock', unitId };
    const score = guarded * 10 - near;
    if (score > bestScore && !roadblockFault(state, action)) {
      best = action;
      bestScore = score;
    }
  }
  return best;
}

export function engineeringAction(state: GameState, side: string): Action | null {
  const clearing = obstacleClearing(state, side); // no CP needed (greedy-obstacles.ts)
  if (clearing) return clearing;
  if (state.phase !== 'engineering' || spareCp(state, side) < 1) return null;
  const c = census(state, side);
  return demolitionChoice(state, side, c) ?? roadblockChoice(state, side, c);
}

/** Disrupted units of the side in and next to each hex, counted. */
function disruptedAround(state: GameState, side: string): Int32Array {
  const { board } = state;
  const count = int32s(board.size);
  const units = unitStates(state);
  const infos = unitInfos(board);
  for (let i = 0; i < units.length; i++) {
    const unit = units[i];
    if (!unit.hex || !unit.disrupted || infos[i].sideId !== side) continue;
    const at = hexIndex(board, unit.hex);
    count[at]++;
    for (let dir = 0; dir < 6; dir++) if (board.neighbourAt[at * 6 + dir] >= 0) count[board.neighbourAt[at * 6 + dir]]++;
  }
  return count;
}

function mostSupplied<T extends { hex: { col: number; row: number } }>(state: GameState, side: string, list: (state: GameState) => readonly T[]): T | null {
  const { board } = state;
  let disrupted = 0;
  const units = unitStates(state);
  const infos = unitInfos(board);
  for (let i = 0; i < units.length; i++) if (units[i].disrupted && units[i].hex && infos[i].sideId === side) disrupted++;
  if (disrupted < 2) return null;
  const actions = list(state);
  const count = disruptedAround(state, side);
  let best: T | null = null;
  let most = 1;
  for (const action of actions) {
    const n = count[hexIndex(state.board, action.hex)];
    if (n > most) {
      best = action;
      most = n;
    }
  }
  return best;
}

export function airSupplyDrop(state: GameState, side: string): Action | null {
  if (airSupplyOf(state, side).left < 1) return null;
  return mostSupplied(state, side, dropSuppliesActions);
}

export function airSupplyUse(state: GameState, side: string): Action | null {
  if (airSupplyOf(state, side).onMap.length === 0) return null;
  return mostSupplied(state, side, useAirSupplyActions);
}
