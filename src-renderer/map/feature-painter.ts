import { hexCenter, hexCorners, neighbour, type HexDirection, type HexGridGeometry } from '../../src-shared/hex';
import type { Feature } from '../../src-shared/model';

type Ctx = CanvasRenderingContext2D;

/** Draws the map's features (in mm, ctx already scaled): few enough to draw each frame, unlike terrain. */
export function drawFeatures(ctx: Ctx, geom: HexGridGeometry, size: number, features: Iterable<Feature>) {
  for (const f of features) {
    const c = hexCenter(geom, size, f.hex);
    const r = size * 0.2;
    ctx.save();
    ctx.lineWidth = size * 0.03;
    ctx.setLineDash([]);
    switch (f.type) {
      case 'cave': {
        const dir = (f.facing ?? 0) as HexDirection;
        // The covered arc: the one hex across the facing hexside (OST 9.5-9.6).
        const across = hexCorners(geom, size, neighbour(geom, f.hex, dir));
        ctx.beginPath();
        across.forEach((p, i) => (i ? ctx.lineTo(p.x, p.y) : ctx.moveTo(p.x, p.y)));
        ctx.closePath();
        ctx.fillStyle = 'rgba(200, 40, 40, 0.16)';
        ctx.fill();
        ctx.setLineDash([size * 0.06, size * 0.04]);
        ctx.strokeStyle = 'rgba(200, 40, 40, 0.8)';
        ctx.stroke();
        ctx.setLineDash([]);
        ctx.fillStyle = '#4a3018';
        ctx.beginPath();
        ctx.arc(c.x, c.y, r, 0, Math.PI * 2);
        ctx.fill();
        const corners = hexCorners(geom, size, f.hex);
        const a = corners[dir];
        const b = corners[(dir + 1) % 6];
        const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
        const ux = (mid.x - c.x) / Math.hypot(mid.x - c.x, mid.y - c.y);
        const uy = (mid.y - c.y) / Math.hypot(mid.x - c.x, mid.y - c.y);
        ctx.fillStyle = '#d22';
        ctx.beginPath();
        ctx.moveTo(c.x + ux * size * 0.42, c.y + uy * size * 0.42);
        ctx.lineTo(c.x + ux * r - uy * r * 0.9, c.y + uy * r + ux * r * 0.9);
        ctx.lineTo(c.x + ux * r + uy * r * 0.9, c.y + uy * r - ux * r * 0.9);
        ctx.closePath();
        ctx.fill();
        break;
      }
      case 'trench':
        ctx.strokeStyle = '#5a3a1a';
        ctx.lineWidth = size * 0.05;
        ctx.beginPath();
        for (let i = 0; i <= 6; i++) ctx.lineTo(c.x - size * 0.3 + i * size * 0.1, c.y + (i % 2 ? -1 : 1) * size * 0.06);
        ctx.stroke();
        break;
      case 'roadblock':
        ctx.strokeStyle = '#b0261e';
        ctx.lineWidth = size * 0.06;
        ctx.beginPath();
        ctx.moveTo(c.x - r, c.y - r);
        ctx.lineTo(c.x + r, c.y + r);
        ctx.moveTo(c.x + r, c.y - r);
        ctx.lineTo(c.x - r, c.y + r);
        ctx.stroke();
        break;
      case 'fortification':
        ctx.fillStyle = '#555';
        ctx.beginPath();
        for (let i = 0; i < 5; i++) {
          const t = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
          ctx.lineTo(c.x + Math.cos(t) * r, c.y + Math.sin(t) * r);
        }
        ctx.closePath();
        ctx.fill();
        break;
      case 'objective': {
        ctx.fillStyle = '#f2c230';
        ctx.strokeStyle = '#6b4b00';
        ctx.beginPath();
        for (let i = 0; i < 10; i++) {
          const t = -Math.PI / 2 + (i * Math.PI) / 5;
          const k = i % 2 ? r * 0.45 : r * 1.1;
          ctx.lineTo(c.x + Math.cos(t) * k, c.y + Math.sin(t) * k);
        }
        ctx.closePath();
        ctx.fill();
        ctx.stroke();
        ctx.fillStyle = '#1f1f1f';
        ctx.font = `bold ${size * 0.14}px sans-serif`;
        ctx.textAlign = 'center';
        ctx.fillText(`${f.props.vp ?? 0} VP`, c.x, c.y + size * 0.36);
        break;
      }
      case 'dropZone':
      case 'commandPost':
      case 'airfield': {
        const text = f.type === 'dropZone' ? 'DZ' : f.type === 'commandPost' ? 'CP' : '✈';
        ctx.fillStyle = f.type === 'dropZone' ? 'rgba(255,255,255,0.85)' : 'rgba(255,240,200,0.9)';
        ctx.strokeStyle = '#222';
        ctx.beginPath();
        ctx.arc(c.x, c.y, r, 0, Math.PI * 2);
        ctx.fill();
        ctx.stroke();
        ctx.fillStyle = '#222';
        ctx.font = `bold ${size * 0.15}px sans-serif`;
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillText(text, c.x, c.y);
        break;
      }
      case 'label':
        ctx.font = `italic ${size * 0.18}px serif`;
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.lineWidth = size * 0.05;
        ctx.strokeStyle = 'rgba(255,255,255,0.9)';
        ctx.strokeText(String(f.props.text ?? ''), c.x, c.y);
        ctx.fillStyle = '#1a1a1a';
        ctx.fillText(String(f.props.text ?? ''), c.x, c.y);
        break;
    }
    ctx.restore();
  }
}
