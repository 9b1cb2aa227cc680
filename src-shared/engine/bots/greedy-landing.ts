/**
 * The greedy bot's Airborne Landing Phase (6.0): while units wait to be dropped it places drop zones (every free one
 * on the first turn; later one for 1 CP only when it has none) two hexes from the objectives it wants, on open ground
 * away from the enemy and from its other zones; then drops each unit on the drop hex nearest a target by its distance
 * field, preferring open terrain, hexes free of the enemy and room in the stack. Once every unit is down, an air
 * supply marker may follow (greedy-engineering.ts).
 */
import { airDropCategoryOf } from '../../ruleset';
import type { Action } from '../core/actions';
import { apply } from '../core/apply';
import { dropHexes } from '../airdrops/airdrop';
import { hexAt, hexIndex, type Board } from '../core/board';
import { cpOf } from '../command-points/command-points';
import { dropZonesOf } from '../airdrops/drop-zones';
import { poolOf, type GameState } from '../core/state';
import { unitPoints } from '../core/units';
import { uint8s } from '../core/typed-slab';
import { distanceField, hexSteps, occupancy, sideView, targetHexes } from './goals';
import { airSupplyDrop } from './greedy-engineering';

const CATEGORY_PENALTY: Readonly<Record<string, number>> = { open: 0, rough: 1, closed: 3 };

const penaltiesByBoard = new WeakMap<Board, Int32Array>();

/** Per hex: how hard a landing there is, by its Air Drop Table category; worked out once per board. */
function terrainPenalties(board: Board): Int32Array {
  let penalties = penaltiesByBoard.get(board);
  if (!penalties) {
    penalties = new Int32Array(board.size);
    for (let at = 0; at < board.size; at++) {
      const category = airDropCategoryOf(board.ruleset.airDropTable, board.terrainIds[board.terrainAt[at]]) ?? 'closed';
      penalties[at] = CATEGORY_PENALTY[category] ?? 3;
    }
    penaltiesByBoard.set(board, penalties);
  }
  return penalties;
}

/** Per hex: 1 where an enemy unit stands in it or next to it. */
function nearEnemy(board: Board, occupied: readonly (string | undefined)[], side: string): Uint8Array {
  const near = uint8s(board.size);
  occupied.forEach((owner, at) => {
    if (owner === undefined || owner === side) return;
    near[at] = 1;
    for (let dir = 0; dir < 6; dir++) if (board.neighbourAt[at * 6 + dir] >= 0) near[board.neighbourAt[at * 6 + dir]] = 1;
  });
  return near;
}

function dropZoneAction(state: GameState, side: string): Action | null {
  const { board } = state;
  const placed = dropZonesOf(state, side);
  const firstTurn = board.turns[0]?.index === state.turn;
  const free = firstTurn ? (board.scenario.sides[side]?.dropZones.count ?? 0) - placed.length : 0;
  if (free <= 0 && (placed.length > 0 || cpOf(state, side) < 1)) return null;
  const occupied = occupancy(state);
  const targets = targetHexes(state, side, occupied);
  if (targets.length === 0) return null;
  const allowed = board.scenario.sides[side]?.dropZones.terrain ?? [];
  const fromTargets = hexSteps(board, targets);
  const fromZones = hexSteps(board, placed.map((z) => hexIndex(board, z)));
  const penalty = terrainPenalties(board);
  const near = nearEnemy(board, occupied, side);
  const hexes: number[] = [];
  const scores: number[] = [];
  for (let at = 0; at < board.size; at++) {
    if (allowed.length > 0 && !allowed.includes(board.terrainIds[board.terrainAt[at]])) continue;
    const crowded = fromZones[at] >= 0 && fromZones[at] <= 2;
    hexes.push(at);
    scores.push(Math.abs(fromTargets[at] - 2) * 2 + penalty[at] + (near[at] === 1 ? 6 : 0) + (crowded ? 4 : 0));
  }
  // The engine's own check decides, best score first (then the lower hex); the first few candidates nearly always pass.
  for (const at of bestFirst(hexes, scores)) {
    const action: Action = { type: 'placeDropZone', hex: hexAt(board, at) };
    if (apply(state, action).ok) return action;
  }
  return null;
}

/** How many candidates bestFirst picks one by one before it sorts the rest. */
const PICKED_ONE_BY_ONE = 8;

/**
 * The hexes (in increasing order) by increasing score, then increasing hex: the order of a sort by (score, hex), but
 * the first few found by a scan each, since the caller nearly always stops at the first; the rest sorted if asked for.
 */
function* bestFirst(hexes: readonly number[], scores: readonly number[]): Generator<number> {
  const taken = new Uint8Array(hexes.length);
  for (let pick = 0; pick < Math.min(PICKED_ONE_BY_ONE, hexes.length); pick++) {
    let best = -1;
    for (let i = 0; i < hexes.length; i++) if (taken[i] === 0 && (best < 0 || scores[i] < scores[best])) best = i;
    taken[best] = 1;
    yield hexes[best];
  }
  const rest: number[] = [];
  for (let i = 0; i < hexes.length; i++) if (taken[i] === 0) rest.push(i);
  rest.sort((a, b) => scores[a] - scores[b] || hexes[a] - hexes[b]);
  for (const i of rest) yield hexes[i];
}

export function landingAction(state: GameState, side: string): Action | null {
  const { board } = state;
  const pool = poolOf(state);
  const waiting = Object.keys(pool).filter((id) => pool[id].method === 'airdrop' && board.units[id].sideId === side).sort();
  if (waiting.length === 0) return airSupplyDrop(state, side);
  if ((state.airdropsMade ?? 0) === 0) {
    const zone = dropZoneAction(state, side);
    if (zone) return zone;
  }
  const hexes = dropHexes(state, side);
  if (hexes.length === 0) return null;
  const unitId = waiting[0];
  const { occupied, points } = sideView(state, side);
  const field = distanceField(board, unitId, targetHexes(state, side, occupied));
  const size = unitPoints(board, unitId);
  const penalty = terrainPenalties(board);
  const score = (at: number) =>
    (field[at] < 0 ? 1000 : field[at]) +
    4 * penalty[at] +
    (occupied[at] !== undefined && occupied[at] !== side ? 100 : 0) +
    (points[at] + size > board.stacking.pointsPerHex ? 50 : 0);
  let best = hexes[0];
  for (const at of hexes) if (score(at) < score(best)) best = at;
  return { type: 'airdrop', unitId, hex: hexAt(board, best) };
}
