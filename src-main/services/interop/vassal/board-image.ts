import { defaultExportOptions } from '../../../../src-shared/api/contract-export';
import { InteropError } from '../../../../src-shared/interop/errors';
import type { ScenarioDocument } from '../../../../src-shared/model';
import type { JobContext } from '../../jobs';
import { mapImageSize, renderMapPng } from '../../export/map/render-png';
import type { BoardGeometry } from './vassal-grid';

/** The largest board image written: VASSAL loads a board whole, and one past this grows slow to scroll and zoom. */
export const MAX_BOARD_PIXELS = 64_000_000;
/** The lowest resolution offered (the contract's minimum). */
const MIN_DPI = 36;

export type BoardImage = BoardGeometry & { png: Buffer };

/** The board's size at `dpi`: the map's frame as the map PNG export draws it (hex (0,0)'s frame at the image's corner);
 *  refused when VASSAL would get a giant image. */
export function boardGeometry(doc: ScenarioDocument, dpi: number): BoardGeometry {
  const { width, height, pxPerMm } = mapImageSize(doc, dpi);
  if (width * height > MAX_BOARD_PIXELS) {
    const fits = Math.floor(dpi * Math.sqrt(MAX_BOARD_PIXELS / (width * height)));
    const size = `${width.toLocaleString('en')} × ${height.toLocaleString('en')} pixels, more than VASSAL handles well`;
    throw new InteropError(fits >= MIN_DPI ? `at ${dpi} dpi the board would be ${size}; choose ${fits} dpi or less` : `the map is too large for one VASSAL board: at ${dpi} dpi it would be ${size}`);
  }
  return { width, height, pxPerMm, origin: { x: 0, y: 0 } };
}

/** The board image: the map drawn by the shared map art at `dpi`, exactly as File ▸ Export ▸ Map PNG draws it. */
export async function boardImage(doc: ScenarioDocument, dpi: number, job: JobContext): Promise<BoardImage> {
  const board = boardGeometry(doc, dpi);
  const art = defaultExportOptions().png;
  const png = await renderMapPng(doc, { dpi, hexNumbers: art.hexNumbers, gridColour: art.gridColour, gridWidthMm: art.gridWidthMm }, job);
  return { ...board, png };
}
