import { z } from 'zod';
import { ChangeListSchema } from '../model/changes';
import { ASSET_MIME_TYPES, MAX_ASSET_BYTES } from '../model/assets';
import { ShortText } from '../model/text';
import { JOB_METHODS } from './contract-jobs';
import { EXPORT_METHODS } from './contract-export';
import { SESSION_METHODS } from './contract-sessions';
import { ANALYTICS_METHODS } from './contract-analytics';
import { DESKTOP_METHODS } from './contract-desktop';
import { DRAFT_METHODS } from './contract-drafts';
import { INTEROP_METHODS } from './contract-interop';
import { HistoryStateSchema, OpenProjectSchema, type HistoryState, type OpenProject } from './contract-project';

const Handle = z.string().min(1).max(64);
/** A project path as the host names it: relative to the projects folder in browser mode, absolute on the desktop. */
const FilePath = z.string().min(1).max(4096);

export { HistoryStateSchema, OpenProjectSchema, type HistoryState, type OpenProject };

export const FileEntrySchema = z.object({
  name: z.string(),
  path: FilePath,
  kind: z.enum(['folder', 'project', 'scenario-json']),
  size: z.number(),
  modified: z.string(),
});
export type FileEntry = z.infer<typeof FileEntrySchema>;

const HistoryStepSchema = z.object({
  label: z.string(),
  changes: ChangeListSchema,
  history: HistoryStateSchema,
});

const method = <I extends z.ZodType, O extends z.ZodType>(input: I, output: O) => ({ input, output });
const Empty = z.strictObject({});
const Ok = z.object({});

/** Every backend method, declared once. Desktop IPC, the browser-mode HTTP host, the preload bridge and
 *  the renderer's client are all generated from this table; each side validates what it receives. */
export const CONTRACT = {
  'app.info': method(
    Empty,
    z.object({
      name: z.string(),
      version: z.string(),
      host: z.enum(['desktop', 'web']),
      /** Where Open browses: the root of the paths the renderer sends ('.' in browser mode). */
      projectsDir: z.string(),
      /** The projects folder on this computer, for people (About). */
      projectsFolder: z.string(),
      documentVersion: z.number(),
      projectSchemaVersion: z.number(),
    }),
  ),
  'project.create': method(z.strictObject({ title: ShortText.optional() }), OpenProjectSchema),
  'project.open': method(z.strictObject({ path: FilePath }), OpenProjectSchema),
  'project.close': method(z.strictObject({ handle: Handle }), Ok),
  'project.apply': method(
    z.strictObject({ handle: Handle, label: z.string().min(1).max(200), changes: ChangeListSchema }),
    z.object({ history: HistoryStateSchema }),
  ),
  'project.undo': method(z.strictObject({ handle: Handle }), HistoryStepSchema.nullable()),
  'project.redo': method(z.strictObject({ handle: Handle }), HistoryStepSchema.nullable()),
  'project.saveAs': method(
    z.strictObject({ handle: Handle, path: FilePath, overwrite: z.boolean().optional() }),
    z.object({ path: FilePath, name: z.string(), draft: z.boolean() }),
  ),
  'project.exportJson': method(z.strictObject({ handle: Handle }), z.object({ fileName: z.string(), text: z.string() })),
  'project.importJson': method(
    z.strictObject({ fileName: z.string().max(255), text: z.string() }),
    OpenProjectSchema,
  ),
  'assets.put': method(
    z.strictObject({ handle: Handle, mime: z.enum(ASSET_MIME_TYPES), base64: z.string().max(Math.ceil(MAX_ASSET_BYTES / 3) * 4 + 4) }),
    z.object({ id: z.string() }),
  ),
  'assets.get': method(z.strictObject({ handle: Handle, id: z.string().max(80) }), z.object({ mime: z.enum(ASSET_MIME_TYPES), base64: z.string() })),
  'files.list': method(
    z.strictObject({ dir: z.string().max(4096).optional() }),
    z.object({ dir: z.string(), parent: z.string().nullable(), entries: z.array(FileEntrySchema) }),
  ),
  /** Projects opened lately, drafts among them (listed by their scenario's title). */
  'recent.list': method(Empty, z.array(z.object({ path: FilePath, name: z.string(), openedAt: z.string(), draft: z.boolean() }))),
  ...JOB_METHODS,
  ...EXPORT_METHODS,
  ...SESSION_METHODS,
  ...ANALYTICS_METHODS,
  ...DESKTOP_METHODS,
  ...DRAFT_METHODS,
  ...INTEROP_METHODS,
} as const;

export type Contract = typeof CONTRACT;
export type MethodName = keyof Contract;
export const METHOD_NAMES = Object.keys(CONTRACT) as MethodName[];
export type Input<M extends MethodName> = z.input<Contract[M]['input']>;
export type Output<M extends MethodName> = z.output<Contract[M]['output']>;

/** The api as the renderer sees it: `api['project.open']({ path })`. */
export type AtollApi = { [M in MethodName]: (input: Input<M>) => Promise<Output<M>> };
/** What a host implements: already-validated input in, output out; failures throw ApiError. */
export type Handlers = { [M in MethodName]: (input: z.output<Contract[M]['input']>) => Promise<Output<M>> | Output<M> };

export function isMethodName(name: string): name is MethodName {
  return Object.prototype.hasOwnProperty.call(CONTRACT, name);
}
