// Rules Atoll 14.9, Atoll 14.10.
/**
 * Checker rules of obstacles with state and features with a life (ruleset/schema-obstacles.ts): obstacles placed
 * where the map has no hex or hexside, obstacle types nobody in the scenario can ever clear, classes a type names
 * that the ruleset lacks, crossers the hexside's own move table stops, a `clearedAs` type that is missing or is an
 * obstacle itself, features placed without a rule to play them by, and destruction tables that never destroy.
 */
import { parseHexsideKey } from '../hex';
import type { ScenarioDocument } from '../model/document';
import type { HexRef } from '../model/map-refs';
import type { Obstacle } from '../ruleset';
import type { Problem } from './problem';

type Path = (string | number)[];

export type ObstacleRuleContext = {
  readonly doc: ScenarioDocument;
  add(severity: Problem['severity'], rule: string, path: Path, message: string, hex?: HexRef): void;
  label(hex: HexRef): string;
  onMap(hex: HexRef): boolean;
};

/** Unit types of the scenario's units, those that play. */
function unitTypesInPlay(doc: ScenarioDocument) {
  const used = new Set(doc.units.map((u) => u.typeId));
  return doc.unitTypes.filter((t) => used.has(t.id));
}

function classProblems(c: ObstacleRuleContext, obstacle: Obstacle, path: Path, name: string): void {
  const known = new Set(c.doc.ruleset.movementClasses.map((m) => m.id));
  const lists: [string, readonly string[] | undefined][] = [
    ['clearedByCrossing', obstacle.clearedByCrossing],
    ['blocks', obstacle.blocks],
  ];
  if (obstacle.clearers?.classes) lists.push(['clearers.classes', obstacle.clearers.classes]);
  for (const [field, list] of lists) {
    (list ?? []).forEach((id, j) => {
      if (!known.has(id)) c.add('error', 'obstacle-unknown-class', [...path, 'obstacle', ...field.split('.'), j], `${name}: there is no movement class "${id}" in the ruleset`);
    });
  }
}

/** Nobody in the scenario can clear the obstacle: no unit of a crossing class that may cross it, and too few clearers. */
function uncleared(c: ObstacleRuleContext, obstacle: Obstacle, crossable: (cls: string) => boolean): boolean {
  const types = unitTypesInPlay(c.doc);
  const counts = new Map(types.map((t) => [t.id, 0]));
  for (const u of c.doc.units) counts.set(u.typeId, (counts.get(u.typeId) ?? 0) + 1);
  const crossers = types.some((t) => (obstacle.clearedByCrossing ?? []).includes(t.movementClass) && crossable(t.movementClass));
  if (crossers) return false;
  const clearers = obstacle.clearers;
  if (!clearers) return true;
  const flag = clearers.flag?.toLowerCase();
  const able = types
    .filter((t) => (flag === undefined || t.flags.some((f) => f.toLowerCase() === flag)) && (clearers.classes === undefined || clearers.classes.includes(t.movementClass)))
    .reduce((sum, t) => sum + (counts.get(t.id) ?? 0), 0);
  return able < clearers.count;
}

function catalogRules(c: ObstacleRuleContext): void {
  const { ruleset } = c.doc;
  ruleset.hexsides.forEach((type, i) => {
    const o = type.obstacle;
    if (!o) return;
    const path: Path = ['ruleset', 'hexsides', i];
    classProblems(c, o, path, type.name);
    for (const cls of o.clearedByCrossing ?? []) {
      const cost = type.move[cls];
      if (cost && 'prohibited' in cost) c.add('error', 'obstacle-crossing-prohibited', [...path, 'obstacle', 'clearedByCrossing'], `${type.name}: ${cls} units clear it by crossing, but its move table prohibits them from crossing`);
    }
    if (o.blocks !== undefined) c.add('warning', 'obstacle-hex-field', [...path, 'obstacle', 'blocks'], `${type.name}: a hexside stops the classes its move table prohibits; "blocks" is for hex obstacles and is not used`);
    if (o.clearedAs !== undefined) {
      const after = ruleset.hexsides.find((h) => h.id === o.clearedAs);
      if (!after) c.add('error', 'obstacle-cleared-as', [...path, 'obstacle', 'clearedAs'], `${type.name}: once cleared it becomes "${o.clearedAs}", which is no hexside type of the ruleset`);
      else if (after.obstacle) c.add('error', 'obstacle-cleared-as', [...path, 'obstacle', 'clearedAs'], `${type.name}: once cleared it becomes ${after.name}, itself an obstacle; a cleared obstacle must stay cleared`);
    }
  });
  ruleset.features.forEach((rule, i) => {
    const path: Path = ['ruleset', 'features', i];
    if (rule.obstacle) {
      classProblems(c, rule.obstacle, path, rule.name);
      for (const cls of rule.obstacle.clearedByCrossing ?? []) {
        if ((rule.obstacle.blocks ?? []).includes(cls)) c.add('error', 'obstacle-crossing-prohibited', [...path, 'obstacle', 'clearedByCrossing'], `${rule.name}: ${cls} units clear it by entering its hex, but it stops them from entering`);
      }
      if (rule.obstacle.clearedAs !== undefined) c.add('warning', 'obstacle-hex-field', [...path, 'obstacle', 'clearedAs'], `${rule.name}: a cleared hex obstacle is gone; "cleared as" is for hexsides and is not used`);
    }
    if (rule.life && !rule.life.rows.some((r) => r.result === 'destroyed')) {
      c.add('warning', 'feature-never-destroyed', [...path, 'life', 'rows'], `${rule.name}: no roll of its destruction table destroys it`);
    }
    if (rule.life && rule.columnShift === 0 && (rule.life.defenceAdd ?? 0) === 0) {
      c.add('warning', 'feature-no-bonus', [...path, 'life'], `${rule.name}: it gives no defence bonus (no column shift and no defence added), so destroying it changes nothing`);
    }
  });
}

function placementRules(c: ObstacleRuleContext): void {
  const { doc } = c;
  const types = new Map(doc.ruleset.hexsides.map((t) => [t.id, t]));
  const reported = new Set<string>();
  // Whether an obstacle can be cleared depends on its type and the units, not on where it stands: judged once per type
  // (it counts every unit), not once per hexside or feature that carries it.
  const verdicts = new Map<string, boolean>();
  const neverCleared = (key: string, obstacle: Obstacle, crossable: (cls: string) => boolean) => {
    let never = verdicts.get(key);
    if (never === undefined) verdicts.set(key, (never = uncleared(c, obstacle, crossable)));
    return never;
  };
  doc.hexsides.forEach((side, i) => {
    const type = types.get(side.type);
    if (!type?.obstacle) return;
    const parsed = parseHexsideKey(doc.map, side.id);
    const inside = (h: HexRef) => h.col >= 0 && h.row >= 0 && c.onMap(h);
    if (!parsed || (!inside(parsed.hex) && !inside(parsed.other))) {
      c.add('error', 'obstacle-off-map', ['hexsides', i], `${type.name} on hexside ${side.id}, which is no hexside of the ${doc.map.cols}×${doc.map.rows} map`);
      return;
    }
    if (reported.has(type.id)) return;
    const crossable = (cls: string) => !('prohibited' in (type.move[cls] ?? { mp: 0 }));
    if (neverCleared(`hexside:${type.id}`, type.obstacle, crossable)) {
      reported.add(type.id);
      c.add('warning', 'obstacle-never-cleared', ['hexsides', i], `${type.name}: no unit of this scenario can clear it (no unit of a class that clears it by crossing, and too few of the units that clear it by working)`, parsed.hex);
    }
  });
  doc.features.forEach((f, i) => {
    const rule = doc.ruleset.features.find((r) => r.id === f.type);
    if (!c.onMap(f.hex) && (rule?.obstacle || rule?.life)) c.add('error', 'obstacle-off-map', ['features', i, 'hex'], `${rule.name} at hex ${c.label(f.hex)}, off the ${doc.map.cols}×${doc.map.rows} map`, f.hex);
    if (f.type === 'minefield' && !rule) {
      if (!reported.has('minefield')) c.add('warning', 'feature-without-rule', ['features', i], `A minefield in ${c.label(f.hex)} has no feature rule in the ruleset (Charts ▸ Obstacles): it does nothing in play`, f.hex);
      reported.add('minefield');
    }
    if (rule?.obstacle && !reported.has(rule.id) && neverCleared(`feature:${rule.id}`, rule.obstacle, () => true)) {
      reported.add(rule.id);
      c.add('warning', 'obstacle-never-cleared', ['features', i], `${rule.name} in ${c.label(f.hex)}: no unit of this scenario can clear it`, f.hex);
    }
  });
}

export function obstacleRules(c: ObstacleRuleContext): void {
  catalogRules(c);
  placementRules(c);
}
