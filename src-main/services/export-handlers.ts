import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Handlers } from '../../src-shared/api/contract';
import { defaultExportOptions, EXPORT_KINDS, ExportOptionsSchema, type ExportFile, type ExportOptions } from '../../src-shared/api/contract-export';
import { ApiError } from '../../src-shared/api/errors';
import type { BackendContext } from './backend-context';
import { lazyModule, preload } from './lazy-module';
import type { ProjectStore } from './project-store';

const OPTIONS_KEY = 'export.options';
const JOB_KIND = 'export';
/** Finished export files older than this are removed when the next export starts. */
const KEEP_MS = 6 * 60 * 60 * 1000;

/** The export renderers (pdfkit, the fonts, the canvas): opening the export dialog (`export.options`) loads them. */
const renderers = lazyModule(() => import('./export/run-export'));

/** A finished export: its file, and for an export of several files (a Tiled map and its tileset images) the files
 *  saved beside it and the one file a browser downloads instead (a zip of them all). */
export type ExportJobResult = ExportFile & { file: string; companions?: { file: string; fileName: string }[]; bundle?: { file: string; fileName: string; mime: string } };

/** The options remembered in the project, each kind checked on its own (a damaged kind falls back to defaults). */
function rememberedOptions(store: ProjectStore): ExportOptions {
  const options = defaultExportOptions();
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(store.getSetting(OPTIONS_KEY) ?? '{}') as Record<string, unknown>;
  } catch {
    /* unreadable: defaults */
  }
  const shape = ExportOptionsSchema.shape;
  for (const kind of EXPORT_KINDS) {
    const parsed = shape[kind].safeParse(stored[kind]);
    if (parsed.success) (options as Record<string, unknown>)[kind] = parsed.data;
  }
  return options;
}

export type ExportService = {
  handlers: Pick<Handlers, 'export.options' | 'export.preview' | 'export.start' | 'export.result' | 'export.save'>;
  /** The finished file of an export job, for the browser-mode host's download route; null when there is none. */
  download(id: string): { file: string; fileName: string; mime: string } | null;
  /** Remove every export file (the app is closing). */
  cleanUp(): void;
};

export function exportService(ctx: BackendContext): ExportService {
  const dir = path.join(ctx.options.dataDir, 'exports');

  function removeOld() {
    if (!existsSync(dir)) return;
    const now = Date.now();
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      try {
        if (now - statSync(file).mtimeMs > KEEP_MS) rmSync(file, { force: true });
      } catch {
        /* already gone */
      }
    }
  }

  function finished(id: string): ExportJobResult {
    return ctx.jobs.result<ExportJobResult>(id, JOB_KIND);
  }

  const handlers: ExportService['handlers'] = {
    'export.options': ({ handle }) => {
      preload(renderers);
      return rememberedOptions(ctx.storeFor(handle));
    },

    'export.preview': async ({ handle, request, widthPx }) => {
      const doc = ctx.storeFor(handle).loadDocument();
      const { previewExport } = await renderers();
      const preview = await previewExport(doc, request, widthPx);
      return { pages: preview.pages, widthMm: preview.widthMm, heightMm: preview.heightMm, pngBase64: preview.png.toString('base64'), notes: preview.notes };
    },

    'export.start': async ({ handle, request }) => {
      const { EXPORT_FILES, exportFileName, runExport } = await renderers();
      const store = ctx.storeFor(handle);
      const doc = store.loadDocument();
      const remembered = rememberedOptions(store);
      store.putSetting(OPTIONS_KEY, JSON.stringify({ ...remembered, [request.kind]: request.options }));
      mkdirSync(dir, { recursive: true });
      removeOld();
      const fileName = exportFileName(doc, request.kind);
      const id = ctx.jobs.start(JOB_KIND, async (job): Promise<ExportJobResult> => {
        const file = path.join(dir, `${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}${path.extname(fileName)}`);
        try {
          const outcome = await runExport(doc, request, file, job);
          return { file, fileName, mime: EXPORT_FILES[request.kind].mime, bytes: outcome.bytes, pages: outcome.pages };
        } catch (e) {
          rmSync(file, { force: true });
          throw e;
        }
      });
      return { id };
    },

    'export.result': ({ id }) => {
      const { fileName, mime, bytes, pages } = finished(id);
      return { fileName, mime, bytes, pages };
    },

    'export.save': async ({ id, path: userPath, overwrite }) => {
      const result = finished(id);
      let target: string | null;
      if (userPath !== undefined) target = ctx.options.paths.resolve(userPath);
      else if (ctx.options.chooseSavePath) target = await ctx.options.chooseSavePath(result.fileName);
      else throw new ApiError('invalid-request', 'name the file to save to');
      if (target === null) return { path: null };
      // A project (perhaps open) or scenario file is never replaced by an export, whatever `overwrite` says.
      if (/\.atoll(\.json)?$/i.test(target)) throw new ApiError('path-refused', 'an export cannot be saved over an Atoll project or scenario file; choose another name');
      if (existsSync(target) && !overwrite && userPath !== undefined) throw new ApiError('exists', `${ctx.options.paths.display(target)} already exists`);
      try {
        mkdirSync(path.dirname(target), { recursive: true });
        copyFileSync(result.file, target);
        for (const c of result.companions ?? []) copyFileSync(c.file, path.join(path.dirname(target), c.fileName));
      } catch (e) {
        throw new ApiError('io', `could not save to ${ctx.options.paths.display(target)}: ${e instanceof Error ? e.message : String(e)}`);
      }
      return { path: ctx.options.paths.display(target) };
    },
  };

  return {
    handlers,
    download(id) {
      try {
        const result = finished(id);
        const one = result.bundle ?? { file: result.file, fileName: result.fileName, mime: result.mime };
        return existsSync(one.file) ? one : null;
      } catch {
        return null;
      }
    },
    cleanUp() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
