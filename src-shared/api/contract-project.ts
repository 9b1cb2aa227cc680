import { z } from 'zod';
import { ScenarioDocumentShape } from '../model/document';

const Handle = z.string().min(1).max(64);
/** A project path as the host names it: relative to the projects folder in browser mode, absolute on the desktop. */
const FilePath = z.string().min(1).max(4096);

export const HistoryStateSchema = z.object({
  canUndo: z.boolean(),
  canRedo: z.boolean(),
  undoLabel: z.string().nullable(),
  redoLabel: z.string().nullable(),
});
export type HistoryState = z.infer<typeof HistoryStateSchema>;

/** An opened project as every method that opens one answers (open, create, import), in a file of its own so that
 *  the areas' contract files can answer it too without importing contract.ts, which spreads them. */
export const OpenProjectSchema = z.object({
  handle: Handle,
  path: FilePath,
  name: z.string(),
  draft: z.boolean(),
  document: ScenarioDocumentShape,
  history: HistoryStateSchema,
});
export type OpenProject = z.infer<typeof OpenProjectSchema>;
