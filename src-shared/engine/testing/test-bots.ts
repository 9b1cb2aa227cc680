/** Bot wrappers for the bot tests (test-only; never imported by the engine). */
import type { Action } from '../core/actions';
import { apply } from '../core/apply';
import { canonicalJson } from '../core/hash';
import { legalActions } from '../core/legal';
import type { GameState } from '../core/state';
import type { Bot } from '../bots/bot';

export type Audit = { listed: number; acceptedUnlisted: Map<Action['type'], number> };

/**
 * The bot, with every action it returns checked against the engine before it is played: it must be one that
 * legalActions lists, or one that apply accepts (the greedy bot's drop-zone picks, which the list only samples).
 */
export function auditedBot(bot: Bot, audit: Audit): Bot {
  return {
    name: bot.name,
    next(state: GameState, side: string): Action {
      const action = bot.next(state, side);
      const text = canonicalJson(action);
      if (legalActions(state).some((a) => canonicalJson(a) === text)) audit.listed++;
      else if (apply(state, action).ok) audit.acceptedUnlisted.set(action.type, (audit.acceptedUnlisted.get(action.type) ?? 0) + 1);
      else throw new Error(`${bot.name} bot returned an action the engine refuses: ${text}`);
      return action;
    },
  };
}

export const newAudit = (): Audit => ({ listed: 0, acceptedUnlisted: new Map() });
