import { hexLabel, hexsidesOf } from '../hex';
import type { Area, Condition } from '../model/areas';
import type { ScenarioDocument } from '../model/document';
import { checkIntegrity, formatPath } from '../model/integrity';
import type { HexRef } from '../model/map-refs';
import type { Unit, UnitType } from '../model/records';
import { isRiverBoatClass, riverBoatClasses, riverHexsideTypes } from '../engine/modules/river-boats/river-boats';
import { isSpecialRuleModule, modulesOf, paramProblems, SPECIAL_RULE_MODULE_LABELS, SPECIAL_RULE_MODULES } from '../engine/scenario/special-rules';
import { isModuleName, MODULE_LABELS, movementClassById, terrainById } from '../ruleset';
import { areaHexes, isEdgeHex, terrainLookup } from '../scenario/area-hexes';
import { entries, groundEntryAreas } from '../scenario/entry-areas';
import { prohibitedTerrain } from '../scenario/setup-terrain';
import { checkTable } from '../scenario/table-check';
import { unitsThatCanArrive } from '../scenario/unit-coverage';
import { obstacleRules } from './obstacle-rules';
import { arrivalOrderRules } from './arrival-order-rules';
import { engineSetupRules, objectiveReachRules, sideRules, turnReferenceRules, victoryPresenceRules } from './play-rules';
import { moraleRules } from './morale-rules';
import type { Problem } from './problem';
import { noCpRules, victoryConditionRules } from './victory-condition-rules';
import { aboardRules, carrierRules, stepChainRules } from './transport-rules';

export type { Problem } from './problem';

type Path = (string | number)[];

/** What every rule needs: the document, a sink and the lookups that are worth building once per check. */
class Checks {
  readonly problems: Problem[] = [];
  readonly terrainAt: (hex: HexRef) => string;
  private readonly areas = new Map<string, HexRef[]>();

  constructor(readonly doc: ScenarioDocument) {
    this.terrainAt = terrainLookup(doc);
  }

  add(severity: Problem['severity'], rule: string, path: Path, message: string, hex?: HexRef): void {
    this.problems.push({ severity, rule, message, path: formatPath(path), ...(hex ? { hex: { col: hex.col, row: hex.row } } : {}) });
  }

  label(hex: HexRef): string {
    try {
      return hexLabel(this.doc.map.numbering, hex) ?? `${hex.col},${hex.row}`;
    } catch {
      return `${hex.col},${hex.row}`;
    }
  }

  onMap(hex: HexRef): boolean {
    return hex.col < this.doc.map.cols && hex.row < this.doc.map.rows;
  }

  /** Resolved once per distinct area: many units share one set-up area. */
  hexesOf(area: Area): HexRef[] {
    const key = JSON.stringify(area);
    let hexes = this.areas.get(key);
    if (!hexes) this.areas.set(key, (hexes = areaHexes(this.doc, area)));
    return hexes;
  }

  private readonly prohibited = new Map<string, (terrainId: string) => boolean>();
  private readonly closed = new Map<string, boolean>();

  prohibitedFor(type: UnitType): (terrainId: string) => boolean {
    const key = `${type.movementClass}|${type.flags.includes('amphibious')}`;
    let test = this.prohibited.get(key);
    if (!test) this.prohibited.set(key, (test = prohibitedTerrain(this.doc.ruleset, type)));
    return test;
  }

  /** True when the type may stand on no hex of the area (and the area has hexes). */
  closedTo(area: Area, type: UnitType): boolean {
    const key = `${type.movementClass}|${type.flags.includes('amphibious')}|${JSON.stringify(area)}`;
    let closed = this.closed.get(key);
    if (closed === undefined) {
      const test = this.prohibitedFor(type);
      const hexes = this.hexesOf(area);
      this.closed.set(key, (closed = hexes.length > 0 && hexes.every((h) => test(this.terrainAt(h)))));
    }
    return closed;
  }

  /** A zone area whose zone is gone: the reference check already says so. */
  dangling(area: Area): boolean {
    return area.kind === 'zone' && !this.doc.zones.some((z) => z.id === area.zoneId);
  }

  terrainName(id: string): string {
    return (terrainById(this.doc.ruleset, id)?.name ?? id).toLowerCase();
  }

  private boatClasses: ReadonlySet<string> | null | undefined;
  private riverTest: ((hex: HexRef) => boolean) | undefined;

  /** A type the 'river-boats' module keeps on the river (Palembang 23.3), when a special rule switches it on. */
  isRiverBoat(type: UnitType): boolean {
    if (this.boatClasses === undefined) {
      const modules = modulesOf(this.doc.specialRules);
      const module = SPECIAL_RULE_MODULES.riverBoats;
      this.boatClasses = Object.hasOwn(modules, module) ? riverBoatClasses(modules[module]) : null;
    }
    return this.boatClasses !== null && isRiverBoatClass(this.boatClasses, type.unitClass);
  }

  /** Where a river boat may stand: an all-river hex, or a hex beside a river hexside whose terrain it may enter. */
  boatMayStand(type: UnitType, hex: HexRef): boolean {
    if (!this.riverTest) {
      const rivers = riverHexsideTypes(this.doc.ruleset);
      const sides = new Map(this.doc.hexsides.map((s) => [s.id, s.type]));
      this.riverTest = (at) => hexsidesOf(this.doc.map, at).some((key) => rivers.has(sides.get(key) ?? ''));
    }
    const terrain = this.terrainAt(hex);
    if (terrainById(this.doc.ruleset, terrain)?.water === 'river') return true;
    return this.riverTest(hex) && !this.prohibitedFor(type)(terrain);
  }
}

function setupTerrain(c: Checks, unit: Unit, i: number, area: Area): void {
  const name = unit.designation || unit.id;
  const at: Path = ['units', i, 'setup', 'area'];
  const hexes = c.hexesOf(area);
  if (hexes.length === 0 && !c.dangling(area)) c.add('warning', 'setup-area-empty', at, `the set-up area of unit ${name} has no hexes on the map`);
  const type = c.doc.unitTypes.find((t) => t.id === unit.typeId);
  if (!type) return;
  if (c.isRiverBoat(type)) return riverBoatSetup(c, unit, type, at, area, hexes);
  const prohibited = c.prohibitedFor(type);
  const className = (movementClassById(c.doc.ruleset, type.movementClass)?.name ?? type.movementClass).toLowerCase();
  if (area.kind === 'hexes') {
    area.hexes.forEach((hex, j) => {
      const terrain = c.terrainAt(hex);
      if (c.onMap(hex) && prohibited(terrain))
        c.add('error', 'setup-prohibited-terrain', [...at, 'hexes', j], `unit ${name} is set up in ${c.label(hex)}, ${c.terrainName(terrain)}, where ${className} units may not go`, hex);
    });
    return;
  }
  if (c.closedTo(area, type)) {
    const names = [...new Set(hexes.map((h) => c.terrainName(c.terrainAt(h))))].join(', ');
    c.add('error', 'setup-prohibited-terrain', at, `unit ${name} has no hex to set up in: its area is all ${names}, where ${className} units may not go`, hexes[0]);
  }
}

/** Palembang 23.3 (module 'river-boats'): a river boat sets up only on the river. */
function riverBoatSetup(c: Checks, unit: Unit, type: UnitType, at: Path, area: Area, hexes: HexRef[]): void {
  const name = unit.designation || unit.id;
  const why = 'river boats keep to the river (23.3): all-river hexes and hexes beside a river hexside';
  if (area.kind === 'hexes') {
    area.hexes.forEach((hex, j) => {
      if (c.onMap(hex) && !c.boatMayStand(type, hex)) c.add('error', 'setup-off-river', [...at, 'hexes', j], `unit ${name} is set up in ${c.label(hex)}, off the river: ${why}`, hex);
    });
    return;
  }
  if (hexes.length > 0 && !hexes.some((hex) => c.boatMayStand(type, hex))) c.add('error', 'setup-off-river', at, `unit ${name} has no hex to set up in: its area holds no river hex, and ${why}`, hexes[0]);
}

function unitRules(c: Checks): void {
  const canArrive = unitsThatCanArrive(c.doc);
  c.doc.units.forEach((unit, i) => {
    const name = unit.designation || unit.id;
    if (!unit.designation.trim()) {
      const type = c.doc.unitTypes.find((t) => t.id === unit.typeId)?.name;
      const contingent = c.doc.contingents.find((x) => x.id === unit.contingentId);
      const of = [type && `a ${type}`, contingent && `of ${contingent.code.trim() || contingent.name}`].filter(Boolean).join(' ');
      c.add('warning', 'unit-no-designation', ['units', i, 'designation'], `a unit${of ? ` (${of})` : ''} has no designation`);
    }
    if (unit.setup.kind === 'none') c.add('error', 'unit-no-setup', ['units', i, 'setup'], `unit ${name} has no set-up and no arrival`);
    if (unit.setup.kind === 'reinforcement' && !canArrive.has(unit.id))
      c.add('error', 'unit-never-arrives', ['units', i, 'setup'], `unit ${name} is a reinforcement, but no scheduled arrival or table result brings it in`);
    if (unit.setup.kind === 'area') setupTerrain(c, unit, i, unit.setup.area);
  });
}

function entryRules(c: Checks): void {
  for (const { entry, path } of entries(c.doc))
    if (entry.fallbackDelay !== undefined && (entry.method !== 'ground' || entry.areas.length < 2))
      c.add('warning', 'entry-fallback-delay-unused', [...path, 'fallbackDelay'], 'a fallback delay is set, but the entry has no fallback area to wait for (it needs a ground entry with two or more areas)');
  for (const { area, path } of groundEntryAreas(c.doc)) {
    if (area.kind === 'edge') continue;
    const hexes = c.hexesOf(area);
    const inland = hexes.filter((h) => !isEdgeHex(c.doc.map, h));
    if (hexes.length === 0) {
      if (!c.dangling(area)) c.add('warning', 'entry-area-empty', path, 'a ground entry area has no hexes on the map');
    } else if (inland.length === hexes.length)
      c.add('error', 'entry-not-on-edge', path, `ground units enter from the map edge, but no hex of this entry area is on it (${c.label(inland[0])} is inland)`, inland[0]);
    else if (inland.length > 0)
      c.add('warning', 'entry-not-on-edge', path, `${inland.length} of the ${hexes.length} hexes of this ground entry area are not on the map edge (${c.label(inland[0])} is inland)`, inland[0]);
  }
}

function tableRules(c: Checks): void {
  c.doc.dieTables.forEach((table, i) => {
    for (const p of checkTable(c.doc, table, i)) c.problems.push(p);
  });
}

function turnRules(c: Checks): void {
  if (c.doc.turns.length === 0) {
    const due = c.doc.arrivals.map((a) => a.turn);
    const waiting = due.length === 0 ? '' : ` (${due.length === 1 ? 'an arrival is' : `${due.length} arrivals are`} due on turn${due.length === 1 ? '' : 's'} ${[...new Set(due)].sort((a, b) => a - b).join(', ')})`;
    c.add('error', 'turns-empty', ['turns'], `the turn record track has no turns: the game cannot start${waiting}`);
  }
  const seen = new Set<number>();
  const cp = c.doc.ruleset.commandPoints !== false;
  c.doc.turns.forEach((turn, i) => {
    for (const side of cp ? c.doc.sides : [])
      if (turn.cp[side.id] === undefined) c.add('warning', 'turn-no-cp', ['turns', i, 'cp'], `turn ${turn.label || turn.index} gives no command points to ${side.name}`);
    if (seen.has(turn.index)) c.add('error', 'turn-duplicate-index', ['turns', i, 'index'], `two turns are numbered ${turn.index}`);
    seen.add(turn.index);
  });
}

function objectiveRules(c: Checks): void {
  c.doc.features.forEach((f, i) => {
    if (f.type !== 'objective') return;
    if (!c.onMap(f.hex)) c.add('error', 'objective-off-map', ['features', i, 'hex'], `objective ${c.label(f.hex)} is off the ${c.doc.map.cols}×${c.doc.map.rows} map`, f.hex);
    const vp = f.props.vp;
    if (typeof vp !== 'number' || vp <= 0) c.add('warning', 'objective-no-vp', ['features', i, 'props', 'vp'], `objective ${c.label(f.hex)} is worth no VP`, f.hex);
    const key = f.props.demolishedWith;
    if (key !== undefined) demolishedWithRule(c, f.hex, key, ['features', i, 'props', 'demolishedWith']);
  });
}

/** An objective demolished with a hexside: the hexside must be one of its six, and of a type that can be demolished. */
function demolishedWithRule(c: Checks, hex: HexRef, key: string | number | boolean, path: Path): void {
  const side = c.doc.hexsides.find((h) => h.id === key);
  const type = side && c.doc.ruleset.hexsides.find((t) => t.id === side.type);
  const problem = !side
    ? 'names a hexside with no feature on it'
    : !hexsidesOf(c.doc.map, hex).includes(side.id)
      ? 'names a hexside that is not one of its own six'
      : type?.demolishedAs === undefined
        ? `names a ${type?.name.toLowerCase() ?? side.type} hexside, which cannot be demolished`
        : null;
  if (problem) c.add('error', 'objective-demolished-with', path, `objective ${c.label(hex)} is demolished with a hexside, but ${problem}`, hex);
}

function counterRules(c: Checks): void {
  c.doc.unitTypes.forEach((type, i) => {
    const at: Path = ['unitTypes', i];
    if (!type.sidc.trim()) c.add('warning', 'counter-no-symbol', [...at, 'sidc'], `unit type ${type.name || type.id} has no symbol code (SIDC)`);
    if (type.stepModel === 'two-sided' && type.steps.length !== 2)
      c.add('error', 'counter-two-sided-steps', [...at, 'steps'], `unit type ${type.name || type.id} is a two-sided counter with ${type.steps.length} step(s); it needs 2`);
    if (type.stepModel === 'chain' && type.steps.length < 2)
      c.add('warning', 'counter-chain-steps', [...at, 'steps'], `unit type ${type.name || type.id} is a step chain with only ${type.steps.length} step`);
    type.steps.forEach((step, k) => {
      if (step.ma === 0 && step.combat === 0)
        c.add('warning', 'counter-step-empty', [...at, 'steps', k], `unit type ${type.name || type.id}: step ${step.label || k + 1} has no movement and no combat value`);
    });
  });
  c.doc.contingents.forEach((con, i) => {
    if (!con.code.trim()) c.add('warning', 'contingent-no-code', ['contingents', i, 'code'], `contingent ${con.name || con.id} has no code for its counters`);
  });
}

function victoryRules(c: Checks): void {
  c.doc.victory.levels.forEach((level, i, levels) => {
    if (i > 0 && level.from <= levels[i - 1].from)
      c.add('error', 'victory-levels-order', ['victory', 'levels', i, 'from'], `victory level "${level.name}" starts at ${level.from}, not above the level before it (${levels[i - 1].from})`);
  });
}

/** Special rules that name an engine module: the module must be one the engine knows and is on, with params it reads. */
function specialRuleRules(c: Checks): void {
  const { ruleset, sides } = c.doc;
  const named = new Set<string>();
  c.doc.specialRules.forEach((rule, i) => {
    const at: Path = ['specialRules', i];
    const { module, params } = rule;
    if (module === undefined) {
      if (params && Object.keys(params).length > 0) c.add('warning', 'special-rule-params', [...at, 'params'], `special rule "${rule.title}" has params but names no engine module to read them`);
      return;
    }
    if (isModuleName(module)) {
      if (!ruleset.modules[module]) c.add('warning', 'special-rule-module-off', [...at, 'module'], `special rule "${rule.title}" describes the ${MODULE_LABELS[module]} module, which is off in the Pacific modules`);
    } else if (!isSpecialRuleModule(module)) {
      c.add('warning', 'special-rule-module-unknown', [...at, 'module'], `special rule "${rule.title}" names module '${module}', which the engine does not know; the rule stays text only`);
    } else if (named.has(module)) {
      c.add('warning', 'special-rule-module-twice', [...at, 'module'], `special rule "${rule.title}" switches on the ${SPECIAL_RULE_MODULE_LABELS[module]} module again; the engine reads only the first rule's params`);
    }
    named.add(module);
    for (const problem of paramProblems(module, params ?? {}, sides.map((s) => s.id)))
      c.add('error', 'special-rule-params', [...at, 'params'], `special rule "${rule.title}": ${problem}`);
  });
  ruleset.demolitionTable.targets.forEach((target, i) =>
    (target.sides ?? []).forEach((id, j) => {
      if (!sides.some((s) => s.id === id))
        c.add('error', 'demolition-target-side', ['ruleset', 'demolitionTable', 'targets', i, 'sides', j], `the Demolition Table lets side '${id}' demolish a ${target.name.toLowerCase()}, but the scenario has no such side`);
    }),
  );
  const withShells = sides.filter((s) => (s.starshells ?? 0) > 0);
  if (ruleset.modules.starshells && withShells.length === 0)
    c.add('warning', 'starshells-unused', ['ruleset', 'modules', 'starshells'], 'the starshells module is on, but no side has any starshells (set them per side in Set-up)');
  if (!ruleset.modules.starshells)
    for (const side of withShells)
      c.add('warning', 'starshells-unused', ['sides', sides.indexOf(side), 'starshells'], `${side.name} has ${side.starshells} starshells, but the starshells module is off`);
}

function offMapRules(c: Checks): void {
  const offMap = (rule: string, path: Path, hex: HexRef, what: string) => {
    if (!c.onMap(hex)) c.add('error', rule, path, `${what} names hex ${c.label(hex)}, off the ${c.doc.map.cols}×${c.doc.map.rows} map`, hex);
  };
  c.doc.cpBonuses.forEach((bonus, i) =>
    bonus.hexes.forEach((hex, j) => offMap('cp-bonus-off-map', ['cpBonuses', i, 'hexes', j], hex, `a CP bonus${bonus.note ? ` (${bonus.note})` : ''}`)),
  );
  c.doc.dieTables.forEach((table, t) => {
    const conditions: { when: Condition[]; path: Path }[] = [
      ...table.modifiers.map((m, k) => ({ when: m.when, path: ['dieTables', t, 'modifiers', k, 'when'] })),
      ...table.rows.flatMap((row, r) => row.outcomes.map((o, k) => ({ when: o.when, path: ['dieTables', t, 'rows', r, 'outcomes', k, 'when'] }))),
    ];
    for (const { when, path } of conditions)
      when.forEach((cond, k) => {
        if (cond.kind === 'occupies')
          cond.hexes.forEach((hex, j) => offMap('condition-off-map', [...path, k, 'hexes', j], hex, `a condition in table "${table.name}"`));
      });
  });
}

/** The scenario checker: the same list drives the Checker tab and `atoll check`. Rules grow with the editors. */
export function checkScenario(doc: ScenarioDocument): Problem[] {
  const c = new Checks(doc);
  const rules = [unitRules, entryRules, tableRules, turnRules, turnReferenceRules, sideRules, objectiveRules, objectiveReachRules, counterRules, victoryRules, victoryPresenceRules, specialRuleRules, offMapRules, victoryConditionRules, noCpRules, obstacleRules, moraleRules, carrierRules, aboardRules, stepChainRules, arrivalOrderRules];
  for (const rule of rules) rule(c);
  // A specific rule that reports the same spot says more than the generic reference check.
  const specific = new Set(c.problems.map((p) => p.path));
  const references: Problem[] = checkIntegrity(doc)
    .map((issue) => ({ severity: 'error' as const, rule: 'reference', message: issue.message, path: formatPath(issue.path) }))
    .filter((p) => !specific.has(p.path));
  if (references.length === 0 && !c.problems.some((p) => p.severity === 'error')) engineSetupRules(c);
  return [...references, ...c.problems];
}
