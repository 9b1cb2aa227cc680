// Rules 7.4, 11.0, 11.1, 11.2, 11.2.1, 11.2.2, 11.3, 11.5, 15.1.
/**
 * Whether an attack may be made (11.1, 11.2, 7.4), checked in full before any die is rolled, so a refused attack
 * changes nothing and reveals nothing:
 *  - only in the phasing player's Ground Attack Phase, by units of the phasing side that are on the map and have
 *    not yet attacked this phase (11.1);
 *  - one hex holding enemy units (11.2.1); adjacent attackers must be next to it;
 *  - ranged attackers (11.2.2): range factor 2 or more on their current side (15.1), the target within range,
 *    not next to any enemy unit; no line of sight; at most the scenario's fire coordination limit per combat;
 *    the first ranged fire of the phase needs 1 CP in hand;
 *  - 7.4: from a hex that is over-stacked when the attack is made, only one unit attacks in the whole phase;
 *  - the exchange choice and planned retreat routes must name units of this combat (see retreat.ts);
 *  - the Pacific modules' own limits (pacific-attack-check.ts).
 */
import type { HexRef } from '../../model';
import type { AttackAction } from '../core/actions';
import { directionTo, hexAt, hexDistance, hexIndex, isHexRef, labelOf, onMap } from '../core/board';
import { cpOf, spendCp } from '../command-points/command-points';
import { ruleError, type RuleError } from '../core/errors';
import type { GameEvent } from '../core/events';
import { checkRetreatPlans } from '../retreat/retreat';
import type { CombatForces } from './combat-shifts';
import { firstFault, hooks } from '../core/registry';
import { RecentCache } from '../core/recent-cache';
import { overStackedHexes } from '../stacking/stacking';
import { combatOf, phasingSide, type GameState } from '../core/state';
import { unitOf, currentStep, unitHexIndexes, unitInfo } from '../core/units';
import { zocMasks } from '../zoc/zoc';

/** A checked attack: who fights, where, and whether this attack pays the phase's ranged-fire CP. */
export type AttackPlan = CombatForces & { readonly payRanged: boolean };

/** 11.2.2: the side's first ranged fire of a Ground Attack Phase costs 1 CP; nothing is spent when `pay` is false. */
export function payRangedFire(state: GameState, side: string, pay: boolean): { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: RuleError } {
  if (!pay) return { ok: true, state, events: [] };
  const spent = spendCp(state, side, 1, 'Ranged fire for this Ground Attack Phase', '11.2.2');
  return spent.ok ? { ok: true, state: spent.state, events: spent.events } : spent;
}

/** What every attack check of one state shares; built once for legalActions. */
export type AttackContext = {
  readonly state: GameState;
  readonly side: string;
  /** 1 where a unit of the phasing side would be next to an enemy unit. */
  readonly ezoc: Uint8Array;
  /** Hex indexes where the phasing side is over-stacked now (7.4). */
  readonly overStacked: ReadonlySet<number>;
  /** Hex index -> units of the phasing side that already attacked from it this phase. */
  readonly firedFrom: ReadonlyMap<number, number>;
  /** Hex index -> the units standing there, in id order. */
  readonly occupants: ReadonlyMap<number, readonly string[]>;
};

const contexts = new RecentCache<GameState, AttackContext>();

/** The state's attack context, worked out once per (immutable) state: a bot weighs an attack, then apply checks it again. */
export function attackContext(state: GameState): AttackContext {
  let ctx = contexts.get(state);
  if (!ctx) contexts.set(state, (ctx = buildAttackContext(state)));
  return ctx;
}

function buildAttackContext(state: GameState): AttackContext {
  const side = phasingSide(state).id;
  const overStacked = new Set(overStackedHexes(state).flatMap((r) => (r.side === side ? [r.hexIndex] : [])));
  const firedFrom = new Map<number, number>();
  for (const hex of Object.values(combatOf(state).attacked)) {
    const at = hexIndex(state.board, hex);
    firedFrom.set(at, (firedFrom.get(at) ?? 0) + 1);
  }
  const occupants = new Map<number, string[]>();
  const hexes = unitHexIndexes(state);
  for (let i = 0; i < hexes.length; i++) {
    const at = hexes[i];
    if (at < 0) continue;
    const id = state.board.unitIds[i];
    const here = occupants.get(at);
    if (here) here.push(id);
    else occupants.set(at, [id]);
  }
  return { state, side, ezoc: zocMasks(state, side).ezoc, overStacked, firedFrom, occupants };
}

const isIdList = (v: unknown): v is readonly string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** Some id is listed twice (an attack lists a few units: compared pairwise, no set built). */
function listsTwice(ids: readonly string[]): boolean {
  for (let i = 1; i < ids.length; i++) for (let k = 0; k < i; k++) if (ids[i] === ids[k]) return true;
  return false;
}

function checkUnit(ctx: AttackContext, unitId: string): RuleError | null {
  const { state } = ctx;
  const info = unitInfo(state.board, unitId);
  if (!info) return ruleError('unknown-unit', `There is no unit '${unitId}' in this game.`);
  if (info.sideId !== ctx.side) return ruleError('not-your-turn', `${info.designation} belongs to ${info.sideId}; only the phasing player (${ctx.side}) attacks now.`, '11.1');
  if (!unitOf(state, unitId).hex) return ruleError('unit-not-on-map', `${info.designation} is not on the map.`, '11.2');
  if (Object.hasOwn(combatOf(state).attacked, unitId)) return ruleError('unit-already-attacked', `${info.designation} has already attacked this phase; a unit attacks at most once per Ground Attack Phase.`, '11.1');
  return null;
}

function checkRanged(ctx: AttackContext, unitId: string, target: HexRef): RuleError | null {
  const { state } = ctx;
  const info = state.board.units[unitId];
  const unit = unitOf(state, unitId);
  const hex = unit.hex as HexRef;
  const range = currentStep(info, unit).range;
  if (range < 2) return ruleError('illegal-attack', `${info.designation} has a range of ${range}${unit.disrupted ? ' on its disrupted side' : ''}; ranged fire needs a range of 2 or more.`, '11.2.2');
  if (ctx.ezoc[hexIndex(state.board, hex)] === 1) return ruleError('illegal-attack', `${info.designation} is next to an enemy unit and may not fire at range.`, '11.2.2');
  const d = hexDistance(state.board, hexIndex(state.board, hex), hexIndex(state.board, target));
  if (d > range) return ruleError('illegal-attack', `${labelOf(state.board, target)} is ${d} hexes from ${info.designation}, beyond its range of ${range}.`, '11.2.2');
  return null;
}

/** 7.4: at most one unit attacks out of a hex that is over-stacked, over the whole phase. */
function checkOverStacked(ctx: AttackContext, unitIds: readonly string[]): RuleError | null {
  if (ctx.overStacked.size === 0) return null;
  const count = new Map<number, number>();
  for (const id of unitIds) {
    const at = hexIndex(ctx.state.board, unitOf(ctx.state, id).hex as HexRef);
    if (ctx.overStacked.has(at)) count.set(at, (count.get(at) ?? 0) + 1);
  }
  for (const [at, n] of count) {
    const before = ctx.firedFrom.get(at) ?? 0;
    if (n + before > 1) {
      const label = labelOf(ctx.state.board, hexAt(ctx.state.board, at));
      return ruleError('illegal-attack', `${label} is over-stacked: only one unit may attack out of it this phase${before > 0 ? ', and one already has' : ''}.`, '7.4');
    }
  }
  return null;
}

export function checkAttackWith(ctx: AttackContext, action: AttackAction): { ok: true; plan: AttackPlan } | { ok: false; error: RuleError } {
  const fail = (error: RuleError) => ({ ok: false as const, error });
  const { state } = ctx;
  const { board } = state;
  if (state.phase !== 'ground-attack') return fail(ruleError('wrong-phase', 'Attacks are made only in the Ground Attack Phase.', '11.0'));
  const ranged = action.ranged ?? [];
  if (!isIdList(action.attackers) || !isIdList(ranged)) return fail(ruleError('bad-action', 'An attack lists attacking unit ids.'));
  if (!isHexRef(action.defenderHex) || !onMap(board, action.defenderHex)) return fail(ruleError('illegal-attack', 'The attacked hex must be a hex on the map.', '11.2.1'));
  const all = [...action.attackers, ...ranged];
  if (all.length === 0) return fail(ruleError('illegal-attack', 'An attack needs at least one attacking unit.', '11.3'));
  if (listsTwice(all)) return fail(ruleError('bad-action', 'A unit is listed twice; a unit’s strength cannot be divided or counted twice.', '11.1'));
  const target = hexIndex(board, action.defenderHex);
  const label = () => labelOf(board, action.defenderHex as HexRef);
  const defenders = ctx.occupants.get(target) ?? [];
  if (defenders.length === 0 || board.units[defenders[0]].sideId === ctx.side) {
    return fail(ruleError('illegal-attack', `${label()} holds no enemy units to attack.`, '11.2.1'));
  }
  for (const id of all) {
    const error = checkUnit(ctx, id);
    if (error) return fail(error);
  }
  for (const id of action.attackers) {
    const at = hexIndex(board, unitOf(state, id).hex as HexRef);
    if (directionTo(board, at, target) < 0) {
      return fail(ruleError('illegal-attack', `${board.units[id].designation} is not next to ${label()}; list it as a ranged attacker to fire from a distance.`, '11.2.1'));
    }
  }
  for (const id of ranged) {
    const error = checkRanged(ctx, id, action.defenderHex);
    if (error) return fail(error);
  }
  const limit = Object.hasOwn(board.fireCoordination, ctx.side) ? board.fireCoordination[ctx.side] : 1;
  if (ranged.length > limit) return fail(ruleError('illegal-attack', `At most ${limit} ranged unit${limit === 1 ? '' : 's'} may join one combat in this scenario.`, '11.2.2'));
  const byModule = firstFault(hooks('attackFault'), state, { side: ctx.side, target, defenders, adjacent: action.attackers, ranged });
  if (byModule) return fail(byModule);
  const stacked = checkOverStacked(ctx, all);
  if (stacked) return fail(stacked);
  const payRanged = ranged.length > 0 && !combatOf(state).rangedPaid;
  if (payRanged && cpOf(state, ctx.side) < 1) {
    return fail(ruleError('not-enough-cp', `Ranged fire costs 1 CP for the phase and ${ctx.side} has none left.`, '11.2.2'));
  }
  if (action.exchangeUnit !== undefined && !action.attackers.includes(action.exchangeUnit)) {
    return fail(ruleError('bad-action', 'The unit chosen for an exchange must be one of the adjacent attackers.', '11.5'));
  }
  const plans = checkRetreatPlans(state, target, defenders, action.retreatPaths);
  if (plans) return fail(plans);
  return { ok: true, plan: { side: ctx.side, target, defenders: [...defenders], adjacent: [...action.attackers], ranged: [...ranged], payRanged } };
}

export function checkAttack(state: GameState, action: AttackAction): { ok: true; plan: AttackPlan } | { ok: false; error: RuleError } {
  return checkAttackWith(attackContext(state), action);
}
