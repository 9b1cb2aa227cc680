import type { LineLook } from '../../src-shared/ruleset';

type Ctx = CanvasRenderingContext2D;
type P = { x: number; y: number };

/** Stroke a segment in a hexside or path look (mm units). */
export function strokeLook(ctx: Ctx, look: LineLook, a: P, b: P) {
  const w = look.widthMm;
  ctx.strokeStyle = look.colour;
  ctx.fillStyle = look.colour;
  ctx.lineCap = look.style === 'dots' ? 'round' : 'butt';
  ctx.setLineDash([]);
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy) || 1;
  const nx = -dy / len;
  const ny = dx / len;
  switch (look.style) {
    case 'solid':
    case 'dashed':
      ctx.lineWidth = w;
      if (look.style === 'dashed') ctx.setLineDash([w * 2.5, w * 1.5]);
      ctx.beginPath();
      ctx.moveTo(a.x, a.y);
      ctx.lineTo(b.x, b.y);
      ctx.stroke();
      ctx.setLineDash([]);
      return;
    case 'double':
      ctx.lineWidth = w * 0.35;
      for (const k of [-0.4, 0.4]) {
        ctx.beginPath();
        ctx.moveTo(a.x + nx * w * k, a.y + ny * w * k);
        ctx.lineTo(b.x + nx * w * k, b.y + ny * w * k);
        ctx.stroke();
      }
      return;
    case 'dots': {
      const n = Math.max(2, Math.round(len / (w * 2)));
      for (let i = 0; i <= n; i++) {
        ctx.beginPath();
        ctx.arc(a.x + (dx * i) / n, a.y + (dy * i) / n, w * 0.45, 0, Math.PI * 2);
        ctx.fill();
      }
      return;
    }
    case 'teeth': {
      ctx.lineWidth = w * 0.4;
      ctx.beginPath();
      ctx.moveTo(a.x, a.y);
      ctx.lineTo(b.x, b.y);
      const n = Math.max(2, Math.round(len / (w * 1.6)));
      for (let i = 0; i < n; i++) {
        const t = (i + 0.5) / n;
        ctx.moveTo(a.x + dx * t, a.y + dy * t);
        ctx.lineTo(a.x + dx * t + nx * w, a.y + dy * t + ny * w);
      }
      ctx.stroke();
    }
  }
}
