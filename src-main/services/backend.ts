import { existsSync, mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Handlers, OpenProject } from '../../src-shared/api/contract';
import { ApiError } from '../../src-shared/api/errors';
import { documentToJson, DOCUMENT_VERSION, emptyDocument, MAX_ASSET_BYTES, sniffImage, type ScenarioDocument } from '../../src-shared/model';
import { parseScenarioJson } from '../../src-shared/schema';
import { PROJECT_SCHEMA_VERSION } from './project-schema';
import { ProjectStore } from './project-store';
import { RecentFiles } from './recent';
import type { BackendContext, BackendOptions } from './backend-context';
import { exportService } from './export-handlers';
import { jobHandlers } from './job-handlers';
import { sessionHandlers } from './session-handlers';
import { analyticsHandlers } from './analytics-handlers';
import { appHandlers } from './app-handlers';
import { Drafts, safeFileName } from './drafts';
import { removeProject } from './project-file';
import { interopHandlers } from './interop-handlers';
import { JobRegistry } from './jobs';
import { stopIdleWorkers } from './analytics/playout-pool';


export type { BackendOptions };
export type Backend = { handlers: Handlers; closeAll(): void; exportDownload: ReturnType<typeof exportService>['download'] };

const PROJECT_EXT = '.atoll';
const JSON_EXT = '.atoll.json';

function fileStem(name: string): string {
  return path.basename(name).replace(/\.atoll(\.json)?$/i, '').replace(/\.json$/i, '');
}


export function createBackend(options: BackendOptions): Backend {
  const { paths } = options;
  const now = options.now ?? (() => new Date());
  const recent = new RecentFiles(options.dataDir);
  const stores = new Map<string, { store: ProjectStore; handles: Set<string> }>();
  const handles = new Map<string, string>(); // handle -> absolute path
  const jobs = new JobRegistry();
  /** The path the renderer names a file by, when the path policy lets it reach that file. */
  const reachable = (abs: string): string | null => {
    try {
      const shown = paths.display(abs);
      return paths.resolve(shown) === abs ? shown : null;
    } catch {
      return null;
    }
  };
  const drafts = new Drafts(options.dataDir, (abs) => stores.has(abs), reachable);
  const isDraft = (abs: string) => drafts.isDraft(abs);

  function storeFor(handle: string): ProjectStore {
    const abs = handles.get(handle);
    const entry = abs ? stores.get(abs) : undefined;
    if (!entry) throw new ApiError('no-project', 'that project is not open (it may have been closed)');
    return entry.store;
  }

  function bind(abs: string, store: ProjectStore): OpenProject {
    const entry = stores.get(abs) ?? { store, handles: new Set<string>() };
    // Read first: a project whose contents are damaged is refused before it is registered as open.
    const document = entry.store.loadDocument();
    const handle = options.newHandle();
    entry.handles.add(handle);
    stores.set(abs, entry);
    handles.set(handle, abs);
    const draft = isDraft(abs);
    recent.add({ path: abs, name: draft ? document.info.title : fileStem(abs), openedAt: now().toISOString(), ...(draft ? { draft } : {}) });
    return { handle, path: paths.display(abs), name: fileStem(abs), draft, document, history: entry.store.history() };
  }

  function createDraft(doc: ScenarioDocument): OpenProject {
    const at = now();
    const abs = drafts.newPath(doc.info.title, at);
    return bind(abs, ProjectStore.create(abs, doc, at.toISOString()));
  }

  const ctx: BackendContext = { options, now, jobs, storeFor, createDraft };
  const exports = exportService(ctx);

  const handlers: Handlers = {
    'app.info': () => ({
      name: 'Atoll',
      version: options.version,
      host: options.host,
      projectsDir: options.host === 'web' ? '.' : options.projectsDir,
      projectsFolder: options.projectsDir,
      documentVersion: DOCUMENT_VERSION,
      projectSchemaVersion: PROJECT_SCHEMA_VERSION,
    }),

    'project.create': ({ title }) => {
      const doc = emptyDocument();
      if (title) doc.info.title = title;
      return createDraft(doc);
    },

    'project.open': ({ path: userPath }) => {
      const abs = paths.resolve(userPath);
      const open = stores.get(abs);
      if (open) return bind(abs, open.store);
      let store: ProjectStore | undefined;
      try {
        store = ProjectStore.open(abs);
        return bind(abs, store);
      } catch (e) {
        if (store && stores.get(abs)?.store !== store) store.close();
        if (e instanceof ApiError && e.code === 'not-found') recent.remove(abs);
        throw e;
      }
    },

    'project.close': ({ handle }) => {
      const abs = handles.get(handle);
      if (!abs) return {};
      handles.delete(handle);
      const entry = stores.get(abs);
      entry?.handles.delete(handle);
      if (entry && entry.handles.size === 0) {
        entry.store.close();
        stores.delete(abs);
      }
      return {};
    },

    'project.apply': ({ handle, label, changes }) => ({
      history: storeFor(handle).apply(label, changes, now().toISOString()),
    }),
    'project.undo': ({ handle }) => storeFor(handle).undo(),
    'project.redo': ({ handle }) => storeFor(handle).redo(),

    'project.saveAs': ({ handle, path: userPath, overwrite }) => {
      const store = storeFor(handle);
      const from = store.path;
      let target = paths.resolve(userPath.toLowerCase().endsWith(PROJECT_EXT) ? userPath : userPath + PROJECT_EXT);
      target = path.resolve(target);
      if (target === from) return { path: paths.display(from), name: fileStem(from), draft: isDraft(from) };
      if (stores.has(target)) throw new ApiError('exists', 'a project with that name is open; close it first');
      if (existsSync(target) && !overwrite) throw new ApiError('exists', `${paths.display(target)} already exists`);
      mkdirSync(path.dirname(target), { recursive: true });
      const tmp = `${target}.saving-${process.pid}`;
      removeProject(tmp);
      try {
        store.copyTo(tmp);
        removeProject(target);
        renameSync(tmp, target);
      } catch (e) {
        removeProject(tmp);
        throw new ApiError('io', `could not save to ${paths.display(target)}: ${e instanceof Error ? e.message : String(e)}`);
      }
      // Continue editing the copy, as editors do; a draft that has been saved elsewhere is no longer needed.
      const entry = stores.get(from)!;
      store.close();
      stores.delete(from);
      const reopened = ProjectStore.open(target);
      stores.set(target, { store: reopened, handles: entry.handles });
      for (const h of entry.handles) handles.set(h, target);
      if (isDraft(from)) removeProject(from);
      recent.add({ path: target, name: fileStem(target), openedAt: now().toISOString() });
      return { path: paths.display(target), name: fileStem(target), draft: false };
    },

    'assets.put': ({ handle, mime, base64 }) => {
      const data = Buffer.from(base64, 'base64');
      if (data.length > MAX_ASSET_BYTES) throw new ApiError('invalid-request', `the image is ${(data.length / 1048576).toFixed(1)} MB; the largest Atoll keeps is ${MAX_ASSET_BYTES / 1048576} MB`);
      const actual = sniffImage(data);
      if (!actual) throw new ApiError('invalid-request', 'that file is not a PNG or JPEG image');
      if (actual !== mime) throw new ApiError('invalid-request', `that file is a ${actual.slice(6).toUpperCase()} image, not ${mime.slice(6).toUpperCase()}`);
      return { id: storeFor(handle).putAsset(actual, data) };
    },
    'assets.get': ({ handle, id }) => {
      const asset = storeFor(handle).getAsset(id);
      if (!asset) throw new ApiError('not-found', `the project has no image "${id}"`);
      return { mime: asset.mime, base64: asset.data.toString('base64') };
    },

    'project.exportJson': ({ handle }) => {
      const doc = storeFor(handle).exportDocument();
      return { fileName: `${safeFileName(doc.info.title)}${JSON_EXT}`, text: documentToJson(doc) };
    },

    'project.importJson': ({ text }) => {
      const result = parseScenarioJson(text);
      if (!result.ok) {
        const n = result.errors.length;
        throw new ApiError('invalid-scenario', `the scenario file has ${n === 1 ? 'a problem' : `${n} problems`}; nothing was imported`, result.errors);
      }
      return createDraft(result.document);
    },

    'files.list': ({ dir }) => {
      const abs = dir === undefined ? (options.host === 'web' ? paths.resolve('.') : options.projectsDir) : paths.resolve(dir);
      mkdirSync(options.projectsDir, { recursive: true });
      let names: string[];
      try {
        names = readdirSync(abs);
      } catch {
        throw new ApiError('not-found', `cannot read the folder ${paths.display(abs)}`);
      }
      const entries = names
        .filter((name) => !name.startsWith('.'))
        .flatMap((name) => {
          const full = path.join(abs, name);
          try {
            const stat = statSync(full);
            const kind = stat.isDirectory() ? 'folder' : name.endsWith(JSON_EXT) ? 'scenario-json' : name.endsWith(PROJECT_EXT) ? 'project' : null;
            return kind ? [{ name, path: paths.display(full), kind, size: stat.size, modified: stat.mtime.toISOString() } as const] : [];
          } catch {
            return [];
          }
        })
        .sort((a, b) => (a.kind === 'folder' ? 0 : 1) - (b.kind === 'folder' ? 0 : 1) || a.name.localeCompare(b.name));
      let parent: string | null = null;
      if (options.host === 'web') parent = paths.display(abs) === '.' ? null : paths.display(path.dirname(abs));
      else parent = path.dirname(abs) === abs ? null : path.dirname(abs);
      return { dir: paths.display(abs), parent, entries };
    },

    'recent.list': () =>
      recent.list().flatMap((entry) => {
        try {
          if (!existsSync(entry.path)) return [];
          const draft = isDraft(entry.path);
          // A draft has no name of its own yet: it is listed by its scenario's title as it is now.
          const name = draft ? (drafts.titleOf(entry.path) ?? entry.name) : entry.name;
          return [{ path: paths.display(paths.resolve(paths.display(entry.path))), name, openedAt: entry.openedAt, draft }];
        } catch {
          return [];
        }
      }),
    'drafts.list': () => drafts.list(),
    'drafts.delete': ({ name }) => (drafts.delete(name), {}),
    'drafts.restore': ({ name }) => (drafts.restore(name), {}),
    ...jobHandlers(ctx),
    ...exports.handlers,
    ...sessionHandlers(ctx),
    ...analyticsHandlers(ctx),
    ...appHandlers(ctx),
    ...interopHandlers(ctx),
  };

  return {
    handlers,
    exportDownload: exports.download,
    closeAll() {
      jobs.cancelAll();
      stopIdleWorkers();
      exports.cleanUp();
      drafts.purge();
      for (const { store } of stores.values()) store.close();
      stores.clear();
      handles.clear();
    },
  };
}
