import { describe, expect, it } from 'vitest';
import type { ScenarioDocument } from '../model';
import { checkScenario } from './checker';
import { clean, only, unit, westEdge } from './test-checker-fixture';

describe('checkScenario: arrival orders at unit level', () => {
  /** The clean scenario with three more reinforcements of side 1 in an arrival order: one on turn 1, two on turn 2. */
  function ordered(): ScenarioDocument {
    const doc = clean();
    doc.units.push(...['r-1', 'r-2', 'r-3'].map((id) => unit(id, { setup: { kind: 'reinforcement' } })));
    const i = doc.sides.findIndex((s) => s.id === 'side-1');
    doc.sides[i] = { ...doc.sides[i], arrivalOrder: { mode: 'written', groups: 'unit', unitIds: ['r-1', 'r-2', 'r-3'], schedule: [{ turn: 1, count: 1 }, { turn: 2, count: 2 }], entry: westEdge } };
    return doc;
  }
  const side1 = (doc: ScenarioDocument) => doc.sides.findIndex((s) => s.id === 'side-1');
  const order = (doc: ScenarioDocument) => {
    const o = doc.sides[side1(doc)].arrivalOrder;
    if (!o) throw new Error('no order');
    return o;
  };

  it('finds nothing wrong with a clean arrival order, and counts its units as arriving', () => {
    expect(checkScenario(ordered())).toEqual([]);
  });

  it('arrival-order-unit-unknown: the pool names a unit that is not in the scenario', () => {
    const doc = ordered();
    order(doc).unitIds[1] = 'r-gone';
    expect(only(doc, 'arrival-order-unit-unknown')).toEqual([
      { severity: 'error', rule: 'arrival-order-unit-unknown', message: "Attacker's arrival order lists a unit that is not in the scenario (r-gone)", path: `$.sides[${side1(doc)}].arrivalOrder.unitIds[1]` },
    ]);
  });

  it('arrival-order-unit-other-side: the pool names a unit of the other side', () => {
    const doc = ordered();
    order(doc).unitIds[0] = 'd-1';
    doc.units[3].setup = { kind: 'reinforcement' };
    expect(only(doc, 'arrival-order-unit-other-side').map((p) => p.path)).toEqual([`$.sides[${side1(doc)}].arrivalOrder.unitIds[0]`]);
  });

  it('arrival-order-unit-set-up: a unit of the pool is set up on the map', () => {
    const doc = ordered();
    order(doc).unitIds[2] = 'u-1';
    expect(only(doc, 'arrival-order-unit-set-up')[0].message).toBe("unit u-1 arrives by Attacker's arrival order, so it must be a reinforcement, not set up on the map");
  });

  it('arrival-order-unit-also-arrives: a scheduled arrival or a table also brings a unit of the pool', () => {
    const doc = ordered();
    order(doc).unitIds.push('u-2', 'u-3');
    order(doc).schedule[1].count = 4;
    expect(only(doc, 'arrival-order-unit-also-arrives').map((p) => p.message)).toEqual([
      "unit u-2 arrives by Attacker's arrival order; the scheduled arrival on turn 2 may not bring it too",
      `unit u-3 arrives by Attacker's arrival order; the table "${doc.dieTables[0].name}" may not bring it too`,
    ]);
  });

  it('arrival-order-schedule-too-many and -too-few: the schedule against the size of the pool (units or contingents)', () => {
    const doc = ordered();
    order(doc).schedule[1].count = 3;
    expect(only(doc, 'arrival-order-schedule-too-many')[0].message).toBe("Attacker's arrival order schedules 4 arrivals, but its pool holds only 3 units");
    order(doc).schedule[1].count = 1;
    expect(only(doc, 'arrival-order-schedule-too-few')[0]).toMatchObject({ severity: 'warning', message: "Attacker's arrival order schedules 2 arrivals for 3 units: the last 1 in the order never arrive" });
    order(doc).groups = 'contingent';
    expect(only(doc, 'arrival-order-schedule-too-many')[0].message).toBe("Attacker's arrival order schedules 2 arrivals, but its pool holds only 1 contingents");
  });

  it('arrival-order-turn-off-track and -turn-twice: the schedule names turns of the track, once each', () => {
    const doc = ordered();
    order(doc).schedule = [{ turn: 5, count: 1 }, { turn: 1, count: 1 }, { turn: 1, count: 1 }];
    expect(only(doc, 'arrival-order-turn-off-track').map((p) => p.path)).toEqual([`$.sides[${side1(doc)}].arrivalOrder.schedule[0].turn`]);
    expect(only(doc, 'arrival-order-turn-twice').map((p) => p.path)).toEqual([`$.sides[${side1(doc)}].arrivalOrder.schedule[2].turn`]);
  });
});
