import { hexCorners, neighbour, type HexDirection, type HexGridGeometry } from '../../src-shared/hex';
import type { Zone } from '../../src-shared/model';

/** Zones as a light wash over their hexes with a solid line along their outer edges (mm units). */
export function drawZones(ctx: CanvasRenderingContext2D, geom: HexGridGeometry, size: number, zones: Iterable<Zone>, inView: (c: { x: number; y: number }) => boolean) {
  for (const zone of zones) {
    const members = new Set(zone.hexes.map((h) => `${h.col},${h.row}`));
    ctx.fillStyle = zone.colour + '2e';
    ctx.strokeStyle = zone.colour;
    ctx.lineWidth = size * 0.06;
    ctx.beginPath();
    const edges: [number, number, number, number][] = [];
    for (const hex of zone.hexes) {
      const corners = hexCorners(geom, size, hex);
      if (!inView(corners[0])) continue;
      corners.forEach((p, i) => (i ? ctx.lineTo(p.x, p.y) : ctx.moveTo(p.x, p.y)));
      ctx.closePath();
      for (let dir = 0; dir < 6; dir++) {
        const n = neighbour(geom, hex, dir as HexDirection);
        if (members.has(`${n.col},${n.row}`)) continue;
        const a = corners[dir];
        const b = corners[(dir + 1) % 6];
        edges.push([a.x, a.y, b.x, b.y]);
      }
    }
    ctx.fill();
    ctx.beginPath();
    for (const [ax, ay, bx, by] of edges) {
      ctx.moveTo(ax, ay);
      ctx.lineTo(bx, by);
    }
    ctx.stroke();
  }
}
