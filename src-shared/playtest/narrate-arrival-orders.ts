/** Narration of arrival orders at unit level (engine/modules/arrival-orders) (narrate.ts). */
import type { ArrivalOrderEvent } from '../engine';
import type { Names } from './names';
import { unreachable, type Told } from './narrate-play';
import { listOf, plural } from './narration';

/** An item of an arrival order: a unit, or a contingent when the order counts contingents. */
export function orderItemName(names: Names, id: string): string {
  return Object.hasOwn(names.board.units, id) ? names.unit(id) : names.contingent(id);
}

export function narrateArrivalOrder(e: ArrivalOrderEvent, names: Names): Told {
  switch (e.type) {
    case 'arrival-order-sealed':
      return {
        // Nothing of the order itself: the other side reads this line too.
        text: `${names.side(e.side)} seal their arrival order of ${plural(e.items, 'item')}${e.mode === 'rolled' ? ', drawn by the dice' : ''}`,
        kind: 'reinforcements',
        side: e.side,
        hexes: [],
        details: [`digest ${e.digest}`],
        rule: e.rule,
      };
    case 'arrival-order-due': {
      const places = e.from === e.to ? `place ${e.from}` : `places ${e.from}–${e.to}`;
      const what = e.items.length === 0 ? 'nothing is left to arrive' : `${listOf(e.items.map((i) => orderItemName(names, i)))} (${places} of the sealed order)`;
      return { text: `Turn ${e.turn}: ${names.side(e.side)} arrival order brings ${e.count}: ${what}`, kind: 'reinforcements', side: e.side, hexes: [], details: [], rule: e.rule };
    }
    case 'arrival-order-revealed': {
      const arrived = e.arrived.map((a) => `${orderItemName(names, a.item)} ${a.turn === null ? 'never arrived' : `turn ${a.turn}`}`);
      return {
        text: `${names.side(e.side)} arrival order revealed: ${listOf(e.order.map((i) => orderItemName(names, i)))}`,
        kind: 'reinforcements',
        side: e.side,
        hexes: [],
        details: [`digest ${e.digest}`, `Arrived: ${arrived.join(', ')}`],
        rule: e.rule,
      };
    }
    default:
      return unreachable(e);
  }
}
