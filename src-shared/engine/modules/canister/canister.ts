// Rules 11.0, 11.1, 11.2, 11.2.2, 12.5, OST 9.6, OST 13.13, OST 16, OST 16.2, OST 16.4, OST 16.5, OST 16.6, OST 16.7, OST 16.8, OST 16.9.
/**
 * Canister (module `canister`; OST 16). Guns and tanks with the 'canister' flag fire canister at foot units in the
 * Ground Attack Phase, as their one attack of the phase (11.1):
 *  - at one hex, or two hexes next to each other, each 1 to 3 hexes away and holding known enemy foot units
 *    (OST 16.2, 16.4); vehicles there are not attacked (soft targets only);
 *  - not through a hex holding friendly units on the line to a target (OST 16.8; the hex line of the map);
 *  - the firer's current combat strength doubled (OST 16.6) against each foot unit on its own (OST 16.5; 12.5), with
 *    the shifts of a ranged attack on that unit's hex (terrain, features, night; a cave only along its facing, OST 9.6);
 *  - canister is fire, so it is ranged fire for the rest: the firer is never touched by the result (11.2.2), a
 *    target 2 or more hexes away needs the phase's ranged-fire CP (11.2.2), and a unit in a Banzai charge may not
 *    fire it (OST 13.13). Atoll interpretation: a unit next to an enemy may still fire canister (OST 16.9, melee).
 * Degrading terrain (OST 16.7) and the covered arc (OST 16.4) are not modelled: the engine has no line of sight or
 * unit facing.
 */
import { distance, hexesWithin, hexLine } from '../../../hex';
import type { HexRef } from '../../../model';
import { directionTo, hexAt, hexIndex, isHexRef, labelOf, onMap } from '../../core/board';
import { moraleCannotFire } from '../morale/morale';
import { inBanzai } from '../banzai/banzai';
import { allInsideCave, caveAt, insideCave, onFacingLine } from '../caves/caves';
import { columnShifts } from '../../combat/combat-shifts';
import { cpOf } from '../../command-points/command-points';
import { payRangedFire } from '../../combat/combat-check';
import { ruleError, type RuleError } from '../../core/errors';
import { isHidden } from '../hidden/hidden';
import type { FireCanisterAction } from '../pacific/pacific-actions';
import { accept, refusal, type ApplyResult } from '../../core/result';
import { combatOf, phasingSide, type GameState, withParts } from '../../core/state';
import { currentStep, hasFlag, isMechanized, unitInfo } from '../../core/units';
import { resolveSingleAttack } from '../../combat/unit-attack';
import { startWork } from '../../core/work';

export const CANISTER_RANGE = 3;

const fail = (message: string, rule: string): RuleError => ruleError('illegal-attack', message, rule);

function unitsAt(state: GameState, at: number): string[] {
  return state.board.unitIds.filter((id) => {
    const hex = state.units[id].hex;
    return hex !== null && hexIndex(state.board, hex) === at;
  });
}

/** The foot units canister attacks in hex `at`: known enemy foot units, and any hidden ones with them. */
function softTargets(state: GameState, side: string, at: number): string[] {
  const here = unitsAt(state, at).filter((id) => state.board.units[id].sideId !== side);
  if (here.every((id) => isHidden(state, id))) return [];
  return here.filter((id) => !isMechanized(state.board, state.board.units[id]));
}

type CanisterPlan = { readonly side: string; readonly unitId: string; readonly targets: readonly number[]; readonly payRanged: boolean };

export function checkCanister(state: GameState, action: FireCanisterAction): { ok: true; plan: CanisterPlan } | { ok: false; error: RuleError } {
  const no = (error: RuleError) => ({ ok: false as const, error });
  const { board } = state;
  const side = phasingSide(state).id;
  if (!board.ruleset.modules.canister) return no(fail('Canister is not in use: the canister module is off.', 'OST 16'));
  if (state.phase !== 'ground-attack') return no(ruleError('wrong-phase', 'Canister is fired in the Ground Attack Phase.', '11.0'));
  const info = typeof action.unitId === 'string' ? unitInfo(board, action.unitId) : undefined;
  if (!info) return no(ruleError('unknown-unit', `There is no unit '${String(action.unitId)}' in this game.`));
  const unit = state.units[info.id];
  if (info.sideId !== side) return no(ruleError('not-your-turn', `${info.designation} belongs to ${info.sideId}; only the phasing player (${side}) attacks now.`, '11.1'));
  if (!unit.hex) return no(ruleError('unit-not-on-map', `${info.designation} is not on the map.`, '11.2'));
  if (!hasFlag(info, 'canister')) return no(fail(`${info.designation} has no canister rounds.`, 'OST 16.1'));
  if (Object.hasOwn(combatOf(state).attacked, info.id)) return no(ruleError('unit-already-attacked', `${info.designation} has already attacked this phase.`, '11.1'));
  if (inBanzai(state, info.id)) return no(fail(`${info.designation} is in a Banzai charge and may not fire.`, 'OST 13.13'));
  const shaken = state.morale ? moraleCannotFire(state, info.id) : null;
  if (shaken) return no(shaken);
  const hexes = action.hexes;
  if (!Array.isArray(hexes) || hexes.length < 1 || hexes.length > 2 || !hexes.every((h) => isHexRef(h) && onMap(board, h))) {
    return no(fail('Canister is fired at one hex of the map, or two hexes next to each other.', 'OST 16.4'));
  }
  const targets = hexes.map((h) => hexIndex(board, h));
  if (targets.length === 2 && directionTo(board, targets[0], targets[1]) < 0) return no(fail('The two hexes of a canister shot must be next to each other.', 'OST 16.4'));
  const from = hexIndex(board, unit.hex);
  let payRanged = false;
  for (const at of targets) {
    const hex = hexAt(board, at);
    const label = labelOf(board, hex);
    const d = distance(board.geom, unit.hex, hex);
    if (d < 1 || d > CANISTER_RANGE) return no(fail(`${label} is ${d} hexes from ${info.designation}; canister reaches 1 to ${CANISTER_RANGE} hexes.`, 'OST 16.2'));
    if (softTargets(state, side, at).length === 0) return no(fail(`${label} holds no known enemy foot units; canister attacks soft targets only.`, 'OST 16.2'));
    const between = hexLine(board.geom, unit.hex, hex).slice(1, -1);
    const blocked = between.find((h) => unitsAt(state, hexIndex(board, h)).some((id) => board.units[id].sideId === side));
    if (blocked) return no(fail(`Friendly units in ${labelOf(board, blocked)} stand between ${info.designation} and ${label}.`, 'OST 16.8'));
    const cave = caveAt(state, at);
    if (cave && allInsideCave(state, at, softTargets(state, side, at)) && !onFacingLine(board, cave, at, from)) {
      return no(fail(`${info.designation} is not on the line of hexes ${label}'s cave faces.`, 'OST 9.6'));
    }
    const own = insideCave(state, info.id) ? caveAt(state, from) : null;
    if (own && !onFacingLine(board, own, from, at)) return no(fail(`${info.designation} is inside a cave and fires only along the line its cave faces.`, 'OST 9.6'));
    if (d >= 2) payRanged = !combatOf(state).rangedPaid;
  }
  if (payRanged && cpOf(state, side) < 1) return no(ruleError('not-enough-cp', `Ranged fire costs 1 CP for the phase and ${side} has none left.`, '11.2.2'));
  return { ok: true, plan: { side, unitId: info.id, targets, payRanged } };
}

export function applyCanister(state: GameState, action: FireCanisterAction): ApplyResult {
  const checked = checkCanister(state, action);
  if (!checked.ok) return refusal(checked.error);
  const { plan } = checked;
  const { board } = state;
  const paid = payRangedFire(state, plan.side, plan.payRanged);
  if (!paid.ok) return refusal(paid.error);
  const work = startWork(paid.state);
  work.events.push(...paid.events);
  const combat = combatOf(state);
  const firedFrom = state.units[plan.unitId].hex as HexRef;
  work.state = withParts(work.state, { combat: { attacked: { ...combat.attacked, [plan.unitId]: firedFrom }, rangedPaid: combat.rangedPaid || plan.payRanged, pursuit: null } });
  const base = currentStep(board.units[plan.unitId], state.units[plan.unitId]).combat;
  const strength = base * 2;
  work.events.push({ type: 'canister-fired', side: plan.side, unitId: plan.unitId, hexes: plan.targets.map((at) => labelOf(board, hexAt(board, at))), strength: base, doubled: strength, rule: 'OST 16.6' });
  for (const at of plan.targets) {
    for (const defender of softTargets(work.state, plan.side, at)) {
      const hex = work.state.units[defender].hex;
      if (!hex || hexIndex(board, hex) !== at) continue;
      const shifts = columnShifts(work.state, { side: plan.side, target: at, defenders: [defender], adjacent: [], ranged: [plan.unitId] });
      const notes = ['canister is fire: the firer is not affected by the result (11.2.2)'];
      resolveSingleAttack(work, { kind: 'canister', side: plan.side, attacker: plan.unitId, attack: strength, defender, at, shifts, notes, rule: 'OST 16.5' });
    }
  }
  return accept(work.state, work.events);
}

/** Per canister unit (id order): each target hex, then each pair of neighbouring target hexes, in hex order. */
export function canisterActions(state: GameState): FireCanisterAction[] {
  if (state.phase !== 'ground-attack' || !state.board.ruleset.modules.canister) return [];
  const { board } = state;
  const side = phasingSide(state).id;
  const out: FireCanisterAction[] = [];
  for (const unitId of board.unitIds) {
    const hex = state.units[unitId].hex;
    if (!hex || board.units[unitId].sideId !== side || !hasFlag(board.units[unitId], 'canister')) continue;
    const singles: number[] = [];
    const near = hexesWithin(board.geom, hex, CANISTER_RANGE).filter((h) => onMap(board, h)).map((h) => hexIndex(board, h)).sort((a, b) => a - b);
    for (const at of near) {
      const action: FireCanisterAction = { type: 'fireCanister', unitId, hexes: [hexAt(board, at)] };
      if (!checkCanister(state, action).ok) continue;
      singles.push(at);
      out.push(action);
    }
    for (const a of singles)
      for (const b of singles) {
        const action: FireCanisterAction = { type: 'fireCanister', unitId, hexes: [hexAt(board, a), hexAt(board, b)] };
        if (a < b && directionTo(board, a, b) >= 0 && checkCanister(state, action).ok) out.push(action);
      }
  }
  return out;
}
