import { neighbours, type HexGridGeometry, type OffsetHex } from '../../../src-shared/hex';
import type { Change } from '../../../src-shared/model';
import type { Ruleset } from '../../../src-shared/ruleset';

export const BEACH = 'beach';

/** The Pacific rule: any land hex adjacent to an ocean hex is beach. Returns the changes that make it so
 *  (elevation kept); hexes already beach, water hexes and structures are left alone. */
export function autoBeachChanges(
  geom: HexGridGeometry,
  size: { cols: number; rows: number },
  ruleset: Ruleset,
  terrainAt: (col: number, row: number) => string,
  elevationAt: (col: number, row: number) => number,
): Change[] {
  const water = new Map(ruleset.terrain.map((t) => [t.id, t.water]));
  const structure = new Set(ruleset.terrain.filter((t) => t.structure).map((t) => t.id));
  const changes: Change[] = [];
  const onMap = (h: OffsetHex) => h.col >= 0 && h.row >= 0 && h.col < size.cols && h.row < size.rows;
  for (let row = 0; row < size.rows; row++)
    for (let col = 0; col < size.cols; col++) {
      const t = terrainAt(col, row);
      if (t === BEACH || water.get(t) !== 'none' || structure.has(t)) continue;
      const coastal = neighbours(geom, { col, row }).some((n) => onMap(n) && water.get(terrainAt(n.col, n.row)) === 'ocean');
      if (coastal) changes.push({ kind: 'hex', col, row, terrain: BEACH, elevation: elevationAt(col, row) });
    }
  return changes;
}
