import { describe, expect, it } from 'vitest';
import { hexsideKey } from '../hex';
import type { Feature } from '../model/records';
import { defaultRuleset } from '../ruleset';
import { placementProblem, type PlacementQuery } from './placement';

const geom = { orientation: 'flat', stagger: 'odd' } as const;

function query(terrain: Record<string, string>, features: Feature[] = [], sides: Record<string, string> = {}): PlacementQuery {
  return {
    ruleset: defaultRuleset(),
    geom,
    terrainAt: (h) => terrain[`${h.col},${h.row}`] ?? 'jungle',
    hexsideAt: (key) => sides[key],
    featuresAt: (h) => features.filter((f) => f.hex.col === h.col && f.hex.row === h.row),
  };
}
const cave = (col: number, row: number): Feature => ({ id: `c-${col}-${row}`, type: 'cave', hex: { col, row }, facing: 0, props: {} });

describe('feature placement (OST 9, 10; Paratrooper 20)', () => {
  it('allows a cave in jungle', () => {
    expect(placementProblem(query({}), 'cave', { col: 1, row: 1 })).toBeNull();
  });
  it('OST 9.10: only one cave per hex', () => {
    expect(placementProblem(query({}, [cave(1, 1)]), 'cave', { col: 1, row: 1 })).toBe('only one cave may be placed in a hex');
  });
  it('OST 9.11: no cave in structure, ocean or river hexes', () => {
    expect(placementProblem(query({ '1,1': 'town' }), 'cave', { col: 1, row: 1 })).toMatch(/structure hex \(Town\)/);
    expect(placementProblem(query({ '1,1': 'ocean' }), 'cave', { col: 1, row: 1 })).toMatch(/cannot be placed in ocean/);
    expect(placementProblem(query({ '1,1': 'all-river' }), 'cave', { col: 1, row: 1 })).toMatch(/cannot be placed/);
    const side = hexsideKey(geom, { col: 1, row: 1 }, 4);
    expect(placementProblem(query({}, [], { [side]: 'river' }), 'cave', { col: 1, row: 1 })).toBe('a cave cannot be placed in a river hex');
    expect(placementProblem(query({}, [], { [side]: 'hedge' }), 'cave', { col: 1, row: 1 })).toBeNull();
  });
  it('OST 10.4: no trench in structure, ocean or river hexes', () => {
    expect(placementProblem(query({ '2,2': 'refinery' }), 'trench', { col: 2, row: 2 })).toMatch(/structure/);
    expect(placementProblem(query({ '2,2': 'beach' }), 'trench', { col: 2, row: 2 })).toBeNull();
  });
  it('Paratrooper 20: no roadblock in a fortification hex', () => {
    expect(placementProblem(query({ '0,0': 'fortification' }), 'roadblock', { col: 0, row: 0 })).toMatch(/fortification/);
  });
  it('other markers: one of a kind per hex', () => {
    const objective: Feature = { id: 'o', type: 'objective', hex: { col: 3, row: 3 }, props: { vp: 10 } };
    expect(placementProblem(query({}, [objective]), 'objective', { col: 3, row: 3 })).toBe('only one objective may be placed in a hex');
    expect(placementProblem(query({}, [objective]), 'dropZone', { col: 3, row: 3 })).toBeNull();
  });
});
