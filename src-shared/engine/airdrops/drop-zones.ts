// Rules 6.1.
/**
 * Drop-zone markers (6.1), placed as the first step of the Airborne Landing Phase, before any air drop of the phase.
 * The scenario's count is the most the side has: free on the first turn; any not placed then cost 1 CP each later.
 * A scenario that grants further markers (`later`: Palembang's one more from turn 2) gives, after the first turn,
 * only those: up to their count, from their turn on, at their CP cost, on their terrain. One marker per hex; never in
 * a hex prohibited to ground units, and only on the listed terrain when there is a list. Markers stay for the rest
 * of the game whoever occupies the hex, and have no other effect.
 */
import { airDropCategoryOf, moveCost } from '../../ruleset';
import type { PlaceDropZoneAction } from '../core/actions';
import { hexAt, hexIndex, isHexRef, labelOf, onMap, type Board } from '../core/board';
import { cpOf, spendCp } from '../command-points/command-points';
import { ruleError, type RuleError } from '../core/errors';
import type { GameEvent } from '../core/events';
import { accept, refusal, type ApplyResult } from '../core/result';
import { phasingSide, type GameState, withParts } from '../core/state';

export function dropZonesOf(state: GameState, sideId: string) {
  const zones = state.dropZones ?? {};
  return Object.hasOwn(zones, sideId) ? zones[sideId] : [];
}

/** `later`: the marker uses the scenario's further allowance. */
type Allowance = { readonly cost: number; readonly terrain: readonly string[]; readonly later: boolean } | { readonly refused: string };

function laterPlaced(state: GameState, sideId: string): number {
  const later = state.laterDropZones ?? {};
  return Object.hasOwn(later, sideId) ? later[sideId] : 0;
}

/** What the phasing side's next marker costs now and where it may go, or why it has none. */
function allowance(state: GameState): Allowance {
  const side = phasingSide(state).id;
  const rules = state.board.scenario.sides[side]?.dropZones ?? { count: 0, terrain: [] };
  const placed = dropZonesOf(state, side).length;
  if (state.board.turns[0]?.index === state.turn) {
    return placed < rules.count ? { cost: 0, terrain: rules.terrain, later: false } : { refused: `The scenario gives ${side} ${rules.count} drop zones on the first turn, all placed.` };
  }
  const { later } = rules;
  if (!later) return placed < rules.count ? { cost: 1, terrain: rules.terrain, later: false } : { refused: `The scenario gives ${side} ${rules.count} drop zones, all placed.` };
  if (state.turn < later.fromTurn) return { refused: `The scenario's further drop zones come from turn ${later.fromTurn}.` };
  if (laterPlaced(state, side) >= later.count) return { refused: `The scenario gives ${side} ${later.count} further drop zone${later.count === 1 ? '' : 's'}, all placed.` };
  return { cost: later.cp, terrain: later.terrain, later: true };
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
  const next = allowance(state);
  if ('refused' in next) return ruleError('illegal-airdrop', next.refused, '6.1');
  if (next.terrain.length > 0 && !next.terrain.includes(terrain)) return ruleError('illegal-airdrop', `Drop zones go only on ${next.terrain.join(', ')} now.`, '6.1');
  if (dropZonesOf(state, side).some((h) => h.col === action.hex.col && h.row === action.hex.row)) return ruleError('illegal-airdrop', `${label} already has a drop zone.`, '6.1');
  if (next.cost > cpOf(state, side)) return ruleError('not-enough-cp', `This drop zone costs ${next.cost} CP; ${side} has ${cpOf(state, side)}.`, '6.1');
  return null;
}

export function applyPlaceDropZone(state: GameState, action: PlaceDropZoneAction): ApplyResult {
  const error = checkPlace(state, action);
  if (error) return refusal(error);
  const side = phasingSide(state).id;
  const granted = allowance(state);
  if ('refused' in granted) return refusal(ruleError('illegal-airdrop', granted.refused, '6.1'));
  const { cost } = granted;
  const events: GameEvent[] = [];
  let next = state;
  if (cost > 0) {
    const spent = spendCp(state, side, cost, 'Placing a drop zone', '6.1');
    if (!spent.ok) return refusal(spent.error);
    next = spent.state;
    events.push(...spent.events);
  }
  const hex = { col: action.hex.col, row: action.hex.row };
  next = withParts(next, { dropZones: { ...(state.dropZones ?? {}), [side]: [...dropZonesOf(state, side), hex] } });
  if (granted.later) next = withParts(next, { laterDropZones: { ...(state.laterDropZones ?? {}), [side]: laterPlaced(state, side) + 1 } });
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

/** A hex air drops may never aim at: all-sea or all-river (the Air Drop Table's prohibited terrain). */
export function closedToDrops(state: GameState, at: number): boolean {
  const { board } = state;
  return airDropCategoryOf(board.ruleset.airDropTable, board.terrainIds[board.terrainAt[at]]) === 'prohibited';
}

/** On a friendly drop zone or next to one (6.2). */
export function nearDropZone(state: GameState, sideId: string, at: number): boolean {
  const { board } = state;
  return dropZonesOf(state, sideId).some((dz) => {
    const z = hexIndex(board, dz);
    if (z === at) return true;
    for (let dir = 0; dir < 6; dir++) if (board.neighbourAt[z * 6 + dir] === at) return true;
    return false;
  });
}
