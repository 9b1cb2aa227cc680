/**
 * Checker rules for the victory conditions the engine evaluates (`victory.conditions`, `victory.otherwise`) and for a
 * scenario without command points (`ruleset.commandPoints: false`): references to sides, hexes, objectives, zones and
 * turns that must exist, conditions no side can ever meet, and defaults that contradict each other.
 */
import type { EliminationVp } from '../model/victory';
import type { VictoryCondition } from '../model/victory-conditions';
import type { Unit, UnitType } from '../model/records';
import type { PlayRuleContext } from './play-rules';

type Path = (string | number)[];
type Context = Pick<PlayRuleContext, 'doc' | 'add' | 'label' | 'onMap'>;

/** Each unit with the side of its contingent. */
function unitsWithSides(c: Context): { unit: Unit; sideId: string }[] {
  const sideOf = new Map(c.doc.contingents.map((k) => [k.id, k.sideId]));
  return c.doc.units.map((unit) => ({ unit, sideId: sideOf.get(unit.contingentId) ?? '' }));
}

function matches(line: EliminationVp, unit: Unit, type: UnitType | undefined): boolean {
  const { contingentIds, unitClasses, flags } = line.match;
  if (contingentIds.length > 0 && !contingentIds.includes(unit.contingentId)) return false;
  if (unitClasses.length > 0 && !unitClasses.some((c) => c.toLowerCase() === (type?.unitClass ?? '').toLowerCase())) return false;
  const own = (type?.flags ?? []).map((f) => f.toLowerCase());
  return flags.length === 0 || flags.some((f) => own.includes(f.toLowerCase()));
}

/** The most VP the side could ever score by 21.2: every objective, every enemy unit and strike eliminated, every line's units evacuated. */
export function mostVp(c: Context, sideId: string): number {
  const { doc } = c;
  const typeOf = new Map(doc.unitTypes.map((t) => [t.id, t]));
  let vp = 0;
  for (const f of doc.features) {
    if (f.type !== 'objective') continue;
    vp += Math.max(typeof f.props.vp === 'number' ? f.props.vp : 0, typeof f.props.vpDemolished === 'number' ? f.props.vpDemolished : 0);
  }
  const lines = doc.victory.elimination;
  const units = unitsWithSides(c);
  for (const { unit, sideId: owner } of units) {
    if (owner === sideId) continue;
    vp += lines.find((l) => l.what === 'units' && l.sideId === owner && matches(l, unit, typeOf.get(unit.typeId)))?.vp ?? 0;
  }
  for (const strike of doc.strikes) {
    if (strike.sideId !== sideId) vp += lines.find((l) => l.what === 'strikes' && l.sideId === strike.sideId)?.vp ?? 0;
  }
  for (const { unit, sideId: owner } of units) {
    if (owner !== sideId) continue;
    const line = doc.victory.evacuation.find((l) => l.sideId === sideId && (l.contingentIds.length === 0 || l.contingentIds.includes(unit.contingentId)));
    vp += line?.vp ?? 0;
  }
  return vp;
}

function conditionRules(c: Context, condition: VictoryCondition, i: number): void {
  const { doc } = c;
  const at: Path = ['victory', 'conditions', i];
  const sideName = new Map(doc.sides.map((s) => [s.id, s.name]));
  const what = `victory condition ${i + 1}`;
  if (!sideName.has(condition.sideId)) {
    c.add('error', 'victory-condition-side-unknown', [...at, 'sideId'], `${what} names a side that is not in the scenario`);
    return;
  }
  const side = sideName.get(condition.sideId) ?? condition.sideId;
  const lastTurn = doc.turns.reduce((m, t) => Math.max(m, t.index), 0);
  switch (condition.kind) {
    case 'hold': {
      const { target } = condition;
      if (target.kind === 'hex' && !c.onMap(target.hex)) c.add('error', 'victory-condition-hex-off-map', [...at, 'target', 'hex'], `${what}: hex ${c.label(target.hex)} is off the ${doc.map.cols}×${doc.map.rows} map`, target.hex);
      if (target.kind === 'objective' && !doc.features.some((f) => f.id === target.featureId && f.type === 'objective'))
        c.add('error', 'victory-condition-objective-unknown', [...at, 'target', 'featureId'], `${what}: ${side} must hold an objective that is not on the map`);
      if (target.kind === 'zone') {
        const zone = doc.zones.find((z) => z.id === target.zoneId);
        if (!zone) c.add('error', 'victory-condition-zone-unknown', [...at, 'target', 'zoneId'], `${what}: ${side} must hold a zone that is not in the scenario`);
        else if (zone.hexes.filter((h) => c.onMap(h)).length === 0) c.add('error', 'victory-condition-zone-empty', [...at, 'target', 'zoneId'], `${what}: zone ${zone.name} has no hex on the map, so nobody can hold it`);
      }
      if (condition.turn === null && (condition.check === 'turnOnly' || condition.elseSideId !== null))
        c.add('error', 'victory-condition-turn-missing', [...at, 'turn'], `${what}: ${condition.check === 'turnOnly' ? 'a condition judged at the end of one turn' : 'a condition that gives the game to the other side'} needs the turn`);
      if (condition.turn !== null && doc.turns.length > 0 && !doc.turns.some((t) => t.index === condition.turn))
        c.add('error', 'victory-condition-turn-unknown', [...at, 'turn'], `${what}: turn ${condition.turn} is not on the turn record track (turns 1 to ${lastTurn})`);
      if (condition.elseSideId !== null) {
        if (!sideName.has(condition.elseSideId)) c.add('error', 'victory-condition-side-unknown', [...at, 'elseSideId'], `${what}: the side that wins otherwise is not in the scenario`);
        else if (condition.elseSideId === condition.sideId) c.add('error', 'victory-condition-else-same-side', [...at, 'elseSideId'], `${what}: ${side} would win both by holding and by not holding`);
      }
      return;
    }
    case 'eliminate': {
      const enemies = unitsWithSides(c).filter((u) => u.sideId !== condition.sideId).length;
      if (enemies === 0) c.add('error', 'victory-condition-no-enemy', [...at, 'sideId'], `${what}: ${side} must eliminate ${condition.percent} % of the enemy, but the other sides have no units`);
      return;
    }
    case 'exit': {
      const lines = doc.victory.evacuation.filter((l) => l.sideId === condition.sideId && l.edge === condition.edge);
      if (lines.length === 0) {
        c.add('error', 'victory-condition-exit-closed', [...at, 'edge'], `${what}: no evacuation line lets units of ${side} leave by the ${condition.edge} edge, so none can exit (add one, with 0 VP if exiting scores nothing)`);
        return;
      }
      const able = unitsWithSides(c).filter((u) => u.sideId === condition.sideId && lines.some((l) => l.contingentIds.length === 0 || l.contingentIds.includes(u.unit.contingentId))).length;
      if (able < condition.count) c.add('error', 'victory-condition-exit-impossible', [...at, 'count'], `${what}: ${side} must take ${condition.count} units off the ${condition.edge} edge, but only ${able} may leave by it`);
      return;
    }
    case 'vp': {
      const most = mostVp(c, condition.sideId);
      if (condition.vp > most) c.add('error', 'victory-condition-vp-unreachable', [...at, 'vp'], `${what}: ${side} must reach ${condition.vp} VP, but can score at most ${most} VP in this scenario`);
      return;
    }
  }
}

export function victoryConditionRules(c: Context): void {
  const { doc } = c;
  const conditions = doc.victory.conditions ?? [];
  conditions.forEach((condition, i) => conditionRules(c, condition, i));
  // Two deadlines on one turn that give the game to different sides: only the first can ever apply.
  const deadlines = new Map<number, { side: string; at: number }>();
  conditions.forEach((condition, i) => {
    if (condition.kind !== 'hold' || condition.elseSideId === null || condition.turn === null) return;
    const before = deadlines.get(condition.turn);
    if (before && before.side !== condition.elseSideId)
      c.add('error', 'victory-default-conflict', ['victory', 'conditions', i, 'elseSideId'], `victory conditions ${before.at + 1} and ${i + 1} give the game to different sides at the end of turn ${condition.turn}; only the first would apply`);
    else if (!before) deadlines.set(condition.turn, { side: condition.elseSideId, at: i });
  });
  const otherwise = doc.victory.otherwise;
  if (!otherwise) return;
  if (otherwise.sideId !== null && !doc.sides.some((s) => s.id === otherwise.sideId))
    c.add('error', 'victory-condition-side-unknown', ['victory', 'otherwise', 'sideId'], 'the side that wins when no condition is met is not in the scenario');
  const lastTurn = doc.turns.reduce((m, t) => Math.max(m, t.index), 0);
  const early = [...deadlines].filter(([turn]) => turn <= lastTurn).sort((a, b) => a[0] - b[0])[0];
  if (early) {
    const [turn, { side, at }] = early;
    if (side !== otherwise.sideId)
      c.add('error', 'victory-default-conflict', ['victory', 'otherwise', 'sideId'], `victory condition ${at + 1} gives the game to ${doc.sides.find((s) => s.id === side)?.name ?? side} at the end of turn ${turn}, so the default result (${otherwise.sideId === null ? 'a draw' : (doc.sides.find((s) => s.id === otherwise.sideId)?.name ?? otherwise.sideId)}) can never apply`);
  }
}

/** A scenario without command points: CP bonuses and CP on the track do nothing. */
export function noCpRules(c: Context): void {
  const { doc } = c;
  if (doc.ruleset.commandPoints !== false) return;
  doc.cpBonuses.forEach((bonus, i) =>
    c.add('warning', 'cp-bonus-without-cp', ['cpBonuses', i], `a CP bonus${bonus.note ? ` (${bonus.note})` : ''} does nothing: the scenario has no command points (Rules sheet)`),
  );
}
