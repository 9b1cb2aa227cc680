/**
 * Random engineering parts for the property tests (test-only; never imported by the engine): refinery hexes, air
 * supply markers, technical troops and flamethrowers, and the special-rule modules. Drawn after everything else, so
 * the rest of every random setup is as before.
 */
import { hexsideKey, type HexDirection } from '../../hex';
import type { HexRef } from '../../model';
import type { Action } from '../core/actions';
import type { GameSetup } from '../scenario/setup-types';
import { SPECIAL_RULE_MODULES } from '../scenario/special-rules';
import { FLAMETHROWER, TECH_TROOPS } from './test-engineering';
import type { BotDice as Dice } from '../bots/bot';

type Parts = Pick<GameSetup, 'hexes' | 'hexsides' | 'sides' | 'unitTypes' | 'units' | 'specialRules' | 'features' | 'turns'>;

const WORK_SITES = ['river', 'stream', 'demolished-bridge', 'bridge'];

export function randomEngineeringParts(d: Dice, setup: Parts & Pick<GameSetup, 'map' | 'placements'>): Parts {
  const { cols, rows } = setup.map;
  const geom = { orientation: setup.map.orientation, stagger: setup.map.stagger };
  const refineries = Array.from({ length: d.int(4) }, () => ({ col: d.int(cols), row: d.int(rows), terrain: 'refinery' }));
  const typeOf = new Map(setup.units.map((u) => [u.id, u.typeId]));
  const hexsides = new Map(setup.hexsides.map((h) => [h.id, h]));
  // Some placed units become engineers with a river, stream or bridge beside them, or technical troops on a burnt refinery.
  const burnt: HexRef[] = [];
  for (const p of setup.placements) {
    if (d.chance(25)) {
      typeOf.set(p.unitId, 'sapper');
      const id = hexsideKey(geom, p.hex, d.int(6) as HexDirection);
      if (!id.includes('-')) hexsides.set(id, { id, type: d.pick(WORK_SITES) });
    } else if (d.chance(20)) {
      typeOf.set(p.unitId, TECH_TROOPS.id);
      refineries.push({ col: p.hex.col, row: p.hex.row, terrain: 'refinery' });
      burnt.push(p.hex);
    } else if (d.chance(8)) typeOf.set(p.unitId, FLAMETHROWER.id);
    // Units standing in refineries draw fire there (23.3).
    if (d.chance(20)) refineries.push({ col: p.hex.col, row: p.hex.row, terrain: 'refinery' });
  }
  const taken = new Set(refineries.map((h) => `${h.col},${h.row}`));
  const hexes = [...setup.hexes.filter((h) => !taken.has(`${h.col},${h.row}`)), ...refineries];
  // River boats come from dice of their own (modules/test-random-river-boats.ts).
  const specialRules = Object.values(SPECIAL_RULE_MODULES)
    .filter((module) => module !== SPECIAL_RULE_MODULES.riverBoats)
    // Morale too (test-random-morale.ts).
    .filter((module) => module !== SPECIAL_RULE_MODULES.morale)
    .filter(() => d.chance(70))
    .map((module) => ({ id: module, module, ...(module === SPECIAL_RULE_MODULES.bridgeBuilding ? { params: { markers: 1 + d.int(2) } } : {}) }));
  // Some refineries start demolished, so the technical troops have work (23.3).
  const burntFeatures = [...burnt, ...refineries.filter(() => d.chance(30))].map((h, i) => ({ id: `burnt${i}`, type: 'objective' as const, hex: { col: h.col, row: h.row }, props: { demolished: true } }));
  const sides = setup.sides.map((s) => (s.role === 'airborne' ? { ...s, airSupply: 1 + d.int(3) } : s));
  // Engineering costs CP: every turn gets a little more.
  const turns = setup.turns.map((t) => ({ ...t, cp: Object.fromEntries(Object.entries(t.cp).map(([side, cp]) => [side, cp + 1 + d.int(3)])) }));
  return {
    hexes,
    hexsides: [...hexsides.values()],
    sides,
    unitTypes: [...setup.unitTypes, TECH_TROOPS, FLAMETHROWER],
    units: setup.units.map((u) => ({ ...u, typeId: typeOf.get(u.id) ?? u.typeId })),
    specialRules,
    features: [...(setup.features ?? []), ...burntFeatures],
    turns,
  };
}

/** A junk engineering action (often illegal): random units, hexes, hexside keys and targets. */
export function junkEngineeringAction(d: Dice, setup: GameSetup): Action {
  const unitId = d.chance(10) ? 'no-such-unit' : d.pick(setup.units).id;
  const hex = (): HexRef => ({ col: d.int(setup.map.cols + 2) - 1, row: d.int(setup.map.rows + 2) - 1 });
  const hexside = () => (d.chance(10) ? 'not-a-hexside' : `${d.int(setup.map.cols + 1) - 1},${d.int(setup.map.rows + 1) - 1}:${d.int(4)}`);
  switch (d.int(7)) {
    case 0:
      return { type: 'demolish', unitId, target: d.chance(50) ? { hex: hex() } : { hexside: hexside() } };
    case 1:
      return { type: 'buildRoadblock', unitId };
    case 2:
      return { type: 'repairBridge', unitId, hexside: hexside() };
    case 3:
      return { type: 'buildBridge', unitId, hexside: hexside() };
    case 4:
      return { type: 'dropSupplies', hex: hex() };
    case 5:
      return { type: 'useAirSupply', hex: hex() };
    default:
      return { type: 'repairRefinery', unitId };
  }
}
