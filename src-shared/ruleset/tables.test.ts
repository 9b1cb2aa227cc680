import { describe, expect, it } from 'vitest';
import { airDropCategoryOf, airDropModifier, airDropResult, defaultAirDropTable, scatterDirection } from './air-drop';
import { defaultRuleset } from './default-ruleset';
import { defaultDemolitionTable, demolitionResult } from './demolition';
import { AIR_DROP_RESULTS, AirDropTableSchema, DemolitionTableSchema } from './schema-tables';

const drop = defaultAirDropTable();

describe('air drop table', () => {
  it('is an Atoll default on one die and parses', () => {
    expect([drop.source, drop.dice]).toEqual(['Atoll default', '1d6']);
    expect(AirDropTableSchema.parse(drop)).toEqual(drop);
  });

  it('AAA/heavy weapons +1 and night +1 are cumulative (Paratrooper 6.2.1 example: +2)', () => {
    expect(airDropModifier(drop, ['aaa'])).toBe(1);
    expect(airDropModifier(drop, ['aaa', 'night'])).toBe(2);
  });

  it('off-DZ emergency drop adds +1 (optional Paratrooper 22.1)', () => {
    expect(airDropModifier(drop, ['emergency'])).toBe(1);
  });

  it('sea and all-river hexes eliminate a landing unit (Paratrooper 6.2.2)', () => {
    expect(airDropResult(drop, 'all-sea', 1)).toBe('eliminated');
    expect(airDropResult(drop, 'all-river', 1)).toBe('eliminated');
    expect(airDropCategoryOf(drop, 'all-sea')).toBe('prohibited');
  });

  it('every ruleset terrain has a landing column', () => {
    for (const t of defaultRuleset().terrain) expect(airDropCategoryOf(drop, t.id), t.id).toBeDefined();
  });

  it('a higher modified roll is never better, and open ground is never worse than closed ground', () => {
    const rank = (r: string) => AIR_DROP_RESULTS.indexOf(r as (typeof AIR_DROP_RESULTS)[number]);
    for (const row of drop.rows) {
      row.results.forEach((r, i) => {
        const next = row.results[i + 1];
        if (next) expect(rank(next), `${row.category} roll ${i + 1}`).toBeGreaterThanOrEqual(rank(r));
      });
    }
    for (let roll = 1; roll <= 9; roll++) {
      expect(rank(airDropResult(drop, 'clear', roll))).toBeLessThanOrEqual(rank(airDropResult(drop, 'woods', roll)));
    }
  });

  it('open and marsh hexes (the Palembang DZ terrain, 23.2) land a unit on an unmodified low roll', () => {
    expect(airDropResult(drop, 'clear', 1)).toBe('landed');
    expect(airDropResult(drop, 'marsh', 1)).toBe('landed');
  });

  it('clamps rolls below 1 and past the end of a row', () => {
    expect(airDropResult(drop, 'clear', -3)).toBe(airDropResult(drop, 'clear', 1));
    expect(airDropResult(drop, 'clear', 30)).toBe('eliminated');
    expect(() => airDropResult(drop, 'lava', 1)).toThrow(RangeError);
  });

  it('scatter: direction roll 1 is N, then clockwise; distance one die; the unit is disrupted (6.2.2)', () => {
    expect([1, 2, 3, 4, 5, 6].map((roll) => scatterDirection(drop, roll))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(drop.scatter.distanceDice).toBe('1d6');
    expect(drop.scatter.disrupts).toBe(true);
    expect(() => scatterDirection(drop, 0)).toThrow(RangeError);
  });

  it('rejects a terrain in two columns, a row for an unknown column, and repeated directions', () => {
    const bad = defaultAirDropTable();
    bad.categories[1]?.terrain.push('clear');
    bad.rows.push({ category: 'swamp', results: ['landed'] });
    bad.scatter.directions = [0, 0, 1, 2, 3, 4];
    const paths = AirDropTableSchema.safeParse(bad).error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['categories.1.terrain.4', 'rows.4.category', 'scatter.directions']));
  });
});

describe('demolition table', () => {
  const table = defaultDemolitionTable();

  it('is an Atoll default with an engineer column and an other-unit column (Paratrooper 19.1)', () => {
    expect([table.source, table.dice]).toEqual(['Atoll default', '1d6']);
    expect(DemolitionTableSchema.parse(table)).toEqual(table);
  });

  it('engineers succeed on every roll other units do, and on more rolls (Paratrooper 19.1)', () => {
    const wins = (engineer: boolean) => [1, 2, 3, 4, 5, 6].filter((roll) => demolitionResult(table, roll, engineer) === 'success');
    for (const roll of wins(false)) expect(demolitionResult(table, roll, true)).toBe('success');
    expect(wins(true).length).toBeGreaterThan(wins(false).length);
    expect(() => demolitionResult(table, 7, true)).toThrow(RangeError);
  });

  it('targets bridges, refineries, fortifications (Paratrooper 19.0) and airfields', () => {
    expect(table.targets.map((t) => t.id)).toEqual(['bridge', 'refinery', 'fortification', 'airfield']);
    expect(table.targets.find((t) => t.id === 'bridge')?.on).toBe('hexside');
  });
});
