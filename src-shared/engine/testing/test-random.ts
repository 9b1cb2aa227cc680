/** Random small games for the property tests (test-only; never imported by the engine). Deterministic per seed. */
import { seedRng } from '../../dice';
import { hexKey, hexsideKey, neighbour, type HexDirection, type HexGridGeometry } from '../../hex';
import type { HexRef } from '../../model';
import { defaultRuleset } from '../../ruleset';
import type { Action } from '../core/actions';
import type { GameSetup, Placement, SetupFeature } from '../scenario/setup-types';
import { ALL_UNIT_TYPES, TEST_CONTINGENTS, TEST_SIDES } from './test-fixtures';
import { randomEngineeringParts } from './test-random-engineering';
import { BotDice as Dice } from '../bots/bot';
import { withPacificModules } from './test-random-pacific';
import { withVictoryConditions } from './test-random-victory';
import { withObstacles } from './test-random-obstacles';
import { withRiverBoats } from './test-random-river-boats';
import { withMorale } from './test-random-morale';
import { withTransport } from './test-random-transport';
import { junkScenarioAction, randomScenarioParts } from './test-random-scenario';

/** Seeded dice for random test games: the bots' dice, seeded from a state. */
export { Dice };

const TERRAIN = ['woods', 'marsh', 'jungle', 'all-sea', 'town', 'kunai', 'ocean', 'palms', 'beach', 'hills'];
const HEXSIDES = ['river', 'stream', 'bridge', 'demolished-bridge', 'cliff', 'gully', 'barbed-wire'];
const PATHS = ['road', 'track', 'trail', 'railroad'];
const FEATURES = ['trench', 'roadblock', 'cave'] as const;

export function randomSetup(seed: number): GameSetup {
  const d = new Dice(seedRng(`setup-${seed}`));
  const geom: HexGridGeometry = { orientation: d.pick(['flat', 'pointy'] as const), stagger: d.pick(['odd', 'even'] as const) };
  const cols = 4 + d.int(9);
  const rows = 4 + d.int(7);
  const inside = (h: HexRef) => h.col >= 0 && h.row >= 0 && h.col < cols && h.row < rows;
  const anyHex = (): HexRef => ({ col: d.int(cols), row: d.int(rows) });
  const hexes: GameSetup['hexes'][number][] = [];
  const hexsides: { id: string; type: string }[] = [];
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++) {
      if (d.chance(40)) hexes.push({ col, row, terrain: d.pick(TERRAIN) });
      for (const dir of [0, 1, 2] as HexDirection[]) if (d.chance(8)) hexsides.push({ id: hexsideKey(geom, { col, row }, dir), type: d.pick(HEXSIDES) });
    }
  const paths = new Map<string, { id: string; type: string }>();
  for (let walk = d.int(4); walk > 0; walk--) {
    const type = d.pick(PATHS);
    let at = anyHex();
    for (let len = 3 + d.int(8); len > 0; len--) {
      const dir = d.int(6) as HexDirection;
      const next = neighbour(geom, at, dir);
      if (!inside(next)) continue;
      const id = `${hexsideKey(geom, at, dir)}|${type}`;
      paths.set(id, { id, type });
      at = next;
    }
  }
  const owner = new Map<string, string>();
  const units: GameSetup['units'][number][] = [];
  const placements: Placement[] = [];
  for (const side of ['axis', 'allies']) {
    for (let n = 2 + d.int(4); n > 0; n--) {
      const id = `${side}-${units.length}`;
      units.push({ id, designation: id, typeId: d.pick(ALL_UNIT_TYPES).id, contingentId: side === 'axis' ? 'ax' : 'al' });
      if (d.chance(20)) continue; // stays off the map (a reinforcement when the scenario brings it)
      // Half the defenders start next to an attacker, so that the random games fight (11.0).
      const near = side === 'allies' && placements.length > 0 && d.chance(50);
      const hex = near ? neighbour(geom, d.pick(placements).hex, d.int(6) as HexDirection) : anyHex();
      if (!inside(hex)) continue;
      const held = owner.get(hexKey(hex));
      if (held !== undefined && held !== side) continue;
      owner.set(hexKey(hex), side);
      placements.push({ unitId: id, hex, disrupted: d.chance(15) });
    }
  }
  const turns = Array.from({ length: 1 + d.int(3) }, (_, i) => ({ index: i + 1, label: `T${i + 1}`, night: d.chance(25), cp: { axis: d.int(4), allies: d.int(4) } }));
  const features: SetupFeature[] = Array.from({ length: d.int(4) }, (_, i) => ({ id: `f${i}`, type: d.pick(FEATURES), hex: anyHex(), props: {} }));
  const fireCoordination = d.chance(50) ? { axis: d.int(3), allies: d.int(3) } : undefined;
  const map = { cols, rows, orientation: geom.orientation, stagger: geom.stagger, defaultTerrain: d.pick(['clear', 'clear', 'kunai']) };
  const { objectives, ...scenario } = randomScenarioParts(d, { map, units, placements, turns });
  // Strikes per hex stay at the defaults as before; drop zones and the arrival plan are taken.
  const sides = TEST_SIDES.map((side) => {
    const drawn = scenario.sides.find((s) => s.id === side.id);
    return { ...side, arrivalPlan: drawn?.arrivalPlan === true, ...(drawn ? { dropZones: drawn.dropZones } : {}), ...(drawn?.arrivalOrder ? { arrivalOrder: drawn.arrivalOrder } : {}) };
  });
  const engineering = randomEngineeringParts(d, { map, hexes, hexsides, sides, unitTypes: ALL_UNIT_TYPES, units, features: [...features, ...objectives], turns, placements });
  return withTransport(seed, withMorale(seed, withVictoryConditions(seed, withObstacles(seed, withRiverBoats(seed, withPacificModules(seed, {
    ...scenario,
    ...(fireCoordination ? { fireCoordination } : {}),
    map,
    ruleset: defaultRuleset(),
    paths: [...paths.values()],
    contingents: [...TEST_CONTINGENTS],
    placements,
    ...engineering,
  }))))));
}

/** An action that is often illegal: random units, hexes (some off the map), paths, sides, attacks and retreat plans. */
export function junkAction(d: Dice, setup: GameSetup): Action {
  const unitId = d.chance(10) ? 'no-such-unit' : d.pick(setup.units).id;
  const hex = (): HexRef => ({ col: d.int(setup.map.cols + 2) - 1, row: d.int(setup.map.rows + 2) - 1 });
  const someUnits = () => Array.from({ length: d.int(3) }, () => d.pick(setup.units).id);
  switch (d.int(10)) {
    case 0:
      return { type: 'moveTo', unitId, to: hex() };
    case 1:
      return { type: 'move', unitId, path: Array.from({ length: 1 + d.int(3) }, hex) };
    case 2:
      return { type: 'fastMove', unitId };
    case 3:
      return { type: 'endPhase', side: d.pick(['axis', 'allies']) };
    case 5:
      return { type: 'attack', attackers: someUnits(), defenderHex: hex(), ...(d.chance(50) ? { ranged: someUnits() } : {}) };
    case 6:
      return { type: 'attack', attackers: [unitId], defenderHex: hex(), exchangeUnit: unitId, retreatPaths: { [d.pick(setup.units).id]: [hex(), hex()] } };
    case 7:
      return { type: 'pursue', unitId, path: Array.from({ length: 1 + d.int(2) }, hex) };
    case 8:
      return { type: 'regroup', unitId };
    case 9:
      return junkScenarioAction(d, setup, hex, unitId);
    default:
      return { type: 'moveTo', unitId, to: hex(), side: d.pick(['axis', 'allies']) };
  }
}
