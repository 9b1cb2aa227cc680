import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import { neighbour, type HexDirection } from '../../hex';
import { buildNeighbourTable } from './board';

describe('board tables', () => {
  it('the neighbour table agrees with src-shared/hex for every orientation and stagger', () => {
    for (const orientation of ['flat', 'pointy'] as const)
      for (const stagger of ['odd', 'even'] as const) {
        const geom = { orientation, stagger };
        const [cols, rows] = [7, 6];
        const table = buildNeighbourTable(cols, rows, geom);
        for (let row = 0; row < rows; row++)
          for (let col = 0; col < cols; col++)
            for (let dir = 0; dir < 6; dir++) {
              const n = neighbour(geom, { col, row }, dir as HexDirection);
              const inside = n.col >= 0 && n.row >= 0 && n.col < cols && n.row < rows;
              expect(table[(row * cols + col) * 6 + dir]).toBe(inside ? n.row * cols + n.col : -1);
            }
      }
  });
});
