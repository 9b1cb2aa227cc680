import { performance } from 'node:perf_hooks';
import { rollDie, seedRng, type RngState } from '../../src-shared/dice';
import { apply, createGame, reachableHexes, type GameSetup, type GameState } from '../../src-shared/engine';
import { hexsideKey, type HexDirection } from '../../src-shared/hex';
import type { UnitType } from '../../src-shared/model';
import { defaultRuleset } from '../../src-shared/ruleset';
import { median, round, type Row } from './measure';

const GEOM = { orientation: 'flat', stagger: 'odd' } as const;

/** Land terrain with repeats, so the map looks like a battlefield rather than noise; some all-sea and ocean. */
const TERRAIN = ['clear', 'clear', 'clear', 'clear', 'clear', 'clear', 'clear', 'airstrip', 'kunai', 'palms', 'woods', 'jungle', 'marsh', 'town', 'hills', 'beach', 'palm-debris', 'all-sea', 'ocean'];

function infantry(id: string, size: string, ma: number): UnitType {
  return {
    id, name: id, unitClass: 'infantry', sidc: '', size, movementClass: 'foot', flags: [], stepModel: 'two-sided',
    steps: [{ label: 'effective', combat: 4, range: 1, ma }, { label: 'disrupted', combat: 2, range: 1, ma: Math.ceil(ma / 2) }],
  };
}

/** A side×side map of random terrain, streams/rivers on ~6% of hexsides, road walks, one MA 12 unit in the middle and enemies around it. */
function benchSetup(side: number): GameSetup {
  let rng: RngState = seedRng(`engine-bench-${side}`);
  const int = (n: number) => {
    const r = rollDie(rng, n);
    rng = r.state;
    return r.value - 1;
  };
  const hexes: GameSetup['hexes'][number][] = [];
  const hexsides: { id: string; type: string }[] = [];
  for (let row = 0; row < side; row++)
    for (let col = 0; col < side; col++) {
      hexes.push({ col, row, terrain: TERRAIN[int(TERRAIN.length)] });
      for (const dir of [0, 1, 2] as HexDirection[]) if (int(100) < 6) hexsides.push({ id: hexsideKey(GEOM, { col, row }, dir), type: int(3) === 0 ? 'river' : 'stream' });
    }
  const paths = new Map<string, { id: string; type: string }>();
  for (let walk = 0; walk < side / 4; walk++) {
    let col = int(side);
    let row = int(side);
    const dir = int(6) as HexDirection;
    for (let i = 0; i < side / 2; i++) {
      const id = `${hexsideKey(GEOM, { col, row }, dir)}|road`;
      paths.set(id, { id, type: 'road' });
      row += dir === 0 ? -1 : dir === 3 ? 1 : 0;
      col += dir === 1 || dir === 2 ? 1 : dir === 4 || dir === 5 ? -1 : 0;
      if (col < 0 || row < 0 || col >= side || row >= side) break;
    }
  }
  const mid = Math.floor(side / 2);
  const placements = [{ unitId: 'mover', hex: { col: mid, row: mid } }];
  const units = [{ id: 'mover', designation: 'mover', typeId: 'runner', contingentId: 'ax' }];
  for (let i = 0; i < 24; i++) {
    const hex = { col: mid - 12 + int(25), row: mid - 12 + int(25) };
    if (Math.abs(hex.col - mid) + Math.abs(hex.row - mid) < 3) continue;
    units.push({ id: `enemy-${i}`, designation: `enemy ${i}`, typeId: 'platoon', contingentId: 'al' });
    placements.push({ unitId: `enemy-${i}`, hex });
  }
  return {
    map: { cols: side, rows: side, orientation: 'flat', stagger: 'odd', defaultTerrain: 'clear' },
    ruleset: defaultRuleset(),
    hexes,
    hexsides,
    paths: [...paths.values()],
    sides: [{ id: 'axis', name: 'Axis', role: 'airborne' }, { id: 'allies', name: 'Allies', role: 'defender' }],
    contingents: [{ id: 'ax', sideId: 'axis' }, { id: 'al', sideId: 'allies' }],
    unitTypes: [infantry('runner', 'platoon', 12), infantry('platoon', 'platoon', 4)],
    units,
    turns: [{ index: 1, label: 'T1', night: false, cp: { axis: 3, allies: 3 } }],
    placements,
  };
}

function toMovement(state: GameState): GameState {
  let s = state;
  while (s.phase !== 'movement') {
    const r = apply(s, { type: 'endPhase' });
    if (!r.ok) throw new Error(`bench: ${r.error.message}`);
    s = r.state;
  }
  return s;
}

/** engine.reach: Dijkstra with ZOC for one MA 12 unit on a 200×200 map (median of many runs); plus game creation. */
export function engineBench(smoke: boolean): Row[] {
  const side = smoke ? 40 : 200;
  const setup = benchSetup(side);
  const t0 = performance.now();
  const created = createGame(setup, 1);
  const createMs = performance.now() - t0;
  const state = toMovement(created);
  const runs = smoke ? 20 : 400;
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < runs + 20; i++) {
    const start = performance.now();
    size = reachableHexes(state, 'mover').size;
    if (i >= 20) times.push(performance.now() - start);
  }
  if (size < 20) throw new Error(`bench: only ${size} hexes reachable`);
  return [
    { name: `engine.reach_${side}x${side}_ms`, value: round(median(times), 3), unit: 'ms' },
    { name: `engine.create_game_${side}x${side}_ms`, value: round(createMs, 1), unit: 'ms' },
  ];
}
