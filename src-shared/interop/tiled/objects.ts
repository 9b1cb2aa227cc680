import { HEX_DIRECTIONS, hexsideKey, neighbour, type HexDirection, type HexGridGeometry, type OffsetHex, type Point } from '../../hex';
import { pixelToTile, tileCentre, type TiledLayout } from './geometry';
import type { TiledObject } from './model';
import type { TileBounds } from './tiles';

/** Turns Tiled pixels into Atoll hexes and hexsides for one imported map. */
export class ObjectPlacer {
  /** Distance between the centres of two neighbouring hexes (the smaller of the two axes). */
  private readonly step: number;

  constructor(
    private readonly layout: TiledLayout,
    private readonly bounds: TileBounds,
    readonly geom: HexGridGeometry,
  ) {
    const a = tileCentre(layout, 0, 0);
    const b = tileCentre(layout, 1, 0);
    const c = tileCentre(layout, 0, 1);
    this.step = Math.min(Math.hypot(b.x - a.x, b.y - a.y), Math.hypot(c.x - a.x, c.y - a.y));
  }

  private onMap(hex: OffsetHex): boolean {
    return hex.col >= 0 && hex.row >= 0 && hex.col < this.bounds.cols && hex.row < this.bounds.rows;
  }

  /** The hex under a pixel, or null off the map. */
  hexAt(p: Point): OffsetHex | null {
    const t = pixelToTile(this.layout, p);
    const hex = { col: t.x - this.bounds.minX, row: t.y - this.bounds.minY };
    return this.onMap(hex) ? hex : null;
  }

  centre(hex: OffsetHex): Point {
    return tileCentre(this.layout, hex.col + this.bounds.minX, hex.row + this.bounds.minY);
  }

  /** The hexside whose middle lies within a fifth of a hex of the point, or null. */
  private hexsideNear(p: Point): { key: string; hex: OffsetHex; dir: HexDirection } | null {
    const t = pixelToTile(this.layout, p);
    const hex = { col: t.x - this.bounds.minX, row: t.y - this.bounds.minY };
    const c = this.centre(hex);
    let best: { dir: HexDirection; d: number } | null = null;
    for (const dir of HEX_DIRECTIONS) {
      const n = this.centre(neighbour(this.geom, hex, dir));
      const d = Math.hypot((c.x + n.x) / 2 - p.x, (c.y + n.y) / 2 - p.y);
      if (!best || d < best.d) best = { dir, d };
    }
    if (!best || best.d > this.step * 0.2) return null;
    return { key: hexsideKey(this.geom, hex, best.dir), hex, dir: best.dir };
  }

  /** The points of a polyline, `every` pixels apart along each segment (ends included). */
  private samples(points: Point[], every: number): Point[] {
    const out: Point[] = [];
    for (let i = 0; i + 1 < points.length; i++) {
      const [a, b] = [points[i], points[i + 1]];
      const n = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / every));
      for (let k = 0; k < n; k++) out.push({ x: a.x + ((b.x - a.x) * k) / n, y: a.y + ((b.y - a.y) * k) / n });
    }
    if (points.length > 0) out.push(points[points.length - 1]);
    return out;
  }

  /** The hexsides a line drawn along hex edges runs over (keys whose owner hex is on the map). */
  hexsidesAlong(points: Point[]): string[] {
    const keys = new Set<string>();
    for (const p of this.samples(points, this.step / 6)) {
      const side = this.hexsideNear(p);
      if (!side) continue;
      const owner = side.key.split(':')[0].split(',').map(Number);
      if (owner[0] >= 0 && owner[1] >= 0 && (this.onMap(side.hex) || this.onMap(neighbour(this.geom, side.hex, side.dir)))) keys.add(side.key);
    }
    return [...keys];
  }

  /** The hexsides a line drawn from hex to hex crosses: one per step between neighbouring hexes. */
  hexsidesCrossed(points: Point[]): string[] {
    const keys = new Set<string>();
    let previous: OffsetHex | null = null;
    for (const p of this.samples(points, this.step / 6)) {
      const t = pixelToTile(this.layout, p);
      const hex = { col: t.x - this.bounds.minX, row: t.y - this.bounds.minY };
      if (previous && (previous.col !== hex.col || previous.row !== hex.row)) {
        const dir = HEX_DIRECTIONS.find((d) => {
          const n = neighbour(this.geom, previous!, d);
          return n.col === hex.col && n.row === hex.row;
        });
        if (dir !== undefined && this.onMap(previous) && this.onMap(hex)) keys.add(hexsideKey(this.geom, previous, dir));
      }
      previous = hex;
    }
    return [...keys];
  }

  /** Hexes whose centres lie inside a closed outline (even-odd rule). */
  hexesInside(outline: Point[], inside: (p: Point) => boolean = (p) => pointInPolygon(p, outline)): OffsetHex[] {
    if (outline.length < 3) return [];
    const xs = outline.map((p) => p.x);
    const ys = outline.map((p) => p.y);
    const a = pixelToTile(this.layout, { x: Math.min(...xs), y: Math.min(...ys) });
    const b = pixelToTile(this.layout, { x: Math.max(...xs), y: Math.max(...ys) });
    const out: OffsetHex[] = [];
    for (let y = Math.max(a.y - 1, this.bounds.minY); y <= Math.min(b.y + 1, this.bounds.minY + this.bounds.rows - 1); y++)
      for (let x = Math.max(a.x - 1, this.bounds.minX); x <= Math.min(b.x + 1, this.bounds.minX + this.bounds.cols - 1); x++)
        if (inside(tileCentre(this.layout, x, y))) out.push({ col: x - this.bounds.minX, row: y - this.bounds.minY });
    return out;
  }
}

export function pointInPolygon(p: Point, poly: Point[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [a, b] = [poly[i], poly[j]];
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** A point of the object's own frame in map pixels: Tiled rotates objects clockwise about (x, y). */
export function objectPoint(o: TiledObject, dx: number, dy: number): Point {
  if (!o.rotation) return { x: o.x + dx, y: o.y + dy };
  const r = (o.rotation * Math.PI) / 180;
  return { x: o.x + dx * Math.cos(r) - dy * Math.sin(r), y: o.y + dx * Math.sin(r) + dy * Math.cos(r) };
}

/** Where a mark-like object stands: a point, the middle of a rectangle, ellipse or text box, or a tile object's
 *  middle (tile objects hang from their bottom-left corner). */
export function objectAnchor(o: TiledObject): Point {
  if (o.shape === 'point') return { x: o.x, y: o.y };
  if (o.shape === 'tile') return objectPoint(o, o.width / 2, -o.height / 2);
  return objectPoint(o, o.width / 2, o.height / 2);
}

/** An area object's outline in map pixels (ellipses as 24-gons). */
export function objectOutline(o: TiledObject): Point[] {
  if (o.shape === 'polygon') return o.points.map((p) => objectPoint(o, p.x, p.y));
  if (o.shape === 'ellipse')
    return Array.from({ length: 24 }, (_, i) => {
      const t = (i / 24) * Math.PI * 2;
      return objectPoint(o, o.width / 2 + (Math.cos(t) * o.width) / 2, o.height / 2 + (Math.sin(t) * o.height) / 2);
    });
  return [objectPoint(o, 0, 0), objectPoint(o, o.width, 0), objectPoint(o, o.width, o.height), objectPoint(o, 0, o.height)];
}
