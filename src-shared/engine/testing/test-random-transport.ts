/**
 * Transport and long step chains for the random property games (test-only; never imported by the engine): in some
 * games a placed unit of each side becomes a carrier (its own type with a carrier's capacity: units or stacking points)
 * with up to two units of its side set up aboard, the ruleset may give a Passenger Table, and some units become squads
 * of twelve figures losing one at a time. Drawn from dice of their own, after everything else, so the other random
 * setups are exactly as before.
 */
import { seedRng } from '../../dice';
import type { UnitType } from '../../model';
import { PASSENGER_RESULTS } from '../../ruleset';
import type { Action } from '../core/actions';
import { BotDice as Dice } from '../bots/bot';
import type { GameSetup } from '../scenario/setup-types';
import { unitType } from './test-fixtures';

/** Share of random games with carriers, in percent. */
export const TRANSPORT_SHARE = 35;

/** A squad of twelve figures that loses one per loss (modules/step-chains). */
export const FIGURE_SQUAD: UnitType = {
  ...unitType('figures', 'foot', 'platoon', [4, 4], ['step-losses', 'pursuit']),
  stepModel: 'chain',
  steps: Array.from({ length: 12 }, (_, i) => ({ label: `${12 - i} figures`, combat: Math.max(1, Math.ceil((12 - i) / 3)), range: i < 6 ? 2 : 1, ma: i < 9 ? 4 : 3 })),
};

export function withTransport(seed: number, setup: GameSetup): GameSetup {
  const d = new Dice(seedRng(`transport-${seed}`));
  if (!d.chance(TRANSPORT_SHARE) || setup.placements.length === 0) return setup;
  const types = new Map(setup.unitTypes.map((t) => [t.id, t]));
  const sideOf = (contingentId: string) => (contingentId === 'ax' ? 'axis' : 'allies');
  const extraTypes: UnitType[] = [FIGURE_SQUAD];
  const carrierOf = new Map<string, string>();
  const aboard = new Map<string, string>();
  // Units that arrive by a sealed arrival order are reinforcements: none starts aboard.
  const ordered = new Set(setup.sides.flatMap((side) => side.arrivalOrder?.unitIds ?? []));
  for (const side of ['axis', 'allies']) {
    const placed = setup.placements.filter((p) => {
      const unit = setup.units.find((u) => u.id === p.unitId);
      return unit && sideOf(unit.contingentId) === side;
    });
    if (placed.length === 0 || !d.chance(80)) continue;
    const carrierUnit = setup.units.find((u) => u.id === d.pick(placed).unitId);
    const base = carrierUnit ? types.get(carrierUnit.typeId) : undefined;
    if (!carrierUnit || !base || base.carrier) continue;
    // The carrier keeps its unit's movement class, so it may stand where that unit was placed.
    const measure = d.pick(['units', 'points'] as const);
    const type: UnitType = {
      ...base,
      id: `${base.id}-carrier-${side}`,
      unitClass: 'vehicle',
      carrier: { capacity: measure === 'units' ? 1 + d.int(3) : 2 + d.int(5), measure, classes: ['infantry'], loadMp: d.int(3), unloadMp: d.int(3) },
    };
    extraTypes.push(type);
    carrierOf.set(carrierUnit.id, type.id);
    // Up to two units of the side set up aboard, as the carrier's capacity allows (one each in units; points: platoons).
    const room = type.carrier!.measure === 'units' ? type.carrier!.capacity : Math.floor(type.carrier!.capacity / 2);
    const candidates = setup.units.filter((u) => u.id !== carrierUnit.id && !ordered.has(u.id) && sideOf(u.contingentId) === side && types.get(u.typeId)?.unitClass === 'infantry' && types.get(u.typeId)?.size === 'platoon');
    for (let n = Math.min(room, d.int(3)); n > 0 && candidates.length > 0; n--) {
      const passenger = candidates.splice(d.int(candidates.length), 1)[0];
      aboard.set(passenger.id, carrierUnit.id);
    }
  }
  const figures = new Set(setup.units.filter((u) => !carrierOf.has(u.id) && !aboard.has(u.id) && d.chance(15)).map((u) => u.id));
  const table = d.chance(50) ? { source: 'random', rows: Array.from({ length: 6 }, (_, i) => ({ roll: i + 1, result: d.pick(PASSENGER_RESULTS) })) } : undefined;
  return {
    ...setup,
    ruleset: table ? { ...setup.ruleset, passengerTable: table } : setup.ruleset,
    unitTypes: [...setup.unitTypes, ...extraTypes],
    units: setup.units.map((u) => {
      const typeId = carrierOf.get(u.id) ?? (figures.has(u.id) ? FIGURE_SQUAD.id : u.typeId);
      const carrier = aboard.get(u.id);
      return { ...u, typeId, ...(carrier ? { aboard: carrier } : {}) };
    }),
  };
}

/** A load or unload that is often illegal: random units and carriers, some unknown. */
export function junkTransportAction(d: Dice, setup: GameSetup): Action {
  const unitId = d.chance(10) ? 'no-such-unit' : d.pick(setup.units).id;
  if (d.chance(50)) return { type: 'unload', unitId };
  return { type: 'load', unitId, carrierId: d.chance(10) ? 'no-such-unit' : d.pick(setup.units).id };
}
