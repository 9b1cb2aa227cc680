import { z } from 'zod';
import { Colour } from '../model/text';
import { JobIdSchema } from './contract-jobs';

/** Print and publish: the map as PDF, PNG or SVG, counter sheets, the scenario booklet. Each export runs as a job
 *  (`export.start` returns its id; `jobs.status` and `jobs.cancel` watch it) and leaves one file, which the desktop
 *  app saves where the user chooses (`export.save`) and browser mode downloads from the host. */

export const SHEET_PAPERS = ['letter', 'a4', 'a3', 'a2', 'a1', '17x22', '22x34'] as const;
export const TILE_PAPERS = ['letter', 'a4', 'a3'] as const;
export const COUNTER_PAPERS = ['letter', 'a4', 'a3'] as const;
export const BOOKLET_PAPERS = ['letter', 'a4'] as const;
export const EXPORT_KINDS = ['map', 'counters', 'booklet', 'png', 'svg'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

const mm = (min: number, max: number) => z.number().min(min).max(max);

/** How the map itself is drawn, the same on every output. */
const MapArtShape = {
  hexNumbers: z.boolean(),
  gridColour: Colour,
  gridWidthMm: mm(0, 2),
};

export const MapPdfOptionsSchema = z.strictObject({
  ...MapArtShape,
  /** One sheet of this paper, or tiles of a small paper (`tile`). */
  paper: z.enum([...SHEET_PAPERS, 'custom']),
  /** The sheet's size when `paper` is custom (portrait or landscape as given). */
  customMm: z.strictObject({ width: mm(100, 5000), height: mm(100, 5000) }),
  tile: z.boolean(),
  /** Tiles: how much each page repeats of its neighbour's edge. */
  overlapMm: mm(0, 50),
  marginMm: mm(3, 50),
  /** Terrain extended this far beyond the map's edge, for a sheet trimmed after printing. */
  bleedMm: mm(0, 10),
  titleBlock: z.boolean(),
  legend: z.boolean(),
  /** The Terrain Effects Chart as a player-aid page. */
  tec: z.boolean(),
});
export type MapPdfOptions = z.infer<typeof MapPdfOptionsSchema>;

export const CounterSheetOptionsSchema = z.strictObject({
  paper: z.enum(COUNTER_PAPERS),
  counterSizeMm: mm(8, 40),
  /** Duplex: a fronts page, then a backs page printed on its reverse; gutter-fold: both on one page, folded. */
  layout: z.enum(['duplex', 'gutter-fold']),
  flip: z.enum(['long-edge', 'short-edge']),
  /** The printer's registration error as read on the calibration page: backs move by this much. */
  backOffsetMm: z.strictObject({ x: mm(-10, 10), y: mm(-10, 10) }),
  bleedMm: mm(0, 3),
  /** Space between counters (at least twice the bleed). */
  gapMm: mm(0, 10),
  cropMarks: z.strictObject({ lengthMm: mm(0, 10), gapMm: mm(0, 5) }),
  /** Start with the calibration page pair (duplex only). */
  calibration: z.boolean(),
  /** Copies of each marker beyond what the scenario needs. */
  spareMarkers: z.int().min(0).max(20),
});
export type CounterSheetOptions = z.infer<typeof CounterSheetOptionsSchema>;

export const BookletOptionsSchema = z.strictObject({ paper: z.enum(BOOKLET_PAPERS) });
export type BookletOptions = z.infer<typeof BookletOptionsSchema>;

export const PngOptionsSchema = z.strictObject({ ...MapArtShape, dpi: z.int().min(36).max(300) });
export type PngOptions = z.infer<typeof PngOptionsSchema>;

export const SvgOptionsSchema = z.strictObject({ ...MapArtShape });
export type SvgOptions = z.infer<typeof SvgOptionsSchema>;

export const ExportRequestSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('map'), options: MapPdfOptionsSchema }),
  z.strictObject({ kind: z.literal('counters'), options: CounterSheetOptionsSchema }),
  z.strictObject({ kind: z.literal('booklet'), options: BookletOptionsSchema }),
  z.strictObject({ kind: z.literal('png'), options: PngOptionsSchema }),
  z.strictObject({ kind: z.literal('svg'), options: SvgOptionsSchema }),
]);
export type ExportRequest = z.infer<typeof ExportRequestSchema>;

/** Every kind's options, as remembered in the project file. */
export const ExportOptionsSchema = z.strictObject({
  map: MapPdfOptionsSchema,
  counters: CounterSheetOptionsSchema,
  booklet: BookletOptionsSchema,
  png: PngOptionsSchema,
  svg: SvgOptionsSchema,
});
export type ExportOptions = z.infer<typeof ExportOptionsSchema>;

const MAP_ART = { hexNumbers: true, gridColour: '#28322d', gridWidthMm: 0.2 };

export function defaultExportOptions(): ExportOptions {
  return {
    map: {
      ...MAP_ART, paper: '22x34', customMm: { width: 600, height: 900 }, tile: false, overlapMm: 10, marginMm: 12, bleedMm: 0,
      titleBlock: true, legend: true, tec: false,
    },
    counters: {
      paper: 'letter', counterSizeMm: 15.875, layout: 'duplex', flip: 'long-edge', backOffsetMm: { x: 0, y: 0 }, bleedMm: 1,
      gapMm: 2, cropMarks: { lengthMm: 4, gapMm: 1.5 }, calibration: false, spareMarkers: 1,
    },
    booklet: { paper: 'letter' },
    png: { ...MAP_ART, dpi: 150 },
    svg: { ...MAP_ART },
  };
}

export const ExportFileSchema = z.object({
  fileName: z.string(),
  mime: z.string(),
  bytes: z.number(),
  pages: z.number(),
});
export type ExportFile = z.infer<typeof ExportFileSchema>;

const Handle = z.string().min(1).max(64);
const method = <I extends z.ZodType, O extends z.ZodType>(input: I, output: O) => ({ input, output });

export const EXPORT_METHODS = {
  'export.options': method(z.strictObject({ handle: Handle }), ExportOptionsSchema),
  /** The page count and the first page as a PNG, drawn by the export's own code. */
  'export.preview': method(
    z.strictObject({ handle: Handle, request: ExportRequestSchema, widthPx: z.int().min(64).max(1600) }),
    z.object({ pages: z.number(), widthMm: z.number(), heightMm: z.number(), pngBase64: z.string(), notes: z.array(z.string()) }),
  ),
  /** Starts the export as a job (and remembers its options in the project); returns the job's id. */
  'export.start': method(z.strictObject({ handle: Handle, request: ExportRequestSchema }), z.object({ id: JobIdSchema })),
  'export.result': method(z.strictObject({ id: JobIdSchema }), ExportFileSchema),
  /** Copies a finished export's file to `path` (the desktop's chosen file; relative to the projects folder in
   *  browser mode); without a path the desktop app asks where with its own save dialog. */
  'export.save': method(
    z.strictObject({ id: JobIdSchema, path: z.string().min(1).max(4096).optional(), overwrite: z.boolean().optional() }),
    z.object({ path: z.string().nullable() }),
  ),
} as const;
