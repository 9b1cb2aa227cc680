import type { Terrain } from '../../src-shared/ruleset';

type Ctx = CanvasRenderingContext2D;

/** Draws a terrain's pattern inside the current clip (the hex), in mm units around the hex centre.
 *  Patterns are sparse strokes in the terrain's ink, so each terrain stays recognisable in greyscale print. */
export function drawPattern(ctx: Ctx, terrain: Terrain, cx: number, cy: number, size: number) {
  const s = size;
  ctx.strokeStyle = terrain.look.ink;
  ctx.fillStyle = terrain.look.ink;
  ctx.lineWidth = s * 0.025;
  ctx.lineCap = 'round';
  const grid = (step: number, draw: (x: number, y: number, k: number) => void) => {
    let k = 0;
    for (let y = cy - s * 0.6; y <= cy + s * 0.6; y += step)
      for (let x = cx - s * 0.6 + ((k >> 3) % 2) * step * 0.5; x <= cx + s * 0.6; x += step) draw(x, y, k++);
  };
  switch (terrain.look.pattern) {
    case 'none':
    case 'contour':
      return;
    case 'grass': // kunai: tufts of three blades
      grid(s * 0.26, (x, y) => {
        ctx.beginPath();
        ctx.moveTo(x - s * 0.05, y - s * 0.06);
        ctx.lineTo(x, y + s * 0.04);
        ctx.lineTo(x + s * 0.05, y - s * 0.06);
        ctx.moveTo(x, y - s * 0.08);
        ctx.lineTo(x, y + s * 0.04);
        ctx.stroke();
      });
      return;
    case 'palms': // palm crowns: small stars
      grid(s * 0.34, (x, y) => {
        ctx.beginPath();
        for (let a = 0; a < 5; a++) {
          const t = (a / 5) * Math.PI * 2;
          ctx.moveTo(x, y);
          ctx.lineTo(x + Math.cos(t) * s * 0.08, y + Math.sin(t) * s * 0.08);
        }
        ctx.stroke();
      });
      return;
    case 'debris': // broken trunks: short crossed strokes
      grid(s * 0.24, (x, y, k) => {
        const d = k % 2 ? 1 : -1;
        ctx.beginPath();
        ctx.moveTo(x - s * 0.07, y - d * s * 0.03);
        ctx.lineTo(x + s * 0.07, y + d * s * 0.03);
        ctx.stroke();
      });
      return;
    case 'jungle':
    case 'trees': // canopy: filled circles
      grid(terrain.look.pattern === 'jungle' ? s * 0.2 : s * 0.28, (x, y) => {
        ctx.beginPath();
        ctx.arc(x, y, s * (terrain.look.pattern === 'jungle' ? 0.07 : 0.06), 0, Math.PI * 2);
        ctx.fill();
      });
      return;
    case 'dots':
    case 'sand':
      grid(s * (terrain.look.pattern === 'sand' ? 0.14 : 0.2), (x, y) => {
        ctx.beginPath();
        ctx.arc(x, y, s * 0.018, 0, Math.PI * 2);
        ctx.fill();
      });
      return;
    case 'waves':
    case 'ripples':
      for (let y = cy - s * 0.5; y <= cy + s * 0.5; y += s * (terrain.look.pattern === 'waves' ? 0.2 : 0.28)) {
        ctx.beginPath();
        for (let x = cx - s * 0.6; x <= cx + s * 0.6; x += s * 0.2) {
          ctx.moveTo(x, y);
          ctx.quadraticCurveTo(x + s * 0.05, y - s * 0.05, x + s * 0.1, y);
        }
        ctx.stroke();
      }
      return;
    case 'runway':
      ctx.lineWidth = s * 0.22;
      ctx.beginPath();
      ctx.moveTo(cx - s * 0.6, cy);
      ctx.lineTo(cx + s * 0.6, cy);
      ctx.stroke();
      return;
    case 'marsh': // reeds: short vertical strokes over a line
      grid(s * 0.24, (x, y) => {
        ctx.beginPath();
        ctx.moveTo(x - s * 0.06, y);
        ctx.lineTo(x + s * 0.06, y);
        ctx.moveTo(x, y);
        ctx.lineTo(x, y - s * 0.06);
        ctx.stroke();
      });
      return;
    case 'buildings':
    case 'tanks':
      grid(s * 0.3, (x, y) => {
        if (terrain.look.pattern === 'tanks') {
          ctx.beginPath();
          ctx.arc(x, y, s * 0.07, 0, Math.PI * 2);
          ctx.stroke();
        } else ctx.fillRect(x - s * 0.06, y - s * 0.05, s * 0.12, s * 0.1);
      });
      return;
    case 'hatch':
      for (let d = -s; d <= s; d += s * 0.16) {
        ctx.beginPath();
        ctx.moveTo(cx + d - s * 0.6, cy + s * 0.6);
        ctx.lineTo(cx + d + s * 0.6, cy - s * 0.6);
        ctx.stroke();
      }
      return;
  }
}
