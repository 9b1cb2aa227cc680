// Rules Atoll 12.
/** Transport as a rule module: load and unload actions, units set up aboard, and a hit carrier's passengers. */
import type { Action } from '../../core/actions';
import type { RuleModule } from '../../core/rule-module';
import type { TransportAction } from './events-transport';
import { mayHitCarriers, passengersRoll } from './passengers';
import { applyTransport, startAboard, transportActions } from './transport';

export const transportModule: RuleModule = {
  id: 'transport',
  rules: 'Atoll 12',
  events: ['unit-loaded', 'unit-unloaded', 'passenger-roll'],
  actions: {
    types: ['load', 'unload'],
    legal: transportActions,
    apply: (state, action: Action) => applyTransport(state, action as TransportAction),
  },
  hooks: {
    start: startAboard,
    aftermath: { after: mayHitCarriers, run: passengersRoll },
  },
};
