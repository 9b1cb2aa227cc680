/**
 * Interop with other tools: Tiled maps in (a mapping dialog chooses what each tile and kind of object becomes, and the
 * project remembers it), Tiled maps and VASSAL modules out. The files of a Tiled map (the map, its external tilesets
 * and their images) travel together, as base64, from the file picker.
 */
import { z } from 'zod';
import { ObjectTargetSchema, TiledMappingSchema, TileTargetSchema } from '../interop/tiled/mapping';
import { ShortText } from '../model/text';
import { JobIdSchema } from './contract-jobs';
import { OpenProjectSchema } from './contract-project';

const Handle = z.string().min(1).max(64);
const method = <I extends z.ZodType, O extends z.ZodType>(input: I, output: O) => ({ input, output });

/** The most a Tiled map and its files may weigh together (within the browser-mode host's request limit). */
export const MAX_TILED_UPLOAD_BYTES = 32 * 1024 * 1024;

export const TiledUploadSchema = z.strictObject({
  /** The map's file name among `files`. */
  map: z.string().min(1).max(255),
  files: z
    .array(z.strictObject({ name: z.string().min(1).max(255), base64: z.string().max(Math.ceil(MAX_TILED_UPLOAD_BYTES / 3) * 4 + 4) }))
    .min(1)
    .max(64),
});
export type TiledUpload = z.infer<typeof TiledUploadSchema>;

const Suggestion = <T extends z.ZodType>(target: T) => z.object({ target, by: z.string() });
const PropValue = z.union([z.string(), z.number(), z.boolean()]);

export const TiledSummarySchema = z.object({
  format: z.enum(['tmx', 'tmj']),
  cols: z.number(),
  rows: z.number(),
  orientation: z.enum(['flat', 'pointy']),
  stagger: z.enum(['odd', 'even']),
  infinite: z.boolean(),
  tilesets: z.array(z.object({ name: z.string(), source: z.string().nullable(), image: z.string().nullable() })),
  layers: z.array(z.object({ name: z.string(), kind: z.enum(['tiles', 'objects']), size: z.number() })),
  tiles: z.array(
    z.object({
      key: z.string(),
      tileset: z.string(),
      id: z.number(),
      type: z.string(),
      properties: z.record(z.string(), PropValue),
      count: z.number(),
      layers: z.array(z.string()),
      picture: z.object({ source: z.string(), embedded: z.boolean(), x: z.number(), y: z.number(), width: z.number(), height: z.number() }).nullable(),
      suggestion: Suggestion(TileTargetSchema).nullable(),
    }),
  ),
  objects: z.array(
    z.object({
      key: z.string(),
      group: z.enum(['point', 'area', 'line']),
      type: z.string(),
      count: z.number(),
      names: z.array(z.string()),
      suggestion: Suggestion(ObjectTargetSchema),
    }),
  ),
  warnings: z.array(z.string()),
});

export const TiledImportReportSchema = z.object({
  cols: z.number(),
  rows: z.number(),
  orientation: z.enum(['flat', 'pointy']),
  stagger: z.enum(['odd', 'even']),
  hexes: z.number(),
  unmapped: z.array(z.object({ key: z.string(), count: z.number() })),
  features: z.number(),
  labels: z.number(),
  zones: z.number(),
  hexsides: z.number(),
  paths: z.number(),
  notes: z.array(z.string()),
});
export type TiledImportReportData = z.infer<typeof TiledImportReportSchema>;

/** A Tiled map Atoll writes: the format, and the size of its hexes (a hexside of 16, 32 or 48 pixels). */
export const TiledExportOptionsSchema = z.strictObject({ format: z.enum(['tmx', 'tmj']), tileSize: z.enum(['small', 'medium', 'large']) });
export type TiledExportOptions = z.infer<typeof TiledExportOptionsSchema>;

/** A VASSAL module: the board's resolution and the counters' size (the print export's sizes). */
export const VassalExportOptionsSchema = z.strictObject({ dpi: z.int().min(36).max(300), counterSizeMm: z.number().min(8).max(40) });
export type VassalExportOptions = z.infer<typeof VassalExportOptionsSchema>;

export const InteropExportRequestSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('tiled'), options: TiledExportOptionsSchema }),
  z.strictObject({ kind: z.literal('vassal'), options: VassalExportOptionsSchema }),
]);
export type InteropExportRequest = z.infer<typeof InteropExportRequestSchema>;

/** Every interop export's options, as the project remembers them. */
export const InteropExportOptionsSchema = z.strictObject({ tiled: TiledExportOptionsSchema, vassal: VassalExportOptionsSchema });
export type InteropExportOptions = z.infer<typeof InteropExportOptionsSchema>;

export function defaultInteropExportOptions(): InteropExportOptions {
  return { tiled: { format: 'tmx', tileSize: 'medium' }, vassal: { dpi: 100, counterSizeMm: 15.875 } };
}

export const INTEROP_METHODS = {
  'interop.exportOptions': method(z.strictObject({ handle: Handle }), InteropExportOptionsSchema),
  /** What an export would write, before it runs: its files, what the other tool cannot hold exactly, and (a module)
   *  the board's size; a resolution too high for the map is refused here with the highest one that fits. */
  'interop.exportPreview': method(
    z.strictObject({ handle: Handle, request: InteropExportRequestSchema }),
    z.object({ files: z.array(z.string()), bundle: z.string(), notes: z.array(z.string()), boardPx: z.object({ width: z.number(), height: z.number() }).nullable() }),
  ),
  /** Start an export to another tool as an export job: `export.result`, `export.save` and the download route
   *  deliver it. A Tiled map comes with its tileset images: saved beside it, or downloaded together as a zip. */
  'interop.exportStart': method(z.strictObject({ handle: Handle, request: InteropExportRequestSchema }), z.object({
      id: JobIdSchema,
      /** The files it writes, the map (or module) first. */
      files: z.array(z.string()),
      /** The one file a browser downloads: the module itself, or a zip of a map and its images. */
      bundle: z.string(),
      /** What the other tool cannot hold exactly, one line each. */
      notes: z.array(z.string()),
    }),
  ),
  /** Read a Tiled map and say what is in it: its grid, every distinct tile (with a picture where its image was
   *  chosen too), every kind of object, what each most likely is, and the mapping the open project remembers.
   *  A missing external tileset is a `not-found` error whose details name each missing file. */
  'interop.tiledInspect': method(
    TiledUploadSchema.extend({ handle: Handle.optional() }),
    z.object({
      summary: TiledSummarySchema,
      /** Small PNG pictures of the tiles, by tile key (only tiles whose image was among the files). */
      pictures: z.record(z.string(), z.string()),
      /** Tileset images the map names that were not among the files: their tiles have no picture. */
      missingImages: z.array(z.string()),
      remembered: TiledMappingSchema.nullable(),
    }),
  ),
  /** Make a new draft project from a Tiled map by a mapping, which the project remembers for the next import. */
  'interop.tiledImport': method(
    TiledUploadSchema.extend({ mapping: TiledMappingSchema, title: ShortText.optional() }),
    z.object({ project: OpenProjectSchema, report: TiledImportReportSchema }),
  ),
} as const;
