/**
 * River boats for the random property games (test-only; never imported by the engine): in some games one placed unit
 * becomes a river boat, a river is laid from its hex (river hexsides, now and then all-river hexes), and most of those
 * games switch the 'river-boats' module on (23.3). Drawn from dice of their own, after everything else, so the rest of
 * every random setup is as before.
 */
import { seedRng } from '../../dice';
import { hexsideKey, neighbour, type HexDirection, type HexGridGeometry } from '../../hex';
import type { HexRef, UnitType } from '../../model';
import { BotDice as Dice } from '../bots/bot';
import type { GameSetup } from '../scenario/setup-types';
import { SPECIAL_RULE_MODULES } from '../scenario/special-rules';
import { unitType } from './test-fixtures';

/** Palembang's patrol boat (2-2-6) and one that may pursue. */
export const RIVER_BOAT_TYPES: UnitType[] = [
  { ...unitType('patrol-boat', 'foot', 'platoon', [6, 3], [], [2, 1], [2, 1]), unitClass: 'river boat' },
  { ...unitType('gunboat', 'foot', 'platoon', [6, 3], ['pursuit'], [3, 1], [2, 1]), unitClass: 'river boat' },
];

const SHARE = 40;

export function withRiverBoats(seed: number, setup: GameSetup): GameSetup {
  const d = new Dice(seedRng(`river-boats-${seed}`));
  if (!d.chance(SHARE) || setup.placements.length === 0) return setup;
  const { cols, rows } = setup.map;
  const geom: HexGridGeometry = { orientation: setup.map.orientation, stagger: setup.map.stagger };
  const inside = (h: HexRef) => h.col >= 0 && h.row >= 0 && h.col < cols && h.row < rows;
  const boats = [d.pick(setup.placements)];
  if (d.chance(30)) boats.push(d.pick(setup.placements));
  const typeOf = new Map(boats.map((p) => [p.unitId, d.pick(RIVER_BOAT_TYPES).id]));
  const occupied = new Set(setup.placements.map((p) => `${p.hex.col},${p.hex.row}`));
  const hexsides = new Map(setup.hexsides.map((h) => [h.id, h]));
  const allRiver = new Map<string, HexRef>();
  for (const { hex } of boats) {
    // A river walk from the boat's hex: two river hexsides of each hex, then on along the bank.
    let at = hex;
    let dir = d.int(6);
    for (let k = 0; k < 6 && !inside(neighbour(geom, hex, dir as HexDirection)); k++) dir = (dir + 1) % 6;
    for (let len = 3 + d.int(8); len > 0; len--) {
      for (const side of [dir, (dir + 1) % 6]) {
        const across = neighbour(geom, at, side as HexDirection);
        if (inside(across)) hexsides.set(hexsideKey(geom, at, side as HexDirection), { id: hexsideKey(geom, at, side as HexDirection), type: 'river' });
      }
      if (d.chance(25)) dir = (dir + 5 + d.int(3)) % 6;
      const next = neighbour(geom, at, ((dir + 2) % 6) as HexDirection);
      if (!inside(next)) break;
      at = next;
      // Empty hexes on the way may be all-river (never a hex a unit is placed in: ground units may not stand there).
      if (d.chance(20) && !occupied.has(`${at.col},${at.row}`)) allRiver.set(`${at.col},${at.row}`, at);
    }
  }
  const hexes = [...setup.hexes.filter((h) => !allRiver.has(`${h.col},${h.row}`)), ...[...allRiver.values()].map((h) => ({ col: h.col, row: h.row, terrain: 'all-river' }))];
  const on = d.chance(75);
  const params = d.chance(30) ? { allRiverMp: 1 + d.int(2) } : undefined;
  const rule = { id: 'river-boats', module: SPECIAL_RULE_MODULES.riverBoats, ...(params ? { params } : {}) };
  return {
    ...setup,
    hexes,
    hexsides: [...hexsides.values()],
    unitTypes: [...setup.unitTypes, ...RIVER_BOAT_TYPES],
    units: setup.units.map((u) => (typeOf.has(u.id) ? { ...u, typeId: typeOf.get(u.id) as string } : u)),
    specialRules: [...(setup.specialRules ?? []), ...(on ? [rule] : [])],
  };
}
