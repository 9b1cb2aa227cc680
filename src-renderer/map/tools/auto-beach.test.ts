import { describe, expect, it } from 'vitest';
import { neighbours } from '../../../src-shared/hex';
import { defaultRuleset } from '../../../src-shared/ruleset';
import { autoBeachChanges } from './auto-beach';

const geom = { orientation: 'flat', stagger: 'odd' } as const;

describe('auto-beach (OST 7: any hex adjacent to ocean)', () => {
  it('marks exactly the land hexes next to ocean, keeping their elevation', () => {
    const size = { cols: 7, rows: 7 };
    const terrain = new Map<string, string>([['3,3', 'ocean'], ['0,0', 'ocean']]);
    terrain.set('2,3', 'town'); // a structure next to the ocean stays a town
    const at = (c: number, r: number) => terrain.get(`${c},${r}`) ?? 'jungle';
    const changes = autoBeachChanges(geom, size, defaultRuleset(), at, (c) => c % 2);
    const expected = new Set(
      [...neighbours(geom, { col: 3, row: 3 }), ...neighbours(geom, { col: 0, row: 0 })]
        .filter((h) => h.col >= 0 && h.row >= 0 && !(h.col === 2 && h.row === 3))
        .map((h) => `${h.col},${h.row}`),
    );
    expect(new Set(changes.map((c) => (c.kind === 'hex' ? `${c.col},${c.row}` : '')))).toEqual(expected);
    for (const c of changes) if (c.kind === 'hex') expect(c).toMatchObject({ terrain: 'beach', elevation: c.col % 2 });
  });

  it('changes nothing on a map without ocean or where the coast is already beach', () => {
    expect(autoBeachChanges(geom, { cols: 4, rows: 4 }, defaultRuleset(), () => 'clear', () => 0)).toEqual([]);
    const at = (c: number, r: number) => (c === 1 && r === 1 ? 'ocean' : 'beach');
    expect(autoBeachChanges(geom, { cols: 3, rows: 3 }, defaultRuleset(), at, () => 0)).toEqual([]);
  });
});
