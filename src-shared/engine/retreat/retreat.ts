// Rules 7.3, 13.0, 13.1, 13.2, 13.3, 13.4, 13.5, 15.1, 15.3, 23.3, OST 15.12.
/**
 * Retreat after combat (13.0). Each retreating unit, one at a time in unit id order (13.1: the owner's order),
 * rolls the CRT's retreat dice for the number of hexes it must retreat, whatever its MA (13.2). A unit with no
 * movement allowance is eliminated instead (13.2), as is one with no legal route. On the way, every EZOC hex
 * entered (13.3) and every river hexside crossed without a bridge (13.4) disrupts the unit, eliminating it if it
 * is already disrupted, even by this retreat (15.1); a one-step unit is eliminated by its first disruption (15.3).
 * A river boat retreats only along the river (23.3, modules/river-boats.ts): with no such route it is eliminated.
 * A retreat that must end over-stacked (13.2) is not penalised here: the end-of-phase stacking check applies
 * the 7.3 disruption, once. Retreats that negate by terrain (13.5) are scenario rules, not applied here.
 * Pacific modules: a unit taking step losses holds its hex and loses a step instead; a Banzai participant stays (step-losses.ts).
 * A hex where the retreat would leave a tank killer with other units of its side is treated as over-stacked
 * (OST 15.12, tank-killers.ts): the retreat goes on past it when it can.
 */
import { makeDice, rollDice, type DiceExpr } from '../../dice';
import type { HexRef } from '../../model';
import { directionTo, hexAt, hexIndex, isHexRef, labelOf, onMap } from '../core/board';
import { disrupt, eliminate, type UnitsDraft } from '../disruption/disruption';
import { ruleError, type RuleError } from '../core/errors';
import type { GameEvent } from '../core/events';
import { hooks } from '../core/registry';
import { autoRetreatRoute, retreatGround, retreatStepFault, stepDisruptions, type RetreatGround, type RetreatRoute } from './retreat-route';
import { withParts, type GameState } from '../core/state';
import { hasFlag, movementAllowance, unitPoints, copyUnits, unitAt, snapshotUnits, unitHexIndexes, unitIndex, unitInfo, unitInfos } from '../core/units';
import type { UnitInfo } from '../core/board';
import { parsedDice } from '../core/work';

type Plans = Readonly<Record<string, readonly HexRef[]>>;

/** Checks planned retreat routes before the combat (so a bad plan refuses the attack without rolling). */
export function checkRetreatPlans(state: GameState, target: number, defenders: readonly string[], plans: unknown): RuleError | null {
  if (plans === undefined) return null;
  if (typeof plans !== 'object' || plans === null || Array.isArray(plans)) return ruleError('bad-action', 'retreatPaths maps defending unit ids to routes.');
  const { board } = state;
  const origin = hexAt(board, target);
  for (const [unitId, route] of Object.entries(plans as Record<string, unknown>)) {
    if (!defenders.includes(unitId)) return ruleError('illegal-retreat', `'${unitId}' is not defending in ${labelOf(board, origin)}.`, '13.1');
    if (!Array.isArray(route) || route.length === 0 || !route.every(isHexRef)) return ruleError('bad-action', `The planned retreat of '${unitId}' must list hexes.`);
    const g = retreatGround(state, unitId, origin);
    let from = target;
    for (let i = 0; i < route.length; i++) {
      const hex = route[i] as HexRef;
      const fault = !onMap(board, hex) ? 'it is off the map' : null;
      const to = fault ? -1 : hexIndex(board, hex);
      const dir = to < 0 ? -1 : directionTo(board, from, to);
      const why = fault ? { why: fault, rule: '13.2' } : dir < 0 ? { why: 'it is not next to the hex before', rule: '13.2' } : retreatStepFault(g, from, dir, to);
      if (why) return ruleError('illegal-retreat', `Planned retreat of ${board.units[unitId].designation}, step ${i + 1}: ${why.why}.`, why.rule);
      from = to;
    }
  }
  return null;
}

function retreatDice(state: GameState): { expr: DiceExpr; text: string } {
  const text = state.board.ruleset.crt.retreatDice;
  const parsed = parsedDice(text);
  return parsed.ok ? { expr: parsed.expr, text } : { expr: makeDice(1, 6), text: '1d6' };
}

/**
 * Over-stacking test for the end hex of `unitId`, against the positions of its side in `state` (the retreat's snapshot
 * of its draft, 7.2), read by index from the units record's table rather than by id.
 */
export function fitsAt(state: GameState, unitId: string): (at: number) => boolean {
  const { board } = state;
  const ids = board.unitIds;
  const infos = unitInfos(board);
  const where = unitHexIndexes(state);
  const self = unitIndex(board, unitId);
  const info = unitInfo(board, unitId) as UnitInfo;
  const side = info.sideId;
  const points = new Map<number, number>();
  for (let i = 0; i < ids.length; i++) {
    const at = where[i];
    if (i === self || at < 0 || infos[i].sideId !== side) continue;
    points.set(at, (points.get(at) ?? 0) + unitPoints(board, ids[i]));
  }
  const own = unitPoints(board, unitId);
  // OST 15.12: a hex where the retreat would put a tank killer with other units of its side counts as over-stacked.
  const killers = new Set<number>();
  if (board.ruleset.modules.tankKillers) {
    for (let i = 0; i < ids.length; i++) {
      const at = where[i];
      if (i !== self && at >= 0 && infos[i].sideId === side && hasFlag(infos[i], 'tank-killer')) killers.add(at);
    }
  }
  const isKiller = board.ruleset.modules.tankKillers && hasFlag(info, 'tank-killer');
  return (at) => (points.get(at) ?? 0) + own <= board.stacking.pointsPerHex && !killers.has(at) && !(isKiller && points.has(at));
}

/** The planned route when it covers the roll (and any over-stacking extension), else null with the reason. */
function plannedRoute(state: GameState, plan: readonly HexRef[], hexes: number, fits: (at: number) => boolean): { route: RetreatRoute | null; note: string } {
  const path = plan.map((h) => hexIndex(state.board, h));
  if (path.length < hexes) return { route: null, note: `the planned route has ${path.length} hexes, fewer than the ${hexes} rolled` };
  for (let k = hexes; k <= path.length; k++) if (fits(path[k - 1])) return { route: { path: path.slice(0, k), overStacked: false }, note: '' };
  return { route: null, note: 'every end the planned route offers would be over-stacked' };
}

/** Walks a route, applying 13.3 and 13.4 disruptions; returns the hexes actually entered. */
export function walk(g: RetreatGround, units: UnitsDraft, unitId: string, path: readonly number[], events: GameEvent[]): number[] {
  const { board } = g;
  let from = hexIndex(board, g.origin);
  const entered: number[] = [];
  for (const to of path) {
    const dir = directionTo(board, from, to);
    const cost = stepDisruptions(g, from, dir, to);
    units[unitId] = unitAt(units[unitId], hexAt(board, to));
    entered.push(to);
    const label = labelOf(board, hexAt(board, to));
    if (cost.river && !disrupt(board, units, unitId, `retreated across a river hexside into ${label}`, '13.4', events)) break;
    if (cost.ezoc && !disrupt(board, units, unitId, `retreated into an enemy zone of control at ${label}`, '13.3', events)) break;
    from = to;
  }
  return entered;
}

/** Retreats every defender still in the combat hex; `state.units` already carries the combat's other results. */
export function retreatDefenders(state: GameState, target: number, defenders: readonly string[], plans: Plans | undefined): { state: GameState; events: GameEvent[] } {
  const { board } = state;
  const origin = hexAt(board, target);
  const units: UnitsDraft = copyUnits(state);
  const events: GameEvent[] = [];
  const dice = retreatDice(state);
  let rng = state.rng;
  for (const unitId of defenders) {
    const unit = units[unitId];
    const info = board.units[unitId];
    if (!unit.hex || hexIndex(board, unit.hex) !== target) continue;
    if (hooks('holdsInsteadOfRetreating').some((holds) => holds(state, units, unitId, events))) continue;
    if (movementAllowance(info, unit) < 1) {
      eliminate(board, units, unitId, 'forced to retreat with no movement allowance', '13.2', events);
      continue;
    }
    const roll = rollDice(rng, dice.expr);
    rng = roll.state;
    events.push({ type: 'die-rolled', purpose: `retreat of ${info.designation}`, dice: dice.text, faces: roll.dice, total: roll.total, rule: '13.1' });
    if (roll.total < 1) continue;
    // A snapshot, not the draft: what reads this state may keep what it worked out with its units record (zoc.ts, units.ts).
    const current: GameState = withParts(state, { units: snapshotUnits(board, units) });
    const g = retreatGround(current, unitId, origin);
    const fits = fitsAt(current, unitId);
    const notes: string[] = [];
    const plan = plans && Object.hasOwn(plans, unitId) ? plans[unitId] : undefined;
    let chosenBy: 'plan' | 'automatic' = 'automatic';
    let route: RetreatRoute | null = null;
    if (plan) {
      const planned = plannedRoute(current, plan, roll.total, fits);
      route = planned.route;
      if (route) chosenBy = 'plan';
      else notes.push(`${planned.note}; the engine chose the route`);
    }
    route ??= autoRetreatRoute(g, roll.total, fits);
    if (!route) {
      const where = g.tables.stepOpen !== null ? ' along the river, the only way a river boat may retreat (23.3)' : '';
      eliminate(board, units, unitId, `no legal retreat of ${roll.total} hexes${where} (enemy units, prohibited terrain or the map edge)`, '13.2', events);
      continue;
    }
    if (route.path.length > roll.total) notes.push(`retreated ${route.path.length - roll.total} more hex(es) to avoid over-stacking (13.2)`);
    if (route.overStacked) notes.push('no hex short of over-stacking was open: the end-of-phase stacking check applies (13.2, 7.3)');
    const stepEvents: GameEvent[] = [];
    const entered = walk(g, units, unitId, route.path, stepEvents);
    const path = entered.map((i) => hexAt(board, i));
    events.push({ type: 'unit-retreated', unitId, from: origin, to: path[path.length - 1], path, rolled: roll.total, chosenBy, notes, rule: '13.2' }, ...stepEvents);
  }
  return { state: withParts(state, { units, rng }), events };
}
