import { z } from 'zod';
import { IdSchema } from './ids';

/** Largest image a project keeps (a tracing background): 12 MB, 16 MB as base64 inside a scenario JSON. */
export const MAX_ASSET_BYTES = 12 * 1024 * 1024;
export const ASSET_MIME_TYPES = ['image/png', 'image/jpeg'] as const;

/** An image stored in the project (and embedded in the scenario JSON as base64 when the document uses it). */
export const AssetSchema = z.strictObject({
  id: IdSchema,
  mime: z.enum(ASSET_MIME_TYPES),
  data: z.string().max(Math.ceil(MAX_ASSET_BYTES / 3) * 4 + 4).regex(/^[A-Za-z0-9+/]*={0,2}$/, 'base64 data'),
});
export type Asset = z.infer<typeof AssetSchema>;

/** A tracing image under the map: placed at (xMm, yMm) with `mmPerPx` millimetres per image pixel. */
export const BackgroundSchema = z.strictObject({
  assetId: IdSchema,
  xMm: z.number().min(-100_000).max(100_000),
  yMm: z.number().min(-100_000).max(100_000),
  mmPerPx: z.number().positive().max(1000),
  opacity: z.number().min(0).max(1),
  locked: z.boolean(),
  visible: z.boolean(),
});
export type Background = z.infer<typeof BackgroundSchema>;

/** The type an image's first bytes say it is, or null when it is neither PNG nor JPEG. */
export function sniffImage(bytes: Uint8Array): (typeof ASSET_MIME_TYPES)[number] | null {
  if (bytes.length > 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}
