import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Terrain } from '../../../src-shared/ruleset';

/**
 * One terrain's look inside the current path (a hex), `size` pixels across: the tile of a generated tileset.
 * This is where the shared map art's terrain tiles plug in, so a tileset shows each terrain as the map does; until
 * then it is the terrain's fill with a plain lattice of marks in its ink, which keeps terrains apart in greyscale.
 */
export function paintTerrainSwatch(ctx: SKRSContext2D, terrain: Terrain, box: { x: number; y: number; width: number; height: number }) {
  ctx.save();
  ctx.clip();
  ctx.fillStyle = terrain.look.fill;
  ctx.fillRect(box.x, box.y, box.width, box.height);
  if (terrain.look.pattern !== 'none' && terrain.look.pattern !== 'contour') {
    const step = box.width / 5;
    ctx.fillStyle = terrain.look.ink;
    for (let j = 0; j < 6; j++)
      for (let i = 0; i < 6; i++) {
        const x = box.x + step * (i + (j % 2 ? 0.5 : 0)) + step / 4;
        const y = box.y + (box.height / 5) * j + step / 4;
        // The middle stays clear: the fill is what a hex centre shows.
        if (Math.hypot(x - (box.x + box.width / 2), y - (box.y + box.height / 2)) < box.width * 0.18) continue;
        ctx.beginPath();
        ctx.arc(x, y, Math.max(1, box.width / 40), 0, Math.PI * 2);
        ctx.fill();
      }
  }
  ctx.restore();
}
