import { hexCorners, type OffsetHex } from '../../src-shared/hex';
import type { EditorStore, MapOverlay } from '../stores/editor-store';

/** How long a hex named by a problem stays highlighted, and in what colour (no terrain is near it). */
export const FLASH_MS = 1800;
export const FLASH_COLOUR = '#ff2d95';

/** An overlay that draws the hex ring over whatever overlay was there (the heat map stays visible). */
type FlashOverlay = MapOverlay & { readonly flash: { hex: OffsetHex; base: MapOverlay | null } };

function flashOverlay(base: MapOverlay | null, hex: OffsetHex, strength: number): FlashOverlay {
  return {
    flash: { hex, base },
    draw(ctx, map) {
      base?.draw(ctx, map);
      const corners = hexCorners(map.geom, map.hexSizeMm, hex);
      ctx.beginPath();
      corners.forEach((p, i) => (i ? ctx.lineTo(p.x, p.y) : ctx.moveTo(p.x, p.y)));
      ctx.closePath();
      ctx.globalAlpha = 0.25 * strength;
      ctx.fillStyle = FLASH_COLOUR;
      ctx.fill();
      ctx.globalAlpha = strength;
      ctx.strokeStyle = FLASH_COLOUR;
      ctx.lineWidth = 5 / map.scale;
      ctx.stroke();
      ctx.globalAlpha = 1;
    },
  };
}

/**
 * Highlights a hex on the map for a moment: a ring that pulses twice and fades, drawn through the map's overlay hook
 * above what another panel drew there, which is put back afterwards. A second flash replaces the first.
 */
export function flashHex(editor: EditorStore, hex: OffsetHex): void {
  const current = editor.overlay as Partial<FlashOverlay> | null;
  const base = current?.flash ? current.flash.base : editor.overlay;
  const start = performance.now();
  let shown: MapOverlay | null = null;
  const frame = () => {
    // Someone else set the overlay meanwhile (a new flash, the heat map): theirs stands.
    if (shown && editor.overlay !== shown) return;
    const t = (performance.now() - start) / FLASH_MS;
    if (t >= 1) return editor.setOverlay(base);
    const pulse = 0.65 + 0.35 * Math.cos(t * Math.PI * 4);
    shown = flashOverlay(base, hex, pulse * (t < 0.75 ? 1 : (1 - t) / 0.25));
    editor.setOverlay(shown);
    requestAnimationFrame(frame);
  };
  frame();
}
