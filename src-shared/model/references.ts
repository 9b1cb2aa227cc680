import type { CollectionName } from './collections';
import type { HexRef } from './map-refs';

/** Field names that hold ids of other records, by the collection they point into. Every record type names its
 *  references with these keys, so integrity checks, the checker and renaming walk records generically. */
export const REFERENCE_KEYS: Readonly<Record<string, CollectionName>> = {
  sideId: 'sides',
  contingentId: 'contingents',
  contingentIds: 'contingents',
  afterArrivalOf: 'contingents',
  typeId: 'unitTypes',
  typeIds: 'unitTypes',
  unitIds: 'units',
  aboard: 'units',
  zoneId: 'zones',
  tableId: 'dieTables',
  entryTableId: 'dieTables',
};

type Path = (string | number)[];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function isHexRef(v: unknown): v is HexRef {
  if (!isObject(v)) return false;
  const keys = Object.keys(v);
  return keys.length === 2 && typeof v.col === 'number' && typeof v.row === 'number';
}

/** Calls `visit` for every id that `value` (a record or part of one) refers to. */
export function forEachReference(value: unknown, path: Path, visit: (collection: CollectionName, id: string, path: Path) => void): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => forEachReference(item, [...path, i], visit));
    return;
  }
  if (!isObject(value)) return;
  for (const [key, child] of Object.entries(value)) {
    const collection = REFERENCE_KEYS[key];
    if (collection && typeof child === 'string') visit(collection, child, [...path, key]);
    else if (collection && Array.isArray(child))
      child.forEach((id, i) => typeof id === 'string' && visit(collection, id, [...path, key, i]));
    else forEachReference(child, [...path, key], visit);
  }
}

/** Calls `visit` for every hex `value` names (HexRef-shaped objects at any depth). */
export function forEachHexRef(value: unknown, path: Path, visit: (hex: HexRef, path: Path) => void): void {
  if (isHexRef(value)) return visit(value, path);
  if (Array.isArray(value)) value.forEach((item, i) => forEachHexRef(item, [...path, i], visit));
  else if (isObject(value)) for (const [key, child] of Object.entries(value)) forEachHexRef(child, [...path, key], visit);
}

/** A copy of `value` with every hex moved by `move`; a hex moved to null is dropped from its list. */
export function mapHexRefs<T>(value: T, move: (hex: HexRef) => HexRef | null): T {
  const walk = (v: unknown): unknown => {
    if (isHexRef(v)) return move(v);
    if (Array.isArray(v)) return v.map(walk).filter((item, i) => item !== null || !isHexRef(v[i]));
    if (isObject(v)) return Object.fromEntries(Object.entries(v).map(([k, child]) => [k, walk(child)]));
    return v;
  };
  return walk(value) as T;
}
