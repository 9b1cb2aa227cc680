/**
 * The default Air Drop Table (Atoll default: the printed table and scatter diagram are not in the text).
 * Text facts kept: one die per unit, column by landing terrain, +1 for an enemy unit in the hex or an enemy
 * AAA/heavy weapons unit adjacent (once), +1 at night, cumulative (6.2.1); +1 off-DZ emergency drop (optional 22.1);
 * scatter = one die for direction, a second die for hexes, then disrupt (6.2.2); sea and all-river hexes
 * eliminate the unit (6.2.2). Convention: a higher modified roll is never better.
 */
import { ATOLL_DEFAULT } from './common';
import type { AirDropResult, AirDropTable } from './schema-tables';

const L = 'landed';
const D = 'disrupted';
const S = 'scattered';
const E = 'eliminated';

export function defaultAirDropTable(): AirDropTable {
  return {
    source: ATOLL_DEFAULT,
    dice: '1d6',
    modifiers: [
      { id: 'aaa', label: 'Enemy unit in the landing hex, or enemy AAA/heavy weapons adjacent (once)', value: 1 },
      { id: 'night', label: 'Night turn', value: 1 },
      { id: 'emergency', label: 'Emergency drop off a friendly DZ (optional rule 22.1)', value: 1 },
    ],
    categories: [
      { id: 'open', name: 'Open', terrain: ['clear', 'airfield', 'airstrip', 'beach'] },
      { id: 'rough', name: 'Rough', terrain: ['marsh', 'hills', 'kunai', 'palms'] },
      {
        id: 'closed',
        name: 'Closed',
        terrain: ['woods', 'town', 'refinery', 'fortification', 'jungle', 'jungle-path', 'palm-debris'],
      },
      { id: 'water', name: 'Shallow water', terrain: ['ocean'] },
    ],
    // Modified rolls 1..9 (a natural 6 with all three modifiers).
    rows: [
      { category: 'open', results: [L, L, L, D, D, S, S, S, E] },
      { category: 'rough', results: [L, L, D, D, S, S, S, E, E] },
      { category: 'closed', results: [L, D, D, S, S, S, E, E, E] },
      { category: 'water', results: [D, S, S, S, E, E, E, E, E] },
    ],
    prohibitedTerrain: ['all-sea', 'all-river'],
    scatter: {
      directionDice: '1d6',
      // Roll 1 = N, then clockwise (flat-top directions 0..5: N, NE, SE, S, SW, NW), as OST 17.9 counts drift.
      directions: [0, 1, 2, 3, 4, 5],
      distanceDice: '1d6',
      disrupts: true,
    },
  };
}

/** The landing category id of a terrain, `'prohibited'` for terrain that eliminates, or undefined if unlisted. */
export function airDropCategoryOf(table: AirDropTable, terrainId: string): string | undefined {
  if (table.prohibitedTerrain.includes(terrainId)) return 'prohibited';
  return table.categories.find((cat) => cat.terrain.includes(terrainId))?.id;
}

/** Sum of the modifiers that apply, by id (unknown ids are ignored). */
export function airDropModifier(table: AirDropTable, applying: readonly string[]): number {
  return table.modifiers.filter((m) => applying.includes(m.id)).reduce((sum, m) => sum + m.value, 0);
}

/**
 * The result of a landing on a terrain with a modified roll. Rolls below 1 read the first entry, rolls past
 * the end the last. Prohibited terrain always eliminates; terrain on no row throws (the schema forbids it).
 */
export function airDropResult(table: AirDropTable, terrainId: string, modifiedRoll: number): AirDropResult {
  const category = airDropCategoryOf(table, terrainId);
  if (category === 'prohibited') return 'eliminated';
  const row = table.rows.find((r) => r.category === category);
  if (!row) throw new RangeError(`airDropResult: terrain '${terrainId}' has no air drop category`);
  const index = Math.min(row.results.length - 1, Math.max(0, Math.trunc(modifiedRoll) - 1));
  return row.results[index] as AirDropResult;
}

/** The hex direction 0..5 a unit scatters towards for a natural direction roll 1..6. */
export function scatterDirection(table: AirDropTable, roll: number): number {
  const dir = table.scatter.directions[roll - 1];
  if (dir === undefined) throw new RangeError(`scatterDirection: roll ${roll} is not 1..6`);
  return dir;
}
