import { makeAutoObservable, runInAction } from 'mobx';
import type { AtollApi, FileEntry, OpenProject } from '../../src-shared/api/contract';
import type { Versions } from '../../src-shared/api/contract-desktop';
import type { ExportKind } from '../../src-shared/api/contract-export';
import { ApiError } from '../../src-shared/api/errors';
import { DocumentStore } from './document-store';
import { EditorStore } from './editor-store';
import { JobStore } from './job-store';
import type { TiledImportStore } from '../interop/tiled-import-store';
import type { InteropExportKind } from '../interop/InteropExportDialog';

export type PanelTab = 'scenario' | 'map' | 'forces' | 'setup' | 'reinforcements' | 'turns' | 'victory' | 'rules' | 'charts' | 'checker';
export type Dialog =
  | { kind: 'none' }
  | { kind: 'open' }
  | { kind: 'save-as' }
  | { kind: 'about' }
  | { kind: 'export'; exportKind: ExportKind }
  | { kind: 'errors'; title: string; message: string; details: { path: string; message: string }[] }
  | { kind: 'tiled-import'; store: TiledImportStore }
  | { kind: 'interop-export'; exportKind: InteropExportKind };

type Recent = { path: string; name: string; openedAt: string };

const LAST_PROJECT = 'atoll.lastProject';

/** Application state that is not the document: which project is open, dialogs, status, panel tab. */
export class AppStore {
  project: DocumentStore | null = null;
  dialog: Dialog = { kind: 'none' };
  tab: PanelTab = 'scenario';
  status = 'Ready';
  busy: string | null = null;
  recent: Recent[] = [];
  browser: { dir: string; parent: string | null; entries: FileEntry[] } | null = null;
  hostInfo: { version: string; host: 'desktop' | 'web'; projectsDir: string } | null = null;
  /** What the About box lists; fetched when it first opens. */
  versions: Versions | null = null;
  readonly editor = new EditorStore();
  readonly jobs: JobStore;

  constructor(readonly api: AtollApi) {
    this.jobs = new JobStore(api);
    makeAutoObservable<AppStore, 'api'>(this, { api: false, editor: false, jobs: false });
  }

  setStatus(message: string) {
    this.status = message;
  }
  setTab(tab: PanelTab) {
    this.tab = tab;
  }
  showDialog(dialog: Dialog) {
    this.dialog = dialog;
  }
  closeDialog() {
    this.dialog = { kind: 'none' };
  }

  /** Report a failure: errors with details open the error list, others go to the status bar and an alert line. */
  fail(context: string, e: unknown) {
    if (e instanceof ApiError && e.details?.length) {
      this.dialog = { kind: 'errors', title: context, message: e.message, details: e.details };
    } else {
      this.dialog = { kind: 'errors', title: context, message: e instanceof Error ? e.message : String(e), details: [] };
    }
    this.status = `${context}: ${e instanceof Error ? e.message : String(e)}`;
  }

  private async run<T>(label: string, work: () => Promise<T>): Promise<T | undefined> {
    this.busy = label;
    try {
      return await work();
    } catch (e) {
      runInAction(() => this.fail(label, e));
      return undefined;
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  async start() {
    const info = await this.run('Starting', () => this.api['app.info']({}));
    if (info) runInAction(() => (this.hostInfo = info));
    await this.refreshRecent();
    const last = sessionStorage.getItem(LAST_PROJECT);
    if (last) await this.openPath(last, { quiet: true });
  }

  async showAbout() {
    this.dialog = { kind: 'about' };
    if (this.versions) return;
    const versions = await this.api['app.versions']({}).catch(() => null);
    runInAction(() => (this.versions = versions));
  }

  async refreshRecent() {
    const recent = await this.api['recent.list']({}).catch(() => []);
    runInAction(() => (this.recent = recent));
  }

  private async adopt(opened: OpenProject, verb: string) {
    await this.closeProject();
    runInAction(() => {
      this.project = new DocumentStore(this.api, opened, (message) => this.setStatus(message));
      this.status = `${verb} ${opened.draft ? opened.document.info.title : opened.name}`;
      this.dialog = { kind: 'none' };
    });
    sessionStorage.setItem(LAST_PROJECT, opened.path);
    await this.refreshRecent();
  }

  async newProject() {
    const opened = await this.run('New project', () => this.api['project.create']({}));
    if (opened) await this.adopt(opened, 'Created');
  }

  async openPath(path: string, options: { quiet?: boolean } = {}) {
    if (options.quiet) {
      const opened = await this.api['project.open']({ path }).catch(() => null);
      if (opened) await this.adopt(opened, 'Reopened');
      else sessionStorage.removeItem(LAST_PROJECT);
      return;
    }
    const opened = await this.run(`Open ${path}`, () => this.api['project.open']({ path }));
    if (opened) await this.adopt(opened, 'Opened');
    else await this.refreshRecent();
  }

  async closeProject() {
    const project = this.project;
    if (!project) return;
    await project.settled();
    await this.api['project.close']({ handle: project.handle }).catch(() => undefined);
    runInAction(() => {
      if (this.project === project) this.project = null;
      this.status = `Closed ${project.name}`;
    });
    sessionStorage.removeItem(LAST_PROJECT);
  }

  async saveAs(path: string, overwrite = false) {
    const project = this.project;
    if (!project) return;
    await project.settled();
    const saved = await this.run('Save As', () => this.api['project.saveAs']({ handle: project.handle, path, overwrite }));
    if (!saved) return;
    runInAction(() => {
      project.path = saved.path;
      project.name = saved.name;
      project.draft = saved.draft;
      this.status = `Saved as ${saved.path}`;
      this.dialog = { kind: 'none' };
    });
    sessionStorage.setItem(LAST_PROJECT, saved.path);
    await this.refreshRecent();
  }

  async browse(dir?: string) {
    const listing = await this.run('Browse projects', () => this.api['files.list']({ dir }));
    if (listing) runInAction(() => (this.browser = listing));
  }

  /** A project the backend made from a foreign file (a Tiled map): it becomes the open project. */
  async openImported(opened: OpenProject, verb: string) {
    await this.adopt(opened, verb);
  }

  async importJson(fileName: string, text: string) {
    const opened = await this.run(`Import ${fileName}`, () => this.api['project.importJson']({ fileName, text }));
    if (opened) await this.adopt(opened, 'Imported');
  }

  async exportJson(): Promise<{ fileName: string; text: string } | undefined> {
    const project = this.project;
    if (!project) return undefined;
    await project.settled();
    return this.run('Export scenario JSON', () => this.api['project.exportJson']({ handle: project.handle }));
  }
}
