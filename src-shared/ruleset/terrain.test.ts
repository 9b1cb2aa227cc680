import { describe, expect, it } from 'vitest';
import { columnShiftForDefence, lumaOfColour } from './derive';
import { defaultRuleset } from './default-ruleset';
import { moveCost, terrainById } from './lookup';
import type { Terrain } from './schema';

const ruleset = defaultRuleset();

function terrain(id: string): Terrain {
  const t = terrainById(ruleset, id);
  if (!t) throw new Error(`no terrain ${id}`);
  return t;
}

describe('Pacific terrain (OST Vol. 3)', () => {
  it('kunai: foot 2, wheeled 3 with bog roll, tracked 2; +1 defence; degrades LOS (OST 1)', () => {
    const t = terrain('kunai');
    expect(t.move).toEqual({ foot: { mp: 2 }, wheeled: { mp: 3, bog: true }, tracked: { mp: 2 } });
    expect(t.defence).toBe(1);
    expect(t.los).toBe('degrades');
  });

  it('palms: foot 1, wheeled 2, tracked 2; +1 defence; degrades LOS; no airburst (OST 2)', () => {
    const t = terrain('palms');
    expect(t.move).toEqual({ foot: { mp: 1 }, wheeled: { mp: 2 }, tracked: { mp: 2 } });
    expect([t.defence, t.los, t.noAirburst]).toEqual([1, 'degrades', true]);
  });

  it('palm debris: foot 2, wheeled prohibited, tracked 2 with bog roll; +2 defence; degrades LOS (OST 3)', () => {
    const t = terrain('palm-debris');
    expect(t.move).toEqual({ foot: { mp: 2 }, wheeled: { prohibited: true }, tracked: { mp: 2, bog: true } });
    expect([t.defence, t.los]).toEqual([2, 'degrades']);
  });

  it('jungle: foot 3, vehicles prohibited; +2 defence; blocks LOS; no airburst; white corner marks (OST 4)', () => {
    const t = terrain('jungle');
    expect(t.move).toEqual({ foot: { mp: 3 }, wheeled: { prohibited: true }, tracked: { prohibited: true } });
    expect([t.defence, t.los, t.noAirburst]).toEqual([2, 'blocks', true]);
    expect(t.marks).toEqual({ cornerMarks: true, centreDot: false });
  });

  it('jungle path: foot 2, wheeled prohibited, tracked 3 with bog roll; +2 defence; blocks LOS (OST 5)', () => {
    const t = terrain('jungle-path');
    expect(t.move).toEqual({ foot: { mp: 2 }, wheeled: { prohibited: true }, tracked: { mp: 3, bog: true } });
    expect([t.defence, t.los, t.noAirburst]).toEqual([2, 'blocks', true]);
  });

  it('ocean: foot 3, vehicles 2 amphibious only; −2 defence; centre dot (OST 6)', () => {
    const t = terrain('ocean');
    expect(t.move).toEqual({
      foot: { mp: 3 },
      wheeled: { mp: 2, amphibiousOnly: true },
      tracked: { mp: 2, amphibiousOnly: true },
    });
    expect([t.defence, t.water]).toEqual([-2, 'ocean']);
    expect(t.marks.centreDot).toBe(true);
  });

  it('beach: foot 2, wheeled 3 with bog, tracked 2 with bog; −1 defence; next to ocean; centre dot (OST 7)', () => {
    const t = terrain('beach');
    expect(t.move).toEqual({ foot: { mp: 2 }, wheeled: { mp: 3, bog: true }, tracked: { mp: 2, bog: true } });
    expect(t.defence).toBe(-1);
    expect(t.adjacentTo).toContain('ocean');
    expect(t.marks.centreDot).toBe(true);
  });

  it('airstrip: 1 MP for every class; −1 defence; aircraft may land (OST 8)', () => {
    const t = terrain('airstrip');
    expect(t.move).toEqual({ foot: { mp: 1 }, wheeled: { mp: 1 }, tracked: { mp: 1 } });
    expect([t.defence, t.airfield]).toEqual([-1, true]);
  });

  it('only jungle has corner marks; only ocean and beach have centre dots (OST 4.7, 6.5)', () => {
    expect(ruleset.terrain.filter((t) => t.marks.cornerMarks).map((t) => t.id)).toEqual(['jungle']);
    expect(ruleset.terrain.filter((t) => t.marks.centreDot).map((t) => t.id).sort()).toEqual(['beach', 'ocean']);
  });
});

describe('operational terrain (Paratrooper scenarios)', () => {
  it('has every class the two scenarios name', () => {
    for (const id of ['clear', 'marsh', 'town', 'refinery', 'airfield', 'woods', 'hills', 'all-sea', 'all-river', 'fortification']) {
      expect(terrain(id).category).toBe('operational');
    }
  });

  it('town gives two left shifts (Paratrooper 11.4.5, 20.2)', () => {
    expect(terrain('town').columnShift).toBe(-2);
  });

  it('fortification gives three left shifts (Paratrooper 24.3)', () => {
    expect(terrain('fortification').columnShift).toBe(-3);
  });

  it('all-sea and all-river are prohibited to every ground unit (Paratrooper 6.2.2, 18.3)', () => {
    for (const id of ['all-sea', 'all-river']) {
      for (const cls of ruleset.movementClasses) {
        expect(moveCost(ruleset, id, cls.id, { amphibious: true })).toMatchObject({ prohibited: true });
      }
    }
    expect([terrain('all-sea').water, terrain('all-river').water]).toEqual(['sea', 'river']);
  });

  it('mechanized costs are the same for wheeled and tracked, never below the light cost (Paratrooper 10.3)', () => {
    for (const t of ruleset.terrain.filter((x) => x.category === 'operational')) {
      expect(t.move.wheeled).toEqual(t.move.tracked);
      const light = t.move.foot;
      const mech = t.move.wheeled;
      if (light && mech && 'mp' in light && 'mp' in mech) expect(mech.mp).toBeGreaterThanOrEqual(light.mp);
    }
  });

  it('clear is 1 MP for all and no shift; the map default terrain exists', () => {
    expect(terrain('clear').move).toEqual({ foot: { mp: 1 }, wheeled: { mp: 1 }, tracked: { mp: 1 } });
    expect(terrain('clear').columnShift).toBe(0);
  });

  it('towns, refineries and fortifications are structures; airfield and airstrip take aircraft', () => {
    expect(ruleset.terrain.filter((t) => t.structure).map((t) => t.id).sort()).toEqual(['fortification', 'refinery', 'town']);
    expect(ruleset.terrain.filter((t) => t.airfield).map((t) => t.id).sort()).toEqual(['airfield', 'airstrip']);
  });
});

describe('derived values and looks', () => {
  it('every default terrain shift follows shift = −defence', () => {
    for (const t of ruleset.terrain) expect(t.columnShift, t.id).toBe(columnShiftForDefence(t.defence));
    expect(columnShiftForDefence(2)).toBe(-2);
    expect(columnShiftForDefence(-2)).toBe(2);
    expect(Object.is(columnShiftForDefence(0), 0)).toBe(true);
  });

  it('greyscale: no two terrains share a pattern with grey values within 12', () => {
    const ts = ruleset.terrain;
    for (let i = 0; i < ts.length; i++) {
      for (let j = i + 1; j < ts.length; j++) {
        const [a, b] = [ts[i], ts[j]];
        if (!a || !b || a.look.pattern !== b.look.pattern) continue;
        expect(Math.abs(a.look.grey - b.look.grey), `${a.id} vs ${b.id}`).toBeGreaterThan(12);
      }
    }
  });

  it('grey is the printed lightness of the fill colour (within 8)', () => {
    for (const t of ruleset.terrain) expect(Math.abs(t.look.grey - lumaOfColour(t.look.fill)), t.id).toBeLessThanOrEqual(8);
    expect(lumaOfColour('#000000')).toBe(0);
    expect(lumaOfColour('#ffffff')).toBe(255);
    expect(() => lumaOfColour('red')).toThrow(RangeError);
  });

  it('fill colours are all different', () => {
    const fills = ruleset.terrain.map((t) => t.look.fill.toLowerCase());
    expect(new Set(fills).size).toBe(fills.length);
  });
});
