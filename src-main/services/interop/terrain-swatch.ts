import type { SKRSContext2D } from '@napi-rs/canvas';
import { terrainTile } from '../../../src-shared/map-art';
import type { Terrain } from '../../../src-shared/ruleset';
import { skiaPatternFill } from '../export/canvas-surface';

/** One pattern fill (and its tile cache) for every swatch of a tileset. */
export type SwatchPainter = (ctx: SKRSContext2D, terrain: Terrain, box: { x: number; y: number; width: number; height: number }, hexAcross: number) => void;

/**
 * One terrain's look inside the current path (a hex) `hexAcross` pixels across the flats: its fill and, over it, the
 * same pattern tile the map art draws, so a generated tileset shows each terrain as the map and the print exports do.
 */
export function swatchPainter(): SwatchPainter {
  const fillPattern = skiaPatternFill();
  return (ctx, terrain, box, hexAcross) => {
    ctx.save();
    ctx.fillStyle = terrain.look.fill;
    ctx.fill();
    const tile = terrainTile(terrain.look, hexAcross);
    if (tile) fillPattern(ctx as unknown as Parameters<typeof fillPattern>[0], tile, box);
    ctx.restore();
  };
}
