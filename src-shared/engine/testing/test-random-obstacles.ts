/**
 * Obstacles with state and features with a life for the random property games (test-only; never imported by the
 * engine), Atoll 14.9 and 14.10: in some games barbed wire becomes an obstacle (wheeled units stopped, tracked ones
 * clearing it as they cross, engineers or any foot units clearing it by working next to it), minefields are laid next
 * to units, and command posts with a life stand under some of them. Drawn from dice of their own, after everything
 * else, so the rest of every random setup is as before.
 */
import { seedRng } from '../../dice';
import { hexsideKey, neighbour, type HexDirection, type HexGridGeometry } from '../../hex';
import type { HexRef } from '../../model';
import { featureFireRows, type FeatureRule, type Obstacle } from '../../ruleset';
import { BotDice as Dice } from '../bots/bot';
import type { GameSetup, SetupFeature } from '../scenario/setup-types';

const SHARE = 40;

const plain = (id: string, name: string): FeatureRule => ({
  id, name, source: 'random test', defence: 0, columnShift: 0, protects: 'all', vehiclesMayEnter: true, enterMp: 0, maxPerHex: 1,
  forbidden: { structure: false, water: [], terrain: [] },
});

function clearers(d: Dice): Obstacle['clearers'] {
  return d.chance(50) ? { count: 1 + d.int(2), flag: 'engineer' } : { count: 1 + d.int(3), classes: ['foot'] };
}

export function withObstacles(seed: number, setup: GameSetup): GameSetup {
  const d = new Dice(seedRng(`obstacles-${seed}`));
  if (!d.chance(SHARE) || setup.placements.length === 0) return setup;
  const { cols, rows } = setup.map;
  const geom: HexGridGeometry = { orientation: setup.map.orientation, stagger: setup.map.stagger };
  const inside = (h: HexRef) => h.col >= 0 && h.row >= 0 && h.col < cols && h.row < rows;
  const ruleset = { ...setup.ruleset };
  ruleset.hexsides = ruleset.hexsides.map((h) =>
    h.id === 'barbed-wire'
      ? { ...h, move: { ...h.move, wheeled: { prohibited: true as const } }, obstacle: { clearedByCrossing: ['tracked'], clearers: clearers(d), ...(d.chance(30) ? { clearedAs: 'hedge' } : {}) } }
      : h,
  );
  ruleset.features = [
    ...ruleset.features.filter((f) => f.id !== 'minefield' && f.id !== 'commandPost'),
    { ...plain('minefield', 'Minefield'), obstacle: { blocks: d.chance(50) ? ['wheeled'] : ['wheeled', 'foot'], clearedByCrossing: ['tracked'], clearers: clearers(d) } },
    { ...plain('commandPost', 'Command post'), columnShift: -d.int(3), life: { defenceAdd: d.int(3), dice: '1d6', rows: featureFireRows(3 + d.int(4)), keepsBonus: d.chance(50) } },
  ];
  const occupied = new Set(setup.placements.map((p) => `${p.hex.col},${p.hex.row}`));
  const hexsides = new Map(setup.hexsides.map((h) => [h.id, h]));
  const features: SetupFeature[] = [...(setup.features ?? [])];
  for (const p of setup.placements) {
    if (d.chance(30)) {
      const dir = d.int(6) as HexDirection;
      const id = hexsideKey(geom, p.hex, dir);
      const across = neighbour(geom, p.hex, dir);
      if (!id.includes('-') && inside(across) && !hexsides.has(id)) hexsides.set(id, { id, type: 'barbed-wire' });
    }
    if (d.chance(20)) {
      const next = neighbour(geom, p.hex, d.int(6) as HexDirection);
      // Never under a unit: a unit may not stand where its class is stopped.
      if (inside(next) && !occupied.has(`${next.col},${next.row}`)) features.push({ id: `mine${features.length}`, type: 'minefield', hex: next, props: {} });
    }
    if (d.chance(15)) features.push({ id: `cp${features.length}`, type: 'commandPost', hex: p.hex, props: {} });
  }
  // The wire keeps clear of the map edge keys the setup cannot hold.
  const wire = [...hexsides.values()].filter((h) => h.type !== 'barbed-wire' || /^\d+,\d+:[0-2]$/.test(h.id));
  return { ...setup, ruleset, hexsides: wire, features };
}
