import { hexLabel } from '../hex/labels';
import { COLLECTION_NAMES, type CollectionName } from './collections';
import { forEachHexRef, forEachReference } from './references';
import type { ScenarioDocument } from './document';

/** Collections whose records refer to other records or to hexes beyond a feature's or zone's own hex. */
const REFERRING_COLLECTIONS = ['contingents', 'strikes', 'units', 'arrivals', 'dieTables', 'cpBonuses'] as const;
const REFERENCE_NAMES: Record<CollectionName, string> = {
  sides: 'side', contingents: 'contingent', unitTypes: 'unit type', units: 'unit', strikes: 'strike', turns: 'turn',
  arrivals: 'arrival', dieTables: 'table', cpBonuses: 'CP bonus', zones: 'zone', features: 'feature',
  hexsides: 'hexside', paths: 'path', specialRules: 'special rule',
};

export type DocumentIssue = { path: (string | number)[]; message: string };

/** A hex as the map numbers it (0405), or by column and row counted from 1 where the numbering has no label. */
function labelOf(doc: ScenarioDocument, hex: { col: number; row: number }): string {
  try {
    return hexLabel(doc.map.numbering, hex) ?? `column ${hex.col + 1}, row ${hex.row + 1}`;
  } catch {
    return `column ${hex.col + 1}, row ${hex.row + 1}`;
  }
}

/** `$.units[3].typeId` — the JSON path a person can find in the file. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '$';
  for (const part of path) out += typeof part === 'number' ? `[${part}]` : `.${String(part)}`;
  return out;
}

/** Cross-record checks that the shape schema cannot express: unique ids, references that resolve,
 *  hexes on the map, terrain known to the ruleset. A document that fails them is never imported. */
export function checkIntegrity(doc: ScenarioDocument, limit = 200): DocumentIssue[] {
  const issues: DocumentIssue[] = [];
  const add = (path: (string | number)[], message: string) => {
    if (issues.length < limit) issues.push({ path, message });
  };
  const ids = Object.fromEntries(
    COLLECTION_NAMES.map((name) => {
      const seen = new Set<string>();
      doc[name].forEach((record, i) => {
        if (seen.has(record.id)) add([name, i, 'id'], `duplicate id "${record.id}"`);
        seen.add(record.id);
      });
      return [name, seen];
    }),
  ) as Record<(typeof COLLECTION_NAMES)[number], Set<string>>;

  const ref = (path: (string | number)[], id: string, collection: (typeof COLLECTION_NAMES)[number], what: string) => {
    if (!ids[collection].has(id)) add(path, `unknown ${what} "${id}"`);
  };
  const { cols, rows } = doc.map;
  const onMap = (path: (string | number)[], hex: { col: number; row: number }) => {
    if (hex.col >= cols || hex.row >= rows) add(path, `hex ${labelOf(doc, hex)} is off the ${cols}×${rows} map`);
  };
  const terrainIds = new Set(doc.ruleset.terrain.map((t) => t.id));
  const hexsideIds = new Set(doc.ruleset.hexsides.map((t) => t.id));
  const pathIds = new Set(doc.ruleset.paths.map((t) => t.id));
  const movementIds = new Set(doc.ruleset.movementClasses.map((m) => m.id));

  if (!terrainIds.has(doc.map.defaultTerrain)) add(['map', 'defaultTerrain'], `unknown terrain "${doc.map.defaultTerrain}"`);
  if (doc.map.background && doc.assets && !doc.assets.some((a) => a.id === doc.map.background?.assetId))
    add(['map', 'background', 'assetId'], `the background image "${doc.map.background.assetId}" is not in the file's assets`);
  const hexSeen = new Set<string>();
  doc.hexes.forEach((hex, i) => {
    const key = `${hex.col},${hex.row}`;
    if (hexSeen.has(key)) add(['hexes', i], `hex ${key} is listed twice`);
    hexSeen.add(key);
    onMap(['hexes', i], hex);
    if (!terrainIds.has(hex.terrain)) add(['hexes', i, 'terrain'], `unknown terrain "${hex.terrain}"`);
  });
  doc.hexsides.forEach((h, i) => {
    if (!hexsideIds.has(h.type)) add(['hexsides', i, 'type'], `unknown hexside type "${h.type}"`);
  });
  doc.paths.forEach((p, i) => {
    if (!pathIds.has(p.type)) add(['paths', i, 'type'], `unknown path type "${p.type}"`);
  });
  doc.features.forEach((f, i) => onMap(['features', i, 'hex'], f.hex));
  doc.zones.forEach((z, i) => z.hexes.forEach((hex, j) => onMap(['zones', i, 'hexes', j], hex)));
  doc.unitTypes.forEach((t, i) => {
    if (!movementIds.has(t.movementClass)) add(['unitTypes', i, 'movementClass'], `unknown movement class "${t.movementClass}"`);
  });
  for (const name of REFERRING_COLLECTIONS) {
    doc[name].forEach((record, i) => {
      forEachReference(record, [name, i], (collection, id, path) => ref(path, id, collection, REFERENCE_NAMES[collection]));
      forEachHexRef(record, [name, i], (hex, path) => onMap(path, hex));
    });
  }
  forEachReference(doc.victory, ['victory'], (collection, id, path) => ref(path, id, collection, REFERENCE_NAMES[collection]));
  doc.turns.forEach((t, i) => {
    for (const sideId of Object.keys(t.cp)) ref(['turns', i, 'cp', sideId], sideId, 'sides', 'side');
  });
  return issues;
}
