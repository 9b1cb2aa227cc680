/** The map's hexes as dense typed arrays: terrain as an index into a palette of terrain ids, elevation as a byte.
 *  Cheap to read per hex in a chunk render and small in memory (3 bytes a hex; 250,000 hexes = 750 KB). */
export class HexGrid {
  readonly terrain: Uint16Array;
  readonly elevation: Int8Array;
  private readonly palette: string[] = [];
  private readonly paletteIndex = new Map<string, number>();

  constructor(
    readonly cols: number,
    readonly rows: number,
    readonly defaultTerrain: string,
  ) {
    this.terrain = new Uint16Array(cols * rows);
    this.elevation = new Int8Array(cols * rows);
    this.indexOf(defaultTerrain); // index 0 = the default, so a fresh grid is all default terrain
  }

  indexOf(terrainId: string): number {
    let i = this.paletteIndex.get(terrainId);
    if (i === undefined) {
      i = this.palette.length;
      this.palette.push(terrainId);
      this.paletteIndex.set(terrainId, i);
    }
    return i;
  }

  terrainOf(index: number): string {
    return this.palette[index];
  }

  inside(col: number, row: number): boolean {
    return col >= 0 && row >= 0 && col < this.cols && row < this.rows;
  }

  terrainAt(col: number, row: number): string {
    return this.palette[this.terrain[row * this.cols + col]];
  }

  set(col: number, row: number, terrain: string, elevation: number): void {
    const i = row * this.cols + col;
    this.terrain[i] = this.indexOf(terrain);
    this.elevation[i] = elevation;
  }

  isDefault(col: number, row: number): boolean {
    const i = row * this.cols + col;
    return this.terrain[i] === 0 && this.elevation[i] === 0;
  }
}
