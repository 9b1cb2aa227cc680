// Rules 12.2, 12.4, 12.5, 12.6, 12.7, 12.8, 17.0, 18.8, OST 9.12, OST 9.13, OST 18, OST 18.1, OST 18.3, OST 18.4, OST 18.5, OST 18.9, OST 18.10, OST 18.11, OST 18.14.
/**
 * Napalm strikes (module `napalm`, OST 18). Atoll reading: a napalm strike is flown by one airstrike marker of the
 * side that may fly now (12.8: it is then used for the game turn), in the side's Airstrike & Naval Gunfire Phase,
 * never on a night turn (17.0), at any hex holding enemy units (12.2, 12.4; the engine has no line of sight, so the
 * spotting unit of OST 18.3 is not checked). It costs 1 CP of its own (OST 18.1), apart from the 1 CP that commits
 * ordinary airstrikes (12.2).
 *  - The pilot-quality die sets the strength: 1–2 green 6, 3–5 veteran 8, 6 ace 10 (OST 18.4–18.8), whatever the
 *    marker's printed strength, against every kind of unit (OST 18.9).
 *  - Every unit in the hex is attacked on its own, in unit id order (OST 18.10, 18.11; 12.5): strength − its current
 *    combat strength, shifted for the hex's terrain and features (a cave included: napalm reaches the units inside,
 *    OST 9.13) and for enemy AAA (12.6). No hexside counts, so hedges, walls and bocage give nothing (OST 18.14).
 *  - AD or EX shoots the marker down (12.7, 12.8, as for airstrikes); the units below it are then spared.
 *  - A cave in the hex rolls for collapse afterwards (OST 9.12).
 */
import { rollDie } from '../../../dice';
import { RESULT_EFFECTS } from '../../../ruleset';
import { hexAt, hexIndex, isHexRef, labelOf, onMap } from '../../core/board';
import { collapseAfterStrike } from '../caves/cave-attacks';
import { cpOf, spendCp } from '../../command-points/command-points';
import { ruleError, type RuleError } from '../../core/errors';
import type { NapalmStrikeAction } from '../pacific/pacific-actions';
import { accept, refusal, type ApplyResult } from '../../core/result';
import { enemyHexes } from '../../strikes/strike-check';
import { availableStrikes, usable } from '../../strikes/strike-state';
import { shiftsFor, shootDown } from '../../strikes/strikes';
import { phasingSide, turnRecord, type GameState, type StrikeState, withParts } from '../../core/state';
import { resolveSingleAttack } from '../../combat/unit-attack';
import { startWork } from '../../core/work';

export const NAPALM_RULE = 'OST 18';

/** OST 18.5–18.8: the pilot and the strength a pilot-quality die gives. */
export function napalmPilot(die: number): { pilot: 'green' | 'veteran' | 'ace'; strength: number } {
  if (die <= 2) return { pilot: 'green', strength: 6 };
  if (die <= 5) return { pilot: 'veteran', strength: 8 };
  return { pilot: 'ace', strength: 10 };
}

const fail = (message: string, rule: string): RuleError => ruleError('illegal-strike', message, rule);

export function checkNapalm(state: GameState, action: NapalmStrikeAction): RuleError | null {
  const { board } = state;
  const side = phasingSide(state).id;
  if (!board.ruleset.modules.napalm) return fail('Napalm strikes are not in use: the napalm module is off.', NAPALM_RULE);
  if (state.phase !== 'strikes') return ruleError('wrong-phase', 'Napalm strikes are made in the Airstrike & Naval Gunfire Phase.', '12.2');
  if (turnRecord(state)?.night) return fail('Airstrikes, napalm included, cannot be used on a night turn.', '17.0');
  if (!isHexRef(action.hex) || !onMap(board, action.hex)) return fail('The napalm target must be a hex on the map.', '12.4');
  const strike = typeof action.strikeId === 'string' && Object.hasOwn(board.scenario.strikes, action.strikeId) ? board.scenario.strikes[action.strikeId] : undefined;
  if (!strike) return fail(`There is no strike marker '${String(action.strikeId)}'.`, '12.1');
  const name = strike.label || strike.id;
  if (strike.sideId !== side) return fail(`${name} belongs to ${strike.sideId}.`, '4.1');
  if (strike.kind !== 'air') return fail(`${name} is naval gunfire; napalm is dropped by aircraft.`, 'OST 18');
  if (!usable(state, strike.id)) return fail(`${name} is not available now (not arrived, used already this turn, or out of play).`, '12.8');
  const at = hexIndex(board, action.hex);
  if (!enemyHexes(state, side).has(at)) return fail(`${labelOf(board, action.hex)} holds no enemy units; napalm goes into a hex with enemy units.`, 'OST 18.3');
  if (cpOf(state, side) < 1) return ruleError('not-enough-cp', `A napalm strike costs 1 CP and ${side} has none left.`, 'OST 18.1');
  return null;
}

export function applyNapalm(state: GameState, action: NapalmStrikeAction): ApplyResult {
  const error = checkNapalm(state, action);
  if (error) return refusal(error);
  const { board } = state;
  const side = phasingSide(state).id;
  const spent = spendCp(state, side, 1, 'Napalm strike', 'OST 18.1');
  if (!spent.ok) return refusal(spent.error);
  const work = startWork(spent.state);
  work.events.push(...spent.events);
  const strikes: Record<string, StrikeState> = { ...(state.strikes ?? {}) };
  strikes[action.strikeId] = { ...strikes[action.strikeId], usedTurn: state.turn };
  work.state = withParts(work.state, { strikes });
  const at = hexIndex(board, action.hex);
  const hex = hexAt(board, at);
  const label = labelOf(board, hex);
  const pilotRoll = rollDie(work.state.rng, 6);
  work.state = withParts(work.state, { rng: pilotRoll.state });
  const { pilot, strength } = napalmPilot(pilotRoll.value);
  work.events.push(
    { type: 'die-rolled', purpose: `pilot quality of the napalm strike on ${label}`, dice: '1d6', faces: [pilotRoll.value], total: pilotRoll.value, rule: 'OST 18.4' },
    { type: 'napalm-pilot', side, strikeId: action.strikeId, hex: label, at: hex, die: pilotRoll.value, pilot, strength, rule: 'OST 18.5' },
  );
  const plan = { side, kind: 'air' as const, targets: [] };
  const defenders = board.unitIds.filter((id) => board.units[id].sideId !== side && state.units[id].hex !== null && hexIndex(board, state.units[id].hex) === at);
  let flying = true;
  for (const defender of defenders) {
    const where = work.state.units[defender].hex;
    if (!flying || !where || hexIndex(board, where) !== at) continue;
    const shifts = shiftsFor(work.state, plan, at, defender);
    const notes = ['hexsides give no cover against napalm (OST 18.14)'];
    const result = resolveSingleAttack(work, { kind: 'napalm', side, attacker: action.strikeId, attack: strength, defender, at, shifts, notes, rule: 'OST 18.10' });
    if (RESULT_EFFECTS[result].attackerDisrupted) {
      shootDown(work, [action.strikeId]);
      flying = false;
    }
  }
  if (flying) collapseAfterStrike(work, at, 'napalm');
  return accept(work.state, work.events);
}

/** Per enemy hex (hex order), a napalm strike by the side's first marker that may fly. */
export function napalmActions(state: GameState): NapalmStrikeAction[] {
  if (state.phase !== 'strikes' || !state.board.ruleset.modules.napalm) return [];
  const side = phasingSide(state).id;
  const [strikeId] = availableStrikes(state, side, 'air', 'usable');
  if (strikeId === undefined) return [];
  const out: NapalmStrikeAction[] = [];
  for (const at of [...enemyHexes(state, side)].sort((a, b) => a - b)) {
    const action: NapalmStrikeAction = { type: 'napalmStrike', strikeId, hex: hexAt(state.board, at) };
    if (!checkNapalm(state, action)) out.push(action);
  }
  return out;
}
