import { action, makeObservable, observable, observableRef, observableShallow, runInAction } from 'mobx';
import type { AtollApi, HistoryState, OpenProject } from '../../src-shared/api/contract';
import {
  applyChanges, COLLECTION_NAMES,
  type Change, type CollectionName, type DocumentTarget, type RecordOf, type ScenarioDocument,
  type SingletonName, type SingletonValue,
} from '../../src-shared/model';

type Collections = { [C in CollectionName]: Map<string, RecordOf<C>> };
type Singletons = { [S in SingletonName]: SingletonValue<S> };

const hexKey = (col: number, row: number) => row * 65536 + col;

/** The open project in the renderer: records in MobX, every command written through the backend.
 *  Changes apply here at once (the UI never waits) and are sent in order; if the backend refuses one,
 *  its local inverse is applied and the error is reported. Undo and redo come from the backend's history. */
export class DocumentStore implements DocumentTarget {
  readonly handle: string;
  path: string;
  name: string;
  draft: boolean;
  singletons: Singletons;
  readonly records: Collections;
  /** Hexes that differ from the default; not observable per hex: `hexVersion` ticks on every hex change. */
  private readonly hexes = new Map<number, { terrain: string; elevation: number }>();
  hexVersion = 0;
  history: HistoryState;
  /** Commands sent but not yet acknowledged. */
  pending = 0;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly api: AtollApi,
    opened: OpenProject,
    private readonly onError: (message: string) => void,
  ) {
    const doc = opened.document as ScenarioDocument;
    this.handle = opened.handle;
    this.path = opened.path;
    this.name = opened.name;
    this.draft = opened.draft;
    this.history = opened.history;
    this.singletons = { info: doc.info, map: doc.map, ruleset: doc.ruleset };
    this.records = Object.fromEntries(
      COLLECTION_NAMES.map((name) => [
        name,
        observable.map((doc[name] as { id: string }[]).map((r) => [r.id, r]), { deep: false }),
      ]),
    ) as unknown as Collections;
    for (const h of doc.hexes) this.hexes.set(hexKey(h.col, h.row), { terrain: h.terrain, elevation: h.elevation });
    makeObservable<DocumentStore, 'hexes'>(this, {
      path: observable,
      name: observable,
      draft: observable,
      singletons: observableShallow,
      records: false,
      hexVersion: observable,
      history: observableRef,
      pending: observable,
      applyLocal: action,
      hexes: false,
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
    (this.singletons as Record<SingletonName, unknown>)[name] = value;
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
    return this.hexes.get(hexKey(col, row));
  }
  putHex(col: number, row: number, terrain: string, elevation: number): void {
    this.hexes.set(hexKey(col, row), { terrain, elevation });
    this.hexVersion++;
  }
  deleteHex(col: number, row: number): void {
    this.hexes.delete(hexKey(col, row));
    this.hexVersion++;
  }
  terrainAt(col: number, row: number): string {
    return this.hexes.get(hexKey(col, row))?.terrain ?? this.map.defaultTerrain;
  }

  applyLocal(changes: readonly Change[]): Change[] {
    return applyChanges(this, changes);
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
    const inverse = this.applyLocal(changes);
    runInAction(() => this.pending++);
    return this.enqueue(async () => {
      try {
        const { history } = await this.api['project.apply']({ handle: this.handle, label, changes });
        runInAction(() => (this.history = history));
      } catch (e) {
        this.applyLocal(inverse);
        this.onError(`${label} was not saved: ${e instanceof Error ? e.message : String(e)}`);
      } finally {
        runInAction(() => this.pending--);
      }
    });
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
        if (!result) return;
        runInAction(() => {
          this.applyLocal(result.changes as Change[]);
          this.history = result.history;
        });
      } catch (e) {
        this.onError(e instanceof Error ? e.message : String(e));
      }
    });
  }

  /** Wait until every command sent so far has been acknowledged. */
  settled(): Promise<unknown> {
    return this.enqueue(async () => undefined);
  }
}
