import type { GameEvent } from './events';
import { ruleError, type RuleError, type RuleErrorCode } from './errors';
import type { GameState } from './state';

export type ApplyResult =
  | { readonly ok: true; readonly state: GameState; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly error: RuleError };

export function accept(state: GameState, events: readonly GameEvent[]): ApplyResult {
  return { ok: true, state, events };
}

export function refuse(code: RuleErrorCode, message: string, rule?: string): ApplyResult {
  return { ok: false, error: ruleError(code, message, rule) };
}

export function refusal(error: RuleError): ApplyResult {
  return { ok: false, error };
}
