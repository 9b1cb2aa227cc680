// Rules 22.2, 22.2.1.
/**
 * Optional rule 22.2.1, bridge repair (module 'bridge-repair'): in the Engineering Phase an undisrupted engineer in
 * one of the two hexes of a hexside showing a demolished bridge spends 2 CP and rolls on the Demolition Table's
 * engineer column; "Dx" removes the marker and the bridge works again. A printed demolished bridge counts as one
 * showing the marker (Atoll reading). A repaired bridge may be demolished again (22.2). Atoll interpretations: the
 * repairing engineer may still move, and a hexside may be tried more than once a phase (the text limits neither).
 */
import { parseHexsideKey } from '../../../hex';
import type { RepairBridgeAction } from '../../engineering/actions-engineering';
import { cpOf, spendCp } from '../../command-points/command-points';
import { isDemolishedType, repairHexside } from '../../engineering/demolition-targets';
import { checkWorker, isEngineer, rollDemolitionTable } from '../../engineering/engineering';
import { ruleError, type RuleError } from '../../core/errors';
import { hexesOfHexside, hexsideTarget, keyOfSlot, liveHexsideType } from '../../engineering/live-hexsides';
import { accept, refusal, type ApplyResult } from '../../core/result';
import { moduleOn, SPECIAL_RULE_MODULES } from '../../scenario/special-rules';
import { phasingSide, type GameState } from '../../core/state';
import { hexIndex } from '../../core/board';
import { startWork } from '../../core/work';

export const REPAIR_CP = 2;

/** The checks building and repairing share: the module, an undisrupted engineer, a hexside of the map next to it. */
export function checkBridgeWork(state: GameState, unitId: unknown, hexside: unknown, on: boolean, what: string, rule: string): RuleError | null {
  if (!on) return ruleError('illegal-engineering', `${what} is an optional rule this scenario does not use.`, rule);
  const worker = checkWorker(state, unitId, 'engineering', what, rule);
  if ('error' in worker) return worker.error;
  const { info } = worker;
  if (!isEngineer(info)) return ruleError('illegal-engineering', `${info.designation} is not an engineer unit; only engineers do this.`, rule);
  const { board } = state;
  if (typeof hexside !== 'string' || !parseHexsideKey(board.geom, hexside) || hexesOfHexside(board, hexside).length === 0) {
    return ruleError('illegal-engineering', 'Name a hexside of the map by its key ("col,row:dir").', rule);
  }
  const from = hexIndex(board, state.units[info.id].hex ?? { col: 0, row: 0 });
  if (!hexesOfHexside(board, hexside).includes(from)) return ruleError('illegal-engineering', `${info.designation} must stand in one of the two hexes of the hexside.`, rule);
  return null;
}

function checkRepair(state: GameState, action: RepairBridgeAction): RuleError | null {
  const base = checkBridgeWork(state, action.unitId, action.hexside, moduleOn(state, SPECIAL_RULE_MODULES.bridgeRepair), 'Bridge repair', '22.2.1');
  if (base) return base;
  if (!isDemolishedType(state.board, liveHexsideType(state.board, action.hexside))) {
    return ruleError('illegal-engineering', `The ${hexsideTarget(state.board, action.hexside).label} carries no demolished bridge.`, '22.2.1');
  }
  const side = phasingSide(state).id;
  if (cpOf(state, side) < REPAIR_CP) return ruleError('not-enough-cp', `A bridge repair costs ${REPAIR_CP} CP and ${side} has ${cpOf(state, side)}.`, '22.2.1');
  return null;
}

export function applyRepairBridge(state: GameState, action: RepairBridgeAction): ApplyResult {
  const error = checkRepair(state, action);
  if (error) return refusal(error);
  const info = state.board.units[action.unitId];
  const target = hexsideTarget(state.board, action.hexside);
  const spent = spendCp(state, info.sideId, REPAIR_CP, `Repair of the ${target.label}`, '22.2.1');
  if (!spent.ok) return refusal(spent.error);
  const work = startWork(spent.state);
  work.events.push(...spent.events);
  if (rollDemolitionTable(work, info.id, 'repair-bridge', target, '22.2.1') === 'success') {
    const repaired = repairHexside(work.state, action.hexside);
    work.state = repaired.state;
    work.events.push({ type: 'demolition-repaired', side: info.sideId, unitId: info.id, target, effects: repaired.effects, rule: '22.2.1' });
  }
  return accept(work.state, work.events);
}

/** The hexsides of each unit's hex (unit id order, direction order) that the unit may try to repair now. */
export function repairBridgeActions(state: GameState): RepairBridgeAction[] {
  if (state.phase !== 'engineering' || !moduleOn(state, SPECIAL_RULE_MODULES.bridgeRepair)) return [];
  return hexsideWork(state, (unitId, hexside) => ({ type: 'repairBridge', unitId, hexside }), (a) => checkRepair(state, a) === null);
}

/** Candidate actions on the six hexsides of every on-map unit of the phasing side, kept when `legal`. */
export function hexsideWork<A>(state: GameState, make: (unitId: string, hexside: string) => A, legal: (action: A) => boolean): A[] {
  const { board } = state;
  const side = phasingSide(state).id;
  const out: A[] = [];
  for (const unitId of board.unitIds) {
    const hex = state.units[unitId].hex;
    if (!hex || board.units[unitId].sideId !== side) continue;
    const at = hexIndex(board, hex);
    for (let dir = 0; dir < 6; dir++) {
      const action = make(unitId, keyOfSlot(board, at, dir));
      if (legal(action)) out.push(action);
    }
  }
  return out;
}
