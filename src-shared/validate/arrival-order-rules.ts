/**
 * Checker rules of arrival orders at unit level (`Side.arrivalOrder`): the pool names units of the side that are not set
 * up and that nothing else brings in, and the schedule fits the pool and the turn track.
 */
import { arrivalOrderItems } from '../model/arrival-orders';
import type { ScenarioDocument } from '../model/document';
import { unitsSelectedBy } from '../scenario/unit-coverage';
import { tableEffects } from '../scenario/table-rows';
import type { PlayRuleContext } from './play-rules';

export function arrivalOrderRules(c: PlayRuleContext): void {
  const { doc } = c;
  const unitById = new Map(doc.units.map((u) => [u.id, u]));
  const broughtBy = otherArrivals(doc);
  const turns = new Set(doc.turns.map((t) => t.index));
  doc.sides.forEach((side, s) => {
    const order = side.arrivalOrder;
    if (!order) return;
    const at = ['sides', s, 'arrivalOrder'];
    const whose = `${side.name}'s arrival order`;
    order.unitIds.forEach((id, j) => {
      const unit = unitById.get(id);
      const path = [...at, 'unitIds', j];
      if (!unit) return c.add('error', 'arrival-order-unit-unknown', path, `${whose} lists a unit that is not in the scenario (${id})`);
      const name = unit.designation || unit.id;
      const sideOf = doc.contingents.find((x) => x.id === unit.contingentId)?.sideId;
      if (sideOf !== undefined && sideOf !== side.id) c.add('error', 'arrival-order-unit-other-side', path, `${whose} lists unit ${name}, which belongs to ${doc.sides.find((x) => x.id === sideOf)?.name ?? 'another side'}`);
      if (unit.setup.kind !== 'reinforcement') c.add('error', 'arrival-order-unit-set-up', path, `unit ${name} arrives by ${whose}, so it must be a reinforcement, not set up on the map`);
      const other = broughtBy.get(id);
      if (other) c.add('error', 'arrival-order-unit-also-arrives', path, `unit ${name} arrives by ${whose}; ${other} may not bring it too`);
    });
    if (new Set(order.unitIds).size !== order.unitIds.length) c.add('warning', 'arrival-order-unit-twice', [...at, 'unitIds'], `${whose} lists a unit twice`);
    const items = arrivalOrderItems(order, (id) => unitById.get(id)?.contingentId).length;
    const scheduled = order.schedule.reduce((n, slot) => n + slot.count, 0);
    const what = order.groups === 'unit' ? 'units' : 'contingents';
    if (scheduled > items) c.add('error', 'arrival-order-schedule-too-many', [...at, 'schedule'], `${whose} schedules ${scheduled} arrivals, but its pool holds only ${items} ${what}`);
    else if (scheduled < items) c.add('warning', 'arrival-order-schedule-too-few', [...at, 'schedule'], `${whose} schedules ${scheduled} arrivals for ${items} ${what}: the last ${items - scheduled} in the order never arrive`);
    const seen = new Set<number>();
    order.schedule.forEach((slot, k) => {
      if (turns.size > 0 && !turns.has(slot.turn)) c.add('error', 'arrival-order-turn-off-track', [...at, 'schedule', k, 'turn'], `${whose} schedules arrivals on turn ${slot.turn}, which is not on the turn track`);
      if (seen.has(slot.turn)) c.add('error', 'arrival-order-turn-twice', [...at, 'schedule', k, 'turn'], `${whose} lists turn ${slot.turn} twice in its schedule; give one count per turn`);
      seen.add(slot.turn);
    });
  });
}

/** Unit id -> what else brings it in (a scheduled arrival, a table result), in words. */
function otherArrivals(doc: ScenarioDocument): Map<string, string> {
  const out = new Map<string, string>();
  for (const a of doc.arrivals) for (const u of unitsSelectedBy(a.units, doc.units)) if (!out.has(u.id)) out.set(u.id, `the scheduled arrival on turn ${a.turn}`);
  for (const table of doc.dieTables)
    for (const { effect } of tableEffects(table)) if (effect.kind === 'deploy') for (const u of unitsSelectedBy(effect.units, doc.units)) if (!out.has(u.id)) out.set(u.id, `the table "${table.name}"`);
  return out;
}
