/**
 * Checker rules for transport (carriers and units set up aboard) and for long step chains (issue 14, items 12 and 13).
 * The set-up errors are the ones the engine refuses at the start (modules/transport startAboard), said earlier and
 * with the record to fix.
 */
import { sizePoints } from '../engine/core/units';
import { CARRIER_MEASURE_NAMES } from '../model/transport';
import type { UnitType } from '../model/records';
import { defaultStacking } from '../ruleset';
import type { PlayRuleContext } from './play-rules';

type Path = (string | number)[];

const typeName = (type: UnitType) => type.name || type.id;
const lower = (s: string) => s.trim().toLowerCase();

/** Carrier unit types: classes that no unit type has, a capacity too small for any of them. */
export function carrierRules(c: PlayRuleContext): void {
  const { doc } = c;
  const stacking = doc.ruleset.stacking ?? defaultStacking();
  const classes = new Set(doc.unitTypes.map((t) => lower(t.unitClass)));
  doc.unitTypes.forEach((type, i) => {
    const carrier = type.carrier;
    if (!carrier) return;
    const at: Path = ['unitTypes', i, 'carrier'];
    carrier.classes.forEach((cls, k) => {
      if (!classes.has(lower(cls))) c.add('warning', 'carrier-class-unknown', [...at, 'classes', k], `carrier ${typeName(type)} carries "${cls}", a class no unit type of the scenario has`);
    });
    const carried = doc.unitTypes.filter((t) => t !== type && carrier.classes.some((cls) => lower(cls) === lower(t.unitClass)));
    if (carrier.measure === 'points' && carried.length > 0 && carried.every((t) => sizePoints(stacking, t.size) > carrier.capacity))
      c.add('warning', 'carrier-too-small', [...at, 'capacity'], `carrier ${typeName(type)} takes ${carrier.capacity} stacking points, less than any unit it may carry counts`);
  });
}

/** Units set up aboard: the carrier is a unit of the same side that sets up on the map, takes the unit's class and has room. */
export function aboardRules(c: PlayRuleContext): void {
  const { doc } = c;
  const stacking = doc.ruleset.stacking ?? defaultStacking();
  const units = new Map(doc.units.map((u) => [u.id, u]));
  const types = new Map(doc.unitTypes.map((t) => [t.id, t]));
  const sideOf = new Map(doc.contingents.map((k) => [k.id, k.sideId]));
  const load = new Map<string, number>();
  doc.units.forEach((unit, i) => {
    if (unit.aboard === undefined) return;
    const at: Path = ['units', i, 'aboard'];
    const name = unit.designation || unit.id;
    const carrierUnit = units.get(unit.aboard);
    const carrierType = carrierUnit ? types.get(carrierUnit.typeId) : undefined;
    const type = types.get(unit.typeId);
    if (!carrierUnit) return c.add('error', 'aboard-unknown', at, `${name} is set up aboard a unit that is not in the scenario`);
    const carrierName = carrierUnit.designation || carrierUnit.id;
    if (carrierUnit.id === unit.id) return c.add('error', 'aboard-self', at, `${name} is set up aboard itself`);
    if (!carrierType?.carrier) return c.add('error', 'aboard-not-carrier', at, `${name} is set up aboard ${carrierName}, whose unit type carries nothing`);
    if (!type) return;
    const carrier = carrierType.carrier;
    if (sideOf.get(unit.contingentId) !== sideOf.get(carrierUnit.contingentId)) return c.add('error', 'aboard-other-side', at, `${name} is set up aboard ${carrierName}, a unit of the other side`);
    if (carrierUnit.aboard !== undefined) return c.add('error', 'aboard-carried-carrier', at, `${name} is set up aboard ${carrierName}, which is itself set up aboard another carrier`);
    if (!carrier.classes.some((cls) => lower(cls) === lower(type.unitClass)))
      return c.add('error', 'aboard-wrong-class', at, `${name} (${type.unitClass || 'no class'}) is set up aboard ${carrierName}, which carries ${carrier.classes.join(', ')}`);
    if (carrierUnit.setup.kind !== 'area')
      return c.add('error', 'aboard-carrier-off-map', at, `${name} is set up aboard ${carrierName}, which is not placed on the map at the start`);
    const used = (load.get(carrierUnit.id) ?? 0) + (carrier.measure === 'units' ? 1 : sizePoints(stacking, type.size));
    load.set(carrierUnit.id, used);
    if (used > carrier.capacity)
      c.add('error', 'aboard-over-capacity', at, `${name} does not fit aboard ${carrierName}: it would carry ${used} ${CARRIER_MEASURE_NAMES[carrier.measure]}, and takes ${carrier.capacity}`);
  });
}

/** Long step chains: the step-losses flag on a counter without a chain, and steps that get stronger as the unit loses them. */
export function stepChainRules(c: PlayRuleContext): void {
  c.doc.unitTypes.forEach((type, i) => {
    const at: Path = ['unitTypes', i];
    if (type.stepModel !== 'chain' && type.flags.some((f) => lower(f) === 'step-losses'))
      c.add('warning', 'counter-step-losses-no-chain', [...at, 'flags'], `unit type ${typeName(type)} loses steps one at a time, but it is a two-sided counter: make it a chain of steps`);
    if (type.stepModel !== 'chain') return;
    type.steps.forEach((step, k) => {
      const above = type.steps[k - 1];
      if (!above) return;
      const rises = (['combat', 'range', 'ma'] as const).filter((key) => step[key] > above[key]);
      if (rises.length > 0)
        c.add('warning', 'counter-step-stronger', [...at, 'steps', k], `unit type ${typeName(type)}: step ${k + 1} (${step.label || 'no label'}) has more ${rises.map((r) => (r === 'ma' ? 'movement' : r)).join(' and ')} than step ${k}, though it comes after a loss`);
    });
  });
}
