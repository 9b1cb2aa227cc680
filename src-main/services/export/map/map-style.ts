import { ALL_LAYERS, PRINT_PX_PER_MM, type MapArtModel, type MapArtStyle, type PatternFill } from '../../../../src-shared/map-art';
import { EXPORT_FONT_FAMILY } from '../fonts';

/** The options every map output shares (the export dialogs' "map art" fields). */
export type MapArtOptions = { hexNumbers: boolean; gridColour: string; gridWidthMm: number };

/** The map's style on paper (or in an image `pxPerMm` pixels to the mm): every layer, the map's own edge style,
 *  the export's grid and hex numbers, text in Atoll's embedded sans. */
export function printStyle(model: MapArtModel, options: MapArtOptions, fillPattern: PatternFill, pxPerMm = PRINT_PX_PER_MM): MapArtStyle {
  return {
    layers: ALL_LAYERS,
    edges: model.map.terrainEdges ?? 'hex',
    hexNumbers: options.hexNumbers,
    gridColour: options.gridColour,
    gridWidthMm: options.gridWidthMm,
    pxPerMm,
    minLinePx: 0,
    fontFamily: `"${EXPORT_FONT_FAMILY}"`,
    fillPattern,
  };
}
