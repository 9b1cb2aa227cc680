import { z } from 'zod';

/** A draft by its file name in the drafts folder (never a path: the folder is the backend's own). */
export const DraftNameSchema = z.string().regex(/^[A-Za-z0-9_-][A-Za-z0-9 _.-]{0,199}\.atoll$/, 'a draft file name');

export const DraftEntrySchema = z.object({
  name: DraftNameSchema,
  /** The path `project.open` takes; null for a deleted draft, which must be restored first. */
  path: z.string().nullable(),
  /** The scenario's title, or a sentence saying why it could not be read. */
  title: z.string(),
  /** When it was last edited (ISO time): its newest undo entry, or the file's time when it has none. */
  edited: z.string(),
  /** False when the file could not be read (damaged): it can still be deleted. */
  readable: z.boolean(),
});
export type DraftEntry = z.infer<typeof DraftEntrySchema>;

const method = <I extends z.ZodType, O extends z.ZodType>(input: I, output: O) => ({ input, output });

/** New and imported projects live as drafts until saved under a name; these keep every one of them reachable.
 *  A deleted draft is kept aside until the app closes, so its deletion can be undone. */
export const DRAFT_METHODS = {
  'drafts.list': method(z.strictObject({}), z.object({ drafts: z.array(DraftEntrySchema), deleted: z.array(DraftEntrySchema) })),
  'drafts.delete': method(z.strictObject({ name: DraftNameSchema }), z.object({})),
  'drafts.restore': method(z.strictObject({ name: DraftNameSchema }), z.object({})),
} as const;
