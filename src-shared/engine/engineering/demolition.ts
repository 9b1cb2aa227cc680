// Rules 4.2, 5.1, 18.1, 19.0, 19.1, 19.3, 22.2.1, 23.3.
/**
 * Demolition (19.0), one `demolish` action per attempt, in the phasing player's Engineering Phase (4.2, 19.1):
 *  - any undisrupted ground unit of the phasing side, in or next to the target hex, or in one of the two hexes of the
 *    target hexside; 1 CP per attempt (5.1, 19.1);
 *  - targets: hexes whose terrain and hexsides whose type in force the Demolition Table lists (refinery,
 *    fortification, bridge...); never one already demolished, and one attempt per hex or hexside per phase (19.3);
 *  - one die on the Demolition Table, engineer column for an engineer unit, the other column otherwise (18.1, 19.1);
 *    "Dx" places the marker (demolition-targets.ts), "–" changes nothing;
 *  - the unit may not move in the following Movement Phase, success or not (19.3).
 * A marker removed by a scenario or optional rule (22.2.1, 23.3) lets the target be demolished again (19.3).
 */
import { parseHexsideKey } from '../../hex';
import type { DemolitionTarget } from '../../ruleset';
import type { DemolishAction, DemolitionTargetRef } from './actions-engineering';
import { hexAt, hexIndex, isHexRef, labelOf, onMap } from '../core/board';
import { cpOf, spendCp } from '../command-points/command-points';
import { demolishHex, demolishHexside, hexDemolished, hexTarget, hexTargetOf, hexsideTargetOf, isDemolishedType } from './demolition-targets';
import { attemptedThisPhase, checkWorker, rollDemolitionTable, withAttempt, withWorking } from './engineering';
import { ruleError, type RuleError } from '../core/errors';
import type { EngineeringTarget } from './events-engineering';
import { hexesOfHexside, hexsideTarget, keyOfSlot, liveHexsideType } from './live-hexsides';
import { accept, refusal, type ApplyResult } from '../core/result';
import { phasingSide, type GameState } from '../core/state';
import { startWork } from '../core/work';

type Plan = { readonly unitId: string; readonly side: string; readonly target: EngineeringTarget; readonly at: number | null };

/** 19.0 "other features specified by scenario": a scenario may name the only sides that may demolish a target. */
function sideBarred(state: GameState, kind: DemolitionTarget): RuleError | null {
  const side = phasingSide(state).id;
  if (kind.sides === undefined || kind.sides.includes(side)) return null;
  const names = kind.sides.map((id) => state.board.sides.find((s) => s.id === id)?.name ?? id).join(' or ');
  return ruleError('illegal-demolition', `Only ${names} may demolish a ${kind.name.toLowerCase()} in this scenario.`, '19.0');
}

function targetOf(state: GameState, ref: DemolitionTargetRef | undefined): { target: EngineeringTarget; at: number | null } | RuleError {
  const { board } = state;
  const bad = ruleError('illegal-demolition', 'Name the target as a hex on the map, or as the key of a hexside of the map ("col,row:dir").', '19.0');
  if (typeof ref !== 'object' || ref === null) return bad;
  if ('hex' in ref) {
    if (!isHexRef(ref.hex) || !onMap(board, ref.hex)) return bad;
    const at = hexIndex(board, ref.hex);
    const kind = hexTargetOf(board, at);
    if (!kind) return ruleError('illegal-demolition', `Nothing in ${labelOf(board, ref.hex)} can be demolished: the Demolition Table lists no such terrain.`, '19.0');
    const barred = sideBarred(state, kind);
    if (barred) return barred;
    if (hexDemolished(state, at)) return ruleError('illegal-demolition', `${hexTarget(board, at).label} is demolished already.`, '19.3');
    return { target: hexTarget(board, at), at };
  }
  if (!('hexside' in ref) || typeof ref.hexside !== 'string' || !parseHexsideKey(board.geom, ref.hexside) || hexesOfHexside(board, ref.hexside).length === 0) return bad;
  const target = hexsideTarget(board, ref.hexside);
  if (isDemolishedType(board, liveHexsideType(board, ref.hexside))) return ruleError('illegal-demolition', `${target.label} is demolished already.`, '19.3');
  const kind = hexsideTargetOf(board, ref.hexside);
  if (!kind) return ruleError('illegal-demolition', `${target.label}: the Demolition Table lists no such hexside.`, '19.0');
  const barred = sideBarred(state, kind);
  if (barred) return barred;
  return { target, at: null };
}

/** Within reach (19.1): in or next to the target hex, or in a hex of the target hexside. */
function inReach(state: GameState, unitId: string, target: EngineeringTarget, at: number | null): boolean {
  const { board } = state;
  const from = hexIndex(board, state.units[unitId].hex ?? { col: 0, row: 0 });
  if (at === null) return hexesOfHexside(board, target.id).includes(from);
  if (from === at) return true;
  for (let dir = 0; dir < 6; dir++) if (board.neighbourAt[at * 6 + dir] === from) return true;
  return false;
}

export function checkDemolish(state: GameState, action: DemolishAction): { ok: true; plan: Plan } | { ok: false; error: RuleError } {
  const worker = checkWorker(state, action.unitId, 'engineering', 'Demolition', '19.1');
  if ('error' in worker) return { ok: false, error: worker.error };
  const { info } = worker;
  const found = targetOf(state, action.target);
  if ('code' in found) return { ok: false, error: found };
  const { target, at } = found;
  if (!inReach(state, info.id, target, at)) {
    const where = at === null ? 'in one of the two hexes of the hexside' : 'in the hex or next to it';
    return { ok: false, error: ruleError('illegal-demolition', `${info.designation} must stand ${where} to demolish the ${target.label}.`, '19.1') };
  }
  if (attemptedThisPhase(state, target.id)) return { ok: false, error: ruleError('illegal-demolition', `One demolition attempt per hex or hexside in an Engineering Phase: the ${target.label} has had its attempt.`, '19.3') };
  const side = phasingSide(state).id;
  if (cpOf(state, side) < 1) return { ok: false, error: ruleError('not-enough-cp', `A demolition attempt costs 1 CP and ${side} has none left.`, '19.1') };
  return { ok: true, plan: { unitId: info.id, side, target, at } };
}

export function applyDemolish(state: GameState, action: DemolishAction): ApplyResult {
  const checked = checkDemolish(state, action);
  if (!checked.ok) return refusal(checked.error);
  const { unitId, side, target, at } = checked.plan;
  const info = state.board.units[unitId];
  const spent = spendCp(state, side, 1, `Demolition attempt on the ${target.label}`, '19.1');
  if (!spent.ok) return refusal(spent.error);
  const work = startWork(withWorking(withAttempt(spent.state, target.id), unitId));
  work.events.push(...spent.events);
  const notes = [`${info.designation} may not move in this turn's Movement Phase (19.3)`];
  const result = rollDemolitionTable(work, unitId, 'demolish', target, '19.1', notes);
  if (result === 'success') {
    const cause = `demolition by ${info.designation}`;
    const done = at === null ? demolishHexside(work.state, target, side, cause, '19.1, 19.2') : demolishHex(work.state, at, side, cause, '19.1, 19.2');
    work.state = done.state;
    work.events.push(done.event);
  }
  return accept(work.state, work.events);
}

/**
 * Every demolition the phasing side may attempt now: per unit (id order), its own hex and hexsides, then the hexes
 * around. Hexes and hexsides the Demolition Table lists nothing for are passed over before checkDemolish, which
 * would refuse them (most of a map: no refusal built for each of them), so the list is the same.
 */
export function demolishActions(state: GameState): DemolishAction[] {
  if (state.phase !== 'engineering') return [];
  const { board } = state;
  const side = phasingSide(state).id;
  if (cpOf(state, side) < 1) return [];
  const hexsides = board.ruleset.demolitionTable.targets.some((t) => t.on === 'hexside');
  const out: DemolishAction[] = [];
  for (const unitId of board.unitIds) {
    const unit = state.units[unitId];
    if (board.units[unitId].sideId !== side || !unit.hex || unit.disrupted) continue;
    const from = hexIndex(board, unit.hex);
    const refs: DemolitionTargetRef[] = hexTargetOf(board, from) ? [{ hex: unit.hex }] : [];
    for (let dir = 0; dir < 6; dir++) {
      const n = board.neighbourAt[from * 6 + dir];
      if (n < 0) continue;
      if (hexsides) {
        const key = keyOfSlot(board, from, dir);
        if (hexsideTargetOf(board, key)) refs.push({ hexside: key });
      }
      if (hexTargetOf(board, n)) refs.push({ hex: hexAt(board, n) });
    }
    for (const target of refs) {
      const action: DemolishAction = { type: 'demolish', unitId, target };
      if (checkDemolish(state, action).ok) out.push(action);
    }
  }
  return out;
}
