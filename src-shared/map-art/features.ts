import type { Feature } from '../model';
import type { DrawContext } from './draw-context';
import type { HexLattice } from './lattice';
import type { Rect } from './terrain-art';

/** How far a feature's drawing reaches from its hex centre, in hexes (a cave's covered arc is the next hex). */
export const FEATURE_REACH_HEXES = 1.6;

/** The features whose drawing can reach into a rectangle (mm). */
export function featuresIn(l: HexLattice, features: Iterable<Feature>, rect: Rect): Feature[] {
  const reach = l.size * FEATURE_REACH_HEXES;
  const out: Feature[] = [];
  for (const f of features) {
    const x = l.centreX(f.hex.col, f.hex.row);
    const y = l.centreY(f.hex.col, f.hex.row);
    if (x >= rect.x0 - reach && x <= rect.x1 + reach && y >= rect.y0 - reach && y <= rect.y1 + reach) out.push(f);
  }
  return out;
}

function hexPath(ctx: DrawContext, l: HexLattice, col: number, row: number) {
  const x = l.centreX(col, row);
  const y = l.centreY(col, row);
  ctx.beginPath();
  ctx.moveTo(x + l.cornerX[0], y + l.cornerY[0]);
  for (let i = 1; i < 6; i++) ctx.lineTo(x + l.cornerX[i], y + l.cornerY[i]);
  ctx.closePath();
}

/** Text with a pale halo, legible on any terrain. */
function haloText(ctx: DrawContext, text: string, x: number, y: number, halo: number) {
  ctx.lineJoin = 'round';
  ctx.lineWidth = halo;
  ctx.strokeStyle = 'rgba(255,255,255,0.88)';
  ctx.strokeText(text, x, y);
  ctx.fillText(text, x, y);
}

/** A small aircraft seen from above, nose up, `r` mm from nose to tail. */
function aircraft(ctx: DrawContext, x: number, y: number, r: number) {
  ctx.beginPath();
  ctx.moveTo(x, y - r);
  ctx.lineTo(x + r * 0.12, y - r * 0.6);
  ctx.lineTo(x + r * 0.12, y - r * 0.2);
  ctx.lineTo(x + r * 0.95, y + r * 0.15);
  ctx.lineTo(x + r * 0.95, y + r * 0.32);
  ctx.lineTo(x + r * 0.12, y + r * 0.15);
  ctx.lineTo(x + r * 0.1, y + r * 0.7);
  ctx.lineTo(x + r * 0.4, y + r * 0.88);
  ctx.lineTo(x + r * 0.4, y + r);
  ctx.lineTo(x - r * 0.4, y + r);
  ctx.lineTo(x - r * 0.4, y + r * 0.88);
  ctx.lineTo(x - r * 0.1, y + r * 0.7);
  ctx.lineTo(x - r * 0.12, y + r * 0.15);
  ctx.lineTo(x - r * 0.95, y + r * 0.32);
  ctx.lineTo(x - r * 0.95, y + r * 0.15);
  ctx.lineTo(x - r * 0.12, y - r * 0.2);
  ctx.lineTo(x - r * 0.12, y - r * 0.6);
  ctx.closePath();
  ctx.fill();
}

/** The map's features (mm units): caves with their facing and covered arc, trenches, roadblocks, fortifications,
 *  objectives with their VP, drop zones, command posts, airfields and labels. */
export function drawFeatures(ctx: DrawContext, l: HexLattice, features: Iterable<Feature>, fontFamily: string) {
  const size = l.size;
  for (const f of features) {
    const cx = l.centreX(f.hex.col, f.hex.row);
    const cy = l.centreY(f.hex.col, f.hex.row);
    const r = size * 0.2;
    ctx.save();
    ctx.lineWidth = size * 0.03;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.setLineDash([]);
    ctx.globalAlpha = 1;
    switch (f.type) {
      case 'cave': {
        const dir = f.facing ?? 0;
        // The covered arc: the one hex across the facing hexside (OST 9.5-9.6).
        hexPath(ctx, l, l.neighbourCol(f.hex.col, f.hex.row, dir), l.neighbourRow(f.hex.col, f.hex.row, dir));
        ctx.fillStyle = 'rgba(200, 40, 40, 0.14)';
        ctx.fill();
        ctx.setLineDash([size * 0.06, size * 0.04]);
        ctx.strokeStyle = 'rgba(190, 30, 30, 0.85)';
        ctx.lineWidth = size * 0.025;
        ctx.stroke();
        ctx.setLineDash([]);
        // The mouth: an arch opening towards the facing side, with an arrow to it.
        const mx = (l.cornerX[dir] + l.cornerX[(dir + 1) % 6]) / 2;
        const my = (l.cornerY[dir] + l.cornerY[(dir + 1) % 6]) / 2;
        const len = Math.hypot(mx, my);
        const ux = mx / len;
        const uy = my / len;
        const a = Math.atan2(uy, ux);
        ctx.fillStyle = '#3b2614';
        ctx.beginPath();
        ctx.arc(cx, cy, r, a + Math.PI / 2, a - Math.PI / 2);
        ctx.closePath();
        ctx.fill();
        ctx.strokeStyle = '#e9dcc0';
        ctx.lineWidth = size * 0.02;
        ctx.beginPath();
        ctx.arc(cx, cy, r * 0.62, a + Math.PI / 2, a - Math.PI / 2);
        ctx.stroke();
        ctx.fillStyle = '#c81e1e';
        ctx.beginPath();
        ctx.moveTo(cx + ux * size * 0.44, cy + uy * size * 0.44);
        ctx.lineTo(cx + ux * r * 1.1 - uy * r * 0.55, cy + uy * r * 1.1 + ux * r * 0.55);
        ctx.lineTo(cx + ux * r * 1.1 + uy * r * 0.55, cy + uy * r * 1.1 - ux * r * 0.55);
        ctx.closePath();
        ctx.fill();
        break;
      }
      case 'trench':
        ctx.strokeStyle = '#4a2e12';
        ctx.lineWidth = size * 0.045;
        ctx.lineCap = 'butt';
        ctx.lineJoin = 'miter';
        ctx.beginPath();
        for (let i = 0; i <= 6; i++) {
          const x = cx - size * 0.3 + i * size * 0.1;
          const y = cy + (i % 2 ? -1 : 1) * size * 0.06;
          if (i) ctx.lineTo(x, y);
          else ctx.moveTo(x, y);
        }
        ctx.stroke();
        break;
      case 'roadblock':
        ctx.strokeStyle = '#9e1f18';
        ctx.lineWidth = size * 0.055;
        ctx.beginPath();
        ctx.moveTo(cx - r, cy - r * 0.8);
        ctx.lineTo(cx + r, cy + r * 0.8);
        ctx.moveTo(cx + r, cy - r * 0.8);
        ctx.lineTo(cx - r, cy + r * 0.8);
        ctx.stroke();
        ctx.lineWidth = size * 0.03;
        ctx.beginPath();
        ctx.moveTo(cx - r * 1.2, cy + r * 0.95);
        ctx.lineTo(cx + r * 1.2, cy + r * 0.95);
        ctx.stroke();
        break;
      case 'fortification':
        ctx.fillStyle = '#5b5650';
        ctx.strokeStyle = '#1f1d1a';
        ctx.beginPath();
        for (let i = 0; i < 5; i++) {
          const t = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
          if (i) ctx.lineTo(cx + Math.cos(t) * r, cy + Math.sin(t) * r);
          else ctx.moveTo(cx + Math.cos(t) * r, cy + Math.sin(t) * r);
        }
        ctx.closePath();
        ctx.fill();
        ctx.stroke();
        ctx.fillStyle = '#1f1d1a';
        ctx.fillRect(cx - r * 0.45, cy - r * 0.12, r * 0.9, r * 0.24);
        break;
      case 'objective': {
        ctx.fillStyle = '#f2c230';
        ctx.strokeStyle = '#5b3f00';
        ctx.lineWidth = size * 0.018;
        ctx.beginPath();
        for (let i = 0; i < 10; i++) {
          const t = -Math.PI / 2 + (i * Math.PI) / 5;
          const k = i % 2 ? r * 0.45 : r * 1.1;
          if (i) ctx.lineTo(cx + Math.cos(t) * k, cy + Math.sin(t) * k);
          else ctx.moveTo(cx + Math.cos(t) * k, cy + Math.sin(t) * k);
        }
        ctx.closePath();
        ctx.fill();
        ctx.stroke();
        ctx.fillStyle = '#1f1f1f';
        ctx.font = `bold ${size * 0.12}px ${fontFamily}`;
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        haloText(ctx, `${f.props.vp ?? 0} VP`, cx, cy + size * 0.33, size * 0.035);
        break;
      }
      case 'dropZone':
      case 'commandPost': {
        const text = f.type === 'dropZone' ? 'DZ' : 'CP';
        ctx.fillStyle = f.type === 'dropZone' ? 'rgba(255,255,255,0.9)' : 'rgba(255,240,200,0.92)';
        ctx.strokeStyle = '#222222';
        ctx.beginPath();
        ctx.arc(cx, cy, r, 0, Math.PI * 2);
        ctx.fill();
        ctx.stroke();
        if (f.type === 'dropZone') {
          ctx.beginPath();
          ctx.arc(cx, cy, r * 0.8, Math.PI * 1.1, Math.PI * 1.9);
          ctx.lineWidth = size * 0.015;
          ctx.stroke();
        }
        ctx.fillStyle = '#222222';
        ctx.font = `bold ${size * 0.14}px ${fontFamily}`;
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillText(text, cx, cy + size * 0.01);
        break;
      }
      case 'minefield': {
        // A triangle of small mine discs on a pale ground, as the usual map symbol.
        ctx.fillStyle = 'rgba(255,250,235,0.85)';
        ctx.strokeStyle = '#7a1f12';
        ctx.lineWidth = size * 0.02;
        ctx.beginPath();
        ctx.arc(cx, cy, r, 0, Math.PI * 2);
        ctx.fill();
        ctx.stroke();
        ctx.fillStyle = '#7a1f12';
        for (const [dx, dy] of [[0, -0.45], [-0.42, 0.3], [0.42, 0.3]] as const) {
          ctx.beginPath();
          ctx.arc(cx + dx * r, cy + dy * r, r * 0.22, 0, Math.PI * 2);
          ctx.fill();
        }
        break;
      }
      case 'airfield':
        ctx.fillStyle = 'rgba(255,240,200,0.92)';
        ctx.strokeStyle = '#222222';
        ctx.beginPath();
        ctx.arc(cx, cy, r, 0, Math.PI * 2);
        ctx.fill();
        ctx.stroke();
        ctx.fillStyle = '#222222';
        aircraft(ctx, cx, cy, r * 0.72);
        break;
      case 'label': {
        const text = String(f.props.text ?? '');
        if (!text) break;
        ctx.font = `italic bold ${size * 0.16}px ${fontFamily}`;
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillStyle = '#1a1a1a';
        haloText(ctx, text, cx, cy, size * 0.05);
        break;
      }
    }
    ctx.restore();
  }
}
