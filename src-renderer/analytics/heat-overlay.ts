import { hexCenter, hexCorners } from '../../src-shared/hex';
import type { PlayoutReport } from '../../src-shared/analytics/playout-report';
import type { MapOverlay } from '../stores/editor-store';
import type { HeatChoice } from './analytics-store';

export type HeatHex = { readonly col: number; readonly row: number; readonly units: number };

/** The hexes the heat map colours for this choice, with their counts (hexes with none are left out). */
export function heatHexes(report: PlayoutReport, heat: HeatChoice): HeatHex[] {
  if (heat.kind === 'off') return [];
  return report.eliminations.hexes.flatMap((h) => {
    const units = heat.kind === 'all' ? h.units : (h.bySide[heat.sideId] ?? 0);
    return units > 0 ? [{ col: h.col, row: h.row, units }] : [];
  });
}

// A sequential ramp from pink to deep purple (ColorBrewer RdPu): no terrain colour of the map is near it, where a
// yellow-to-red ramp vanishes into kunai, beach and town hexes.
const RAMP = ['#fbb4b9', '#f768a1', '#dd3497', '#ae017e', '#7a0177', '#49006a'];

/** The colour of a hex with `units` eliminations when the busiest hex has `most`. */
export function heatColour(units: number, most: number): string {
  return RAMP[Math.min(RAMP.length - 1, Math.floor(((units - 1) / most) * RAMP.length))];
}

/** The legend: each colour in use with the lowest count it stands for, when the busiest hex has `most`. */
export function heatLegend(most: number): { colour: string; from: number }[] {
  const steps: { colour: string; from: number }[] = [];
  for (let units = 1; units <= most; units++) {
    const colour = heatColour(units, most);
    if (steps.at(-1)?.colour !== colour) steps.push({ colour, from: units });
  }
  return steps;
}

/** The heat map over the map: each hex tinted by its share of the busiest hex, its count written when there is room. */
export function heatOverlay(hexes: readonly HeatHex[]): MapOverlay {
  const most = hexes.reduce((m, h) => Math.max(m, h.units), 0);
  return {
    draw(ctx, { geom, hexSizeMm, scale }) {
      if (most === 0) return;
      ctx.strokeStyle = '#2d0030';
      ctx.lineWidth = 1.5 / scale;
      for (const h of hexes) {
        const corners = hexCorners(geom, hexSizeMm, h);
        ctx.beginPath();
        corners.forEach((p, i) => (i ? ctx.lineTo(p.x, p.y) : ctx.moveTo(p.x, p.y)));
        ctx.closePath();
        ctx.globalAlpha = 0.72;
        ctx.fillStyle = heatColour(h.units, most);
        ctx.fill();
        ctx.globalAlpha = 1;
        ctx.stroke();
      }
      // Counts in screen pixels, where a hex is big enough on screen to hold one.
      if (hexSizeMm * scale < 30) return;
      const px = 11 / scale;
      ctx.font = `700 ${px}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.lineWidth = 3 / scale;
      ctx.strokeStyle = 'rgba(255,255,255,0.9)';
      ctx.fillStyle = '#3b0010';
      for (const h of hexes) {
        const c = hexCenter(geom, hexSizeMm, h);
        const text = String(h.units);
        ctx.strokeText(text, c.x, c.y + hexSizeMm * 0.22);
        ctx.fillText(text, c.x, c.y + hexSizeMm * 0.22);
      }
    },
  };
}
