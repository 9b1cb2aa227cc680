import type { UnitType } from '../model/records';
import { movementClassById, moveCost, terrainById, type Ruleset } from '../ruleset';

/**
 * A test for "may a unit of this type stand in this terrain?": false where the ruleset prohibits the terrain to
 * the type's movement class (amphibious-only terrain counts as prohibited unless the type has the `amphibious`
 * flag). Unknown terrain or movement classes are reference problems, reported elsewhere, so they never count here.
 */
export function prohibitedTerrain(ruleset: Ruleset, type: Pick<UnitType, 'movementClass' | 'flags'>): (terrainId: string) => boolean {
  if (!movementClassById(ruleset, type.movementClass)) return () => false;
  const amphibious = type.flags.includes('amphibious');
  const cache = new Map<string, boolean>();
  return (terrainId) => {
    let result = cache.get(terrainId);
    if (result === undefined) {
      result = terrainById(ruleset, terrainId) !== undefined && 'prohibited' in moveCost(ruleset, terrainId, type.movementClass, { amphibious });
      cache.set(terrainId, result);
    }
    return result;
  };
}

