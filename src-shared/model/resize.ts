import { hexsideKey, parseHexsideKey, type HexGridGeometry } from '../hex';
import type { Change } from './changes';
import type { ScenarioDocument } from './document';
import type { MapSettings } from './map';
import { MAX_MAP_SIDE } from './map';
import type { HexRef } from './map-refs';
import { mapHexRefs } from './references';

/** Hexes to add (positive) or remove (negative) on each edge of the map. */
export type EdgeResize = { left: number; right: number; top: number; bottom: number };

type ResizeInput = Pick<ScenarioDocument, 'map' | 'hexes' | 'hexsides' | 'paths' | 'features' | 'zones' | 'units' | 'arrivals' | 'dieTables' | 'cpBonuses'>;

/** The changes that resize a map while every hex, hexside, path, feature, zone and set-up hex stays where it is
 *  on the ground. Adding an odd number of columns on the left of a flat-top map (rows on top of a pointy-top one)
 *  flips which columns are shifted, so the neighbours of every hex stay the same. Content that falls off a
 *  removed edge is deleted. Returns an error message instead when the new size is not allowed. */
export function resizeChanges(doc: ResizeInput, edges: EdgeResize): { changes: Change[] } | { error: string } {
  const old = doc.map;
  const cols = old.cols + edges.left + edges.right;
  const rows = old.rows + edges.top + edges.bottom;
  if (cols < 1 || rows < 1) return { error: 'a map needs at least one column and one row' };
  if (cols > MAX_MAP_SIDE || rows > MAX_MAP_SIDE) return { error: `a map has at most ${MAX_MAP_SIDE} columns and ${MAX_MAP_SIDE} rows` };
  const shiftAxis = old.orientation === 'flat' ? edges.left : edges.top;
  const flip = Math.abs(shiftAxis) % 2 === 1;
  const map: MapSettings = { ...old, cols, rows, stagger: flip ? (old.stagger === 'odd' ? 'even' : 'odd') : old.stagger };
  const before: HexGridGeometry = { orientation: old.orientation, stagger: old.stagger };
  const after: HexGridGeometry = { orientation: map.orientation, stagger: map.stagger };
  const move = (h: HexRef) => ({ col: h.col + edges.left, row: h.row + edges.top });
  const onNew = (h: { col: number; row: number }) => h.col >= 0 && h.row >= 0 && h.col < cols && h.row < rows;
  const unchanged = edges.left === 0 && edges.top === 0;

  const changes: Change[] = [];
  // Old hexes first (under the old bounds), then the new map, then everything at its new place.
  if (!unchanged) for (const h of doc.hexes) changes.push({ kind: 'hex', col: h.col, row: h.row, terrain: old.defaultTerrain, elevation: 0 });
  else for (const h of doc.hexes) if (!onNew(h)) changes.push({ kind: 'hex', col: h.col, row: h.row, terrain: old.defaultTerrain, elevation: 0 });
  changes.push({ kind: 'set', name: 'map', value: map });
  if (!unchanged)
    for (const h of doc.hexes) {
      const to = move(h);
      if (onNew(to)) changes.push({ kind: 'hex', ...to, terrain: h.terrain, elevation: h.elevation });
    }

  const moveSide = (key: string): string | null => {
    const side = parseHexsideKey(before, key);
    if (!side) return null;
    const a = move(side.hex);
    const b = move(side.other);
    return onNew(a) || onNew(b) ? hexsideKey(after, a, side.dir) : null;
  };
  for (const h of doc.hexsides) {
    const id = moveSide(h.id);
    if (id !== h.id) changes.push({ kind: 'del', collection: 'hexsides', id: h.id });
    if (id && id !== h.id) changes.push({ kind: 'put', collection: 'hexsides', record: { ...h, id } });
  }
  for (const p of doc.paths) {
    const bar = p.id.lastIndexOf('|');
    const side = moveSide(p.id.slice(0, bar));
    const id = side && `${side}${p.id.slice(bar)}`;
    if (id !== p.id) changes.push({ kind: 'del', collection: 'paths', id: p.id });
    if (id && id !== p.id) changes.push({ kind: 'put', collection: 'paths', record: { ...p, id } });
  }
  for (const f of doc.features) {
    const hex = move(f.hex);
    if (!onNew(hex)) changes.push({ kind: 'del', collection: 'features', id: f.id });
    else if (!unchanged) changes.push({ kind: 'put', collection: 'features', record: { ...f, hex } });
  }
  for (const z of doc.zones) {
    const hexes = z.hexes.map(move).filter(onNew);
    if (!unchanged || hexes.length !== z.hexes.length) changes.push({ kind: 'put', collection: 'zones', record: { ...z, hexes } });
  }
  const moveOrDrop = (hex: HexRef) => {
    const moved = move(hex);
    return onNew(moved) ? moved : null;
  };
  for (const collection of ['units', 'arrivals', 'dieTables', 'cpBonuses'] as const) {
    for (const record of doc[collection]) {
      const moved = mapHexRefs(record, moveOrDrop);
      if (JSON.stringify(moved) !== JSON.stringify(record)) changes.push({ kind: 'put', collection, record: moved } as Change);
    }
  }
  return { changes };
}
