/**
 * Operational terrain classes the Paratrooper scenarios need (Palembang 1942, Primosole Bridge 1943).
 * The printed TEC is not in the text: costs are Atoll defaults, light = foot, mechanized = wheeled and tracked.
 * Facts the text does give: town = two left shifts (11.4.5, 20.2); captured fortifications = three left shifts
 * (24.3); all-sea and all-river hexes are prohibited to ground units and eliminate air drops (6.2.2, 18.3).
 */
import { mp, prohibited } from './cost-builders';
import { columnShiftForDefence } from './derive';
import type { Terrain } from './schema';

const noMarks = (): Terrain['marks'] => ({ cornerMarks: false, centreDot: false });

type Spec = Pick<Terrain, 'id' | 'name' | 'source' | 'defence' | 'los' | 'water' | 'structure' | 'airfield' | 'look'> & {
  /** [light, mechanized] MP; null = prohibited. */
  cost: [number | null, number | null];
};

function operational(spec: Spec): Terrain {
  const [light, mech] = spec.cost;
  const entry = (points: number | null) => (points === null ? prohibited() : mp(points));
  return {
    id: spec.id,
    name: spec.name,
    category: 'operational',
    source: spec.source,
    move: { foot: entry(light), wheeled: entry(mech), tracked: entry(mech) },
    defence: spec.defence,
    columnShift: columnShiftForDefence(spec.defence),
    los: spec.los,
    water: spec.water,
    structure: spec.structure,
    airfield: spec.airfield,
    look: spec.look,
    marks: noMarks(),
  };
}

const DEFAULT = 'Atoll default (Paratrooper TEC not in text)';

export function paratrooperTerrain(): Terrain[] {
  return [
    operational({
      id: 'clear', name: 'Clear', source: DEFAULT, cost: [1, 1], defence: 0, los: 'clear', water: 'none',
      structure: false, airfield: false,
      look: { fill: '#eef0d6', pattern: 'none', ink: '#c8cbb0', grey: 236 },
    }),
    operational({
      id: 'marsh', name: 'Marsh', source: DEFAULT, cost: [2, 4], defence: 0, los: 'clear', water: 'none',
      structure: false, airfield: false,
      look: { fill: '#bcd8c2', pattern: 'marsh', ink: '#4a7f8c', grey: 205 },
    }),
    operational({
      id: 'town', name: 'Town', source: `${DEFAULT}; two left shifts: Paratrooper 11.4.5, 20.2`, cost: [1, 1],
      defence: 2, los: 'blocks', water: 'none', structure: true, airfield: false,
      look: { fill: '#d9b9ae', pattern: 'buildings', ink: '#7a3b2e', grey: 193 },
    }),
    operational({
      id: 'refinery', name: 'Oil refinery', source: `${DEFAULT}; demolishable: Paratrooper 19.0`, cost: [1, 2],
      defence: 1, los: 'blocks', water: 'none', structure: true, airfield: false,
      look: { fill: '#cdb8d6', pattern: 'tanks', ink: '#5a3d6b', grey: 194 },
    }),
    operational({
      id: 'airfield', name: 'Airfield', source: `${DEFAULT}; air landing: Paratrooper 16.3`, cost: [1, 1],
      defence: 0, los: 'clear', water: 'none', structure: false, airfield: true,
      look: { fill: '#dcdad0', pattern: 'runway', ink: '#8a8a80', grey: 217 },
    }),
    operational({
      id: 'woods', name: 'Woods', source: DEFAULT, cost: [2, 3], defence: 1, los: 'blocks', water: 'none',
      structure: false, airfield: false,
      look: { fill: '#93c27f', pattern: 'trees', ink: '#2f5f2a', grey: 172 },
    }),
    operational({
      id: 'hills', name: 'Hills', source: DEFAULT, cost: [2, 3], defence: 1, los: 'blocks', water: 'none',
      structure: false, airfield: false,
      look: { fill: '#dcc59a', pattern: 'contour', ink: '#8a6a3a', grey: 199 },
    }),
    operational({
      id: 'all-sea', name: 'All-sea', source: 'Paratrooper 6.2.2, 18.3, 20.1 (prohibited)', cost: [null, null],
      defence: 0, los: 'clear', water: 'sea', structure: false, airfield: false,
      look: { fill: '#3e78b8', pattern: 'waves', ink: '#1f4f80', grey: 110 },
    }),
    operational({
      id: 'all-river', name: 'All-river', source: 'Paratrooper 6.2.2, 18.3, 20.1 (prohibited)', cost: [null, null],
      defence: 0, los: 'clear', water: 'river', structure: false, airfield: false,
      look: { fill: '#5fa0d8', pattern: 'ripples', ink: '#2a6aa0', grey: 147 },
    }),
    operational({
      id: 'fortification', name: 'Fortification', source: `${DEFAULT}; three left shifts: Paratrooper 24.3`,
      cost: [1, 2], defence: 3, los: 'degrades', water: 'none', structure: true, airfield: false,
      look: { fill: '#a9a29a', pattern: 'hatch', ink: '#4a4038', grey: 163 },
    }),
  ];
}
