/**
 * The greedy bot's Banzai charge (module `banzai`, OST 12, 13). It declares its one charge of the scenario, as the
 * first action of a Movement Phase, only as a last throw: in the last BANZAI_LATE_TURNS turns, when its side is
 * behind on VP as the position stands (21.2), and when at least BANZAI_MIN_NEAR units of the charge stand within
 * BANZAI_NEAR hexes of a known enemy unit. Of the charges legalActions lists (one per leader, with its whole chain of
 * command) it takes the one with the most units that near. Then the charge's rules bind it: each participant moves
 * to the closing hex (the ones the engine allows) nearest a target, and in the Ground Attack Phase a participant that
 * must attack makes the best attack listed for it, good odds or not (greedy-combat.ts).
 */
import { distance } from '../../hex';
import type { Action } from '../core/actions';
import type { DeclareBanzaiAction } from '../modules/pacific/pacific-actions';
import { hexAt, hexIndex } from '../core/board';
import { activeBanzai, banzaiActions, banzaiDestinations } from '../modules/banzai/banzai';
import { isHidden } from '../modules/hidden/hidden';
import { reachableHexes } from '../movement/reach';
import type { GameState } from '../core/state';
import { scoreVictory } from '../victory/victory';

export const BANZAI_LATE_TURNS = 3;
export const BANZAI_MIN_NEAR = 3;
export const BANZAI_NEAR = 3;

function lateInGame(state: GameState): boolean {
  return state.board.turns.filter((t) => t.index >= state.turn).length <= BANZAI_LATE_TURNS;
}

function behind(state: GameState, side: string): boolean {
  const totals = scoreVictory(state).totals;
  const own = totals[side] ?? 0;
  return Object.entries(totals).some(([id, vp]) => id !== side && vp > own);
}

export function banzaiDeclaration(state: GameState, side: string): DeclareBanzaiAction | null {
  const { board } = state;
  if (!board.ruleset.modules.banzai || state.phase !== 'movement' || activeBanzai(state, side) || !lateInGame(state)) return null;
  const charges = banzaiActions(state);
  if (charges.length === 0 || !behind(state, side)) return null;
  const enemies = board.unitIds.flatMap((id) => {
    const hex = state.units[id].hex;
    return hex && board.units[id].sideId !== side && !isHidden(state, id) ? [hex] : [];
  });
  const near = (id: string) => {
    const hex = state.units[id].hex;
    return hex !== null && enemies.some((e) => distance(board.geom, hex, e) <= BANZAI_NEAR);
  };
  let best: DeclareBanzaiAction | null = null;
  let bestNear = BANZAI_MIN_NEAR - 1;
  for (const charge of charges) {
    const count = [charge.leaderId, ...charge.unitIds].filter(near).length;
    if (count > bestNear) {
      best = charge;
      bestNear = count;
    }
  }
  return best;
}

/**
 * A participant's move (the unit is in a charge, inBanzai): of the closing hexes the engine allows (OST 13.5), the
 * one nearest a target by the distance field, then the lower hex index; null when it cannot close (it then stays).
 */
export function banzaiMove(state: GameState, unitId: string, field: Int32Array): Action | null {
  const { board } = state;
  let best = -1;
  let bestScore = Infinity;
  for (const entry of banzaiDestinations(state, unitId, reachableHexes(state, unitId)).values()) {
    const to = entry.path[entry.path.length - 1];
    const at = hexIndex(board, to);
    const score = field[at] < 0 ? Infinity : field[at];
    if (best < 0 || score < bestScore || (score === bestScore && at < best)) {
      best = at;
      bestScore = score;
    }
  }
  return best < 0 ? null : { type: 'moveTo', unitId, to: hexAt(board, best) };
}
