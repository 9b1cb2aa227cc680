// Rules 16.1 (a scenario's arrival order at unit level).
/** Arrival orders as a rule module: sealed before play, held to in each Reinforcement Phase, revealed at the end. */
import type { RuleModule } from '../../core/rule-module';
import {
  ARRIVAL_ORDER_RULE,
  applyArrivalOrderAction,
  arrivalOrderActions,
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
  actions: { types: ['sealArrivalOrder'], legal: arrivalOrderActions, apply: applyArrivalOrderAction },
  events: ['arrival-order-sealed', 'arrival-order-due', 'arrival-order-revealed'],
  hooks: {
    start: startArrivalOrders,
    beforePlay: arrivalOrdersOwed,
    gameEnds: revealArrivalOrders,
    phaseStart: arrivalOrderPhaseStart,
    entryFault: arrivalOrderEntryFault,
  },
};
