import { z } from 'zod';
import { BackgroundSchema } from './assets';
import { IdSchema } from './ids';
import { SHEET_SIDES } from '../hex/compass';

export const MAX_MAP_SIDE = 500;

export const NumberingSchema = z.strictObject({
  scheme: z.enum(['xxyy', 'letter-number']),
  firstCol: z.int().min(0).max(999),
  firstRow: z.int().min(0).max(999),
  digits: z.int().min(1).max(4),
  /** -1: column numbers fall from left to right (firstCol is printed on the leftmost column); 1 when absent. */
  colStep: z.literal(-1).optional(),
  /** -1: row numbers fall from top to bottom, i.e. they rise up the sheet; 1 when absent. */
  rowStep: z.literal(-1).optional(),
});

export const MapSettingsSchema = z.strictObject({
  cols: z.int().min(1).max(MAX_MAP_SIDE),
  rows: z.int().min(1).max(MAX_MAP_SIDE),
  orientation: z.enum(['flat', 'pointy']),
  stagger: z.enum(['odd', 'even']),
  /** Distance across the flats, in millimetres (physical size, never pixels). */
  hexSizeMm: z.number().min(5).max(100),
  numbering: NumberingSchema,
  showLabels: z.boolean(),
  marginMm: z.number().min(0).max(100),
  /** Terrain of every hex that has no record of its own. */
  defaultTerrain: IdSchema,
  /** The side of the sheet compass north points to; the top when absent. Edge areas, evacuation and scatter use it. */
  north: z.enum(SHEET_SIDES).optional(),
  /** Terrain edges and coastlines drawn along the hex edges (`hex`, when absent) or softened into natural outlines
   *  that still pass through the middle of every hexside (`soft`); every hex keeps its own terrain either way. */
  terrainEdges: z.enum(['hex', 'soft']).optional(),
  /** A tracing image (an old map, an aerial photo) shown under the designer's work; never printed. */
  background: BackgroundSchema.optional(),
});
export type MapSettings = z.infer<typeof MapSettingsSchema>;

export function defaultMap(): MapSettings {
  return {
    cols: 24,
    rows: 18,
    orientation: 'flat',
    stagger: 'odd',
    hexSizeMm: 19,
    numbering: { scheme: 'xxyy', firstCol: 1, firstRow: 1, digits: 2 },
    showLabels: true,
    marginMm: 10,
    defaultTerrain: 'clear',
  };
}
