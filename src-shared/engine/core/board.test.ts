import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import { DEFAULT_NUMBERING, distance, hexLabel, neighbour, type HexDirection } from '../../hex';
import { buildNeighbourTable, hexDistance, labelOf } from './board';

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

  it('hexDistance by hex index counts as src-shared/hex distance does, for every pair of hexes and every geometry', () => {
    for (const orientation of ['flat', 'pointy'] as const)
      for (const stagger of ['odd', 'even'] as const) {
        const geom = { orientation, stagger };
        const [cols, rows] = [7, 6];
        const board = { cols, size: cols * rows, geom };
        for (let a = 0; a < board.size; a++)
          for (let b = 0; b < board.size; b++) {
            const from = { col: a % cols, row: Math.floor(a / cols) };
            const to = { col: b % cols, row: Math.floor(b / cols) };
            expect(hexDistance(board, a, b)).toBe(distance(geom, from, to));
          }
      }
  });

  it('labelOf gives the numbering’s label, the same when asked again, and the key where the numbering has none', () => {
    const board = { numbering: { ...DEFAULT_NUMBERING, firstCol: 1, firstRow: 1 } };
    expect(labelOf(board, { col: 3, row: 4 })).toBe(hexLabel(board.numbering, { col: 3, row: 4 }));
    expect(labelOf(board, { col: 3, row: 4 })).toBe('0405');
    const other = { numbering: { ...DEFAULT_NUMBERING, firstCol: 0, firstRow: 0 } };
    expect(labelOf(other, { col: 3, row: 4 })).toBe('0304');
    // A row numbered below zero has no label: the "col,row" key stands for it.
    const below = { numbering: { ...DEFAULT_NUMBERING, firstRow: -5 } };
    expect(labelOf(below, { col: 2, row: 1 })).toBe('2,1');
    expect(labelOf(board, { col: 2000, row: 1 })).toBe(hexLabel(board.numbering, { col: 2000, row: 1 }));
  });
});
