/**
 * The random bot: uniform among the acting side's legalActions, except that it ends the phase a quarter of the time
 * when it may, so games get through movement and finish (as the engine property tests play). Before play it seals its
 * arrival order shuffled with its own dice (modules/arrival-orders/arrival-orders-bots.ts).
 */
import type { Action } from '../core/actions';
import { legalActions } from '../core/legal';
import type { GameState } from '../core/state';
import { BotDice, type Bot } from './bot';
import { randomArrivalOrder } from '../modules/arrival-orders/arrival-orders-bots';

export const END_PHASE_PERCENT = 25;

export function randomBot(seed: string): Bot {
  const dice = new BotDice(seed);
  return {
    name: 'random',
    next(state: GameState, side: string): Action {
      const order = randomArrivalOrder(state, side, (n) => dice.int(n));
      if (order) return order;
      const legal = legalActions(state).filter((a) => (a.type !== 'submitArrivalPlan' && a.type !== 'sealArrivalOrder') || a.side === side);
      if (legal.length === 0) throw new Error(`random bot: no legal action for ${side}`);
      const end = legal.find((a) => a.type === 'endPhase');
      return end && dice.chance(END_PHASE_PERCENT) ? end : dice.pick(legal);
    },
  };
}
