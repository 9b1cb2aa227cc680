import { nextId, type Change, type CollectionName, type RecordOf, type Side } from '../../src-shared/model';
import type { DocumentStore } from '../stores/document-store';

/** One undoable edit of one record. */
export function putRecord<C extends CollectionName>(project: DocumentStore, label: string, collection: C, record: RecordOf<C>): Promise<void> {
  return project.commit(label, [{ kind: 'put', collection, record } as Change]);
}

export function deleteRecords(project: DocumentStore, label: string, collection: CollectionName, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return Promise.resolve();
  return project.commit(label, ids.map((id) => ({ kind: 'del', collection, id })));
}

/** A fresh id in a collection: `${prefix}-${n}`. */
export function freshId(project: DocumentStore, collection: CollectionName, prefix: string): string {
  return nextId(prefix, project.list(collection).map((r) => r.id));
}

/** The sides in the order they set up. */
export const bySetupOrder = (a: Side, b: Side) => a.setupOrder - b.setupOrder || a.id.localeCompare(b.id);

export function sidesInOrder(project: DocumentStore) {
  return project.list('sides').sort(bySetupOrder);
}

export const byIndex = <T extends { index: number }>(a: T, b: T) => a.index - b.index;
export const byName = <T extends { name: string; id: string }>(a: T, b: T) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/**
 * Marks an element as the editor of one record, by the JSON path the checker reports (`$.arrivals[2]`), so a click
 * on a problem can scroll to it (panels/jump-to-path.ts). `select`: clicking the element opens the record's editor.
 */
export function pathAttrs(project: DocumentStore, collection: CollectionName, id: string, select = false): Record<string, string> {
  const index = project.list(collection).findIndex((r) => r.id === id);
  return { 'data-path': `$.${collection}[${index}]`, ...(select ? { 'data-path-select': '' } : {}) };
}

/** The record without the optional fields named: an unset field is left out of the file, not written as undefined. */
export function omit<T extends object, K extends keyof T>(record: T, ...keys: K[]): Omit<T, K> {
  const rest = { ...record };
  for (const key of keys) delete rest[key];
  return rest;
}
