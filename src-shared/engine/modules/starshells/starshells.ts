// Rules 11.4.4, 12.10, OST 17, OST 17.1, OST 17.3, OST 17.4, OST 17.5, OST 17.6, OST 17.7, OST 17.8, OST 17.9, OST 17.10, OST 17.12.
/**
 * Starshells (module `starshells`; OST 17). A side has the starshells its scenario gives it for the whole game
 * (the setup side's `starshells`; OST 17.3). Atoll reading of "at the start of a turn" (OST 17.4, 17.5): each side
 * fires its starshells in its own Command Point Phase of a night turn, the first phase of its player turn; they burn
 * until the turn ends (OST 17.4) and cost no CP (OST 17.12).
 *  - Aim at any hex of the map, no line of sight needed (OST 17.6). One die: 3 or more is accurate (OST 17.7, 17.8).
 *    Otherwise a direction die (1 the first hexside clockwise from north: north on flat-top maps, north-east on
 *    pointy-top ones; then clockwise, OST 17.9) and one die halved, rounded down, for the hexes of drift (OST 17.10).
 *    A shell that drifts off the map is lost (Atoll interpretation).
 *  - The hex of a burning starshell and the six around it are lit (OST 17.1): attacks on a lit hex, ranged fire and
 *    naval gunfire included, take no night shift (11.4.4, 12.10), whichever side fired the shell.
 */
import { rollDie } from '../../../dice';
import { directionNames } from '../../../hex';
import { hexAt, hexIndex, isHexRef, labelOf, onMap } from '../../core/board';
import { ruleError, type RuleError } from '../../core/errors';
import type { GameEvent } from '../../core/events';
import { isHidden } from '../hidden/hidden';
import type { FireStarshellAction } from '../pacific/pacific-actions';
import { pacificOf, withPacific } from '../pacific/pacific-state';
import { accept, refusal, type ApplyResult } from '../../core/result';
import { phasingSide, turnRecord, type GameState, withParts } from '../../core/state';

export const STARSHELL_ACCURATE_FROM = 3;

const fail = (message: string, rule: string): RuleError => ruleError('illegal-starshell', message, rule);

export function starshellsLeft(state: GameState, side: string): number {
  const left = pacificOf(state).starshells?.left ?? {};
  return Object.hasOwn(left, side) ? left[side] : 0;
}

/** The hex is lit by a starshell burning this turn (OST 17.1). */
export function illuminated(state: GameState, at: number): boolean {
  const burning = pacificOf(state).starshells?.burning ?? [];
  if (burning.length === 0 || !state.board.ruleset.modules.starshells) return false;
  const { board } = state;
  return burning.some((shell) => {
    if (shell.turn !== state.turn) return false;
    const lit = hexIndex(board, shell.hex);
    if (lit === at) return true;
    for (let dir = 0; dir < 6; dir++) if (board.neighbourAt[lit * 6 + dir] === at) return true;
    return false;
  });
}

export function checkStarshell(state: GameState, action: FireStarshellAction): RuleError | null {
  const side = phasingSide(state).id;
  if (!state.board.ruleset.modules.starshells) return fail('Starshells are not in use: the starshells module is off.', 'OST 17');
  if (state.phase !== 'command') return ruleError('wrong-phase', 'Starshells are fired at the start of the turn, in the side’s Command Point Phase.', 'OST 17.4, 17.5');
  if (!turnRecord(state)?.night) return fail('Starshells light the battlefield at night; this is a day turn.', 'OST 17');
  if (starshellsLeft(state, side) < 1) return fail(`${side} has no starshells left.`, 'OST 17.3');
  if (!isHexRef(action.hex) || !onMap(state.board, action.hex)) return fail('A starshell is aimed at a hex of the map.', 'OST 17.6');
  return null;
}

export function applyStarshell(state: GameState, action: FireStarshellAction): ApplyResult {
  const error = checkStarshell(state, action);
  if (error) return refusal(error);
  const { board } = state;
  const side = phasingSide(state).id;
  const aimed = hexAt(board, hexIndex(board, action.hex));
  const aimedLabel = labelOf(board, aimed);
  const events: GameEvent[] = [];
  let rng = state.rng;
  const roll = (purpose: string, rule: string) => {
    const r = rollDie(rng, 6);
    rng = r.state;
    events.push({ type: 'die-rolled', purpose, dice: '1d6', faces: [r.value], total: r.value, rule });
    return r.value;
  };
  const accuracyDie = roll(`accuracy of the starshell aimed at ${aimedLabel}`, 'OST 17.7');
  const accurate = accuracyDie >= STARSHELL_ACCURATE_FROM;
  let landed: number | null = hexIndex(board, aimed);
  let drift: { directionDie: number; direction: string; distanceDie: number; distance: number } | undefined;
  if (!accurate) {
    const directionDie = roll(`drift direction of the starshell aimed at ${aimedLabel}`, 'OST 17.9');
    const distanceDie = roll(`drift distance of the starshell aimed at ${aimedLabel}`, 'OST 17.10');
    const distance = Math.floor(distanceDie / 2);
    const dir = directionDie - 1;
    for (let k = 0; k < distance && landed !== null; k++) {
      const next: number = board.neighbourAt[landed * 6 + dir];
      landed = next >= 0 ? next : null;
    }
    drift = { directionDie, direction: directionNames(board.geom.orientation)[dir], distanceDie, distance };
  }
  const left = starshellsLeft(state, side) - 1;
  const current = pacificOf(state).starshells ?? { left: {}, burning: [] };
  const burning = landed === null ? current.burning : [...current.burning, { side, hex: hexAt(board, landed), turn: state.turn }];
  const next = withPacific(withParts(state, { rng }), 'starshells', { left: { ...current.left, [side]: left }, burning });
  const where = landed === null ? null : hexAt(board, landed);
  events.push({
    type: 'starshell-fired', side, aimed: aimedLabel, aimedAt: aimed, accuracyDie, accurate, ...(drift ? { drift } : {}),
    landed: where === null ? null : labelOf(board, where), landedAt: where, left, rule: 'OST 17.8',
  });
  return accept(next, events);
}

/** OST 17.4: starshells of an earlier turn have burnt out when a new turn begins. */
export function burnOutStarshells(state: GameState): { state: GameState; events: GameEvent[] } {
  const shells = pacificOf(state).starshells;
  if (!shells || shells.burning.every((s) => s.turn === state.turn)) return { state, events: [] };
  const out = shells.burning.filter((s) => s.turn !== state.turn).length;
  const next = withPacific(state, 'starshells', { ...shells, burning: shells.burning.filter((s) => s.turn === state.turn) });
  return { state: next, events: [{ type: 'starshells-burnt-out', count: out, rule: 'OST 17.4' }] };
}

/** The starshells legalActions lists: one aimed at each hex holding known enemy units (hex order). */
export function starshellActions(state: GameState): FireStarshellAction[] {
  if (state.phase !== 'command' || !state.board.ruleset.modules.starshells) return [];
  const side = phasingSide(state).id;
  const { board } = state;
  const targets = new Set<number>();
  for (const id of board.unitIds) {
    const hex = state.units[id].hex;
    if (hex && board.units[id].sideId !== side && !isHidden(state, id)) targets.add(hexIndex(board, hex));
  }
  return [...targets]
    .sort((a, b) => a - b)
    .map((at): FireStarshellAction => ({ type: 'fireStarshell', hex: hexAt(board, at) }))
    .filter((action) => !checkStarshell(state, action));
}
