import { hexsidesOf, type HexGridGeometry, type OffsetHex } from '../hex';
import { FEATURE_NAMES } from '../model/map-refs';
import type { Feature } from '../model/records';
import type { Ruleset } from '../ruleset';

export type PlacementQuery = {
  ruleset: Ruleset;
  geom: HexGridGeometry;
  terrainAt: (hex: OffsetHex) => string;
  hexsideAt: (key: string) => string | undefined;
  featuresAt: (hex: OffsetHex) => Feature[];
};

/** Why a feature may not go in a hex, or null when it may. Rules come from the ruleset's feature catalog (OST 9.10,
 *  9.11, 10.4, Paratrooper 20); every other marker is limited to one of its kind per hex. A "river hex" is an
 *  all-river hex or a hex with a river on one of its hexsides (Atoll's reading: rivers run along hexsides here). */
export function placementProblem(q: PlacementQuery, type: Feature['type'], hex: OffsetHex): string | null {
  const name = FEATURE_NAMES[type].toLowerCase();
  const rule = q.ruleset.features.find((f) => f.id === type);
  const max = rule?.maxPerHex ?? 1;
  if (q.featuresAt(hex).filter((f) => f.type === type).length >= max)
    return max === 1 ? `only one ${name} may be placed in a hex` : `at most ${max} ${name}s may be placed in a hex`;
  if (!rule) return null;
  const terrain = q.ruleset.terrain.find((t) => t.id === q.terrainAt(hex));
  if (!terrain) return null;
  if (rule.forbidden.structure && terrain.structure) return `a ${name} cannot be placed in a structure hex (${terrain.name})`;
  if (rule.forbidden.water.includes(terrain.water)) return `a ${name} cannot be placed in ${terrain.name.toLowerCase()}`;
  if (rule.forbidden.terrain.includes(terrain.id)) return `a ${name} cannot be placed in ${terrain.name.toLowerCase()}`;
  if (rule.forbidden.water.includes('river')) {
    const riverSide = hexsidesOf(q.geom, hex).some((key) => {
      const type = q.hexsideAt(key);
      return !!type && q.ruleset.hexsides.find((h) => h.id === type)?.id === 'river';
    });
    if (riverSide) return `a ${name} cannot be placed in a river hex`;
  }
  return null;
}
