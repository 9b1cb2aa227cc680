import { action, makeObservable, observable, observableRef, observableShallow, runInAction } from 'mobx';
import type { AtollApi, HistoryState, OpenProject } from '../../src-shared/api/contract';
import type { CommandReport } from './command-report';
import { HexGrid } from '../../src-shared/map-art/hex-grid';
import {
  applyChanges, COLLECTION_NAMES,
  type Change, type CollectionName, type DocumentTarget, type RecordOf, type ScenarioDocument,
  type SingletonName, type SingletonValue,
} from '../../src-shared/model';

type Collections = { [C in CollectionName]: Map<string, RecordOf<C>> };
type Singletons = { [S in SingletonName]: SingletonValue<S> };

export type ChangeListener = (changes: readonly Change[]) => void;

/** How long a command waits for the backend before the status bar says "saving…". */
export const SAVING_SHOWN_AFTER_MS = 400;

/** The open project in the renderer: records in MobX, every command written through the backend.
 *  Changes apply here at once (the UI never waits) and are sent in order; if the backend refuses one,
 *  its local inverse is applied and the error is reported. Undo and redo come from the backend's history; a command
 *  not yet acknowledged is already the one Undo takes back (the undo waits behind it in the queue), so Undo pressed
 *  right after an edit is never lost while the backend is busy. */
export class DocumentStore implements DocumentTarget {
  readonly handle: string;
  path: string;
  name: string;
  draft: boolean;
  singletons: Singletons;
  readonly records: Collections;
  /** All hexes, dense; not observable per hex: `hexVersion` ticks once per applied command that touched hexes,
   *  and change listeners (the map painter) hear exactly which hexes changed. */
  grid: HexGrid;
  hexVersion = 0;
  private readonly listeners = new Set<ChangeListener>();
  history: HistoryState;
  /** The history as the backend last reported it; `history` is this, or ahead of it by commands not yet acknowledged. */
  private confirmed: HistoryState;
  /** Commands sent but not yet acknowledged. */
  pending = 0;
  /**
   * Whether the status bar says "saving…": once a command has waited SAVING_SHOWN_AFTER_MS for the backend, until
   * none waits. A save takes a few milliseconds, and a word that flipped with every brush dab would flicker, and make
   * each dab's frame redraw the status bar with the map.
   */
  savingShown = false;
  private savingTimer: ReturnType<typeof setTimeout> | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly api: AtollApi,
    opened: OpenProject,
    /** A refusal: `failed` when the backend refused a command or an undo (the edit is taken back), not a mere notice. */
    private readonly onError: (message: string, failed?: boolean) => void,
    /** Hears every command made, undone or redone here, for the status bar. */
    private readonly onDone: (report: CommandReport) => void = () => undefined,
  ) {
    const doc = opened.document as ScenarioDocument;
    this.handle = opened.handle;
    this.path = opened.path;
    this.name = opened.name;
    this.draft = opened.draft;
    this.history = this.confirmed = opened.history;
    this.singletons = { info: doc.info, map: doc.map, ruleset: doc.ruleset, victory: doc.victory };
    this.records = Object.fromEntries(
      COLLECTION_NAMES.map((name) => [
        name,
        observable.map((doc[name] as { id: string }[]).map((r) => [r.id, r]), { deep: false }),
      ]),
    ) as unknown as Collections;
    this.grid = new HexGrid(doc.map.cols, doc.map.rows, doc.map.defaultTerrain);
    for (const h of doc.hexes) if (this.grid.inside(h.col, h.row)) this.grid.set(h.col, h.row, h.terrain, h.elevation);
    makeObservable<DocumentStore, 'listeners' | 'assetUrls' | 'savingTimer' | 'confirmed'>(this, {
      path: observable,
      name: observable,
      draft: observable,
      singletons: observableShallow,
      records: false,
      hexVersion: observable,
      history: observableRef,
      pending: observable,
      savingShown: observable,
      savingTimer: false,
      confirmed: false,
      applyLocal: action,
      grid: false,
      listeners: false,
      assetUrls: false,
    });
  }

  get info() {
    return this.singletons.info;
  }
  get map() {
    return this.singletons.map;
  }
  get ruleset() {
    return this.singletons.ruleset;
  }
  list<C extends CollectionName>(collection: C): RecordOf<C>[] {
    return [...this.records[collection].values()] as RecordOf<C>[];
  }

  // DocumentTarget: how the shared applyChange reads and writes this store.
  getSingleton<S extends SingletonName>(name: S): SingletonValue<S> {
    return this.singletons[name];
  }
  setSingleton<S extends SingletonName>(name: S, value: SingletonValue<S>): void {
    const before = this.singletons.map;
    (this.singletons as Record<SingletonName, unknown>)[name] = value;
    if (name === 'map') {
      const map = value as SingletonValue<'map'>;
      if (map.cols !== before.cols || map.rows !== before.rows || map.defaultTerrain !== before.defaultTerrain) this.rebuildGrid();
    }
  }
  getRecord<C extends CollectionName>(collection: C, id: string): RecordOf<C> | undefined {
    return this.records[collection].get(id) as RecordOf<C> | undefined;
  }
  putRecord<C extends CollectionName>(collection: C, record: RecordOf<C>): void {
    (this.records[collection] as Map<string, RecordOf<C>>).set(record.id, record);
  }
  deleteRecord(collection: CollectionName, id: string): void {
    this.records[collection].delete(id);
  }
  getHex(col: number, row: number) {
    if (!this.grid.inside(col, row) || this.grid.isDefault(col, row)) return undefined;
    return { terrain: this.grid.terrainAt(col, row), elevation: this.grid.elevation[row * this.grid.cols + col] };
  }
  putHex(col: number, row: number, terrain: string, elevation: number): void {
    if (this.grid.inside(col, row)) this.grid.set(col, row, terrain, elevation);
  }
  deleteHex(col: number, row: number): void {
    if (this.grid.inside(col, row)) this.grid.set(col, row, this.grid.defaultTerrain, 0);
  }
  terrainAt(col: number, row: number): string {
    return this.grid.inside(col, row) ? this.grid.terrainAt(col, row) : this.map.defaultTerrain;
  }
  elevationAt(col: number, row: number): number {
    return this.grid.inside(col, row) ? this.grid.elevation[row * this.grid.cols + col] : 0;
  }

  /** Keep the stored hexes when the map's size or default terrain changes; hexes without a record of their own
   *  take the new default, as they do in the project file. */
  private rebuildGrid() {
    const old = this.grid;
    const map = this.map;
    this.grid = new HexGrid(map.cols, map.rows, map.defaultTerrain);
    for (let row = 0; row < Math.min(old.rows, map.rows); row++)
      for (let col = 0; col < Math.min(old.cols, map.cols); col++)
        if (!old.isDefault(col, row)) this.grid.set(col, row, old.terrainAt(col, row), old.elevation[row * old.cols + col]);
  }

  /** Hear every applied change (local commands, undo, redo, rollbacks). Returns the unsubscribe function. */
  onChanges(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  applyLocal(changes: readonly Change[]): Change[] {
    const inverse = applyChanges(this, changes);
    if (changes.some((c) => c.kind === 'hex' || (c.kind === 'set' && c.name !== 'info'))) this.hexVersion++;
    for (const listener of this.listeners) listener(changes);
    return inverse;
  }

  private readonly assetUrls = new Map<string, Promise<string>>();

  /** A stored image as a data URL (fetched once per project). */
  assetUrl(id: string): Promise<string> {
    let url = this.assetUrls.get(id);
    if (!url) {
      url = this.api['assets.get']({ handle: this.handle, id }).then((a) => `data:${a.mime};base64,${a.base64}`);
      url.catch(() => this.assetUrls.delete(id));
      this.assetUrls.set(id, url);
    }
    return url;
  }

  /** Store an image in the project; returns its id. */
  async putAsset(mime: 'image/png' | 'image/jpeg', base64: string): Promise<string> {
    return (await this.api['assets.put']({ handle: this.handle, mime, base64 })).id;
  }

  /** A gesture (brush stroke, drag) shown at once and written as one command when it ends; Escape cancels it. */
  beginStroke(): Stroke {
    return new Stroke(this);
  }

  /** Send a command whose changes are already applied here; `inverse` takes them back if the backend refuses. */
  sendApplied(label: string, changes: Change[], inverse: Change[]): Promise<void> {
    runInAction(() => {
      this.pending++;
      this.history = { canUndo: true, undoLabel: label, canRedo: false, redoLabel: null };
    });
    this.savingTimer ??= setTimeout(() => runInAction(() => (this.savingShown = this.pending > 0)), SAVING_SHOWN_AFTER_MS);
    this.onDone({ kind: 'did', label, changes, inverse });
    return this.enqueue(async () => {
      try {
        const { history } = await this.api['project.apply']({ handle: this.handle, label, changes });
        this.confirm(history, this.pending - 1);
      } catch (e) {
        this.applyLocal(inverse);
        this.confirm(this.confirmed, this.pending - 1);
        this.onError(`${label} was not saved: ${e instanceof Error ? e.message : String(e)}`, true);
      } finally {
        runInAction(() => {
          this.pending--;
          if (this.pending > 0) return;
          this.savingShown = false;
          if (this.savingTimer) clearTimeout(this.savingTimer);
          this.savingTimer = null;
        });
      }
    });
  }

  /** The backend's history after a call; shown as it is unless `ahead` commands sent after that call still wait. */
  private confirm(history: HistoryState, ahead: number) {
    this.confirmed = history;
    if (ahead === 0) runInAction(() => (this.history = history));
  }

  /** Run backend calls one after another, in the order the user made them. */
  private enqueue<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** One user command = one undo entry = one transaction in the project file. */
  commit(label: string, changes: Change[]): Promise<void> {
    if (changes.length === 0) return Promise.resolve();
    return this.sendApplied(label, changes, this.applyLocal(changes));
  }

  undo(): Promise<void> {
    return this.step('project.undo');
  }
  redo(): Promise<void> {
    return this.step('project.redo');
  }

  private step(method: 'project.undo' | 'project.redo'): Promise<void> {
    return this.enqueue(async () => {
      try {
        const result = await this.api[method]({ handle: this.handle });
        if (!result) return this.onError(method === 'project.undo' ? 'Nothing to undo' : 'Nothing to redo');
        runInAction(() => this.applyLocal(result.changes as Change[]));
        this.confirm(result.history, this.pending);
        this.onDone({ kind: method === 'project.undo' ? 'undid' : 'redid', label: result.label, changes: result.changes as Change[], inverse: [] });
      } catch (e) {
        this.onError(e instanceof Error ? e.message : String(e), true);
      }
    });
  }

  /** Wait until every command sent so far has been acknowledged. */
  settled(): Promise<unknown> {
    return this.enqueue(async () => undefined);
  }
}

const changeKey = (c: Change): string =>
  c.kind === 'hex' ? `hex:${c.col},${c.row}` : c.kind === 'set' ? `set:${c.name}` : c.kind === 'put' ? `${c.collection}:${c.record.id}` : `${c.collection}:${c.id}`;

/** The changes of one gesture. Each target keeps its first inverse and its last value, so a stroke that
 *  passes a hex twice is still one change for that hex, and cancelling restores exactly what was there. */
export class Stroke {
  private readonly forward = new Map<string, Change>();
  private readonly inverse = new Map<string, Change>();
  private done = false;

  constructor(private readonly store: DocumentStore) {}

  apply(changes: Change[]) {
    if (this.done || changes.length === 0) return;
    const undo = this.store.applyLocal(changes).reverse();
    changes.forEach((change, i) => {
      const key = changeKey(change);
      if (!this.inverse.has(key)) this.inverse.set(key, undo[i]);
      this.forward.delete(key);
      this.forward.set(key, change);
    });
  }

  get size() {
    return this.forward.size;
  }

  commit(label: string): Promise<void> {
    if (this.done) return Promise.resolve();
    this.done = true;
    if (this.forward.size === 0) return Promise.resolve();
    return this.store.sendApplied(label, [...this.forward.values()], [...this.inverse.values()].reverse());
  }

  cancel() {
    if (this.done) return;
    this.done = true;
    this.store.applyLocal([...this.inverse.values()].reverse());
  }
}
