// Rules 6.1, 6.2.1, 15.2, 18.3, 18.3.1.
/**
 * Airdropped supplies (18.3), markers the scenario gives a side (`Side.airSupply`); they never count for stacking.
 *  - Dropping (`dropSupplies`): in the side's Airborne Landing Phase, no CP, one marker per drop while any are left,
 *    on any hex but all-sea and all-river ones (no drop zone needed). The landing is checked as a unit's (6.2.1): the
 *    terrain's column, one die, the same modifiers. Disruption does nothing to a marker; a scatter moves it (not
 *    disrupted); a scatter off the map, into all-sea or all-river terrain, or an "eliminated" result loses it for good.
 *    The drop counts as an air drop of the phase, so drop zones go down before it (6.1).
 *  - Using (`useAirSupply`, 18.3.1): in the side's Regroup Phase (the phase of 15.2), 1 CP regroups every disrupted
 *    unit of the side in and next to a marker's hex; the marker is then gone for good. Any later turn will do.
 * Atoll interpretations: the table's "eliminated" result and a scatter into prohibited terrain lose the marker, as
 * they would a unit; a marker is neither blocked nor taken by enemy units; using one needs a disrupted unit to regroup.
 */
import { hexKey } from '../../hex';
import type { HexRef } from '../../model';
import { airDropCategoryOf } from '../../ruleset';
import type { DropSuppliesAction, UseAirSupplyAction } from './actions-engineering';
import { rollLanding } from '../airdrops/airdrop';
import { hexAt, hexIndex, isHexRef, labelOf, onMap } from '../core/board';
import { cpOf, spendCp } from '../command-points/command-points';
import { ruleError, type RuleError } from '../core/errors';
import type { GameEvent } from '../core/events';
import { closedToDrops } from '../airdrops/drop-zones';
import { accept, refusal, type ApplyResult } from '../core/result';
import { phasingSide, type GameState, withParts } from '../core/state';
import type { AirSupplyState } from './state-engineering';
import { startWork } from '../core/work';
import { unitOf, unitWith } from '../core/units';

export function airSupplyOf(state: GameState, sideId: string): AirSupplyState {
  const own = state.airSupply ?? {};
  if (Object.hasOwn(own, sideId)) return own[sideId];
  return { left: state.board.scenario.sides[sideId]?.airSupply ?? 0, onMap: [] };
}

function withSupply(state: GameState, sideId: string, supply: AirSupplyState): GameState {
  return withParts(state, { airSupply: { ...(state.airSupply ?? {}), [sideId]: supply } });
}

function checkDrop(state: GameState, action: DropSuppliesAction): RuleError | null {
  if (state.phase !== 'airborne-landing') return ruleError('wrong-phase', 'Air supply markers are dropped in the Airborne Landing Phase.', '18.3');
  const side = phasingSide(state).id;
  if (airSupplyOf(state, side).left < 1) return ruleError('illegal-air-supply', `${side} has no air supply markers left to drop.`, '18.3');
  if (!isHexRef(action.hex) || !onMap(state.board, action.hex)) return ruleError('illegal-air-supply', 'The landing hex must be a hex on the map.', '18.3');
  if (closedToDrops(state, hexIndex(state.board, action.hex))) return ruleError('illegal-air-supply', `${labelOf(state.board, action.hex)} is an all-sea or all-river hex.`, '18.3');
  return null;
}

export function applyDropSupplies(state: GameState, action: DropSuppliesAction): ApplyResult {
  const error = checkDrop(state, action);
  if (error) return refusal(error);
  const { board } = state;
  const table = board.ruleset.airDropTable;
  const side = phasingSide(state).id;
  const work = startWork(withParts(state, { airdropsMade: (state.airdropsMade ?? 0) + 1 }));
  const planned = hexIndex(board, action.hex);
  const { terrain, die, modifiers, modified, result, scatter, walk } = rollLanding(work, side, planned);
  const notes: string[] = [];
  let landed: number | null = planned;
  if (result === 'eliminated') {
    landed = null;
    notes.push('air drop result: eliminated; the marker is lost for good (18.3)');
  } else if (walk) {
    landed = walk.edge ? null : walk.at;
    if (walk.edge) notes.push(`scattered off the ${walk.edge} edge: the marker is lost for good (18.3)`);
    else if (airDropCategoryOf(table, board.terrainIds[board.terrainAt[walk.at]]) === 'prohibited') {
      landed = null;
      notes.push('scattered into an all-sea or all-river hex: the marker is lost for good');
    } else notes.push('scattered, but a marker is never disrupted (18.3)');
  } else if (result === 'disrupted') notes.push('disruption does not affect air supply markers (18.3)');
  const before = airSupplyOf(state, side);
  const onMap = landed === null ? before.onMap : [...before.onMap, hexAt(board, landed)];
  work.state = withSupply(work.state, side, { left: before.left - 1, onMap });
  work.events.push({
    type: 'air-supply-dropped', side, planned: hexAt(board, planned), landed: landed === null ? null : hexAt(board, landed), terrain,
    die, modifiers, modified, result, ...(scatter ? { scatter } : {}), notes, left: before.left - 1, rule: scatter ? '18.3, 6.2.2' : '18.3, 6.2.1',
  });
  return accept(work.state, work.events);
}

const MAX_LISTED = 8;

/** Drops on every hex of a disrupted unit of the side, and on up to eight more hexes spread evenly, in hex order. */
export function dropSuppliesActions(state: GameState): DropSuppliesAction[] {
  if (state.phase !== 'airborne-landing') return [];
  const { board } = state;
  const side = phasingSide(state).id;
  if (airSupplyOf(state, side).left < 1) return [];
  const open: number[] = [];
  for (let at = 0; at < board.size; at++) if (!closedToDrops(state, at)) open.push(at);
  const stride = Math.max(1, Math.ceil(open.length / MAX_LISTED));
  const hexes = new Set(open.filter((_, i) => i % stride === 0));
  for (const id of board.unitIds) {
    const unit = state.units[id];
    if (unit.hex && unit.disrupted && board.units[id].sideId === side && !closedToDrops(state, hexIndex(board, unit.hex))) hexes.add(hexIndex(board, unit.hex));
  }
  return [...hexes].sort((a, b) => a - b).map((at) => ({ type: 'dropSupplies', hex: hexAt(board, at) }));
}

/** Disrupted units of the side in and next to hex `at`, in id order (18.3.1). */
function suppliedUnits(state: GameState, side: string, at: number): string[] {
  const { board } = state;
  const near = new Set([at]);
  for (let dir = 0; dir < 6; dir++) near.add(board.neighbourAt[at * 6 + dir]);
  return board.unitIds.filter((id) => {
    const unit = unitOf(state, id);
    return unit.hex !== null && unit.disrupted && board.units[id].sideId === side && near.has(hexIndex(board, unit.hex));
  });
}

function checkUse(state: GameState, action: UseAirSupplyAction): RuleError | { units: string[] } {
  if (state.phase !== 'regroup') return ruleError('wrong-phase', 'Air supply markers are used to regroup in the Regroup Phase.', '18.3.1');
  const side = phasingSide(state).id;
  if (!isHexRef(action.hex) || !onMap(state.board, action.hex)) return ruleError('illegal-air-supply', 'Name the hex of one of your air supply markers.', '18.3.1');
  const label = labelOf(state.board, action.hex);
  if (!airSupplyOf(state, side).onMap.some((h) => hexKey(h) === hexKey(action.hex))) return ruleError('illegal-air-supply', `${side} has no air supply marker in ${label}.`, '18.3.1');
  const units = suppliedUnits(state, side, hexIndex(state.board, action.hex));
  if (units.length === 0) return ruleError('illegal-air-supply', `No disrupted ${side} unit is in or next to ${label}.`, '18.3.1');
  if (cpOf(state, side) < 1) return ruleError('not-enough-cp', `Using an air supply marker costs 1 CP and ${side} has none left.`, '18.3.1');
  return { units };
}

export function applyUseAirSupply(state: GameState, action: UseAirSupplyAction): ApplyResult {
  const checked = checkUse(state, action);
  if ('code' in checked) return refusal(checked);
  const side = phasingSide(state).id;
  const hex: HexRef = { col: action.hex.col, row: action.hex.row };
  const label = labelOf(state.board, hex);
  const spent = spendCp(state, side, 1, `Air supply in ${label}`, '18.3.1');
  if (!spent.ok) return refusal(spent.error);
  const supply = airSupplyOf(state, side);
  const index = supply.onMap.findIndex((h) => hexKey(h) === hexKey(hex));
  const onMap = supply.onMap.filter((_, i) => i !== index);
  const units = { ...spent.state.units };
  for (const id of checked.units) units[id] = unitWith(units[id], units[id].hex, false, units[id].step);
  const next = withSupply(withParts(spent.state, { units }), side, { ...supply, onMap });
  const events: GameEvent[] = [...spent.events, { type: 'air-supply-used', side, hex: label, at: hex, units: checked.units, rule: '18.3.1' }];
  for (const unitId of checked.units) events.push({ type: 'unit-regrouped', unitId, rule: '18.3.1' });
  return accept(next, events);
}

export function useAirSupplyActions(state: GameState): UseAirSupplyAction[] {
  if (state.phase !== 'regroup') return [];
  const side = phasingSide(state).id;
  const hexes = new Map(airSupplyOf(state, side).onMap.map((h) => [hexKey(h), h]));
  return [...hexes.values()]
    .map((hex): UseAirSupplyAction => ({ type: 'useAirSupply', hex: { col: hex.col, row: hex.row } }))
    .filter((action) => !('code' in checkUse(state, action)));
}
