// Rules 6.0, 6.2.3, 22.1.
/**
 * The Airborne Landing Phase as a whole (6.0): it may not end while a unit due to be air dropped can still be dropped
 * (a friendly drop zone exists, or emergency drops are on, 22.1); when it ends, units that share a hex with enemy
 * units (air assaults that did not clear the hex, and the units dropped with them) are eliminated (6.2.3), and
 * airborne reinforcements not dropped are out of play for good, without counting as eliminated (6.0). A side that
 * has no Airborne Landing Phase can never air drop: its airdrop arrivals are out of play when its Reinforcement
 * Phase ends.
 */
import { unitHexIndexes, copyUnits } from '../core/units';
import { dropZonesOf } from './drop-zones';
import { hooks } from '../core/registry';
import { eliminate, type UnitsDraft } from '../disruption/disruption';
import { ruleError, type RuleError } from '../core/errors';
import type { GameEvent } from '../core/events';
import { phasingSide, poolOf, withPart, withParts, type GameState } from '../core/state';

function waitingDrops(state: GameState): string[] {
  const side = phasingSide(state).id;
  return Object.keys(poolOf(state))
    .filter((id) => poolOf(state)[id].method === 'airdrop' && state.board.units[id].sideId === side)
    .sort();
}

export function landingPhaseOpen(state: GameState): RuleError | null {
  const waiting = waitingDrops(state);
  if (waiting.length === 0 || (dropZonesOf(state, phasingSide(state).id).length === 0 && !hooks('dropsAnywhere').some((anywhere) => anywhere(state)))) return null;
  return ruleError('reinforcements-waiting', `Airborne reinforcements must be air dropped this turn: ${waiting.join(', ')}.`, '6.0');
}

/** Airdrop arrivals of the phasing side leave play unless dropped; returns the state without them in the pool. */
export function dropUndropped(state: GameState, why: string): { state: GameState; events: GameEvent[] } {
  const waiting = waitingDrops(state);
  if (waiting.length === 0) return { state, events: [] };
  const pool = { ...poolOf(state) };
  const units = copyUnits(state);
  for (const id of waiting) {
    delete pool[id];
    units[id] = { ...units[id], removed: 'not-dropped' };
  }
  const next = withPart(withParts(state, { units }), 'pool', Object.keys(pool).length > 0 ? pool : undefined);
  return { state: next, events: [{ type: 'units-not-dropped', side: phasingSide(state).id, units: waiting, rule: why }] };
}

export function endLandingPhase(state: GameState): { state: GameState; events: GameEvent[] } {
  const { board } = state;
  const events: GameEvent[] = [];
  const units: UnitsDraft = copyUnits(state);
  const side = phasingSide(state).id;
  // The hexes holding units of another side (enemiesInHex for every unit of the side, in one pass).
  const hexes = unitHexIndexes(state);
  const held = new Set<number>();
  board.unitIds.forEach((id, i) => {
    if (hexes[i] >= 0 && board.units[id].sideId !== side) held.add(hexes[i]);
  });
  board.unitIds.forEach((id, i) => {
    if (hexes[i] < 0 || board.units[id].sideId !== side || !held.has(hexes[i])) return;
    eliminate(board, units, id, 'landed in a hex the enemy still holds at the end of the air assaults', '6.2.3', events);
  });
  const dropped = dropUndropped(withPart(withParts(state, { units }), 'airdropsMade', undefined), '6.0');
  return { state: dropped.state, events: [...events, ...dropped.events] };
}
