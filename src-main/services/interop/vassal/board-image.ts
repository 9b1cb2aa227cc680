import { createCanvas } from '@napi-rs/canvas';
import { hexCorners, hexLabel, mapPixelSize, parseHexsideKey, hexCenter, type HexGridGeometry } from '../../../../src-shared/hex';
import { InteropError } from '../../../../src-shared/interop/errors';
import type { ScenarioDocument } from '../../../../src-shared/model';
import { lumaOfColour } from '../../../../src-shared/ruleset';
import { registerCanvasFonts } from '../../export/canvas-surface';
import { EXPORT_FONT_FAMILY } from '../../export/fonts';
import { checkCancelled, type JobContext } from '../../jobs';
import type { BoardGeometry } from './vassal-grid';

/** The largest board image written (256 MB of pixels while it is drawn). */
export const MAX_BOARD_PIXELS = 64_000_000;
const MARGIN_MM = 6;
/** The lowest resolution offered (the contract's minimum). */
const MIN_DPI = 36;

export type BoardImage = BoardGeometry & { png: Buffer };

/** The board's size and where the map's frame starts on it, at `dpi`; refused when VASSAL would get a giant image. */
export function boardGeometry(doc: ScenarioDocument, dpi: number): BoardGeometry {
  const pxPerMm = dpi / 25.4;
  const frame = mapPixelSize({ orientation: doc.map.orientation, stagger: doc.map.stagger }, doc.map.hexSizeMm, doc.map.cols, doc.map.rows);
  const width = Math.ceil((frame.width + 2 * MARGIN_MM) * pxPerMm);
  const height = Math.ceil((frame.height + 2 * MARGIN_MM) * pxPerMm);
  if (width * height > MAX_BOARD_PIXELS) {
    const fits = Math.floor(dpi * Math.sqrt(MAX_BOARD_PIXELS / (width * height)));
    const size = `${width.toLocaleString('en')} × ${height.toLocaleString('en')} pixels, more than VASSAL handles well`;
    throw new InteropError(fits >= MIN_DPI ? `at ${dpi} dpi the board would be ${size}; choose ${fits} dpi or less` : `the map is too large for one VASSAL board: at ${dpi} dpi it would be ${size}`);
  }
  return { width, height, pxPerMm, origin: { x: MARGIN_MM * pxPerMm, y: MARGIN_MM * pxPerMm } };
}

/**
 * The board image: the map drawn at `dpi`. This is the boundary where the shared map renderer's PNG plugs in, so the
 * board shows the map as the print exports do. Until then it is a plain rendering: each hex in its terrain's fill,
 * the grid, the hexsides and paths in their colours and widths, the levels, the features as small marks and the hex
 * numbers.
 */
export async function boardImage(doc: ScenarioDocument, dpi: number, job: JobContext): Promise<BoardImage> {
  const board = boardGeometry(doc, dpi);
  registerCanvasFonts();
  const canvas = createCanvas(board.width, board.height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#f4f1e8';
  ctx.fillRect(0, 0, board.width, board.height);
  ctx.translate(board.origin.x, board.origin.y);
  ctx.scale(board.pxPerMm, board.pxPerMm);
  const geom: HexGridGeometry = { orientation: doc.map.orientation, stagger: doc.map.stagger };
  const size = doc.map.hexSizeMm;
  const terrain = new Map(doc.ruleset.terrain.map((t) => [t.id, t]));
  const hexes = new Map(doc.hexes.map((h) => [`${h.col},${h.row}`, h]));
  const path = (hex: { col: number; row: number }) => {
    ctx.beginPath();
    hexCorners(geom, size, hex).forEach((p, i) => (i ? ctx.lineTo(p.x, p.y) : ctx.moveTo(p.x, p.y)));
    ctx.closePath();
  };
  for (let row = 0; row < doc.map.rows; row++) {
    checkCancelled(job.signal);
    job.progress(row, doc.map.rows + 2, 'Drawing the board');
    for (let col = 0; col < doc.map.cols; col++) {
      const h = hexes.get(`${col},${row}`);
      const t = terrain.get(h?.terrain ?? doc.map.defaultTerrain);
      path({ col, row });
      ctx.fillStyle = t?.look.fill ?? '#ffffff';
      ctx.fill();
      ctx.lineWidth = 0.2;
      ctx.strokeStyle = '#28322d';
      ctx.stroke();
      const c = hexCenter(geom, size, { col, row });
      ctx.fillStyle = t && lumaOfColour(t.look.fill) < 110 ? '#f4f1e8' : '#28322d';
      ctx.textAlign = 'center';
      ctx.font = `${size * 0.16}px "${EXPORT_FONT_FAMILY}"`;
      ctx.fillText(hexLabel(doc.map.numbering, { col, row }) ?? '', c.x, c.y - size * 0.3);
      if (h && h.elevation !== 0) {
        ctx.font = `bold ${size * 0.18}px "${EXPORT_FONT_FAMILY}"`;
        ctx.fillStyle = '#6b4a1f';
        ctx.fillText(h.elevation > 0 ? `+${h.elevation}` : String(h.elevation), c.x, c.y + size * 0.38);
      }
    }
  }
  const looks = new Map([...doc.ruleset.hexsides, ...doc.ruleset.paths].map((t) => [t.id, t.look]));
  ctx.lineCap = 'round';
  for (const h of doc.hexsides) {
    const side = parseHexsideKey(geom, h.id);
    const look = looks.get(h.type);
    if (!side || !look) continue;
    const corners = hexCorners(geom, size, side.hex);
    ctx.beginPath();
    ctx.moveTo(corners[side.dir].x, corners[side.dir].y);
    ctx.lineTo(corners[(side.dir + 1) % 6].x, corners[(side.dir + 1) % 6].y);
    ctx.lineWidth = look.widthMm;
    ctx.strokeStyle = look.colour;
    ctx.stroke();
  }
  for (const p of doc.paths) {
    const side = parseHexsideKey(geom, p.id.slice(0, p.id.indexOf('|')));
    const look = looks.get(p.type);
    if (!side || !look) continue;
    const a = hexCenter(geom, size, side.hex);
    const b = hexCenter(geom, size, side.other);
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
    ctx.lineWidth = look.widthMm;
    ctx.strokeStyle = look.colour;
    ctx.stroke();
  }
  ctx.textAlign = 'center';
  for (const f of doc.features) {
    const c = hexCenter(geom, size, f.hex);
    ctx.font = `bold ${size * 0.2}px "${EXPORT_FONT_FAMILY}"`;
    if (f.type === 'label') {
      ctx.fillStyle = '#1b1b1b';
      ctx.fillText(String(f.props.text ?? ''), c.x, c.y + size * 0.06);
      continue;
    }
    ctx.beginPath();
    ctx.arc(c.x, c.y, size * 0.14, 0, Math.PI * 2);
    ctx.fillStyle = f.type === 'objective' ? '#f2c230' : '#ffffff';
    ctx.fill();
    ctx.lineWidth = 0.3;
    ctx.strokeStyle = '#1b1b1b';
    ctx.stroke();
    ctx.fillStyle = '#1b1b1b';
    ctx.font = `bold ${size * 0.14}px "${EXPORT_FONT_FAMILY}"`;
    ctx.fillText(f.type === 'objective' ? String(f.props.vp ?? '') : f.type.slice(0, 2).toUpperCase(), c.x, c.y + size * 0.05);
  }
  job.progress(doc.map.rows + 1, doc.map.rows + 2, 'Writing the board image');
  const png = await canvas.encode('png');
  return { ...board, png };
}
