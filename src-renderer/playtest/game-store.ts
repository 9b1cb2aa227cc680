import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { AtollApi } from '../../src-shared/api/contract';
import type { PlayerKind, Players, SessionDetail, SessionSummary } from '../../src-shared/api/contract-sessions';
import { setupFromScenario, stateHash, type Action, type GameEvent, type GameState } from '../../src-shared/engine';
import type { ScenarioDocument } from '../../src-shared/model';
import { gameNames, narrate, openTimeline, type Names, type Narration, type Timeline, type TimelineEvent } from '../../src-shared/playtest';
import type { DocumentStore } from '../stores/document-store';
import { whenIdle } from '../stores/after-frame';
import { SessionSync } from './session-sync';
import { snapshotMap } from './snapshot-map';

export type ActResult = { ok: true; events: readonly GameEvent[] } | { ok: false; reason: string };

/**
 * One session on the board: its scenario snapshot and map, its timeline (every state of the game, the events of every
 * action), the moment shown (time travel), who plays each side, and the writing of new actions to the project. The
 * engine decides every rule: an action it refuses changes nothing and its reason is shown.
 */
export class GameStore {
  summary: SessionSummary;
  /** Actions shown: the whole log when live, fewer while looking back. */
  cursor: number;
  /** Ticks when the timeline changes (the timeline itself is not observable). */
  version = 0;
  players: Players;
  /** The engine's reason for the last refused action, until the next one is accepted. */
  refusal: string | null = null;
  /** Writing the log to the project failed: play stops being saved, and this says why. */
  saveError: string | null = null;
  /** Actions the project holds. */
  saved: number;
  readonly map: DocumentStore;
  /** Names of units, sides, hexes and catalog entries, as the log and the panels say them. */
  readonly names: Names;
  private readonly sync: SessionSync;
  private readonly narrations = new WeakMap<TimelineEvent, Narration>();

  constructor(
    private readonly api: AtollApi,
    private readonly handle: string,
    summary: SessionSummary,
    readonly doc: ScenarioDocument,
    readonly timeline: Timeline,
  ) {
    this.summary = summary;
    this.players = { ...summary.players };
    this.cursor = timeline.length;
    this.saved = summary.actionCount;
    this.map = snapshotMap(doc, summary.scenarioTitle);
    this.names = gameNames(timeline.current.board, { contingents: doc.contingents, zones: doc.zones });
    this.sync = new SessionSync(api, handle, summary.id, summary.actionCount, {
      saved: (s, count, hash) => this.onSaved(s, count, hash),
      failed: (message) => runInAction(() => (this.saveError = `Play is no longer saved to the project: ${message}. Reopen the session to go on.`)),
    });
    makeAutoObservable<GameStore, 'api' | 'handle' | 'sync' | 'narrations'>(this, {
      api: false, handle: false, sync: false, doc: false, timeline: false, map: false, names: false, narrations: false, narration: false, events: false, eventsUpTo: false,
      // Replaced whole with each answer of the backend, never changed in place.
      summary: observableRef, players: observableRef,
    });
  }

  /** Opens a stored session: its snapshot, placements, seed and log replayed into a timeline. */
  static async open(api: AtollApi, handle: string, id: string): Promise<GameStore> {
    const detail = await api['sessions.get']({ handle, id });
    return GameStore.fromDetail(api, handle, detail);
  }

  static fromDetail(api: AtollApi, handle: string, detail: SessionDetail): GameStore {
    const doc = detail.scenario as ScenarioDocument;
    const setup = setupFromScenario(doc, detail.placements);
    const opened = openTimeline(setup, detail.summary.seed, detail.actions as readonly Action[]);
    if (!opened.ok) throw new Error(`the game cannot start: ${opened.problems.slice(0, 5).join('; ')}`);
    const { refused } = opened.timeline;
    if (refused) throw new Error(`the session does not replay: action ${refused.index + 1} (${refused.action.type}) is refused: ${refused.error.message}`);
    return new GameStore(api, handle, detail.summary, doc, opened.timeline);
  }

  get id(): string {
    return this.summary.id;
  }
  get length(): number {
    void this.version;
    return this.timeline.length;
  }
  get live(): boolean {
    return this.cursor === this.length;
  }
  /** The game as shown: after `cursor` actions. */
  get state(): GameState {
    void this.version;
    return this.timeline.stateAt(this.cursor);
  }
  get over(): boolean {
    return this.state.over;
  }
  /** The events of the last action shown (what just happened), none at the start. */
  get lastEvents(): readonly GameEvent[] {
    void this.version;
    return this.cursor > 0 ? this.timeline.eventsOf(this.cursor - 1) : [];
  }
  get unsaved(): number {
    void this.version;
    return this.timeline.length - this.saved;
  }

  renamed(name: string) {
    this.summary = { ...this.summary, name };
  }

  /** An event of the log in words (kept: the log asks again for every event it shows). */
  narration(event: TimelineEvent): Narration {
    let told = this.narrations.get(event);
    if (!told) this.narrations.set(event, (told = narrate(event.event, this.names)));
    return told;
  }

  /** Every event of the log, with where it happened (observable through `version`). */
  get events(): readonly TimelineEvent[] {
    void this.version;
    return this.timeline.events;
  }

  /** The demolitions and repairs of the whole log (what tells a refinery fire's marker from another), kept per log. */
  private get demolitions(): readonly TimelineEvent[] {
    void this.version;
    return this.timeline.events.filter((e) => e.event.type === 'feature-demolished' || e.event.type === 'demolition-repaired');
  }

  /** Every engine event up to the moment shown (the end screen reads how the game ended and the plans checked). */
  eventsUpTo(): readonly GameEvent[] {
    const events = this.timeline.events;
    const end = this.cursor < this.timeline.length ? this.timeline.firstEventOf(this.cursor) : events.length;
    return events.slice(0, end).map((e) => e.event);
  }

  /** The events up to the moment shown that the markers read their causes from (demolitions and repairs). */
  get history(): readonly GameEvent[] {
    return this.demolitions.filter((e) => e.actionIndex < this.cursor).map((e) => e.event);
  }

  playerOf(sideId: string): PlayerKind {
    return Object.hasOwn(this.players, sideId) ? this.players[sideId] : 'human';
  }

  /**
   * Plays an action on the live game: the engine applies it or refuses it with its reason, which leaves everything as
   * it was. Accepted actions are written to the project in order.
   */
  act(action: Action): ActResult {
    if (!this.live) return this.refuse('You are looking at an earlier moment of the game: return to the present, or play on from here as a new session.');
    if (this.saveError) return this.refuse(this.saveError);
    let result: ReturnType<Timeline['append']>;
    try {
      result = this.timeline.append(action);
    } catch (e) {
      return this.refuse(`The engine failed on this action; the game stays as it was (${e instanceof Error ? e.message : String(e)}).`);
    }
    if (!result.ok) return this.refuse(result.error.message + (result.error.rule ? ` (rule ${result.error.rule})` : ''));
    this.version++;
    this.cursor = this.timeline.length;
    this.refusal = null;
    this.sync.push(action);
    return { ok: true, events: result.events };
  }

  /** Shows why something cannot be done (the engine's reason), as a refused action does. */
  refuse(reason: string): ActResult {
    this.refusal = reason;
    return { ok: false, reason };
  }

  clearRefusal() {
    this.refusal = null;
  }

  private onSaved(summary: SessionSummary, count: number, hash: string) {
    this.summary = { ...summary, players: this.players };
    this.saved = count;
    // The backend replays what it stores with the same engine: a different state would be a bug worth saying. The hash
    // of the whole state is worked out when the window is idle, not in the frame of the next action.
    whenIdle(() => {
      if (stateHash(this.timeline.stateAt(count)) !== hash) runInAction(() => (this.saveError ??= `the project's copy of this session reached a different state after action ${count}`));
    });
  }

  /** The state hash after the last action (what `atoll replay` prints for the exported session). */
  get finalHash(): string {
    void this.version;
    return stateHash(this.timeline.current);
  }

  /** Resolves once every action played so far is in the project. */
  settled(): Promise<void> {
    return this.sync.settled();
  }

  // Time travel: the board shows the game after any number of actions; play goes on only from the present.
  jumpTo(count: number) {
    this.cursor = Math.max(0, Math.min(this.length, Math.round(count)));
  }
  stepBack() {
    this.jumpTo(this.cursor - 1);
  }
  stepForward() {
    this.jumpTo(this.cursor + 1);
  }
  toPresent() {
    this.jumpTo(this.length);
  }

  async setPlayer(sideId: string, kind: PlayerKind): Promise<void> {
    this.players = { ...this.players, [sideId]: kind };
    const summary = await this.api['sessions.update']({ handle: this.handle, id: this.id, players: this.players });
    runInAction(() => (this.summary = summary));
  }

  /** A new session sharing the first `count` actions ("play on from here"; undo is a branch without the last one). */
  async branch(count: number, name?: string): Promise<GameStore> {
    await this.settled();
    const summary = await this.api['sessions.branch']({ handle: this.handle, id: this.id, at: count, ...(name ? { name } : {}) });
    // The branch keeps the parent's players, as the backend copies them.
    return new GameStore(this.api, this.handle, summary, this.doc, this.timeline.branch(count));
  }
}
