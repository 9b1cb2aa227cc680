import { COLLECTION_NAMES } from './collections';
import type { ScenarioDocument } from './document';

export type DocumentIssue = { path: (string | number)[]; message: string };

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
    if (hex.col >= cols || hex.row >= rows) add(path, `hex ${hex.col},${hex.row} is off the ${cols}×${rows} map`);
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
  doc.contingents.forEach((c, i) => ref(['contingents', i, 'sideId'], c.sideId, 'sides', 'side'));
  doc.strikes.forEach((s, i) => ref(['strikes', i, 'sideId'], s.sideId, 'sides', 'side'));
  doc.unitTypes.forEach((t, i) => {
    if (!movementIds.has(t.movementClass)) add(['unitTypes', i, 'movementClass'], `unknown movement class "${t.movementClass}"`);
  });
  doc.units.forEach((u, i) => {
    ref(['units', i, 'typeId'], u.typeId, 'unitTypes', 'unit type');
    ref(['units', i, 'contingentId'], u.contingentId, 'contingents', 'contingent');
    if (u.setup.kind === 'zone') ref(['units', i, 'setup', 'zoneId'], u.setup.zoneId, 'zones', 'zone');
    if (u.setup.kind === 'hexes') u.setup.hexes.forEach((hex, j) => onMap(['units', i, 'setup', 'hexes', j], hex));
  });
  doc.turns.forEach((t, i) => {
    for (const sideId of Object.keys(t.cp)) ref(['turns', i, 'cp', sideId], sideId, 'sides', 'side');
  });
  return issues;
}
