import { hexCenter, hexCorners, neighbour, type HexDirection, type HexGridGeometry } from '../hex';

/** A range of hex columns and rows (inclusive); it may reach beyond the map. */
export type HexRange = { c0: number; c1: number; r0: number; r1: number };

const parityOf = (n: number) => n & 1;

/**
 * The hex grid's geometry as plain arithmetic on (col, row), without allocating: centres, corner offsets and
 * neighbours, valid off the map too. What the map drawing runs per hex, many thousand times per chunk.
 */
export class HexLattice {
  readonly flat: boolean;
  /** Centre to corner. */
  readonly radius: number;
  /** Corner d of a hex is at its centre plus (cornerX[d], cornerY[d]); side d runs from corner d to corner d + 1. */
  readonly cornerX = new Float64Array(6);
  readonly cornerY = new Float64Array(6);
  /** Centre spacing along x and y (columns and rows). */
  readonly stepX: number;
  readonly stepY: number;
  private readonly baseX = new Float64Array(2);
  private readonly baseY = new Float64Array(2);
  /** Neighbour offsets by the parity of the staggered index, then direction. */
  private readonly dCol: Int32Array[] = [new Int32Array(6), new Int32Array(6)];
  private readonly dRow: Int32Array[] = [new Int32Array(6), new Int32Array(6)];

  constructor(
    readonly geom: HexGridGeometry,
    readonly size: number,
  ) {
    this.flat = geom.orientation === 'flat';
    this.radius = size / Math.sqrt(3);
    const advance = (size * Math.sqrt(3)) / 2;
    this.stepX = this.flat ? advance : size;
    this.stepY = this.flat ? size : advance;
    const origin = hexCenter(geom, size, { col: 0, row: 0 });
    hexCorners(geom, size, { col: 0, row: 0 }).forEach((c, d) => {
      this.cornerX[d] = c.x - origin.x;
      this.cornerY[d] = c.y - origin.y;
    });
    for (const p of [0, 1]) {
      const base = this.flat ? { col: p, row: 0 } : { col: 0, row: p };
      const c = hexCenter(geom, size, base);
      this.baseX[p] = c.x;
      this.baseY[p] = c.y;
      const sample = this.flat ? { col: 2 + p, row: 2 } : { col: 2, row: 2 + p };
      for (let d = 0; d < 6; d++) {
        const n = neighbour(geom, sample, d as HexDirection);
        this.dCol[p][d] = n.col - sample.col;
        this.dRow[p][d] = n.row - sample.row;
      }
    }
  }

  centreX(col: number, row: number): number {
    return this.flat ? this.baseX[parityOf(col)] + this.stepX * (col - parityOf(col)) : this.baseX[parityOf(row)] + this.stepX * col;
  }

  centreY(col: number, row: number): number {
    return this.flat ? this.baseY[parityOf(col)] + this.stepY * row : this.baseY[parityOf(row)] + this.stepY * (row - parityOf(row));
  }

  neighbourCol(col: number, row: number, dir: number): number {
    return col + this.dCol[parityOf(this.flat ? col : row)][dir];
  }

  neighbourRow(col: number, row: number, dir: number): number {
    return row + this.dRow[parityOf(this.flat ? col : row)][dir];
  }

  /** Every hex that reaches into the rectangle [x0, x1] × [y0, y1], plus `slack` hexes on each side. */
  rangeForRect(x0: number, y0: number, x1: number, y1: number, slack: number): HexRange {
    const r = this.radius;
    const minBaseX = Math.min(this.baseX[0], this.baseX[1]);
    const maxBaseX = Math.max(this.baseX[0], this.baseX[1]);
    const minBaseY = Math.min(this.baseY[0], this.baseY[1]);
    const maxBaseY = Math.max(this.baseY[0], this.baseY[1]);
    return {
      c0: Math.floor((x0 - r - maxBaseX) / this.stepX) - slack,
      c1: Math.ceil((x1 + r - minBaseX) / this.stepX) + slack,
      r0: Math.floor((y0 - r - maxBaseY) / this.stepY) - slack,
      r1: Math.ceil((y1 + r - minBaseY) / this.stepY) + slack,
    };
  }
}
