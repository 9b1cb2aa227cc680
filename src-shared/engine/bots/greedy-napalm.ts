/**
 * The greedy bot's napalm (module `napalm`, OST 18). A napalm strike takes the first air marker that may fly (the
 * one legalActions offers) and 1 CP of its own; the bot makes one only with 2 CP in hand (one kept for the ranged
 * fire of the Ground Attack Phase), and only when the phase is worth more with it than without:
 *  - without: the ordinary commitment (1 CP, when 2 are in hand, greedy-combat.ts) of the first markers up to the
 *    per-hex limit at the hex where they do most;
 *  - with: the napalm at a hex, plus the ordinary commitment of the markers after the first at another hex, if the
 *    CP left still allow it; the napalm goes to the hex where the two together do most.
 * Each hex is weighed as the engine strikes it: every enemy unit in it on its own, at the pilot's strength (6, 8 or
 * 10 by the die, averaged) or the markers' printed strengths added up, with the strike's shifts (terrain, AAA), a
 * shot-down marker counting against it. Units inside a cave are out of reach of an ordinary strike but not of napalm
 * (OST 9.13), so a cave is where napalm does what nothing else can.
 */
import type { NapalmStrikeAction } from '../modules/pacific/pacific-actions';
import { hexIndex } from '../core/board';
import { cpOf } from '../command-points/command-points';
import { allInsideCave } from '../modules/caves/caves';
import { napalmActions, napalmPilot } from '../modules/napalm/napalm';
import { enemyHexes, perHexLimit } from '../strikes/strike-check';
import { availableStrikes } from '../strikes/strike-state';
import { shiftsFor } from '../strikes/strikes';
import { turnRecord, type GameState } from '../core/state';
import { singleAttackValue } from './attack-value';

/** What a lost strike marker counts against the strike, in defender-loss points. */
export const SHOT_DOWN_COST = 1;
const PILOT_STRENGTHS = [1, 2, 3, 4, 5, 6].map((die) => napalmPilot(die).strength);

function defendersIn(state: GameState, side: string, at: number): string[] {
  const { board } = state;
  return board.unitIds.filter((id) => {
    const hex = state.units[id].hex;
    return hex !== null && board.units[id].sideId !== side && hexIndex(board, hex) === at;
  });
}

/** The worth of one air marker at hex `at`: as napalm (the pilot's strength, averaged), or as an ordinary airstrike. */
export function strikeValue(state: GameState, side: string, at: number, strength: number | 'napalm'): number {
  const plan = { side, kind: 'air' as const, targets: [] };
  let total = 0;
  for (const id of defendersIn(state, side, at)) {
    if (strength !== 'napalm' && allInsideCave(state, at, [id])) continue;
    const shifts = shiftsFor(state, plan, at, id);
    if (strength !== 'napalm') total += singleAttackValue(state, strength, id, shifts, SHOT_DOWN_COST).value;
    else for (const s of PILOT_STRENGTHS) total += singleAttackValue(state, s, id, shifts, SHOT_DOWN_COST).value / PILOT_STRENGTHS.length;
  }
  return total;
}

export function napalmAction(state: GameState, side: string): NapalmStrikeAction | null {
  const { board } = state;
  const cp = cpOf(state, side);
  if (!board.ruleset.modules.napalm || turnRecord(state)?.night || cp < 2) return null;
  const actions = napalmActions(state);
  if (actions.length === 0) return null;
  const markers = availableStrikes(state, side, 'air', 'usable');
  const limit = perHexLimit(state, side, 'air');
  const enemy = [...enemyHexes(state, side)];
  // The best ordinary commitment of these markers, at any hex but `not`.
  const ordinary = (ids: readonly string[], not = -1) => {
    const strength = ids.reduce((sum, id) => sum + board.scenario.strikes[id].strength, 0);
    return ids.length === 0 ? 0 : Math.max(0, ...enemy.map((at) => (at === not ? 0 : strikeValue(state, side, at, strength))));
  };
  const rest = cp - 1 >= 2 ? markers.slice(1, 1 + limit) : [];
  let best: NapalmStrikeAction | null = null;
  let bestValue = ordinary(markers.slice(0, limit));
  for (const action of actions) {
    const at = hexIndex(board, action.hex);
    const value = strikeValue(state, side, at, 'napalm') + ordinary(rest, at);
    if (value > bestValue) {
      best = action;
      bestValue = value;
    }
  }
  return best;
}
