import { describe, expect, it } from 'vitest';
import '../engine/testing/test-guards';
import { bundledScenario } from '../../tests/support/bundled-scenarios';
import { apply, type GameState } from '../engine';
import { prepareScenario, scenarioGame } from '../engine/bots';
import { taremoWithOrder } from '../engine/testing/test-arrival-orders';
import { endSummary } from './end-summary';
import { offMapDisplay } from './off-map';
import { Timeline } from './timeline';

describe('offMapDisplay with an arrival order', () => {
  const played = scenarioGame(prepareScenario(taremoWithOrder(bundledScenario('taremo'))), { seed: 3, bots: 'greedy' });
  const timeline = new Timeline(played.session.setup, played.session.seed, played.session.actions);

  it('shows how many of the units not yet arrived come on each turn of the schedule, never which, whoever sealed what', () => {
    const sealed = timeline.stateAt(1);
    const d = offMapDisplay(sealed, 'us');
    const slots = d.due.filter((a) => a.note === 'by the sealed arrival order');
    expect(slots.map((a) => [a.turn, a.pick, a.unitIds.length])).toEqual([[2, '2', 8], [4, '6', 8]]);
    expect(d.offMap.filter((id) => slots[0].unitIds.includes(id))).toEqual([]);
    // Another order sealed instead: the display is the same.
    const start = timeline.stateAt(0);
    const order = start.arrivalOrders?.us;
    const reversed = apply(start, { type: 'sealArrivalOrder', side: 'us', order: [...(sealed.arrivalOrders?.us.order ?? [])].reverse() });
    if (!reversed.ok || !order) throw new Error('could not seal another order');
    expect(offMapDisplay(reversed.state, 'us').due).toEqual(d.due);
  });

  it('drops a slot once its turn has brought its units', () => {
    const index = timeline.events.findIndex((e) => e.event.type === 'arrival-order-due');
    const after: GameState = timeline.stateAt(timeline.events[index].actionIndex + 1);
    expect(offMapDisplay(after, 'us').due.filter((a) => a.note === 'by the sealed arrival order').map((a) => [a.turn, a.unitIds.length])).toEqual([[4, 6]]);
  });
});

describe('endSummary with an arrival order', () => {
  it('shows the sealed order as revealed at the end, with the turn each unit arrived', () => {
    const played = scenarioGame(prepareScenario(taremoWithOrder(bundledScenario('taremo'))), { seed: 3, bots: 'greedy' });
    const timeline = new Timeline(played.session.setup, played.session.seed, played.session.actions);
    const summary = endSummary(timeline.current, timeline.events.map((e) => e.event));
    expect(summary.arrivalOrders).toHaveLength(1);
    expect(summary.arrivalOrders[0]).toMatchObject({ side: 'us', order: timeline.current.arrivalOrders?.us.order });
    expect(summary.arrivalOrders[0].arrived.map((a) => a.turn)).toEqual([2, 2, 4, 4, 4, 4, 4, 4]);
  });
});
