import type { MovementClass } from './schema';

/**
 * The default movement classes: OST prices terrain for foot, wheeled and tracked units;
 * Paratrooper splits units into light (non-mechanized) and mechanized (2.4, 10.3).
 * Amphibious is a unit flag, not a class.
 */
export function defaultMovementClasses(): MovementClass[] {
  return [
    { id: 'foot', name: 'Foot', kind: 'light' },
    { id: 'wheeled', name: 'Wheeled', kind: 'mechanized' },
    { id: 'tracked', name: 'Tracked', kind: 'mechanized' },
  ];
}
