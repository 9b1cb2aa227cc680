// Rules 5.0, 5.2, 5.4.
/**
 * Command points (5.0): reset to the turn record track in each side's Command Point Phase, spent by actions. Every CP
 * cost of the engine and its modules goes through `cpOf` and `spendCp`: in a scenario without a CP system
 * (`ruleset.commandPoints: false`) a side's CP are unlimited, nothing is spent and no CP event is logged.
 */
import type { Board } from '../core/board';
import type { GameEvent } from '../core/events';
import { ruleError, type RuleError } from '../core/errors';
import type { GameState } from '../core/state';
import { turnRecord, withParts } from '../core/state';

/** The scenario keeps command points (5.0); false when its rules say it has no CP system. */
export function usesCp(board: Board): boolean {
  return board.ruleset.commandPoints !== false;
}

/** CP the turn record track gives a side this turn (5.2); a side the track does not list gets 0. */
export function trackCp(state: GameState, sideId: string): number {
  const cp = turnRecord(state)?.cp ?? {};
  return Object.hasOwn(cp, sideId) ? Math.max(0, cp[sideId]) : 0;
}

/** 5.2 and 5.5: the side's CP become the track value; whatever was left is lost, never saved. Nothing without CP. */
export function resetCp(state: GameState, sideId: string): { state: GameState; events: GameEvent[] } {
  if (!usesCp(state.board)) return { state, events: [] };
  const before = Object.hasOwn(state.cp, sideId) ? state.cp[sideId] : 0;
  const cp = trackCp(state, sideId);
  return {
    state: withParts(state, { cp: { ...state.cp, [sideId]: cp } }),
    events: [{ type: 'cp-reset', side: sideId, lost: before, cp, rule: '5.2' }],
  };
}

/** The side's CP in hand; unlimited (Infinity) in a scenario without CP. */
export function cpOf(state: GameState, sideId: string): number {
  if (!usesCp(state.board)) return Number.POSITIVE_INFINITY;
  return Object.hasOwn(state.cp, sideId) ? state.cp[sideId] : 0;
}

/** Spends CP or says why not: a side can never go below zero (5.4). Without CP it spends nothing and logs nothing. */
export function spendCp(
  state: GameState,
  sideId: string,
  amount: number,
  purpose: string,
  rule: string,
): { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: RuleError } {
  if (!usesCp(state.board)) return { ok: true, state, events: [] };
  const have = cpOf(state, sideId);
  if (have < amount) {
    return {
      ok: false,
      error: ruleError('not-enough-cp', `${purpose} costs ${amount} CP but ${sideId} has ${have} CP left; CP can never go below zero.`, '5.4'),
    };
  }
  const left = have - amount;
  return {
    ok: true,
    state: withParts(state, { cp: { ...state.cp, [sideId]: left } }),
    events: [{ type: 'cp-spent', side: sideId, amount, left, purpose, rule }],
  };
}
