/**
 * The ruleset edits of the Obstacles chart (Atoll 14.9, 14.10), kept apart from the component so they can be tested:
 * a hexside type's obstacle on or off and its fields, and a feature type's obstacle and life, the feature rule made
 * for a feature type that has none yet (a minefield, a command post) with no effect of its own.
 */
import { FEATURE_NAMES, type FeatureType } from '../../../src-shared/model';
import { featureFireRows, type FeatureLife, type FeatureRule, type Obstacle, type Ruleset } from '../../../src-shared/ruleset';

/** Feature types that may carry an obstacle or a life, in the order the chart lists them. */
export const OBSTACLE_FEATURE_TYPES: readonly FeatureType[] = ['minefield', 'roadblock', 'trench', 'fortification', 'commandPost'];

/** What a new obstacle starts as: crossed and cleared by nobody, cleared by one engineer working next to it. */
export const NEW_OBSTACLE: Obstacle = { clearers: { count: 1, flag: 'engineer' } };

/** What a new life starts as: destroyed on a 5 or 6, losing its bonus. */
export const NEW_LIFE: FeatureLife = { dice: '1d6', rows: featureFireRows(5), keepsBonus: false };

/** A feature rule with no effect of its own, for a feature type the ruleset has no rule for yet. */
export function plainFeatureRule(type: FeatureType): FeatureRule {
  return {
    id: type, name: FEATURE_NAMES[type], source: 'Atoll default', defence: 0, columnShift: 0, protects: 'all', vehiclesMayEnter: true, enterMp: 0, maxPerHex: 1,
    forbidden: { structure: false, water: [], terrain: [] },
  };
}

export function withHexsideObstacle(ruleset: Ruleset, typeId: string, obstacle: Obstacle | undefined): Ruleset {
  return {
    ...ruleset,
    hexsides: ruleset.hexsides.map((h) => {
      if (h.id !== typeId) return h;
      const { obstacle: _old, ...rest } = h;
      return obstacle ? { ...rest, obstacle } : rest;
    }),
  };
}

/** The feature type's rule changed by `change`, made first when the ruleset has none; a rule left with nothing of its own that was made here is kept (it may be placed on the map). */
export function withFeatureRule(ruleset: Ruleset, type: FeatureType, change: (rule: FeatureRule) => FeatureRule): Ruleset {
  const index = ruleset.features.findIndex((f) => f.id === type);
  const features = index >= 0 ? ruleset.features.map((f, i) => (i === index ? change(f) : f)) : [...ruleset.features, change(plainFeatureRule(type))];
  return { ...ruleset, features };
}

export function withFeatureObstacle(ruleset: Ruleset, type: FeatureType, obstacle: Obstacle | undefined): Ruleset {
  return withFeatureRule(ruleset, type, (rule) => {
    const { obstacle: _old, ...rest } = rule;
    return obstacle ? { ...rest, obstacle } : rest;
  });
}

export function withFeatureLife(ruleset: Ruleset, type: FeatureType, life: FeatureLife | undefined): Ruleset {
  return withFeatureRule(ruleset, type, (rule) => {
    const { life: _old, ...rest } = rule;
    return life ? { ...rest, life } : rest;
  });
}

/** The destruction table with one roll switched between destroyed and intact. */
export function toggledRoll(life: FeatureLife, roll: number): FeatureLife {
  return { ...life, rows: life.rows.map((r) => (r.roll === roll ? { ...r, result: r.result === 'destroyed' ? 'intact' : 'destroyed' } : r)) };
}
