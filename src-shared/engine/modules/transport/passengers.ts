// Rules Atoll 12 (transport: a hit carrier's passengers).
/**
 * When a carrier is hit (disrupted, a step lost, or eliminated) by any action, each unit aboard rolls a die on the
 * scenario's Passenger Table (ruleset `passengerTable`, else the Atoll default): unharmed, disrupted (15.0, as any
 * disruption: a disrupted unit is eliminated), loses a step (a chain unit steps down its chain, a two-sided one is
 * disrupted), or eliminated. Units aboard a carrier that survives stay aboard; those aboard a carrier that was
 * eliminated are set down in the hex it was lost in, before their roll, and lost with it when they cannot stay there
 * (terrain closed to them, as at sea, or no room under the stacking limit). One roll per unit per action, whatever the
 * number of hits its carrier took in it. Units aboard a carrier that is evacuated (21.2) are evacuated with it.
 */
import type { HexRef } from '../../../model';
import { defaultPassengerTable, passengerResult, type PassengerResult } from '../../../ruleset';
import { labelOf } from '../../core/board';
import type { Action } from '../../core/actions';
import type { GameEvent } from '../../core/events';
import type { UnitsDraft } from '../../core/hook-types';
import { combatOf, type UnitState, withParts } from '../../core/state';
import { rollLogged, type Work } from '../../core/work';
import { disrupt, eliminate } from '../../disruption/disruption';
import { unitAt, unitPoints, copyUnits, unitsWith, unitWith } from '../../core/units';
import { mayStandIn, unitCostTables } from '../../movement/movement-cost';
import { carrierIds, passengersOf, setDown, TRANSPORT_RULE } from './transport';

/** Actions that never hit a unit: no passenger roll follows them. */
const HARMLESS = new Set<Action['type']>(['move', 'moveTo', 'fastMove', 'load', 'unload', 'submitArrivalPlan', 'placeDropZone']);

export function mayHitCarriers(action: Action): boolean {
  return !HARMLESS.has(action.type);
}

type Hit = { carrierId: string; what: string; lostAt: HexRef | null };

/** Carriers with units aboard that the events hit, in the order of their first hit; `lostAt` where one was eliminated. */
function hitCarriers(work: Work, events: readonly GameEvent[]): Hit[] {
  const { board } = work.state;
  const carriers = new Set(carrierIds(board));
  const hits = new Map<string, Hit>();
  for (const e of events) {
    if (e.type !== 'unit-disrupted' && e.type !== 'unit-step-lost' && e.type !== 'unit-eliminated') continue;
    if (!carriers.has(e.unitId)) continue;
    const what = e.type === 'unit-eliminated' ? 'eliminated' : e.type === 'unit-disrupted' ? 'disrupted' : 'lost a step';
    const hit = hits.get(e.unitId) ?? { carrierId: e.unitId, what, lostAt: null };
    if (e.type === 'unit-eliminated') hits.set(e.unitId, { ...hit, what: 'eliminated', lostAt: e.at });
    else hits.set(e.unitId, hit);
  }
  return [...hits.values()].filter((h) => passengersOf(work.state.units, board, h.carrierId).length > 0);
}

/** Applies one Passenger Table result to a unit standing (for the moment) in its carrier's hex. */
function applyResult(work: Work, units: UnitsDraft, unitId: string, result: PassengerResult, why: string): void {
  const { board } = work.state;
  const info = board.units[unitId];
  if (result === 'unharmed') return;
  if (result === 'eliminated') return eliminate(board, units, unitId, why, TRANSPORT_RULE, work.events);
  if (result === 'step' && info.type.stepModel === 'chain') {
    const unit = units[unitId];
    const steps = info.type.steps;
    const from = Math.min(Math.max(unit.step, 0), steps.length - 1);
    const to = from + 1 < steps.length ? from + 1 : null;
    work.events.push({ type: 'unit-step-lost', unitId, from, fromLabel: steps[from].label, to, toLabel: to === null ? null : steps[to].label, reason: why, rule: TRANSPORT_RULE });
    if (to === null) eliminate(board, units, unitId, `lost its last step (${why})`, TRANSPORT_RULE, work.events);
    else units[unitId] = unitWith(unit, unit.hex, unit.disrupted, to);
    return;
  }
  disrupt(board, units, unitId, why, TRANSPORT_RULE, work.events);
}

/** Units aboard a carrier that left the map by evacuation (21.2) leave with it, evacuated too. */
function evacuateWithCarriers(work: Work, events: readonly GameEvent[]): void {
  const { board } = work.state;
  for (const e of events) {
    if (e.type !== 'unit-evacuated') continue;
    for (const unitId of passengersOf(work.state.units, board, e.unitId)) {
      const { aboard: _aboard, ...rest } = work.state.units[unitId];
      work.state = withParts(work.state, { units: unitsWith(work.state, unitId, { ...rest, hex: null, removed: 'evacuated' }) });
      work.events.push({ type: 'unit-evacuated', unitId, hex: e.hex, at: e.at, rule: e.rule });
    }
  }
}

/** The aftermath of an action: every unit aboard a carrier it hit rolls on the Passenger Table; those aboard one that left the map leave with it. */
export function passengersRoll(work: Work, _action: Action, events: readonly GameEvent[]): void {
  if (carrierIds(work.state.board).length === 0) return;
  evacuateWithCarriers(work, events);
  const hits = hitCarriers(work, events);
  if (hits.length === 0) return;
  const { board } = work.state;
  const table = board.ruleset.passengerTable ?? defaultPassengerTable();
  for (const hit of hits) {
    const carrierName = board.units[hit.carrierId].designation;
    for (const unitId of passengersOf(work.state.units, board, hit.carrierId)) {
      const at = hit.lostAt ?? work.state.units[hit.carrierId].hex;
      if (!at) continue; // a carrier off the map by other means keeps its units aboard
      const hex = labelOf(board, at);
      if (hit.lostAt) {
        work.state = withParts(work.state, { units: unitsWith(work.state, unitId, setDown(work.state.units[unitId], at)) });
        work.events.push({ type: 'unit-unloaded', unitId, carrierId: hit.carrierId, hex, at, mp: 0, mpLeft: 0, carrierLost: true, rule: TRANSPORT_RULE });
      }
      const die = rollLogged(work, '1d6', `Passenger Table for ${board.units[unitId].designation} aboard ${carrierName}`, TRANSPORT_RULE);
      const result = passengerResult(table, die);
      work.events.push({ type: 'passenger-roll', unitId, carrierId: hit.carrierId, hex, at, hit: hit.what, die, result, rule: TRANSPORT_RULE });
      // The result lands on the unit in its carrier's hex; a unit still aboard goes back aboard after it.
      const units: UnitsDraft = copyUnits(work.state);
      const before: UnitState = units[unitId];
      if (!hit.lostAt) units[unitId] = unitAt(before, at);
      applyResult(work, units, unitId, result, `aboard ${carrierName}, which was ${hit.what} (Passenger Table ${die})`);
      const after = units[unitId];
      if (!hit.lostAt) units[unitId] = after.eliminated ? setDownGone(after) : unitAt(after, null);
      // Set down where its carrier was lost: a unit that may not stand there (a landing craft sunk at sea), or that
      // would over-stack the hex, is lost with its carrier.
      else if (after.hex) {
        const nowhere = noFooting(work, units, unitId, at);
        if (nowhere) eliminate(board, units, unitId, `${nowhere}, where ${carrierName} was lost`, TRANSPORT_RULE, work.events);
      }
      work.state = withParts(work.state, { units });
    }
  }
  closePursuitIntoHeldHex(work);
}

/** Units set down where their carrier was lost hold that hex, so a pursuit opened into it as it emptied is closed (14.0). */
function closePursuitIntoHeldHex(work: Work): void {
  const combat = combatOf(work.state);
  const { pursuit } = combat;
  if (!pursuit) return;
  const held = work.state.board.unitIds.some((id) => {
    const hex = work.state.units[id].hex;
    return !!hex && hex.col === pursuit.hex.col && hex.row === pursuit.hex.row;
  });
  if (held) work.state = withParts(work.state, { combat: { ...combat, pursuit: null } });
}

/** Why a unit set down in `at` cannot stay there: terrain closed to it, or over-stacking (7.2); null when it can. */
function noFooting(work: Work, units: UnitsDraft, unitId: string, at: HexRef): string | null {
  const { board } = work.state;
  const index = at.row * board.cols + at.col;
  const label = labelOf(board, at);
  if (!mayStandIn(board, unitCostTables(board, board.units[unitId]), index)) return `it cannot stand in ${label}`;
  const side = board.units[unitId].sideId;
  let points = 0;
  for (const id of board.unitIds) {
    const hex = units[id].hex;
    if (hex && hex.col === at.col && hex.row === at.row && board.units[id].sideId === side) points += unitPoints(board, id);
  }
  return points > board.stacking.pointsPerHex ? `no room in ${label} (${points} stacking points of ${board.stacking.pointsPerHex})` : null;
}

/** An eliminated unit that was aboard: off the map, no longer aboard. */
function setDownGone(unit: UnitState): UnitState {
  const { aboard: _aboard, ...rest } = unit;
  return { ...rest, hex: null };
}
