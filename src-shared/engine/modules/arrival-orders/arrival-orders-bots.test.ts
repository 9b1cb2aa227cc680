import { describe, expect, it } from 'vitest';
import '../../testing/test-guards';
import type { ScenarioDocument } from '../../../model';
import { bundledScenario } from '../../../../tests/support/bundled-scenarios';
import { prepareScenario, scenarioGame } from '../../bots';
import { replay, stateHash } from '../../core/session';
import { itemUnits } from './arrival-orders';

/** Taremo Ridge with the United States' later landings (turns 2 and 4) put in an arrival order instead: 2 units on turn 2, the rest on turn 4. */
function taremoWithOrder(mode: 'written' | 'rolled'): ScenarioDocument {
  const doc = bundledScenario('taremo');
  const later = doc.arrivals.filter((a) => a.turn > 1);
  const contingents = later.flatMap((a) => (a.units.kind === 'contingents' ? a.units.contingentIds : []));
  const unitIds = doc.units.filter((u) => contingents.includes(u.contingentId)).map((u) => u.id);
  return {
    ...doc,
    arrivals: doc.arrivals.filter((a) => a.turn === 1),
    sides: doc.sides.map((s) => (s.id === 'us' ? { ...s, arrivalOrder: { mode, groups: 'unit', unitIds, schedule: [{ turn: 2, count: 2 }, { turn: 4, count: unitIds.length - 2 }], entry: later[0].entry } } : s)),
  };
}

describe('arrival orders with the bots', () => {
  it('arrival order: a scenario with one plays to its end with greedy and with random bots, holding the side to its order, and replays', () => {
    for (const mode of ['written', 'rolled'] as const) {
      const scenario = prepareScenario(taremoWithOrder(mode));
      for (const bots of ['greedy', 'random'] as const) {
        const played = scenarioGame(scenario, { seed: 3, bots });
        const end = played.state;
        expect(end.over, `${mode} ${bots}`).toBe(true);
        expect(played.session.actions[0]).toMatchObject({ type: 'sealArrivalOrder', side: 'us' });
        const order = end.arrivalOrders?.us;
        expect(order?.order?.length).toBe(8);
        // Turn 2 brought the first two of the order, turn 4 the rest: the order was held to.
        expect(order?.arrived.map((a) => a.turn)).toEqual([2, 2, 4, 4, 4, 4, 4, 4]);
        expect(order?.arrived.map((a) => a.item)).toEqual(order?.order);
        for (const id of (order?.order ?? []).flatMap((item) => itemUnits(end.board, 'us', item))) expect(end.units[id].hex !== null || end.units[id].eliminated || Object.hasOwn(end.pool ?? {}, id)).toBe(true);
        expect(stateHash(replay(played.session))).toBe(stateHash(end));
      }
    }
  });
});
