import type { Change, Feature, MapSettings } from '../../src-shared/model';

/** A hexside or path edit, as the terrain painter takes it. */
export type LineworkEdit = { hexside: string; type: string | null } | { path: string; present: boolean };

/** What a batch of document changes asks of the map view. */
export type MapChanges = {
  /** The map's drawing changed (size, hexes' shape, ruleset): the scene is built again. */
  rebuild: boolean;
  /** Only the tracing image changed. */
  background: boolean;
  hexes: { col: number; row: number }[];
  /** Hexside and path edits, each with the id its hexes are read from. */
  linework: { id: string; edit: LineworkEdit }[];
  features: { id: string; record: Feature | null }[];
  /** Features or zones changed: their layer is drawn again. */
  featureLayer: boolean;
};

/** Sort the changes of one applied command by what they redraw; `map` is the map settings the scene was built on. */
export function mapChanges(changes: readonly Change[], map: MapSettings): MapChanges {
  const out: MapChanges = { rebuild: false, background: false, hexes: [], linework: [], features: [], featureLayer: false };
  for (const c of changes) {
    if (c.kind === 'hex') out.hexes.push(c);
    else if (c.kind === 'set') {
      if (c.name === 'map' && sameDrawing(c.value, map)) out.background = true;
      else if (c.name !== 'info') out.rebuild = true;
    } else if (c.collection === 'hexsides') out.linework.push(c.kind === 'put' ? { id: c.record.id, edit: { hexside: c.record.id, type: c.record.type } } : { id: c.id, edit: { hexside: c.id, type: null } });
    else if (c.collection === 'paths') out.linework.push(c.kind === 'put' ? { id: c.record.id, edit: { path: c.record.id, present: true } } : { id: c.id, edit: { path: c.id, present: false } });
    else if (c.collection === 'features') {
      out.featureLayer = true;
      out.features.push(c.kind === 'put' ? { id: c.record.id, record: c.record } : { id: c.id, record: null });
    } else if (c.collection === 'zones') out.featureLayer = true;
  }
  return out;
}

/** Two map settings that draw the same terrain (they may differ in the tracing image only). */
function sameDrawing(a: MapSettings, b: MapSettings): boolean {
  return JSON.stringify({ ...a, background: undefined }) === JSON.stringify({ ...b, background: undefined });
}
