import type { Change } from './changes';
import type { CollectionName, RecordOf } from './collections';
import type { SingletonName, SingletonValue } from './document';

/** Where a document lives: SQLite in the backend, MobX in the renderer. Both apply changes through
 *  `applyChange`, so the inverse a change records is computed the same way on both sides. */
export interface DocumentTarget {
  getSingleton<S extends SingletonName>(name: S): SingletonValue<S>;
  setSingleton<S extends SingletonName>(name: S, value: SingletonValue<S>): void;
  getRecord<C extends CollectionName>(collection: C, id: string): RecordOf<C> | undefined;
  putRecord<C extends CollectionName>(collection: C, record: RecordOf<C>): void;
  deleteRecord(collection: CollectionName, id: string): void;
  /** The stored hex, or undefined when the hex has the map's default terrain and elevation 0. */
  getHex(col: number, row: number): { terrain: string; elevation: number } | undefined;
  putHex(col: number, row: number, terrain: string, elevation: number): void;
  deleteHex(col: number, row: number): void;
}

/** Apply one change and return the change that undoes it. */
export function applyChange(target: DocumentTarget, change: Change): Change {
  switch (change.kind) {
    case 'set': {
      const before = target.getSingleton(change.name);
      target.setSingleton(change.name, change.value);
      return { kind: 'set', name: change.name, value: before } as Change;
    }
    case 'put': {
      const before = target.getRecord(change.collection, change.record.id);
      target.putRecord(change.collection, change.record);
      return before === undefined
        ? { kind: 'del', collection: change.collection, id: change.record.id }
        : ({ kind: 'put', collection: change.collection, record: before } as Change);
    }
    case 'del': {
      const before = target.getRecord(change.collection, change.id);
      target.deleteRecord(change.collection, change.id);
      return before === undefined ? change : ({ kind: 'put', collection: change.collection, record: before } as Change);
    }
    case 'hex': {
      const { col, row, terrain, elevation } = change;
      const defaultTerrain = target.getSingleton('map').defaultTerrain;
      const before = target.getHex(col, row) ?? { terrain: defaultTerrain, elevation: 0 };
      if (terrain === defaultTerrain && elevation === 0) target.deleteHex(col, row);
      else target.putHex(col, row, terrain, elevation);
      return { kind: 'hex', col, row, terrain: before.terrain, elevation: before.elevation };
    }
  }
}

/** Apply a command's changes in order; the returned list undoes them (already in undo order). */
export function applyChanges(target: DocumentTarget, changes: readonly Change[]): Change[] {
  const inverse = changes.map((change) => applyChange(target, change));
  return inverse.reverse();
}
