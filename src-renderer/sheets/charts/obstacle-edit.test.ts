import { describe, expect, it } from 'vitest';
import { defaultRuleset, RulesetSchema } from '../../../src-shared/ruleset';
import { NEW_LIFE, NEW_OBSTACLE, toggledRoll, withFeatureLife, withFeatureObstacle, withHexsideObstacle } from './obstacle-edit';

describe('obstacle chart edits', () => {
  it('turns a hexside type into an obstacle and back, leaving the other types as they were', () => {
    const base = defaultRuleset();
    const on = withHexsideObstacle(base, 'barbed-wire', NEW_OBSTACLE);
    expect(on.hexsides.find((h) => h.id === 'barbed-wire')?.obstacle).toEqual(NEW_OBSTACLE);
    expect(RulesetSchema.safeParse(on).success).toBe(true);
    expect(withHexsideObstacle(on, 'barbed-wire', undefined)).toEqual(base);
  });

  it('makes a plain rule for a feature type the ruleset lacks (a minefield), valid for the schema, and keeps other feature rules', () => {
    const base = defaultRuleset();
    const mined = withFeatureObstacle(base, 'minefield', { ...NEW_OBSTACLE, blocks: ['wheeled'] });
    const rule = mined.features.find((f) => f.id === 'minefield');
    expect(rule).toMatchObject({ name: 'Minefield', columnShift: 0, defence: 0, obstacle: { blocks: ['wheeled'] } });
    expect(mined.features.slice(0, base.features.length)).toEqual(base.features);
    expect(RulesetSchema.safeParse(mined).success).toBe(true);
  });

  it('gives a command post a life and switches one roll of its destruction table', () => {
    const withLife = withFeatureLife(defaultRuleset(), 'commandPost', NEW_LIFE);
    const life = withLife.features.find((f) => f.id === 'commandPost')?.life;
    expect(life?.rows.map((r) => r.result)).toEqual(['intact', 'intact', 'intact', 'intact', 'destroyed', 'destroyed']);
    expect(life && toggledRoll(life, 4).rows[3].result).toBe('destroyed');
    expect(withFeatureLife(withLife, 'commandPost', undefined).features.find((f) => f.id === 'commandPost')?.life).toBeUndefined();
  });
});
