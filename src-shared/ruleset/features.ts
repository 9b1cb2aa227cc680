/**
 * Hex features that are not terrain: caves and trenches (OST Vol. 3 rules 9, 10), roadblocks (Paratrooper 20).
 * Their defence adds to the hex's terrain; the column shift follows the same rule as terrain (shift = −defence),
 * except the roadblock, whose one left shift the text states directly (20.2).
 */
import { columnShiftForDefence } from './derive';
import type { FeatureRule } from './schema';

export function defaultFeatureRules(): FeatureRule[] {
  return [
    {
      id: 'cave',
      name: 'Cave',
      source: 'OST Vol. 3 rule 9 (Caves)',
      module: 'caves',
      defence: 3,
      columnShift: columnShiftForDefence(3),
      protects: 'light',
      vehiclesMayEnter: false,
      enterMp: 1,
      maxPerHex: 1,
      maxFootUnits: 1,
      forbidden: { structure: true, water: ['ocean', 'river', 'sea'], terrain: [] },
    },
    {
      id: 'trench',
      name: 'Trench',
      source: 'OST Vol. 3 rule 10 (Trench); one per hex: Atoll default',
      defence: 2,
      columnShift: columnShiftForDefence(2),
      protects: 'light',
      vehiclesMayEnter: true,
      enterMp: 0,
      maxPerHex: 1,
      forbidden: { structure: true, water: ['ocean', 'river', 'sea'], terrain: [] },
    },
    {
      id: 'roadblock',
      name: 'Roadblock',
      source: 'Paratrooper 20.1, 20.2',
      defence: 1,
      columnShift: -1,
      protects: 'all',
      vehiclesMayEnter: true,
      enterMp: 0,
      maxPerHex: 1,
      forbidden: { structure: false, water: ['river', 'sea'], terrain: ['fortification'] },
    },
  ];
}
