import { hexCenter, hexCorners, hexLabel, hexsideKey, mapPixelSize, neighbour, type HexDirection, type HexGridGeometry } from '../../src-shared/hex';
import type { MapSettings } from '../../src-shared/model';
import type { HexsideType, PathType, Ruleset, Terrain } from '../../src-shared/ruleset';
import type { HexGrid } from '../stores/hex-grid';
import { chunkGeometry, hexRangeForRect, type ChunkGeometry } from './chunks';
import { strokeLook } from './line-style';
import { drawPattern } from './patterns';

type Ctx = CanvasRenderingContext2D;
type Layers = { terrain: boolean; patterns: boolean; hexsides: boolean; paths: boolean; elevation: boolean; grid: boolean; labels: boolean; features: boolean; zones: boolean };

/** Everything the terrain painter draws, in map millimetres: the grid and its terrain, elevation, hexsides,
 *  paths, grid lines and labels. It draws one rectangle at a time (a chunk, or the overview). */
export class MapScene {
  readonly geom: HexGridGeometry;
  readonly size: number;
  readonly mapMm: { width: number; height: number };
  readonly chunks: ChunkGeometry;
  private readonly terrainById: Map<string, Terrain>;
  private readonly hexsideById: Map<string, HexsideType>;
  private readonly pathById: Map<string, PathType>;
  /** Path types crossing each hexside key. */
  pathsByHexside = new Map<string, string[]>();
  hexsides = new Map<string, string>();
  layers: Layers = { terrain: true, patterns: true, hexsides: true, paths: true, elevation: true, grid: true, labels: true, features: true, zones: true };

  constructor(
    readonly map: MapSettings,
    ruleset: Ruleset,
    public grid: HexGrid,
  ) {
    this.geom = { orientation: map.orientation, stagger: map.stagger };
    this.size = map.hexSizeMm;
    this.mapMm = mapPixelSize(this.geom, this.size, map.cols, map.rows);
    this.chunks = chunkGeometry(this.geom, this.size, this.mapMm);
    this.terrainById = new Map(ruleset.terrain.map((t) => [t.id, t]));
    this.hexsideById = new Map(ruleset.hexsides.map((t) => [t.id, t]));
    this.pathById = new Map(ruleset.paths.map((t) => [t.id, t]));
  }

  setLinework(hexsides: Iterable<{ id: string; type: string }>, paths: Iterable<{ id: string; type: string }>) {
    this.hexsides = new Map([...hexsides].map((h) => [h.id, h.type]));
    this.pathsByHexside = new Map();
    for (const p of paths) this.putPath(p.id, p.type);
  }

  /** Keep the linework index in step with one edit (a drag along edges must not rebuild it per pointer move). */
  hexsideChanged(id: string, type: string | null) {
    if (type === null) this.hexsides.delete(id);
    else this.hexsides.set(id, type);
  }

  pathChanged(id: string, present: boolean) {
    if (present) return this.putPath(id, id.slice(id.lastIndexOf('|') + 1));
    const key = id.slice(0, id.lastIndexOf('|'));
    const rest = (this.pathsByHexside.get(key) ?? []).filter((t) => t !== id.slice(id.lastIndexOf('|') + 1));
    if (rest.length) this.pathsByHexside.set(key, rest);
    else this.pathsByHexside.delete(key);
  }

  private putPath(id: string, type: string) {
    const key = id.slice(0, id.lastIndexOf('|'));
    const list = this.pathsByHexside.get(key) ?? [];
    if (!list.includes(type)) this.pathsByHexside.set(key, [...list, type]);
  }

  terrain(id: string): Terrain | undefined {
    return this.terrainById.get(id);
  }

  /** Draw everything inside the rectangle [x0,x1)×[y0,y1) (mm), replacing what ctx held there. `origin` is the map
   *  point at ctx's (0, 0) and `scale` its px per mm: a whole chunk, or a small patch of one after an edit. */
  drawRect(ctx: Ctx, origin: { x: number; y: number }, x0: number, y0: number, x1: number, y1: number, scale: number) {
    const { grid, size, geom, map } = this;
    const range = hexRangeForRect(this.chunks, x0, y0, x1, y1, grid.cols, grid.rows);
    const hexPx = size * scale;
    ctx.save();
    ctx.scale(scale, scale);
    ctx.translate(-origin.x, -origin.y);
    ctx.beginPath();
    ctx.rect(x0, y0, x1 - x0, y1 - y0);
    ctx.clip();
    ctx.clearRect(x0, y0, x1 - x0, y1 - y0);
    const showPatterns = this.layers.patterns && hexPx >= 24;
    const hexes: { col: number; row: number; corners: { x: number; y: number }[]; centre: { x: number; y: number } }[] = [];
    for (let row = range.rowFrom; row <= range.rowTo; row++)
      for (let col = range.colFrom; col <= range.colTo; col++)
        hexes.push({ col, row, corners: hexCorners(geom, size, { col, row }), centre: hexCenter(geom, size, { col, row }) });

    const trace = (corners: { x: number; y: number }[]) => {
      ctx.beginPath();
      ctx.moveTo(corners[0].x, corners[0].y);
      for (let i = 1; i < 6; i++) ctx.lineTo(corners[i].x, corners[i].y);
      ctx.closePath();
    };

    for (const h of hexes) {
      const t = this.terrainById.get(grid.terrainAt(h.col, h.row));
      trace(h.corners);
      ctx.fillStyle = this.layers.terrain ? (t?.look.fill ?? '#ff00ff') : '#f6f3ea';
      ctx.fill();
      if (this.layers.terrain && t && showPatterns && t.look.pattern !== 'none') {
        ctx.save();
        ctx.clip();
        drawPattern(ctx, t, h.centre.x, h.centre.y, size);
        ctx.restore();
      }
      const elevation = grid.elevation[h.row * grid.cols + h.col];
      if (this.layers.elevation && elevation !== 0) {
        trace(h.corners);
        ctx.fillStyle = elevation > 0 ? `rgba(90,60,20,${Math.min(0.5, 0.08 * elevation)})` : `rgba(20,60,120,${Math.min(0.5, -0.08 * elevation)})`;
        ctx.fill();
      }
    }
    if (this.layers.grid) {
      ctx.strokeStyle = 'rgba(40,50,45,0.55)';
      ctx.lineWidth = Math.max(0.15, 0.7 / scale);
      ctx.beginPath();
      for (const h of hexes) {
        for (let i = 0; i < 6; i++) {
          ctx.moveTo(h.corners[i].x, h.corners[i].y);
          ctx.lineTo(h.corners[(i + 1) % 6].x, h.corners[(i + 1) % 6].y);
        }
      }
      ctx.stroke();
    }
    if (this.layers.elevation) {
      ctx.strokeStyle = '#7a4a1a';
      ctx.lineWidth = size * 0.05;
      ctx.beginPath();
      for (const h of hexes) {
        const e = grid.elevation[h.row * grid.cols + h.col];
        for (let dir = 0; dir < 3; dir++) {
          const other = neighbour(geom, h, dir as HexDirection);
          if (!grid.inside(other.col, other.row) || grid.elevation[other.row * grid.cols + other.col] === e) continue;
          ctx.moveTo(h.corners[dir].x, h.corners[dir].y);
          ctx.lineTo(h.corners[(dir + 1) % 6].x, h.corners[(dir + 1) % 6].y);
        }
      }
      ctx.stroke();
    }
    // Lines and marks after all fills, so a neighbour's fill never covers them.
    for (const h of hexes) {
      const t = this.terrainById.get(grid.terrainAt(h.col, h.row));
      if (this.layers.terrain && t?.marks.cornerMarks && hexPx >= 16) {
        ctx.strokeStyle = '#ffffff';
        ctx.lineWidth = size * 0.06;
        ctx.beginPath();
        for (let i = 0; i < 6; i++) {
          const c = h.corners[i];
          const towards = (p: { x: number; y: number }) => ({ x: c.x + (p.x - c.x) * 0.24, y: c.y + (p.y - c.y) * 0.24 });
          const a = towards(h.corners[(i + 5) % 6]);
          const b = towards(h.corners[(i + 1) % 6]);
          ctx.moveTo(a.x, a.y);
          ctx.lineTo(c.x, c.y);
          ctx.lineTo(b.x, b.y);
        }
        ctx.stroke();
      }
      if (this.layers.terrain && t?.marks.centreDot && hexPx >= 10) {
        ctx.fillStyle = '#1d2a33';
        ctx.beginPath();
        ctx.arc(h.centre.x, h.centre.y, size * 0.035, 0, Math.PI * 2);
        ctx.fill();
      }
    }
    if (this.layers.hexsides && this.hexsides.size > 0) {
      // Each hexside once: from its owner (directions 0-2), or from the on-map hex when the owner is off the map.
      for (const h of hexes)
        for (let dir = 0; dir < 6; dir++) {
          if (dir >= 3) {
            const other = neighbour(geom, h, dir as HexDirection);
            if (grid.inside(other.col, other.row)) continue;
          }
          const type = this.hexsides.get(hexsideKey(geom, h, dir as HexDirection));
          const look = type ? this.hexsideById.get(type)?.look : undefined;
          if (look) strokeLook(ctx, look, h.corners[dir], h.corners[(dir + 1) % 6]);
        }
    }
    if (this.layers.paths && this.pathsByHexside.size > 0) {
      for (const h of hexes)
        for (let dir = 0; dir < 6; dir++) {
          const types = this.pathsByHexside.get(hexsideKey(geom, h, dir as HexDirection));
          if (!types) continue;
          const a = h.corners[dir];
          const b = h.corners[(dir + 1) % 6];
          const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
          for (const type of types) {
            const look = this.pathById.get(type)?.look;
            if (look) strokeLook(ctx, look, h.centre, mid);
          }
        }
    }
    if (this.layers.labels && map.showLabels && hexPx >= 40) {
      ctx.font = `${size * 0.15}px sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'top';
      ctx.lineWidth = size * 0.04;
      ctx.strokeStyle = 'rgba(255,255,255,0.85)';
      ctx.fillStyle = '#1f1f1f';
      for (const h of hexes) {
        const label = hexLabel(map.numbering, h);
        if (!label) continue;
        ctx.strokeText(label, h.centre.x, h.centre.y - size * 0.44);
        ctx.fillText(label, h.centre.x, h.centre.y - size * 0.44);
      }
    }
    ctx.restore();
  }
}
