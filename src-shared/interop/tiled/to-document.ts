import { checkIntegrity, emptyDocument, formatPath, ScenarioDocumentShape, type Feature, type ScenarioDocument, type Zone } from '../../model';
import type { FeatureType } from '../../model/map-refs';
import { InteropError } from '../errors';
import { atollGeometry, tiledLayout } from './geometry';
import { objectKey, objectGroup, suggestObject, suggestTile, tileKey, type ObjectTarget, type TiledMapping, type TileTarget } from './mapping';
import type { TiledMap, TiledObject, TiledProperties } from './model';
import { ObjectPlacer, objectAnchor, objectOutline, objectPoint } from './objects';
import { forEachCell, mapBounds, tileLookup } from './tiles';

export type TiledImportReport = {
  cols: number;
  rows: number;
  orientation: 'flat' | 'pointy';
  stagger: 'odd' | 'even';
  /** Hexes that differ from the default terrain at level 0. */
  hexes: number;
  /** Tiles no mapping covered: their cells kept the default terrain. */
  unmapped: { key: string; count: number }[];
  features: number;
  labels: number;
  zones: number;
  hexsides: number;
  paths: number;
  /** What was left out and why, one line each. */
  notes: string[];
};

const ZONE_COLOURS = ['#d9822b', '#2b8ad9', '#8a2bd9', '#2bd98a', '#d92b5a', '#7a7a2b'];

/** Custom properties that fit a feature's props (numbers, switches, short texts). */
function featureProps(props: TiledProperties, skip: string[]): Feature['props'] {
  const out: Feature['props'] = {};
  for (const [name, value] of Object.entries(props).slice(0, 20)) {
    if (skip.includes(name) || name.length > 40) continue;
    out[name] = typeof value === 'string' ? value.slice(0, 500) : value;
  }
  return out;
}

function checkTargets(doc: ScenarioDocument, mapping: TiledMapping) {
  const terrain = new Set(doc.ruleset.terrain.map((t) => t.id));
  const hexsides = new Set(doc.ruleset.hexsides.map((t) => t.id));
  const paths = new Set(doc.ruleset.paths.map((t) => t.id));
  const problems: string[] = [];
  if (mapping.defaultTerrain && !terrain.has(mapping.defaultTerrain)) problems.push(`the default terrain "${mapping.defaultTerrain}"`);
  for (const [key, t] of Object.entries(mapping.tiles)) if (t.terrain && !terrain.has(t.terrain)) problems.push(`terrain "${t.terrain}" (tile ${key})`);
  for (const [key, t] of Object.entries(mapping.objects)) {
    if (t.as === 'hexside' && !hexsides.has(t.type)) problems.push(`hexside type "${t.type}" (objects ${key})`);
    if (t.as === 'path' && !paths.has(t.type)) problems.push(`path type "${t.type}" (objects ${key})`);
  }
  if (problems.length > 0) throw new InteropError(`the mapping names what the ruleset does not have: ${problems.slice(0, 5).join(', ')}${problems.length > 5 ? ', …' : ''}`);
}

/**
 * A new scenario whose map is the Tiled map: every hex's terrain and elevation from the tiles (later layers over
 * earlier ones), features from tiles and objects, labels, zones, hexsides and paths from objects, all by `mapping`,
 * falling back to what each tile or object says it is. Tiles nothing maps keep the default terrain and are listed.
 */
export function tiledToDocument(map: TiledMap, where: string, mapping: TiledMapping, title: string): { document: ScenarioDocument; report: TiledImportReport } {
  const doc = emptyDocument();
  // A map Atoll wrote carries its title and hex size as map properties.
  const named = map.properties.title;
  doc.info.title = (typeof named === 'string' && named.trim() ? named : title).slice(0, 200) || 'Imported map';
  const hexSize = map.properties.hexSizeMm;
  checkTargets(doc, mapping);
  const ruleset = doc.ruleset;
  const bounds = mapBounds(map, where);
  const geom = atollGeometry(map.grid, bounds.minX, bounds.minY);
  const { cols, rows } = bounds;
  doc.map = { ...doc.map, cols, rows, orientation: geom.orientation, stagger: geom.stagger, defaultTerrain: mapping.defaultTerrain ?? doc.map.defaultTerrain };
  if (typeof hexSize === 'number' && hexSize >= 5 && hexSize <= 100) doc.map.hexSizeMm = hexSize;

  const terrainIds = ruleset.terrain.map((t) => t.id);
  const defaultIndex = terrainIds.indexOf(doc.map.defaultTerrain);
  const terrain = new Uint16Array(cols * rows).fill(defaultIndex);
  const elevation = new Int8Array(cols * rows);
  const lookup = tileLookup(map);
  const targets = new Map<number, { key: string; target: TileTarget | null; terrain: number }>();
  const unmapped = new Map<string, number>();
  const features: Feature[] = [];
  const featureAt = new Set<string>();
  const counters = new Map<string, number>();
  const newId = (prefix: string) => {
    const n = (counters.get(prefix) ?? 0) + 1;
    counters.set(prefix, n);
    return `${prefix}-${n}`;
  };
  const addFeature = (type: FeatureType, col: number, row: number, props: Feature['props'], facing?: number) => {
    const at = `${type}@${col},${row}`;
    if (type !== 'label' && featureAt.has(at)) return;
    featureAt.add(at);
    const f: Feature = { id: newId(type), type, hex: { col, row }, props };
    if (type === 'cave') f.facing = facing ?? 0;
    features.push(f);
  };

  for (const layer of map.layers) {
    if (layer.kind !== 'tiles') continue;
    forEachCell(layer, bounds, (col, row, gid) => {
      let t = targets.get(gid);
      if (!t) {
        const ref = lookup(gid);
        const key = ref ? tileKey(ref.tileset, ref.id) : `gid#${gid & 0x0fffffff}`;
        const target = mapping.tiles[key] ?? suggestTile(ref?.tile, ruleset)?.target ?? null;
        const mapped = target && (target.terrain !== undefined || target.elevation !== undefined || target.feature !== undefined) ? target : null;
        t = { key, target: mapped, terrain: mapped?.terrain ? terrainIds.indexOf(mapped.terrain) : -1 };
        targets.set(gid, t);
      }
      if (!t.target) return void unmapped.set(t.key, (unmapped.get(t.key) ?? 0) + 1);
      const i = row * cols + col;
      if (t.terrain >= 0) terrain[i] = t.terrain;
      if (t.target.elevation !== undefined) elevation[i] = t.target.elevation;
      if (t.target.feature) {
        const tile = lookup(gid)?.tile;
        const props = featureProps(tile?.properties ?? {}, ['terrain', 'elevation', 'feature', 'facing']);
        if (t.target.feature === 'label' && props.text === undefined) props.text = tile?.type || t.key;
        const facing = tile?.properties.facing;
        addFeature(t.target.feature, col, row, props, typeof facing === 'number' && facing >= 0 && facing <= 5 ? Math.trunc(facing) : undefined);
      }
    });
  }
  for (let i = 0; i < cols * rows; i++)
    if (terrain[i] !== defaultIndex || elevation[i] !== 0)
      doc.hexes.push({ col: i % cols, row: Math.floor(i / cols), terrain: terrainIds[terrain[i]], elevation: elevation[i] });

  const placer = new ObjectPlacer(tiledLayout(map.grid), bounds, geom);
  const notes: string[] = [];
  const skipped = new Map<string, number>();
  const skip = (why: string) => skipped.set(why, (skipped.get(why) ?? 0) + 1);
  const zones: Zone[] = [];
  const hexsides = new Map<string, string>();
  const paths = new Map<string, string>();
  const objectTarget = (o: TiledObject): ObjectTarget => mapping.objects[objectKey(o)] ?? suggestObject(objectGroup(o), o.type, ruleset, o).target;

  for (const layer of map.layers) {
    if (layer.kind !== 'objects') continue;
    for (const o of layer.objects) {
      const target = objectTarget(o);
      const group = objectGroup(o);
      switch (target.as) {
        case 'ignore':
          break;
        case 'label':
        case 'feature': {
          const hex = placer.hexAt(objectAnchor(o));
          if (!hex) {
            skip('off the map');
            break;
          }
          const type: FeatureType = target.as === 'label' ? 'label' : target.feature;
          const props = featureProps(o.properties, ['facing', 'text']);
          if (type === 'label') {
            const text = o.name || o.text || String(o.properties.text ?? '');
            if (!text) {
              skip('labels with no text');
              break;
            }
            props.text = text.slice(0, 500);
          } else if (o.name) props.name = o.name.slice(0, 500);
          const facing = o.properties.facing;
          addFeature(type, hex.col, hex.row, props, typeof facing === 'number' && facing >= 0 && facing <= 5 ? Math.trunc(facing) : undefined);
          break;
        }
        case 'zone': {
          if (group !== 'area') {
            skip('zones that are not areas');
            break;
          }
          const outline = objectOutline(o);
          const hexes = placer.hexesInside(outline);
          if (hexes.length === 0) {
            skip('areas that hold no hex centre');
            break;
          }
          zones.push({
            id: newId('zone'), name: (o.name || o.type || `Zone ${zones.length + 1}`).slice(0, 200), colour: ZONE_COLOURS[zones.length % ZONE_COLOURS.length],
            purpose: target.purpose, hexes,
          });
          break;
        }
        case 'hexside':
        case 'path': {
          if (group !== 'line') {
            skip(`${target.as}s that are not lines`);
            break;
          }
          const points = o.points.map((p) => objectPoint(o, p.x, p.y));
          const keys = target.as === 'hexside' ? placer.hexsidesAlong(points) : placer.hexsidesCrossed(points);
          if (keys.length === 0) skip(target.as === 'hexside' ? 'lines that run along no hex edge' : 'lines that cross no hexside');
          for (const key of keys) (target.as === 'hexside' ? hexsides : paths).set(key, target.type);
          break;
        }
      }
    }
  }
  for (const [why, n] of skipped) notes.push(`${n} object${n > 1 ? 's' : ''} left out: ${why}`);
  const objectives = features.filter((f) => f.type === 'objective' && typeof f.props.vp !== 'number').length;
  if (objectives > 0) notes.push(`${objectives} objective${objectives > 1 ? 's have' : ' has'} no vp property: set the VP in the Victory tab`);

  doc.features = features;
  doc.zones = zones;
  doc.hexsides = [...hexsides].map(([id, type]) => ({ id, type }));
  doc.paths = [...paths].map(([key, type]) => ({ id: `${key}|${type}`, type }));

  // The hexes are right by construction (terrain ids from the ruleset, levels from the checked mapping, cells inside
  // the bounds); checking 250,000 of them again would cost more than the rest of the import.
  const shape = ScenarioDocumentShape.safeParse({ ...doc, hexes: [] });
  const issues = shape.success ? checkIntegrity(doc, 5) : shape.error.issues.slice(0, 5).map((i) => ({ path: i.path as (string | number)[], message: i.message }));
  if (issues.length > 0) throw new InteropError(`${where} could not become a scenario: ${issues.map((i) => `${formatPath(i.path)} ${i.message}`).join('; ')}`);

  return {
    document: doc,
    report: {
      cols, rows, orientation: geom.orientation, stagger: geom.stagger, hexes: doc.hexes.length,
      unmapped: [...unmapped].map(([key, count]) => ({ key, count })).sort((a, b) => b.count - a.count),
      features: features.filter((f) => f.type !== 'label').length, labels: features.filter((f) => f.type === 'label').length,
      zones: zones.length, hexsides: hexsides.size, paths: paths.size, notes,
    },
  };
}
