// Rules 16.1 (a scenario's arrival order at unit level).
/**
 * How the bots seal an arrival order: the greedy bot puts the strongest items first (the sum of their units' full
 * combat strength, ties by movement allowance, then in the scenario's order); the random bot shuffles the items with
 * its own seeded dice. In the rolled variant both let the game dice decide.
 */
import type { GameState } from '../../core/state';
import { itemUnits, orderItems, ordersMissing, scenarioOrder } from './arrival-orders';
import type { SealArrivalOrderAction } from './arrival-orders-types';

/** The side still has to seal its order. */
export function owesArrivalOrder(state: GameState, side: string): boolean {
  return ordersMissing(state).includes(side);
}

function sealWith(state: GameState, side: string, arrange: (items: string[]) => string[]): SealArrivalOrderAction | null {
  const order = scenarioOrder(state.board, side);
  if (!order || !owesArrivalOrder(state, side)) return null;
  if (order.mode === 'rolled') return { type: 'sealArrivalOrder', side };
  return { type: 'sealArrivalOrder', side, order: arrange(orderItems(state.board, side)) };
}

/** The greedy bot's order: strongest first. */
export function greedyArrivalOrder(state: GameState, side: string): SealArrivalOrderAction | null {
  return sealWith(state, side, (items) => {
    const worth = (item: string) => {
      const units = itemUnits(state.board, side, item).map((id) => state.board.units[id].type.steps[0]);
      return { combat: units.reduce((n, s) => n + (s?.combat ?? 0), 0), ma: units.reduce((n, s) => n + (s?.ma ?? 0), 0) };
    };
    const ranked = items.map((item, i) => ({ item, i, ...worth(item) }));
    return ranked.sort((a, b) => b.combat - a.combat || b.ma - a.ma || a.i - b.i).map((r) => r.item);
  });
}

/** The random bot's order: the items shuffled with its dice (`int(n)`: 0 .. n-1). */
export function randomArrivalOrder(state: GameState, side: string, int: (n: number) => number): SealArrivalOrderAction | null {
  return sealWith(state, side, (items) => {
    const left = [...items];
    const out: string[] = [];
    while (left.length > 0) out.push(...left.splice(int(left.length), 1));
    return out;
  });
}
