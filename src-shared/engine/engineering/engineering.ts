// Rules 18.1, 19.0, 19.3, 20.0, 20.1, 22.2, 23.3.
/**
 * What the engineering actions share (18.1, 19.0, 20.0, 22.2): the unit checks, the Demolition Table roll, and the
 * bookkeeping of the player turn: targets tried this Engineering Phase (19.3) and units that may not move in the
 * coming Movement Phase (19.3, 20.1, 23.3).
 */
import { demolitionResult, type DemolitionResult } from '../../ruleset';
import type { UnitInfo } from '../core/board';
import { ruleError, type RuleError } from '../core/errors';
import type { GameEvent } from '../core/events';
import type { EngineeringTarget } from './events-engineering';
import type { PhaseId } from '../core/phases';
import { phasingSide, withPart, type GameState } from '../core/state';
import type { EngineeringState } from './state-engineering';
import { hasFlag, unitInfo } from '../core/units';
import { rollLogged, type Work } from '../core/work';

export const isEngineer = (info: UnitInfo): boolean => hasFlag(info, 'engineer') || hasFlag(info, 'engineers');

/**
 * The phase check and the unit checks every engineering action shares: a known unit of the phasing side, on the map,
 * and (unless `disruptedMay`) undisrupted (15.1: disrupted units build no roadblocks, disrupted engineers do no engineering).
 */
export function checkWorker(state: GameState, unitId: unknown, phase: PhaseId, what: string, rule: string, disruptedMay = false): { info: UnitInfo } | { error: RuleError } {
  if (state.phase !== phase) return { error: ruleError('wrong-phase', `${what} happens in the ${phase === 'engineering' ? 'Engineering' : 'Movement'} Phase.`, rule) };
  const info = typeof unitId === 'string' ? unitInfo(state.board, unitId) : undefined;
  if (!info) return { error: ruleError('unknown-unit', `There is no unit '${String(unitId)}' in this game.`) };
  const side = phasingSide(state).id;
  if (info.sideId !== side) return { error: ruleError('not-your-turn', `${info.designation} belongs to ${info.sideId}; only the phasing player (${side}) acts now.`, '4.1') };
  const unit = state.units[info.id];
  if (!unit.hex) return { error: ruleError('unit-not-on-map', `${info.designation} is not on the map.`, rule) };
  if (unit.disrupted && !disruptedMay) return { error: ruleError('illegal-engineering', `${info.designation} is disrupted; only undisrupted units do this (15.1).`, rule) };
  return { info };
}

function engineeringOf(state: GameState): EngineeringState {
  return state.engineering ?? {};
}

function withEngineering(state: GameState, next: EngineeringState): GameState {
  const clean: EngineeringState = {
    ...(next.attempted && next.attempted.length > 0 ? { attempted: next.attempted } : {}),
    ...(next.working && next.working.length > 0 ? { working: next.working } : {}),
  };
  return withPart(state, 'engineering', Object.keys(clean).length > 0 ? clean : undefined);
}

const sortedWith = (list: readonly string[] | undefined, id: string) => [...new Set([...(list ?? []), id])].sort();

export function attemptedThisPhase(state: GameState, targetId: string): boolean {
  return (engineeringOf(state).attempted ?? []).includes(targetId);
}

export function withAttempt(state: GameState, targetId: string): GameState {
  const e = engineeringOf(state);
  return withEngineering(state, { ...e, attempted: sortedWith(e.attempted, targetId) });
}

/** The unit may not move in this player turn's Movement Phase (19.3, 20.1, 23.3). */
export function withWorking(state: GameState, unitId: string): GameState {
  const e = engineeringOf(state);
  return withEngineering(state, { ...e, working: sortedWith(e.working, unitId) });
}

/** Why a unit may not move now because of its engineering this turn, or null (checked with every move). */
export function workingError(state: GameState, unitId: string): RuleError | null {
  if (!(engineeringOf(state).working ?? []).includes(unitId)) return null;
  const name = state.board.units[unitId]?.designation ?? unitId;
  return ruleError('unit-already-moved', `${name} did engineering work this turn (demolition, roadblock or repair) and may not move in this Movement Phase.`, '19.3, 20.1');
}

/** As a phase ends: the targets tried are forgotten with the Engineering Phase, the working units with the Movement Phase. */
export function forgetEngineering(state: GameState, ended: PhaseId): GameState {
  const e = engineeringOf(state);
  if (ended === 'engineering' && e.attempted) return withEngineering(state, { ...e, attempted: [] });
  if (ended === 'movement' && e.working) return withEngineering(state, { ...e, working: [] });
  return state;
}

export const DEMOLITION_LABEL: Readonly<Record<DemolitionResult, 'Dx' | '–'>> = { success: 'Dx', fail: '–' };

/**
 * One roll on the ruleset's Demolition Table (19.1), logged with its column and result. `engineerColumn` forces the
 * engineer column (22.2.1, 22.2.2); otherwise an undisrupted engineer reads it and any other unit the other column.
 */
export function rollDemolitionTable(
  work: Work,
  unitId: string,
  task: 'demolish' | 'repair-bridge' | 'build-bridge',
  target: EngineeringTarget,
  rule: string,
  notes: readonly string[] = [],
): DemolitionResult {
  const { board } = work.state;
  const info = board.units[unitId];
  const table = board.ruleset.demolitionTable;
  const engineer = isEngineer(info) && !work.state.units[unitId].disrupted;
  const die = rollLogged(work, table.dice, `${task.replace('-', ' ')}: ${target.label}`, rule);
  const result = demolitionResult(table, die, engineer);
  const columnWhy = engineer ? `${info.designation} is an engineer unit: engineer column` : `${info.designation} is not an engineer unit: the other units' column`;
  const event: GameEvent = {
    type: 'demolition-table-rolled', side: info.sideId, unitId, task, target, column: engineer ? 'engineer' : 'other', columnWhy,
    die, result, resultLabel: DEMOLITION_LABEL[result], notes, rule,
  };
  work.events.push(event);
  return result;
}
