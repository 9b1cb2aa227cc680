import { describe, expect, it } from 'vitest';
import { defaultRuleset } from './default-ruleset';
import { featureRuleById, hexsideMoveCost, hexsideTypeById, pathMoveCost, pathTypeById } from './lookup';

const ruleset = defaultRuleset();

function hexside(id: string) {
  const h = hexsideTypeById(ruleset, id);
  if (!h) throw new Error(`no hexside ${id}`);
  return h;
}

describe('hexside types', () => {
  it('has the catalog the map painter offers', () => {
    expect(ruleset.hexsides.map((h) => h.id)).toEqual([
      'river', 'stream', 'gully', 'bridge', 'demolished-bridge', 'cliff', 'ridge', 'hedge', 'stone-wall', 'bocage', 'barbed-wire', 'reef-edge',
    ]);
  });

  it('streams, rivers and gullies cost additional MP for every class (Paratrooper 10.5)', () => {
    for (const id of ['river', 'stream', 'gully']) {
      for (const cls of ruleset.movementClasses) {
        const cost = hexsideMoveCost(ruleset, id, cls.id);
        expect('mp' in cost && cost.mp > 0, `${id}/${cls.id}`).toBe(true);
      }
    }
  });

  it('river: two left shifts, retreat across it disrupts (Paratrooper 18.1 example, 13.4)', () => {
    expect(hexside('river').columnShift).toBe(-2);
    expect(hexside('river').crossingDisrupts).toBe(true);
  });

  it('bridge: one left shift, no extra MP, no disruption, spans the river (Paratrooper 11.4.1, 10.8, 13.4)', () => {
    const b = hexside('bridge');
    expect(b.columnShift).toBe(-1);
    expect(b.crossingDisrupts).toBe(false);
    expect(b.spans).toBe('river');
    for (const cls of ruleset.movementClasses) expect(hexsideMoveCost(ruleset, 'bridge', cls.id)).toEqual({ mp: 0 });
  });

  it('a bridge is less favourable to the defender than the river it spans (Paratrooper 11.4.1)', () => {
    expect(hexside('bridge').columnShift).toBeGreaterThan(hexside('river').columnShift);
  });

  it('demolished bridge: river costs and river defence (Paratrooper 19.2)', () => {
    const d = hexside('demolished-bridge');
    const r = hexside('river');
    expect(hexside('bridge').demolishedAs).toBe('demolished-bridge');
    expect(d.move).toEqual(r.move);
    expect(d.columnShift).toBe(r.columnShift);
    expect(d.crossingDisrupts).toBe(true);
  });

  it('reef edge: vehicles cross only when amphibious (Atoll default)', () => {
    expect(hexsideMoveCost(ruleset, 'reef-edge', 'tracked')).toMatchObject({ prohibited: true });
    expect(hexsideMoveCost(ruleset, 'reef-edge', 'tracked', { amphibious: true })).toEqual({ mp: 1 });
    expect(hexsideMoveCost(ruleset, 'reef-edge', 'foot')).toEqual({ mp: 1 });
  });

  it('every shift is zero or in the defender favour', () => {
    for (const h of ruleset.hexsides) expect(h.columnShift, h.id).toBeLessThanOrEqual(0);
  });
});

describe('path types', () => {
  it('road costs ½ MP per hex for every class (Paratrooper 10.6)', () => {
    for (const cls of ruleset.movementClasses) expect(pathMoveCost(ruleset, 'road', cls.id)).toEqual({ mp: 0.5 });
  });

  it('railroad and track cost 1 MP per hex (Paratrooper 10.7)', () => {
    expect(pathTypeById(ruleset, 'railroad')?.mpPerHex).toBe(1);
    expect(pathTypeById(ruleset, 'track')?.mpPerHex).toBe(1);
  });

  it('trail: 1 MP for foot; vehicles pay the terrain (Atoll default)', () => {
    expect(pathMoveCost(ruleset, 'trail', 'foot')).toEqual({ mp: 1 });
    expect(pathMoveCost(ruleset, 'trail', 'wheeled')).toMatchObject({ prohibited: true });
    expect(pathMoveCost(ruleset, 'canal', 'foot')).toEqual({ prohibited: true, reason: "unknown path type 'canal'" });
  });
});

describe('hex features', () => {
  it('cave: +3 defence, 1 MP to enter, one foot unit, no vehicles, not in structure/ocean/river (OST 9)', () => {
    const cave = featureRuleById(ruleset, 'cave');
    expect(cave).toMatchObject({ defence: 3, enterMp: 1, maxFootUnits: 1, maxPerHex: 1, vehiclesMayEnter: false, module: 'caves' });
    expect(cave?.forbidden.structure).toBe(true);
    expect(cave?.forbidden.water).toEqual(expect.arrayContaining(['ocean', 'river']));
  });

  it('trench: +2 defence for foot units only, not in structure/ocean/river (OST 10)', () => {
    const trench = featureRuleById(ruleset, 'trench');
    expect(trench).toMatchObject({ defence: 2, protects: 'light' });
    expect(trench?.forbidden.structure).toBe(true);
    expect(trench?.forbidden.water).toEqual(expect.arrayContaining(['ocean', 'river']));
  });

  it('roadblock: one left shift; not in fortification, all-sea or all-river hexes (Paratrooper 20.1, 20.2)', () => {
    const rb = featureRuleById(ruleset, 'roadblock');
    expect(rb?.columnShift).toBe(-1);
    expect(rb?.forbidden.terrain).toEqual(['fortification']);
    expect(rb?.forbidden.water).toEqual(expect.arrayContaining(['sea', 'river']));
  });
});
