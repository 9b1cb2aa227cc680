import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Players, SessionSummary } from '../../src-shared/api/contract-sessions';
import type { Placement } from '../../src-shared/engine';
import { checkScenario, type Problem } from '../../src-shared/validate';
import { downloadText } from '../components/files';
import { documentSnapshot } from '../panels/ProblemList';
import type { AppStore } from '../stores/app-store';
import { EditorStore } from '../stores/editor-store';
import { GameStore } from './game-store';
import { PlayUi } from './play-ui';
import { pageStorage, PlayPrefs } from './play-prefs';
import { SetupStore } from './setup-store';

/**
 * Which play-test screen shows: off (the editor), the checker's errors that keep play-test from starting, the
 * sessions of the project (new game, resume, rename, delete, export, import), the set-up of a new game, or a game.
 */
export type PlayScreen = 'off' | 'gate' | 'home' | 'setup' | 'play';

/** What a new game starts from: its name, seed and players, and where the units start when set up already. */
export type NewGame = { name: string; seed: number | string; players: Players; placements?: readonly Placement[] };

const RESUME_KEY = 'atoll.playtest';

/** A seed people can read and type: the renderer may use the clock; the engine only ever sees the number. */
export function freshSeed(): number {
  return Math.floor(Math.random() * 1_000_000) + 1;
}

/**
 * Play-test mode: entering (the checker first), the project's sessions, and leaving back to the editor exactly as it
 * was. Nothing here touches the document or its undo history; sessions live in the project through the sessions api.
 */
export class PlaytestStore {
  screen: PlayScreen = 'off';
  /** The checker's problems when play-test was entered (errors keep it at the gate; warnings only warn). */
  problems: readonly Problem[] = [];
  sessions: SessionSummary[] = [];
  /** A refusal or failure to show on the play-test screen (an engine error, a refused import). */
  notice: { kind: 'error' | 'info'; text: string } | null = null;
  /** The new game being prepared (its set-up comes next). */
  draft: NewGame | null = null;
  /** Sessions deleted in this visit, newest last: Undo restores them. */
  deleted: { id: string; name: string }[] = [];
  /** The session on the board, and what the player has in hand on it. */
  game: GameStore | null = null;
  ui: PlayUi | null = null;
  /** The set-up of the new game being prepared. */
  setup: SetupStore | null = null;
  /** Opening or starting a session, for the screen to say so. */
  busy: string | null = null;
  /** The board's map: its own camera, layers and hover, so that the editor's are never touched by play. */
  readonly boardEditor = new EditorStore();
  /** The bots' speed and the move animation, chosen once for every game. */
  readonly prefs = new PlayPrefs(pageStorage());

  constructor(private readonly app: AppStore) {
    makeAutoObservable<PlaytestStore, 'app'>(this, { app: false, boardEditor: false, prefs: false, game: observableRef, setup: observableRef, ui: observableRef });
  }

  get active(): boolean {
    return this.screen !== 'off';
  }
  get errors(): Problem[] {
    return this.problems.filter((p) => p.severity === 'error');
  }
  get warnings(): Problem[] {
    return this.problems.filter((p) => p.severity === 'warning');
  }
  private get handle(): string | null {
    return this.app.project?.handle ?? null;
  }

  setNotice(notice: PlaytestStore['notice']) {
    this.notice = notice;
  }

  /** View ▸ Play-test: the checker runs first; errors keep play-test at the gate, listed with jump-to. */
  async enter(): Promise<void> {
    const project = this.app.project;
    if (!project) return;
    await project.settled();
    const problems = checkScenario(documentSnapshot(project));
    runInAction(() => {
      this.problems = problems;
      this.notice = null;
      this.screen = problems.some((p) => p.severity === 'error') ? 'gate' : 'home';
    });
    if (this.screen === 'home') await this.refresh();
  }

  /** Back to the editor as it was: its tab, tool, camera and undo history were never touched. */
  leave(): void {
    this.screen = 'off';
    this.game = null;
    this.ui?.destroy();
    this.ui = null;
    this.setup = null;
    this.draft = null;
    this.notice = null;
    this.deleted = [];
    sessionStorage.removeItem(RESUME_KEY);
  }

  /** Back from a game or a set-up to the project's sessions. */
  async home(): Promise<void> {
    await this.game?.settled();
    this.screen = 'home';
    this.game = null;
    this.ui?.destroy();
    this.ui = null;
    this.setup = null;
    this.draft = null;
    sessionStorage.removeItem(RESUME_KEY);
    await this.refresh();
  }

  async refresh(): Promise<void> {
    const handle = this.handle;
    if (!handle) return;
    try {
      const sessions = await this.app.api['sessions.list']({ handle });
      runInAction(() => (this.sessions = sessions));
    } catch (e) {
      this.fail('The sessions could not be listed', e);
    }
  }

  fail(what: string, e: unknown) {
    this.notice = { kind: 'error', text: `${what}: ${e instanceof Error ? e.message : String(e)}` };
    this.app.setStatus(this.notice.text);
  }

  /** A new game: set its units up next (the set-up tray), then start it. */
  prepare(game: NewGame) {
    const project = this.app.project;
    if (!project) return;
    this.draft = game;
    this.setup = new SetupStore(documentSnapshot(project), String(game.seed), game.placements ?? []);
    this.notice = null;
    this.screen = 'setup';
  }

  /** Opens a stored session on the board. */
  async open(id: string): Promise<boolean> {
    const handle = this.handle;
    if (!handle) return false;
    this.busy = 'Opening the session';
    try {
      await this.game?.settled();
      const game = await GameStore.open(this.app.api, handle, id);
      this.show(game);
      return true;
    } catch (e) {
      this.fail('The session could not be opened', e);
      return false;
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  private show(game: GameStore) {
    this.ui?.destroy();
    this.game = game;
    this.ui = new PlayUi(game, this.prefs);
    this.draft = null;
    this.setup = null;
    this.screen = 'play';
    this.notice = null;
    this.rememberOpen(game.id);
    this.app.setStatus(`Playing ${game.summary.name}`);
  }

  /** Starts the prepared game with its units where the set-up put them: a new session in the project. */
  async start(placements: readonly Placement[], hidden?: readonly string[]): Promise<boolean> {
    const handle = this.handle;
    const draft = this.draft;
    if (!handle || !draft) return false;
    this.busy = 'Starting the game';
    try {
      await this.app.project?.settled();
      const summary = await this.app.api['sessions.create']({
        handle, name: draft.name, seed: draft.seed, players: draft.players, placements: [...placements], ...(hidden ? { hidden: [...hidden] } : {}),
      });
      const game = await GameStore.open(this.app.api, handle, summary.id);
      this.show(game);
      return true;
    } catch (e) {
      this.fail('The game could not start', e);
      return false;
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  /** Start again: a new game on the same scenario with the same players and a fresh seed, set up anew. */
  playAgain(game: GameStore) {
    this.prepare({ name: `${game.summary.name} (again)`.slice(0, 200), seed: freshSeed(), players: { ...game.players } });
  }

  /** "Play on from here": a new session sharing the history up to the moment shown. */
  async branchHere(name?: string): Promise<void> {
    const game = this.game;
    if (!game) return;
    try {
      const branched = await game.branch(game.cursor, name);
      this.show(branched);
      this.app.setStatus(`Playing on from action ${game.cursor} as ${branched.summary.name}`);
    } catch (e) {
      this.fail('The session could not be branched', e);
    }
  }

  /** What Edit ▸ Undo takes back in play-test: the last action of the game (as a branch without it), or the last
   *  deletion on the sessions screen; null when there is nothing. */
  get undoLabel(): string | null {
    if (this.screen === 'play' && this.game && this.game.live && this.game.length > 0) return 'Last Action';
    if (this.screen === 'home' && this.lastDeleted) return 'Delete Session';
    if (this.screen === 'setup' && this.setup?.canUndo) return 'Placement';
    return null;
  }

  async undo(): Promise<void> {
    if (this.screen === 'home') return this.undoDelete();
    if (this.screen === 'setup') return this.setup?.undo();
    const game = this.game;
    if (this.screen !== 'play' || !game || !game.live || game.length === 0) return;
    try {
      const branched = await game.branch(game.length - 1, `${game.summary.name} (undone to action ${game.length - 1})`.slice(0, 200));
      this.show(branched);
      this.app.setStatus(`Undid the last action: ${branched.summary.name} plays on without it (the original session is kept)`);
    } catch (e) {
      this.fail('The last action could not be undone', e);
    }
  }

  /** A session whose snapshot differs from the scenario now: a new game on the current scenario, with the same seed
   *  and players, its set-up starting from where the old game's units started (where that is still allowed). */
  async restartOnCurrent(session: SessionSummary): Promise<void> {
    const handle = this.handle;
    const project = this.app.project;
    if (!handle || !project) return;
    try {
      const detail = await this.app.api['sessions.get']({ handle, id: session.id });
      const sides = new Set(project.list('sides').map((s) => s.id));
      const players = Object.fromEntries(Object.entries(session.players).filter(([side]) => sides.has(side)));
      this.prepare({ name: `${session.name} (current scenario)`.slice(0, 200), seed: session.seed, players, placements: detail.placements });
    } catch (e) {
      this.fail('The session could not be read', e);
    }
  }

  async rename(id: string, name: string): Promise<void> {
    const handle = this.handle;
    if (!handle || !name.trim()) return;
    try {
      const summary = await this.app.api['sessions.update']({ handle, id, name: name.trim() });
      if (this.game?.id === id) this.game.renamed(summary.name);
      this.app.setStatus(`Renamed the session to ${name.trim()}`);
      await this.refresh();
    } catch (e) {
      this.fail('The session could not be renamed', e);
    }
  }

  async remove(id: string): Promise<void> {
    const handle = this.handle;
    const session = this.sessions.find((s) => s.id === id);
    if (!handle || !session) return;
    try {
      await this.app.api['sessions.delete']({ handle, id });
      runInAction(() => this.deleted.push({ id, name: session.name }));
      this.app.setStatus(`Deleted the session ${session.name} (Undo brings it back)`);
      await this.refresh();
    } catch (e) {
      this.fail('The session could not be deleted', e);
    }
  }

  /** The last deletion of this visit, for Edit ▸ Undo on the sessions screen. */
  get lastDeleted(): { id: string; name: string } | null {
    return this.deleted.at(-1) ?? null;
  }

  async undoDelete(): Promise<void> {
    const handle = this.handle;
    const last = this.lastDeleted;
    if (!handle || !last) return;
    try {
      await this.app.api['sessions.restore']({ handle, id: last.id });
      runInAction(() => this.deleted.pop());
      this.app.setStatus(`Restored the session ${last.name}`);
      await this.refresh();
    } catch (e) {
      this.fail('The session could not be restored', e);
    }
  }

  /** The session JSON that `atoll replay` reads, downloaded. */
  async exportSession(id: string): Promise<void> {
    const handle = this.handle;
    if (!handle) return;
    try {
      const out = await this.app.api['sessions.export']({ handle, id });
      downloadText(out.fileName, out.text, 'application/json');
      this.app.setStatus(`Exported ${out.fileName} (final state ${out.finalHash})`);
    } catch (e) {
      this.fail('The session could not be exported', e);
    }
  }

  /** A session file as a new session: a corrupt or foreign file is refused and changes nothing; a log the engine
   *  refuses part-way keeps its valid prefix, and the notice says at which action and why. */
  async importSession(fileName: string, text: string): Promise<SessionSummary | null> {
    const handle = this.handle;
    if (!handle) return null;
    try {
      const result = await this.app.api['sessions.import']({ handle, text });
      const { refused, kept, total } = result;
      runInAction(() => {
        this.notice = refused
          ? { kind: 'error', text: `Imported ${fileName} up to action ${kept} of ${total}: action ${refused.index + 1} (${refused.type}) is refused: ${refused.reason}` }
          : { kind: 'info', text: `Imported ${fileName}: ${total} actions${result.pinnedHash === 'differs' ? ' (its final state differs from the hash the file pins)' : ''}` };
      });
      this.app.setStatus(this.notice?.text ?? '');
      await this.refresh();
      return result.summary;
    } catch (e) {
      this.fail(`${fileName} was not imported`, e);
      return null;
    }
  }

  /** Remember the session on screen, so that a reload of the page comes back to it. */
  rememberOpen(id: string | null) {
    const path = this.app.project?.path;
    if (id && path) sessionStorage.setItem(RESUME_KEY, JSON.stringify({ path, id }));
    else sessionStorage.removeItem(RESUME_KEY);
  }

  /** After a reload of the page: back to the session it showed, when the project reopened is its project. */
  async resume(): Promise<void> {
    const id = this.remembered();
    if (!id) return;
    await this.enter();
    if (this.screen === 'home') await this.open(id);
  }

  /** The session the page showed before a reload, when it belongs to the project open now. */
  remembered(): string | null {
    try {
      const saved = JSON.parse(sessionStorage.getItem(RESUME_KEY) ?? 'null') as { path?: unknown; id?: unknown } | null;
      return saved && saved.path === this.app.project?.path && typeof saved.id === 'string' ? saved.id : null;
    } catch {
      return null;
    }
  }
}

const stores = new WeakMap<AppStore, PlaytestStore>();

/** The app's one play-test store. */
export function playtestFor(app: AppStore): PlaytestStore {
  let store = stores.get(app);
  if (!store) {
    stores.set(app, (store = new PlaytestStore(app)));
    if (typeof window !== 'undefined') window.atollPlaytest = store;
  }
  return store;
}
