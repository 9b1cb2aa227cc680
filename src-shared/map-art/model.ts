import { mapPixelSize, parseHexsideKey, type HexGridGeometry } from '../hex';
import type { Feature, MapSettings, ScenarioDocument } from '../model';
import type { HexsideType, PathType, Ruleset, Terrain } from '../ruleset';
import { HexGrid } from './hex-grid';
import { HexLattice } from './lattice';

/** A hexside as a number: its owner hex (the one that sees it in direction 0, 1 or 2) and that direction. Owners
 *  one or two hexes off the map (the sides along its edge) have numbers too. */
function sideNumber(cols: number, col: number, row: number, dir: number): number {
  return ((row + 2) * (cols + 4) + (col + 2)) * 3 + dir;
}

/**
 * Everything the map drawing reads, kept as the painter needs it: the hexes in typed arrays, hexsides and paths
 * indexed by side, features by id, and the ruleset's looks. The screen keeps one up to date edit by edit; an
 * export builds one from the document.
 */
export class MapArtModel {
  readonly geom: HexGridGeometry;
  readonly lattice: HexLattice;
  readonly size: number;
  /** The map's frame in mm: every hex lies inside [0, width] × [0, height]. */
  readonly mapMm: { width: number; height: number };
  private readonly terrainById: Map<string, Terrain>;
  readonly hexsideTypes: Map<string, HexsideType>;
  readonly pathTypes: Map<string, PathType>;
  /** Terrain by palette index of the grid (the grid's palette grows as terrain is painted). */
  private readonly terrainByIndex: (Terrain | undefined)[] = [];
  private readonly sides = new Map<number, string>();
  private readonly crossings = new Map<number, string[]>();
  readonly features = new Map<string, Feature>();

  constructor(
    readonly map: MapSettings,
    readonly ruleset: Ruleset,
    readonly grid: HexGrid,
  ) {
    this.geom = { orientation: map.orientation, stagger: map.stagger };
    this.size = map.hexSizeMm;
    this.lattice = new HexLattice(this.geom, this.size);
    this.mapMm = mapPixelSize(this.geom, this.size, map.cols, map.rows);
    this.terrainById = new Map(ruleset.terrain.map((t) => [t.id, t]));
    this.hexsideTypes = new Map(ruleset.hexsides.map((t) => [t.id, t]));
    this.pathTypes = new Map(ruleset.paths.map((t) => [t.id, t]));
  }

  /** The model of a whole document (exports). */
  static fromDocument(doc: ScenarioDocument): MapArtModel {
    const grid = new HexGrid(doc.map.cols, doc.map.rows, doc.map.defaultTerrain);
    for (const h of doc.hexes) if (grid.inside(h.col, h.row)) grid.set(h.col, h.row, h.terrain, h.elevation);
    const model = new MapArtModel(doc.map, doc.ruleset, grid);
    model.setLinework(doc.hexsides, doc.paths);
    model.setFeatures(doc.features);
    return model;
  }

  terrain(id: string): Terrain | undefined {
    return this.terrainById.get(id);
  }

  /** The terrain of a palette index. */
  terrainOfIndex(index: number): Terrain | undefined {
    let t = this.terrainByIndex[index];
    if (t === undefined && index < 65536) {
      t = this.terrainById.get(this.grid.terrainOf(index));
      this.terrainByIndex[index] = t;
    }
    return t;
  }

  /** The palette index of a hex; hexes off the map take the nearest hex's terrain, so the map's art runs to the
   *  edge of its frame and into the bleed. */
  keyAt(col: number, row: number): number {
    const { cols, rows } = this.grid;
    const c = col < 0 ? 0 : col >= cols ? cols - 1 : col;
    const r = row < 0 ? 0 : row >= rows ? rows - 1 : row;
    return this.grid.terrain[r * cols + c];
  }

  /** The level of a hex, extended off the map like the terrain. */
  levelAt(col: number, row: number): number {
    const { cols, rows } = this.grid;
    const c = col < 0 ? 0 : col >= cols ? cols - 1 : col;
    const r = row < 0 ? 0 : row >= rows ? rows - 1 : row;
    return this.grid.elevation[r * cols + c];
  }

  inside(col: number, row: number): boolean {
    return this.grid.inside(col, row);
  }

  // ---------------------------------------------------------------- linework

  private sideOf(col: number, row: number, dir: number): number {
    if (dir < 3) return sideNumber(this.grid.cols, col, row, dir);
    const l = this.lattice;
    return sideNumber(this.grid.cols, l.neighbourCol(col, row, dir), l.neighbourRow(col, row, dir), dir - 3);
  }

  private parse(key: string): number | null {
    const side = parseHexsideKey(this.geom, key);
    if (!side || side.hex.col < -2 || side.hex.row < -2 || side.hex.col > this.grid.cols + 1 || side.hex.row > this.grid.rows + 1) return null;
    return sideNumber(this.grid.cols, side.hex.col, side.hex.row, side.dir);
  }

  /** The hexside type on side `dir` (0..5) of a hex, or undefined. */
  hexsideAt(col: number, row: number, dir: number): string | undefined {
    return this.sides.size ? this.sides.get(this.sideOf(col, row, dir)) : undefined;
  }

  /** The path types crossing side `dir` of a hex. */
  pathsAt(col: number, row: number, dir: number): readonly string[] | undefined {
    return this.crossings.size ? this.crossings.get(this.sideOf(col, row, dir)) : undefined;
  }

  get hasHexsides() {
    return this.sides.size > 0;
  }

  get hasPaths() {
    return this.crossings.size > 0;
  }

  setLinework(hexsides: Iterable<{ id: string; type: string }>, paths: Iterable<{ id: string; type: string }>) {
    this.sides.clear();
    this.crossings.clear();
    for (const h of hexsides) this.hexsideChanged(h.id, h.type);
    for (const p of paths) this.pathChanged(p.id, true);
  }

  /** Keep the index in step with one edit (a drag along edges must not rebuild it per pointer move). */
  hexsideChanged(key: string, type: string | null) {
    const n = this.parse(key);
    if (n === null) return;
    if (type === null) this.sides.delete(n);
    else this.sides.set(n, type);
  }

  /** A path record `<hexside key>|<type>` added or removed. */
  pathChanged(id: string, present: boolean) {
    const bar = id.lastIndexOf('|');
    const n = this.parse(id.slice(0, bar));
    if (n === null) return;
    const type = id.slice(bar + 1);
    const list = this.crossings.get(n) ?? [];
    if (present) {
      if (!list.includes(type)) this.crossings.set(n, [...list, type]);
      return;
    }
    const rest = list.filter((t) => t !== type);
    if (rest.length) this.crossings.set(n, rest);
    else this.crossings.delete(n);
  }

  // ---------------------------------------------------------------- features

  setFeatures(features: Iterable<Feature>) {
    this.features.clear();
    for (const f of features) this.features.set(f.id, f);
  }

  featureChanged(id: string, feature: Feature | null) {
    if (feature) this.features.set(id, feature);
    else this.features.delete(id);
  }
}
