import { describe, expect, it } from 'vitest';
import { defaultRuleset } from './default-ruleset';
import { MODULE_NAMES } from './common';
import { RulesetSchema, type Ruleset } from './schema-ruleset';

function issuePaths(r: unknown): string[] {
  const result = RulesetSchema.safeParse(r);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
}

function messages(r: unknown): string[] {
  const result = RulesetSchema.safeParse(r);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('RulesetSchema', () => {
  it('accepts the default ruleset unchanged', () => {
    const r = defaultRuleset();
    expect(RulesetSchema.parse(r)).toEqual(r);
    expect(r.base).toBe('paratrooper-pacific');
  });

  it('survives a JSON round trip (plain data only)', () => {
    const json = JSON.parse(JSON.stringify(defaultRuleset())) as unknown;
    expect(RulesetSchema.parse(json)).toEqual(defaultRuleset());
  });

  it('defaultRuleset() returns a fresh deep copy each call', () => {
    const a = defaultRuleset();
    const b = defaultRuleset();
    expect(a).toEqual(b);
    a.terrain[0]!.look.grey = 1;
    a.crt.rows[0]!.results[0] = 'DE';
    a.hexsides[0]!.move.foot = { prohibited: true };
    a.paths[0]!.classes.push('x');
    a.airDropTable.categories[0]!.terrain.length = 0;
    expect(defaultRuleset()).toEqual(b);
  });

  it('has unique ids in every catalog', () => {
    const r = defaultRuleset();
    for (const list of [r.movementClasses, r.terrain, r.hexsides, r.paths, r.features]) {
      const ids = list.map((x) => x.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('lists the default ids', () => {
    const r = defaultRuleset();
    expect(r.movementClasses.map((c) => `${c.id}:${c.kind}`)).toEqual(['foot:light', 'wheeled:mechanized', 'tracked:mechanized']);
    expect(r.paths.map((p) => p.id)).toEqual(['road', 'railroad', 'track', 'trail']);
    expect(r.terrain).toHaveLength(18);
  });

  it('all optional modules start off', () => {
    const modules = defaultRuleset().modules;
    expect(Object.keys(modules).sort()).toEqual([...MODULE_NAMES].sort());
    expect(Object.values(modules).every((on) => on === false)).toBe(true);
  });

  it('scenario stacking defaults: 4 platoons per hex, company counts 3 (Paratrooper 23.1, 24.1)', () => {
    expect(defaultRuleset().stacking).toMatchObject({ pointsPerHex: 4, sizePoints: { platoon: 1, company: 3 } });
  });
});

describe('RulesetSchema cross-reference errors', () => {
  const mutate = (f: (r: Ruleset) => void): Ruleset => {
    const r = defaultRuleset();
    f(r);
    return r;
  };

  it('reports a duplicate terrain id at the second occurrence', () => {
    const r = mutate((x) => {
      x.terrain[3]!.id = 'clear';
    });
    expect(messages(r)).toContain("terrain.3.id: duplicate terrain id 'clear'");
  });

  it('reports duplicate ids in hexsides, paths, movement classes', () => {
    const r = mutate((x) => {
      x.hexsides[1]!.id = 'river';
      x.paths[2]!.id = 'road';
      x.movementClasses.push({ id: 'foot', name: 'Foot again', kind: 'light' });
    });
    expect(issuePaths(r)).toEqual(expect.arrayContaining(['hexsides.1.id', 'paths.2.id', 'movementClasses.3.id']));
  });

  it('reports a terrain without a cost for a movement class', () => {
    const r = mutate((x) => {
      delete x.terrain[0]!.move.tracked;
    });
    expect(messages(r)).toContain("terrain.0.move.tracked: no cost for movement class 'tracked'");
  });

  it('reports a new movement class that no terrain or hexside prices', () => {
    const r = mutate((x) => {
      x.movementClasses.push({ id: 'hover', name: 'Hover', kind: 'mechanized' });
    });
    const paths = issuePaths(r);
    expect(paths).toContain('terrain.0.move.hover');
    expect(paths).toContain('hexsides.0.move.hover');
  });

  it('reports a cost for an unknown movement class', () => {
    const r = mutate((x) => {
      x.hexsides[2]!.move.boat = { mp: 1 };
    });
    expect(messages(r)).toContain("hexsides.2.move.boat: unknown movement class 'boat'");
  });

  it('reports unknown references in paths, hexsides, features, air drop and demolition', () => {
    const r = mutate((x) => {
      x.paths[0]!.classes.push('hover');
      x.hexsides[3]!.demolishedAs = 'rubble';
      x.features[0]!.forbidden.terrain.push('lava');
      x.airDropTable.prohibitedTerrain.push('lava');
      x.demolitionTable.targets[1]!.types.push('mine');
    });
    expect(issuePaths(r)).toEqual(
      expect.arrayContaining([
        'paths.0.classes.3',
        'hexsides.3.demolishedAs',
        'features.0.forbidden.terrain.0',
        'airDropTable.prohibitedTerrain.2',
        'demolitionTable.targets.1.types.1',
      ]),
    );
  });

  it('reports a terrain missing from the air drop table', () => {
    const r = mutate((x) => {
      x.terrain.push({ ...x.terrain[0]!, id: 'rice-paddy', name: 'Rice paddy' });
    });
    expect(issuePaths(r)).toContain('terrain.18.id');
  });

  it('reports a demolishable hexside type with nowhere to go', () => {
    const r = mutate((x) => {
      x.demolitionTable.targets[0]!.types.push('river');
    });
    expect(issuePaths(r)).toContain('demolitionTable.targets.0.types.1');
  });

  it('rejects malformed values', () => {
    const r = mutate((x) => {
      x.terrain[0]!.look.fill = 'green';
      x.terrain[1]!.move.foot = { mp: 0.3 };
      x.paths[0]!.mpPerHex = 0;
    });
    const paths = issuePaths(r);
    expect(paths).toEqual(expect.arrayContaining(['terrain.0.look.fill', 'paths.0.mpPerHex']));
    expect(paths.some((p) => p.startsWith('terrain.1.move.foot'))).toBe(true);
  });

  it('rejects unknown keys (strict objects) and a prohibited entry carrying a bog flag', () => {
    const r = mutate((x) => {
      (x.modules as Record<string, boolean>).flamethrowers = true;
      x.terrain[0]!.move.wheeled = { prohibited: true, bog: true } as never;
    });
    expect(issuePaths(r)).toEqual(expect.arrayContaining(['modules', 'terrain.0.move.wheeled']));
  });
});
