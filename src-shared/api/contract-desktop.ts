/** What the About box shows: the versions Atoll runs on (the desktop shell's, or browser mode's host). */
import { z } from 'zod';

const method = <I extends z.ZodType, O extends z.ZodType>(input: I, output: O) => ({ input, output });

export const VersionsSchema = z.object({
  atoll: z.string(),
  node: z.string(),
  sqlite: z.string(),
  /** Null in browser mode. */
  electron: z.string().nullable(),
  /** The desktop shell's Chromium; null in browser mode (the page knows its own browser). */
  chromium: z.string().nullable(),
});
export type Versions = z.infer<typeof VersionsSchema>;

export const DESKTOP_METHODS = {
  'app.versions': method(z.strictObject({}), VersionsSchema),
} as const;
