import type { Handlers } from '../../src-shared/api/contract';
import { defaultInteropExportOptions, InteropExportOptionsSchema, type InteropExportOptions } from '../../src-shared/api/contract-interop';
import { TiledMappingSchema, type TiledMapping } from '../../src-shared/interop/tiled/mapping';
import { summarizeTiledMap } from '../../src-shared/interop/tiled/summary';
import { tiledToDocument } from '../../src-shared/interop/tiled/to-document';
import { defaultRuleset } from '../../src-shared/ruleset';
import type { BackendContext } from './backend-context';
import { lazyModule, preload } from './lazy-module';
import type { ProjectStore } from './project-store';

type InteropMethod = 'interop.tiledInspect' | 'interop.tiledImport' | 'interop.exportOptions' | 'interop.exportPreview' | 'interop.exportStart';

/** Where a project keeps the Tiled mapping it was imported with, for the next import. */
export const TILED_MAPPING_SETTING = 'interop.tiledMapping';
const EXPORT_OPTIONS_SETTING = 'interop.exportOptions';

/** The export options the project remembers, each kind checked on its own (a damaged one falls back to defaults). */
function rememberedExportOptions(store: ProjectStore): InteropExportOptions {
  const options = defaultInteropExportOptions();
  try {
    const stored = JSON.parse(store.getSetting(EXPORT_OPTIONS_SETTING) ?? '{}') as Record<string, unknown>;
    const tiled = InteropExportOptionsSchema.shape.tiled.safeParse(stored.tiled);
    if (tiled.success) options.tiled = tiled.data;
    const vassal = InteropExportOptionsSchema.shape.vassal.safeParse(stored.vassal);
    if (vassal.success) options.vassal = vassal.data;
  } catch {
    /* unreadable: defaults */
  }
  return options;
}

export function rememberedMapping(store: ProjectStore): TiledMapping | null {
  const text = store.getSetting(TILED_MAPPING_SETTING);
  if (!text) return null;
  try {
    const parsed = TiledMappingSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The Tiled reader (xmldom, the canvas) and the Tiled and VASSAL writers (the fonts) load with their first use. */
const tiledUpload = lazyModule(() => import('./interop/tiled-upload'));
const exportJob = lazyModule(() => import('./interop/export-job'));

const mapTitle = (name: string) => name.replace(/\.(tmx|tmj|json)$/i, '').replace(/[-_]+/g, ' ').trim() || 'Imported map';

export function interopHandlers(ctx: BackendContext): Pick<Handlers, InteropMethod> {
  return {
    'interop.tiledInspect': async (input) => {
      const { asApiError, chosenFiles, missingImages, readChosenMap, tilePictures } = await tiledUpload();
      const remembered = input.handle ? rememberedMapping(ctx.storeFor(input.handle)) : null;
      const files = chosenFiles(input);
      const map = readChosenMap(input, files);
      let summary;
      try {
        summary = summarizeTiledMap(map, input.map, defaultRuleset());
      } catch (e) {
        throw asApiError(e);
      }
      return { summary, pictures: await tilePictures(map, summary, files), missingImages: missingImages(map, files), remembered };
    },

    'interop.exportOptions': ({ handle }) => {
      preload(exportJob);
      return rememberedExportOptions(ctx.storeFor(handle));
    },

    'interop.exportPreview': async ({ handle, request }) => (await exportJob()).previewInteropExport(ctx.storeFor(handle).loadDocument(), request),

    'interop.exportStart': async ({ handle, request }) => {
      const { startInteropExport } = await exportJob();
      const store = ctx.storeFor(handle);
      const doc = store.loadDocument();
      const started = startInteropExport(ctx, doc, request);
      store.putSetting(EXPORT_OPTIONS_SETTING, JSON.stringify({ ...rememberedExportOptions(store), [request.kind]: request.options }));
      return started;
    },

    'interop.tiledImport': async (input) => {
      const { asApiError, chosenFiles, readChosenMap } = await tiledUpload();
      const map = readChosenMap(input, chosenFiles(input));
      let result;
      try {
        result = tiledToDocument(map, input.map, input.mapping, input.title ?? mapTitle(input.map));
      } catch (e) {
        throw asApiError(e);
      }
      const project = ctx.createDraft(result.document);
      ctx.storeFor(project.handle).putSetting(TILED_MAPPING_SETTING, JSON.stringify(input.mapping));
      return { project, report: result.report };
    },
  };
}
