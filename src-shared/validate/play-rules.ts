/**
 * Checker rules about whether the scenario can be played: turns that every reference finds on the track, sides
 * with forces, a way to win, objectives a land unit can stand on, and, once nothing else is wrong, the engine's
 * own set-up, so that what the checker passes the engine starts.
 */
import { setupFromScenario, setupProblems } from '../engine';
import { COLLECTION_NAMES } from '../model/collections';
import type { ScenarioDocument } from '../model/document';
import type { HexRef } from '../model/map-refs';
import type { UnitType } from '../model/records';
import type { Problem } from './problem';

type Path = (string | number)[];

/** What these rules need of the checker's context. */
export type PlayRuleContext = {
  readonly doc: ScenarioDocument;
  readonly problems: readonly Problem[];
  add(severity: Problem['severity'], rule: string, path: Path, message: string, hex?: HexRef): void;
  label(hex: HexRef): string;
  onMap(hex: HexRef): boolean;
  terrainAt(hex: HexRef): string;
  /** A terrain's name from the ruleset's catalog, lower case. */
  terrainName(id: string): string;
  prohibitedFor(type: UnitType): (terrainId: string) => boolean;
};

/** Every `{ kind: 'turn', from, to }` condition under `node`, with its path. */
function turnConditions(node: unknown, path: Path, out: { from: number; to?: number; path: Path }[]): void {
  if (Array.isArray(node)) node.forEach((item, i) => turnConditions(item, [...path, i], out));
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (record.kind === 'turn' && typeof record.from === 'number') out.push({ from: record.from, to: typeof record.to === 'number' ? record.to : undefined, path });
    for (const [key, value] of Object.entries(record)) turnConditions(value, [...path, key], out);
  }
}

export function turnReferenceRules(c: PlayRuleContext): void {
  const { doc } = c;
  if (doc.turns.length === 0) return;
  const indices = new Set(doc.turns.map((t) => t.index));
  const last = Math.max(...indices);
  const track = `the turn record track (turns ${Math.min(...indices)}–${last})`;
  doc.arrivals.forEach((a, i) => {
    if (!indices.has(a.turn)) c.add('error', 'turn-unknown', ['arrivals', i, 'turn'], `an arrival${a.note ? ` (${a.note})` : ''} is due on turn ${a.turn}, which is not on ${track}: it never arrives`);
  });
  doc.dieTables.forEach((t, i) => {
    if (t.firstTurn > last) c.add('warning', 'turn-unknown', ['dieTables', i, 'firstTurn'], `table "${t.name}" is first rolled on turn ${t.firstTurn}, after the last turn (${last}): it is never rolled`);
  });
  doc.victory.suddenDeath.forEach((s, i) => {
    if (s.fromTurn > last) c.add('warning', 'turn-unknown', ['victory', 'suddenDeath', i, 'fromTurn'], `a sudden-death condition (${s.result}) applies from turn ${s.fromTurn}, after the last turn (${last}): it can never happen`);
  });
  const conditions: { from: number; to?: number; path: Path }[] = [];
  turnConditions(doc.dieTables, ['dieTables'], conditions);
  for (const cond of conditions)
    if (cond.from > last) c.add('warning', 'turn-unknown', [...cond.path, 'from'], `a condition holds from turn ${cond.from}, after the last turn (${last}): it never holds`);
}

export function sideRules(c: PlayRuleContext): void {
  const { doc } = c;
  doc.sides.forEach((side, i) => {
    const contingents = new Set(doc.contingents.filter((con) => con.sideId === side.id).map((con) => con.id));
    if (!doc.units.some((u) => contingents.has(u.contingentId)))
      c.add('error', 'side-no-units', ['sides', i], `${side.name || side.id} has no units: add some to its contingents in the Forces sheet`);
  });
}

export function victoryPresenceRules(c: PlayRuleContext): void {
  const { victory, features } = c.doc;
  const objectives = features.some((f) => f.type === 'objective' && typeof f.props.vp === 'number' && f.props.vp > 0);
  const conditions = (victory.conditions?.length ?? 0) > 0 || victory.otherwise !== undefined;
  if (!objectives && !conditions && victory.elimination.length === 0 && victory.suddenDeath.length === 0 && victory.evacuation.length === 0)
    c.add('warning', 'victory-none', ['victory'], 'the scenario has no victory conditions (no objectives with VP, no VP for eliminations or evacuation, no sudden death): every game is a draw');
}

/** An objective on terrain where no ground unit of the scenario may stand cannot be held by anyone. */
export function objectiveReachRules(c: PlayRuleContext): void {
  const types = c.doc.unitTypes.filter((t) => c.doc.units.some((u) => u.typeId === t.id));
  if (types.length === 0) return;
  c.doc.features.forEach((f, i) => {
    if (f.type !== 'objective' || !c.onMap(f.hex)) return;
    const terrain = c.terrainAt(f.hex);
    if (types.every((t) => c.prohibitedFor(t)(terrain)))
      c.add('warning', 'objective-unreachable', ['features', i, 'hex'], `objective ${c.label(f.hex)} lies on ${c.terrainName(terrain)}, where no unit of the scenario may stand: nobody can hold it`, f.hex);
  });
}

type Named = { id?: string; designation?: string; name?: string; title?: string; label?: string; code?: string };

/** The record an id names, by collection and index. */
function recordOf(doc: ScenarioDocument, id: string): { path: Path; record: Named } | null {
  for (const name of COLLECTION_NAMES) {
    const records = doc[name] as readonly Named[];
    const at = records.findIndex((r) => r.id === id);
    if (at >= 0) return { path: [name, at], record: records[at] };
  }
  return null;
}

/** The record a set-up problem names (`unit 'x'`, `bad hexside key 'y'`), or the whole document; and the problem
 *  with each record id it quotes replaced by the name people know the record by. */
function located(doc: ScenarioDocument, problem: string): { path: Path; text: string } {
  let path: Path | null = null;
  const text = problem.replace(/'([^']+)'/g, (quoted, id: string) => {
    const found = recordOf(doc, id);
    if (!found) return quoted;
    path ??= found.path;
    const { designation, name, title, label, code } = found.record;
    const shown = [designation, name, title, label, code].find((n) => typeof n === 'string' && n.trim() !== '');
    return shown ? `“${shown}”` : quoted;
  });
  return { path: path ?? [], text };
}

/** Run last, and only on a scenario with no other error: the engine's refusal then names what nothing else did. */
export function engineSetupRules(c: PlayRuleContext): void {
  let problems: readonly string[];
  try {
    problems = setupProblems(setupFromScenario(c.doc, []));
  } catch (e) {
    problems = [e instanceof Error ? e.message : String(e)];
  }
  for (const problem of problems) {
    const { path, text } = located(c.doc, problem);
    c.add('error', 'engine-setup', path, `the play-test engine cannot start this scenario: ${text}`);
  }
}
