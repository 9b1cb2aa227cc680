import type { SheetSide } from '../hex';
import type { Feature, ScenarioInfo } from '../model';
import type { LineLook } from '../ruleset';
import type { Box, DrawContext } from './draw-context';
import { drawFeatures } from './features';
import { HexLattice } from './lattice';
import type { MapArtModel } from './model';
import { shade } from './shade';
import type { MapArtStyle } from './style';
import { terrainTile } from './tiles';

const TURN: Record<SheetSide, number> = { top: 0, right: Math.PI / 2, bottom: Math.PI, left: -Math.PI / 2 };

/** A compass rose `size` mm across centred at (x, y), its needle to the side of the sheet north is on. */
export function drawCompass(ctx: DrawContext, x: number, y: number, size: number, north: SheetSide | undefined, fontFamily: string) {
  const r = size / 2;
  ctx.save();
  ctx.translate(x, y);
  ctx.beginPath();
  ctx.arc(0, 0, r * 0.78, 0, Math.PI * 2);
  ctx.fillStyle = 'rgba(255,255,255,0.9)';
  ctx.fill();
  ctx.strokeStyle = '#1f2933';
  ctx.lineWidth = r * 0.03;
  ctx.setLineDash([]);
  ctx.stroke();
  ctx.rotate(TURN[north ?? 'top']);
  // Four points, north dark and long, the others outlined.
  for (let i = 0; i < 4; i++) {
    const long = i === 0 ? r * 0.72 : r * 0.5;
    ctx.save();
    ctx.rotate((i * Math.PI) / 2);
    ctx.beginPath();
    ctx.moveTo(0, -long);
    ctx.lineTo(r * 0.12, 0);
    ctx.lineTo(0, r * 0.08);
    ctx.lineTo(-r * 0.12, 0);
    ctx.closePath();
    ctx.fillStyle = i === 0 ? '#1f2933' : '#ffffff';
    ctx.fill();
    ctx.stroke();
    ctx.restore();
  }
  ctx.fillStyle = '#1f2933';
  ctx.font = `bold ${r * 0.32}px ${fontFamily}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.fillText('N', 0, -r * 0.8);
  ctx.restore();
}

/** Text cut to fit `width` with an ellipsis. */
function fitted(ctx: DrawContext, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  let t = text;
  while (t.length > 1 && ctx.measureText(`${t}…`).width > width) t = t.slice(0, -1);
  return `${t.trimEnd()}…`;
}

export const TITLE_BLOCK_MM = { width: 124, height: 44 } as const;

/** The title block: the scenario's name, dates and designer, the hex size, and a 100 mm bar to check the print
 *  scale with a ruler. */
export function drawTitleBlock(ctx: DrawContext, box: Box, info: ScenarioInfo, hexSizeMm: number, fontFamily: string) {
  const pad = 4;
  const w = box.width - 2 * pad;
  ctx.save();
  ctx.fillStyle = '#fbf8ef';
  ctx.fillRect(box.x, box.y, box.width, box.height);
  ctx.strokeStyle = '#1f2933';
  ctx.lineWidth = 0.5;
  ctx.setLineDash([]);
  ctx.strokeRect(box.x, box.y, box.width, box.height);
  ctx.lineWidth = 0.2;
  ctx.strokeRect(box.x + 1.2, box.y + 1.2, box.width - 2.4, box.height - 2.4);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = '#1f2933';
  let y = box.y + pad + 6;
  ctx.font = `bold 7px ${fontFamily}`;
  ctx.fillText(fitted(ctx, info.title || 'Untitled scenario', w), box.x + pad, y);
  ctx.font = `italic 3.6px ${fontFamily}`;
  const dates = [info.startDate, info.endDate].filter(Boolean).join(' – ');
  for (const line of [info.subtitle, dates]) {
    if (!line) continue;
    y += 5;
    ctx.fillText(fitted(ctx, line, w), box.x + pad, y);
  }
  ctx.font = `3.2px ${fontFamily}`;
  y = Math.max(y + 6, box.y + 26);
  if (info.designer) ctx.fillText(fitted(ctx, `Design: ${info.designer}`, w), box.x + pad, y);
  y += 4.6;
  ctx.fillText(fitted(ctx, `Hexes ${Number(hexSizeMm.toFixed(2))} mm across the flats · print at 100 %`, w), box.x + pad, y);
  // The check bar: 100 mm in 10 mm steps.
  const barY = box.y + box.height - pad - 2;
  const barX = box.x + pad;
  const bar = Math.min(100, w - 14);
  for (let i = 0; i < 10; i++) {
    ctx.fillStyle = i % 2 ? '#ffffff' : '#1f2933';
    ctx.fillRect(barX + (i * bar) / 10, barY - 1.5, bar / 10, 1.5);
  }
  ctx.lineWidth = 0.15;
  ctx.strokeRect(barX, barY - 1.5, bar, 1.5);
  ctx.fillStyle = '#1f2933';
  ctx.font = `2.4px ${fontFamily}`;
  ctx.fillText(bar === 100 ? '100 mm' : `${Number(bar.toFixed(1))} mm`, barX + bar + 1.5, barY);
  ctx.restore();
}

export type LegendItem =
  | { kind: 'terrain'; id: string; name: string }
  | { kind: 'hexside'; id: string; name: string; look: LineLook }
  | { kind: 'path'; id: string; name: string; look: LineLook }
  | { kind: 'feature'; type: Feature['type']; name: string };

const FEATURE_NAMES: Record<string, string> = {
  cave: 'Cave (arrow: facing; dashed: covered hex)', trench: 'Trench', roadblock: 'Roadblock', fortification: 'Fortification',
  objective: 'Objective (VP)', dropZone: 'Drop zone', commandPost: 'Command post', airfield: 'Airfield',
  minefield: 'Minefield',
};

/** What the map uses, in the ruleset's order: terrain, hexsides, paths, then features (labels are not keyed). */
export function legendItems(model: MapArtModel): LegendItem[] {
  const { grid } = model;
  const used = new Set<number>();
  for (let i = 0; i < grid.terrain.length; i++) used.add(grid.terrain[i]);
  const terrainIds = new Set([...used].map((k) => grid.terrainOf(k)));
  const items: LegendItem[] = model.ruleset.terrain.filter((t) => terrainIds.has(t.id)).map((t) => ({ kind: 'terrain', id: t.id, name: t.name }));
  const sides = new Set<string>();
  const paths = new Set<string>();
  for (let r = -1; r <= grid.rows; r++)
    for (let c = -1; c <= grid.cols; c++)
      for (let d = 0; d < 3; d++) {
        const h = model.hexsideAt(c, r, d);
        if (h) sides.add(h);
        for (const p of model.pathsAt(c, r, d) ?? []) paths.add(p);
      }
  for (const t of model.ruleset.hexsides) if (sides.has(t.id)) items.push({ kind: 'hexside', id: t.id, name: t.name, look: t.look });
  for (const t of model.ruleset.paths) if (paths.has(t.id)) items.push({ kind: 'path', id: t.id, name: t.name, look: t.look });
  const features = new Set<string>([...model.features.values()].map((f) => f.type));
  for (const [type, name] of Object.entries(FEATURE_NAMES)) if (features.has(type)) items.push({ kind: 'feature', type: type as Feature['type'], name });
  return items;
}

const ROW_MM = 8;
const COLUMN_MM = 62;
const HEAD_MM = 9;

/** The legend's size for its items in columns no taller than `maxHeight`. */
export function legendSize(items: readonly LegendItem[], maxHeight: number): { width: number; height: number; perColumn: number } {
  const perColumn = Math.max(1, Math.floor((maxHeight - HEAD_MM - 3) / ROW_MM));
  const columns = Math.max(1, Math.ceil(items.length / perColumn));
  const rows = Math.min(items.length, perColumn);
  return { width: columns * COLUMN_MM + 6, height: HEAD_MM + rows * ROW_MM + 3, perColumn };
}

/** The legend of the terrain, hexsides, paths and features the map uses, each drawn by the map's own art. */
export function drawLegend(ctx: DrawContext, box: Box, items: readonly LegendItem[], model: MapArtModel, style: MapArtStyle) {
  const { perColumn } = legendSize(items, box.height);
  ctx.save();
  ctx.fillStyle = '#fbf8ef';
  ctx.fillRect(box.x, box.y, box.width, box.height);
  ctx.strokeStyle = '#1f2933';
  ctx.lineWidth = 0.4;
  ctx.setLineDash([]);
  ctx.strokeRect(box.x, box.y, box.width, box.height);
  ctx.fillStyle = '#1f2933';
  ctx.font = `bold 4px ${style.fontFamily}`;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.fillText('Terrain key', box.x + 3, box.y + 6.2);
  // Swatches are small hexes of the map's own look, whatever its hex size.
  const swatch = new HexLattice(model.geom, 6.4);
  items.forEach((item, i) => {
    const col = Math.floor(i / perColumn);
    const row = i % perColumn;
    const x = box.x + 3 + col * COLUMN_MM;
    const y = box.y + HEAD_MM + row * ROW_MM;
    const cx = x + 4;
    const cy = y + ROW_MM / 2;
    drawSwatch(ctx, item, cx, cy, swatch, model, style);
    ctx.fillStyle = '#1f2933';
    ctx.font = `3px ${style.fontFamily}`;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    ctx.fillText(fitted(ctx, item.name, COLUMN_MM - 12), x + 10, cy);
  });
  ctx.restore();
}

function drawSwatch(ctx: DrawContext, item: LegendItem, cx: number, cy: number, l: HexLattice, model: MapArtModel, style: MapArtStyle) {
  ctx.save();
  const hex = () => {
    ctx.beginPath();
    ctx.moveTo(cx + l.cornerX[0], cy + l.cornerY[0]);
    for (let i = 1; i < 6; i++) ctx.lineTo(cx + l.cornerX[i], cy + l.cornerY[i]);
    ctx.closePath();
  };
  if (item.kind === 'terrain') {
    const t = model.terrain(item.id);
    hex();
    ctx.fillStyle = t?.look.fill ?? '#ff00ff';
    ctx.fill();
    const tile = t ? terrainTile(t.look, model.size) : null;
    if (tile) {
      // The pattern at the map's scale, shown through the swatch.
      ctx.save();
      ctx.translate(cx, cy);
      ctx.scale(l.size / model.size, l.size / model.size);
      ctx.translate(-cx, -cy);
      ctx.beginPath();
      const k = model.size / l.size;
      ctx.moveTo(cx + l.cornerX[0] * k, cy + l.cornerY[0] * k);
      for (let i = 1; i < 6; i++) ctx.lineTo(cx + l.cornerX[i] * k, cy + l.cornerY[i] * k);
      ctx.closePath();
      style.fillPattern(ctx, tile, { x: cx - model.size, y: cy - model.size, width: model.size * 2, height: model.size * 2 });
      ctx.restore();
    }
    hex();
    ctx.strokeStyle = style.gridColour;
    ctx.lineWidth = 0.2;
    ctx.stroke();
  } else if (item.kind === 'hexside' || item.kind === 'path') {
    const look = item.look;
    ctx.beginPath();
    ctx.moveTo(cx - 4, cy + 1.5);
    ctx.quadraticCurveTo(cx, cy - 3, cx + 4, cy + 1.5);
    ctx.lineCap = 'round';
    if (look.style === 'solid') {
      ctx.strokeStyle = shade(look.colour, -0.5);
      ctx.lineWidth = look.widthMm + 0.5;
      ctx.stroke();
    }
    ctx.strokeStyle = look.colour;
    ctx.lineWidth = look.style === 'solid' ? look.widthMm : Math.max(0.3, look.widthMm * 0.6);
    ctx.setLineDash(look.style === 'dashed' ? [look.widthMm * 2.4, look.widthMm * 1.3] : look.style === 'dots' ? [0.001, look.widthMm * 1.8] : []);
    ctx.stroke();
    ctx.setLineDash([]);
  } else {
    // The feature's own symbol, drawn on a hex of the map's size scaled down to the swatch.
    const k = l.size / model.size;
    ctx.translate(cx, cy);
    ctx.scale(k * 1.6, k * 1.6);
    const at = new HexLattice(model.geom, model.size);
    ctx.translate(-at.centreX(0, 0), -at.centreY(0, 0));
    drawFeatures(ctx, at, [{ id: 'legend', type: item.type, hex: { col: 0, row: 0 }, facing: 0, props: { vp: 5 } }], style.fontFamily);
  }
  ctx.restore();
}
