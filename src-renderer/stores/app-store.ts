import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { AtollApi, FileEntry, OpenProject } from '../../src-shared/api/contract';
import type { Versions } from '../../src-shared/api/contract-desktop';
import type { ExportKind } from '../../src-shared/api/contract-export';
import { ApiError } from '../../src-shared/api/errors';
import { commandReport, type CommandReport } from './command-report';
import { DocumentStore } from './document-store';
import { DraftShelf, type StatusAction } from './draft-shelf';
import { EditorStore } from './editor-store';
import { JobStore } from './job-store';
import type { TiledImportStore } from '../interop/tiled-import-store';
import type { InteropExportKind } from '../interop/interop-export-kind';
import { afterNextFrame, nextFrameDone } from './after-frame';

export type PanelTab = 'scenario' | 'map' | 'forces' | 'setup' | 'reinforcements' | 'turns' | 'victory' | 'rules' | 'charts' | 'checker';
/** A question in the app's own dialog: one answer per button; Escape and the close box give `cancel`. */
export type Question = {
  title: string;
  message: string;
  choices: { id: string; label: string; style?: 'primary' | 'danger' }[];
  cancel: string;
};
export type Dialog =
  | { kind: 'none' }
  | { kind: 'open' }
  /** `done` hears whether the project was saved (a draft being closed waits for it). */
  | { kind: 'save-as'; done?: (saved: boolean) => void }
  | { kind: 'about' }
  | { kind: 'shortcuts' }
  | { kind: 'ask'; question: Question; answer: (id: string) => void }
  | { kind: 'export'; exportKind: ExportKind }
  | { kind: 'errors'; title: string; message: string; details: { path: string; message: string }[] }
  | { kind: 'tiled-import'; store: TiledImportStore }
  | { kind: 'interop-export'; exportKind: InteropExportKind };

type Recent = { path: string; name: string; openedAt: string; draft: boolean };
/** What becomes of the open project when another takes its place. */
type Leaving = { project: DocumentStore; fate: 'keep' | 'delete' | 'blank' } | null;

/** A draft's name in the drafts folder: the last part of its path (either separator, for Windows paths). */
const draftName = (path: string) => path.split(/[\\/]/).pop() ?? path;

const LAST_PROJECT = 'atoll.lastProject';

/** Application state that is not the document: which project is open, dialogs, status, panel tab. */
export class AppStore {
  project: DocumentStore | null = null;
  dialog: Dialog = { kind: 'none' };
  tab: PanelTab = 'scenario';
  status = 'Ready';
  /** A notice (a refusal, a hint) lasts until the user's next action; a report of what was done stays until the next. */
  statusKind: 'report' | 'notice' = 'report';
  /** A button beside the status message, such as Undo after a draft was deleted. */
  statusAction: StatusAction | null = null;
  busy: string | null = null;
  recent: Recent[] = [];
  browser: { dir: string; parent: string | null; entries: FileEntry[] } | null = null;
  hostInfo: { version: string; host: 'desktop' | 'web'; projectsDir: string; projectsFolder: string } | null = null;
  /** What the About box lists; fetched when it first opens. */
  versions: Versions | null = null;
  readonly editor = new EditorStore();
  readonly jobs: JobStore;
  readonly drafts: DraftShelf;
  /** The project New made, while it is still untouched: closing it keeps nothing because there is nothing to keep. */
  private blank: DocumentStore | null = null;

  constructor(readonly api: AtollApi) {
    this.jobs = new JobStore(api);
    this.drafts = new DraftShelf(api, this);
    // The dialog is replaced whole, never changed in place; kept by reference, so a question can tell it is still shown.
    makeAutoObservable<AppStore, 'api' | 'blank' | 'cancelReport'>(this, { api: false, editor: false, jobs: false, drafts: false, blank: false, cancelReport: false, dialog: observableRef });
  }

  /**
   * What a command did, said in the status bar just after the frame that shows the command: a brush dab's frame then
   * changes the map alone, where a status line changed with it made the frame's damage span map and status bar
   * (drawn again whole by a software compositor). A later status replaces a report still waiting.
   */
  private reportLater(report: CommandReport, project: DocumentStore) {
    this.cancelReport();
    const text = commandReport(report, project);
    this.cancelReport = afterNextFrame(() => this.setStatus(text));
  }
  private cancelReport: () => void = () => undefined;

  setStatus(message: string, action?: StatusAction) {
    this.cancelReport();
    this.status = message;
    this.statusKind = 'report';
    this.statusAction = action ?? null;
  }
  /** A refusal or a hint: it goes at the user's next action (clearNotice). */
  notice(message: string) {
    this.cancelReport();
    this.status = message;
    this.statusKind = 'notice';
    this.statusAction = null;
  }
  clearNotice() {
    if (this.statusKind === 'notice') this.setStatus('Ready');
  }

  /** Ask in the app's own dialog; resolves with the id of the chosen answer. A dialog that was open comes back after. */
  ask(question: Question): Promise<string> {
    const before = this.dialog;
    return new Promise((resolve) => {
      const asking: Dialog = {
        kind: 'ask',
        question,
        answer: (id) => {
          runInAction(() => {
            if (this.dialog === asking) this.dialog = before;
          });
          resolve(id);
        },
      };
      this.dialog = asking;
    });
  }
  setTab(tab: PanelTab) {
    this.tab = tab;
  }
  showDialog(dialog: Dialog) {
    this.replaceDialog(dialog);
  }
  closeDialog() {
    this.replaceDialog({ kind: 'none' });
  }
  /** Another dialog takes the place of this one: whoever waits on it hears that it was cancelled. */
  private replaceDialog(next: Dialog) {
    const d = this.dialog;
    this.dialog = next;
    if (d.kind === 'save-as') d.done?.(false);
    if (d.kind === 'ask') d.answer(d.question.cancel);
  }

  /** Report a failure: errors with details open the error list, others go to the status bar and an alert line. */
  fail(context: string, e: unknown) {
    if (e instanceof ApiError && e.details?.length) {
      this.replaceDialog({ kind: 'errors', title: context, message: e.message, details: e.details });
    } else {
      this.replaceDialog({ kind: 'errors', title: context, message: e instanceof Error ? e.message : String(e), details: [] });
    }
    this.notice(`${context}: ${e instanceof Error ? e.message : String(e)}`);
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
    // The project this tab had open before it was reloaded, read before anything waits: a project the user opens
    // while Atoll starts is noted there too, and reopening that one would replace it under the user's typing.
    const last = sessionStorage.getItem(LAST_PROJECT);
    const info = await this.run('Starting', () => this.api['app.info']({}));
    if (info) runInAction(() => (this.hostInfo = info));
    await Promise.all([this.refreshRecent(), this.drafts.refresh()]);
    if (last && !this.project) await this.openPath(last, { quiet: true });
  }

  async showAbout() {
    this.replaceDialog({ kind: 'about' });
    if (this.versions) return;
    const versions = await this.api['app.versions']({}).catch(() => null);
    runInAction(() => (this.versions = versions));
  }

  async refreshRecent() {
    const recent = await this.api['recent.list']({}).catch(() => []);
    runInAction(() => (this.recent = recent));
  }

  private async adopt(opened: OpenProject, verb: string, leaving: Leaving = null) {
    await this.closeProject();
    const project = new DocumentStore(
      this.api,
      opened,
      // A command the backend refused was taken back: that is said in a dialog, not only in the status bar.
      (message, failed) => (failed ? this.fail('The project was not changed', new Error(message)) : this.notice(message)),
      (report) => this.reportLater(report, project),
    );
    runInAction(() => {
      this.project = project;
      this.status = `${verb} ${opened.draft ? opened.document.info.title : opened.name}`;
      this.replaceDialog({ kind: 'none' });
    });
    sessionStorage.setItem(LAST_PROJECT, opened.path);
    await this.settleLeft(leaving);
  }

  /** Does what was chosen for the project that was closed: a deleted draft can be restored until Atoll closes. */
  private async settleLeft(leaving: Leaving) {
    if (leaving?.fate === 'delete') await this.drafts.remove(draftName(leaving.project.path), leaving.project.info.title);
    else if (leaving?.fate === 'blank') await this.api['drafts.delete']({ name: draftName(leaving.project.path) }).catch(() => undefined);
    // The lists are asked for once the project's first frame is drawn: the backend reading them (every draft's
    // title) would take a core from that frame on a small machine, and nothing on screen waits for them.
    await nextFrameDone();
    await Promise.all([this.refreshRecent(), this.drafts.refresh()]);
  }

  /**
   * Before the open project makes way for another (or for none): a draft asks what becomes of it: Save As, keep it as
   * a draft, or delete it. Undefined when the user cancels (then nothing may change); null when no project is open.
   * A blank project New made and nobody touched goes without a question, since there is nothing in it to keep.
   */
  private async leave(): Promise<Leaving | undefined> {
    const project = this.project;
    if (!project?.draft) return project ? { project, fate: 'keep' } : null;
    await project.settled();
    const untouched = !project.history.canUndo && !project.history.canRedo;
    if (this.blank === project && untouched) return { project, fate: 'blank' };
    const answer = await this.ask({
      title: 'Keep this draft?',
      message: `“${project.info.title}” is a draft: Atoll keeps it among its drafts until you save it under a name of your own.`,
      choices: [
        { id: 'save', label: 'Save As…', style: 'primary' },
        { id: 'keep', label: 'Keep as draft' },
        { id: 'delete', label: 'Delete draft', style: 'danger' },
        { id: 'cancel', label: 'Cancel' },
      ],
      cancel: 'cancel',
    });
    if (answer === 'cancel') return undefined;
    if (answer === 'save') {
      const saved = await new Promise<boolean>((resolve) => {
        this.replaceDialog({ kind: 'save-as', done: resolve });
        void this.browse();
      });
      return saved ? { project, fate: 'keep' } : undefined;
    }
    return { project, fate: answer === 'delete' ? 'delete' : 'keep' };
  }

  async newProject() {
    const leaving = await this.leave();
    if (leaving === undefined) return;
    const opened = await this.run('New project', () => this.api['project.create']({}));
    if (!opened) return;
    await this.adopt(opened, 'Created', leaving);
    this.blank = this.project;
  }

  async openPath(path: string, options: { quiet?: boolean } = {}) {
    if (options.quiet) {
      const opened = await this.api['project.open']({ path }).catch(() => null);
      if (!opened) sessionStorage.removeItem(LAST_PROJECT);
      // The user opened a project meanwhile: theirs stays.
      else if (this.project) await this.api['project.close']({ handle: opened.handle }).catch(() => undefined);
      else await this.adopt(opened, 'Reopened');
      return;
    }
    const open = this.project;
    if (open?.path === path) return this.setStatus(`${open.draft ? open.info.title : open.name} is open already`);
    const leaving = await this.leave();
    if (leaving === undefined) return;
    const opened = await this.run(`Open ${path}`, () => this.api['project.open']({ path }));
    if (opened) await this.adopt(opened, 'Opened', leaving);
    else await this.refreshRecent();
  }

  /** File ▸ Close: a draft asks first what becomes of it. */
  async close() {
    const leaving = await this.leave();
    if (!leaving) return;
    await this.closeProject();
    await this.settleLeft(leaving);
  }

  /** Closes the open project as it is (a draft stays a draft). */
  async closeProject() {
    const project = this.project;
    if (!project) return;
    await project.settled();
    await this.api['project.close']({ handle: project.handle }).catch(() => undefined);
    runInAction(() => {
      if (this.project === project) this.project = null;
      this.status = `Closed ${project.draft ? project.info.title : project.name}`;
    });
    if (this.blank === project) this.blank = null;
    sessionStorage.removeItem(LAST_PROJECT);
  }

  async saveAs(path: string, overwrite = false) {
    const project = this.project;
    if (!project) return;
    await project.settled();
    const saved = await this.run('Save As', () => this.api['project.saveAs']({ handle: project.handle, path, overwrite }));
    if (!saved) return;
    const dialog = this.dialog;
    runInAction(() => {
      project.path = saved.path;
      project.name = saved.name;
      project.draft = saved.draft;
      this.setStatus(`Saved as ${saved.path}`);
      this.dialog = { kind: 'none' };
    });
    if (this.blank === project) this.blank = null;
    sessionStorage.setItem(LAST_PROJECT, saved.path);
    await Promise.all([this.refreshRecent(), this.drafts.refresh()]);
    if (dialog.kind === 'save-as') dialog.done?.(true);
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
    const leaving = await this.leave();
    if (leaving === undefined) return;
    const opened = await this.run(`Import ${fileName}`, () => this.api['project.importJson']({ fileName, text }));
    if (opened) await this.adopt(opened, 'Imported', leaving);
  }

  async exportJson(): Promise<{ fileName: string; text: string } | undefined> {
    const project = this.project;
    if (!project) return undefined;
    await project.settled();
    return this.run('Export scenario JSON', () => this.api['project.exportJson']({ handle: project.handle }));
  }
}
