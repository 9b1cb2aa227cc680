/** A bundled scenario with an arrival order, for the arrival-orders tests (test-only; never imported by the engine). */
import type { ScenarioDocument } from '../../model';

/** Taremo Ridge (given) with the United States' later landings (turns 2 and 4) in an arrival order instead: 2 units on turn 2, the rest on turn 4. */
export function taremoWithOrder(taremo: ScenarioDocument, mode: 'written' | 'rolled' = 'written'): ScenarioDocument {
  const later = taremo.arrivals.filter((a) => a.turn > 1);
  const contingents = later.flatMap((a) => (a.units.kind === 'contingents' ? a.units.contingentIds : []));
  const unitIds = taremo.units.filter((u) => contingents.includes(u.contingentId)).map((u) => u.id);
  return {
    ...taremo,
    arrivals: taremo.arrivals.filter((a) => a.turn === 1),
    sides: taremo.sides.map((s) => (s.id === 'us' ? { ...s, arrivalOrder: { mode, groups: 'unit', unitIds, schedule: [{ turn: 2, count: 2 }, { turn: 4, count: unitIds.length - 2 }], entry: later[0].entry } } : s)),
  };
}
