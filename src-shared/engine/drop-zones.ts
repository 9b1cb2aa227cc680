/**
 * Drop-zone markers (6.1), placed as the first step of the Airborne Landing Phase, before any air drop of the phase:
 * on the first turn free, up to the side's count; on later turns 1 CP each (the scenario model gives no count for
 * later markers, so only CP limits them); one marker per hex; never in a hex prohibited to ground units, and only on
 * the side's listed terrain when it has a list. Markers stay for the rest of the game whoever occupies the hex, and
 * have no other effect.
 */
import { moveCost } from '../ruleset';
import type { PlaceDropZoneAction } from './actions';
import { hexAt, hexIndex, isHexRef, labelOf, onMap, type Board } from './board';
import { cpOf, spendCp } from './command-points';
import { ruleError, type RuleError } from './errors';
import type { GameEvent } from './events';
import { accept, refusal, type ApplyResult } from './result';
import { phasingSide, type GameState } from './state';

export function dropZonesOf(state: GameState, sideId: string) {
  const zones = state.dropZones ?? {};
  return Object.hasOwn(zones, sideId) ? zones[sideId] : [];
}

/** What the next marker costs the phasing side now: free on the first turn (null once its count is used up), else 1 CP. */
function nextCost(state: GameState): number | null {
  const side = phasingSide(state).id;
  if (state.board.turns[0]?.index !== state.turn) return 1;
  const free = (state.board.scenario.sides[side]?.dropZones.count ?? 0) - dropZonesOf(state, side).length;
  return free > 0 ? 0 : null;
}

const closedTerrain = new WeakMap<Board, ReadonlySet<string>>();

/** Terrain no movement class may enter (the TEC's prohibited terrain), worked out once per board. */
function prohibited(state: GameState, terrainId: string): boolean {
  const { board } = state;
  let closed = closedTerrain.get(board);
  if (!closed) {
    const { ruleset } = board;
    closed = new Set(board.terrainIds.filter((id) => ruleset.movementClasses.every((c) => 'prohibited' in moveCost(ruleset, id, c.id))));
    closedTerrain.set(board, closed);
  }
  return closed.has(terrainId);
}

function checkPlace(state: GameState, action: PlaceDropZoneAction): RuleError | null {
  if (state.phase !== 'airborne-landing') return ruleError('wrong-phase', 'Drop zones are placed in the Airborne Landing Phase.', '6.1');
  if ((state.airdropsMade ?? 0) > 0) return ruleError('illegal-airdrop', 'Drop zones are placed as the first step of the phase, before any air drop.', '6.1');
  const { board } = state;
  if (!isHexRef(action.hex) || !onMap(board, action.hex)) return ruleError('illegal-airdrop', 'A drop zone must go in a hex on the map.', '6.1');
  const side = phasingSide(state).id;
  const label = labelOf(board, action.hex);
  const terrain = board.terrainIds[board.terrainAt[hexIndex(board, action.hex)]];
  if (prohibited(state, terrain)) return ruleError('illegal-airdrop', `${label} is prohibited to ground units.`, '6.1');
  const allowed = board.scenario.sides[side]?.dropZones.terrain ?? [];
  if (allowed.length > 0 && !allowed.includes(terrain)) return ruleError('illegal-airdrop', `Drop zones go only on ${allowed.join(', ')} in this scenario.`, '6.1');
  if (dropZonesOf(state, side).some((h) => h.col === action.hex.col && h.row === action.hex.row)) return ruleError('illegal-airdrop', `${label} already has a drop zone.`, '6.1');
  const cost = nextCost(state);
  if (cost === null) return ruleError('illegal-airdrop', `The scenario gives ${side} ${board.scenario.sides[side]?.dropZones.count ?? 0} drop zones on the first turn, all placed.`, '6.1');
  if (cost > cpOf(state, side)) return ruleError('not-enough-cp', 'A drop zone after the first turn costs 1 CP, and none are left.', '6.1');
  return null;
}

export function applyPlaceDropZone(state: GameState, action: PlaceDropZoneAction): ApplyResult {
  const error = checkPlace(state, action);
  if (error) return refusal(error);
  const side = phasingSide(state).id;
  const cost = nextCost(state) ?? 0;
  const events: GameEvent[] = [];
  let next = state;
  if (cost > 0) {
    const spent = spendCp(state, side, cost, 'Placing a drop zone', '6.1');
    if (!spent.ok) return refusal(spent.error);
    next = spent.state;
    events.push(spent.event);
  }
  const hex = { col: action.hex.col, row: action.hex.row };
  next = { ...next, dropZones: { ...(state.dropZones ?? {}), [side]: [...dropZonesOf(state, side), hex] } };
  events.push({ type: 'drop-zone-placed', side, hex: labelOf(state.board, hex), at: hex, cost, rule: '6.1' });
  return accept(next, events);
}

const MAX_LISTED = 8;

/** Up to eight placements, spread evenly over the legal hexes in hex order. */
export function dropZoneActions(state: GameState): PlaceDropZoneAction[] {
  if (state.phase !== 'airborne-landing' || (state.airdropsMade ?? 0) > 0) return [];
  const legal: PlaceDropZoneAction[] = [];
  for (let at = 0; at < state.board.size; at++) {
    const action: PlaceDropZoneAction = { type: 'placeDropZone', hex: hexAt(state.board, at) };
    if (!checkPlace(state, action)) legal.push(action);
  }
  const stride = Math.max(1, Math.ceil(legal.length / MAX_LISTED));
  return legal.filter((_, i) => i % stride === 0);
}
