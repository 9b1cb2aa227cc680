// Rules 16.1 (a scenario's arrival order at unit level).
/** Arrival orders as a rule module: sealed before play, held to in each Reinforcement Phase, revealed at the end. */
import type { RuleModule } from '../../core/rule-module';
import {
  ARRIVAL_ORDER_RULE,
  applyArrivalOrderAction,
  arrivalOrderEntryFault,
  arrivalOrderPhaseStart,
  arrivalOrdersOwed,
  revealArrivalOrders,
  startArrivalOrders,
} from './arrival-orders';

export const arrivalOrdersModule: RuleModule = {
  id: 'arrival-orders',
  rules: ARRIVAL_ORDER_RULE,
  slice: 'arrivalOrders',
  // Sealing is listed before play only, by the beforePlay hook; once play has begun there is nothing to list.
  actions: { types: ['sealArrivalOrder'], legal: () => [], apply: applyArrivalOrderAction },
  events: ['arrival-order-sealed', 'arrival-order-due', 'arrival-order-revealed'],
  hooks: {
    start: startArrivalOrders,
    beforePlay: arrivalOrdersOwed,
    gameEnds: revealArrivalOrders,
    phaseStart: arrivalOrderPhaseStart,
    entryFault: arrivalOrderEntryFault,
  },
};
