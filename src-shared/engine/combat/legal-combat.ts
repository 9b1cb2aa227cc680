// Rules 7.4.
/**
 * The combat and regroup actions legalActions lists (each checked by the same code apply runs):
 *  - Ground Attack Phase, for each hex holding enemy units (hex index order):
 *    one attack per single adjacent attacker (unit id order); the combined attack of every adjacent unit that may
 *    attack (out of an over-stacked hex only its first unit, and none once one has attacked from it, 7.4) when
 *    that is more than one unit; one ranged-only attack per ranged unit in range; and the combined adjacent
 *    attack plus as many ranged units (id order) as the fire coordination limit allows.
 *    Pursuits come first while one is open (pursuit.ts).
 *  - Regroup Phase: one regroup per disrupted unit of the phasing side on the map (id order), while a CP is in hand.
 */
import type { AttackAction, RegroupAction } from '../core/actions';
import { hexAt, hexDistance } from '../core/board';
import { attackContext, checkAttackWith, type AttackContext, type AttackPlan } from './combat-check';
import { cpOf } from '../command-points/command-points';
import { checkRegroup } from '../disruption/regroup';
import { combatOf, phasingSide, type GameState } from '../core/state';
import { unitInfos, unitStates, currentStep, unitHexIndexes, unitSideIds } from '../core/units';

function enemyHexes(state: GameState, side: string): number[] {
  const hexes = new Set<number>();
  const at = unitHexIndexes(state);
  const ids = state.board.unitIds;
  const sides = unitSideIds(state.board);
  for (let i = 0; i < ids.length; i++) if (at[i] >= 0 && sides[i] !== side) hexes.add(at[i]);
  return [...hexes].sort((a, b) => a - b);
}

/** A unit that may still attack this phase, its hex index and its range on its current side. */
type Ready = { readonly id: string; readonly at: number; readonly range: number };

/** A quick necessary test before the full check (11.2.2): a range of 2 or more, the target within it. */
function mayFireAt(ctx: AttackContext, r: Ready, target: number): boolean {
  return r.range >= 2 && hexDistance(ctx.state.board, r.at, target) <= r.range;
}

/** The phasing side's units that may still attack, worked out once for every target. */
type Forces = {
  /** Hex index -> the ready units next to it, in id order. */
  readonly next: ReadonlyMap<number, readonly Ready[]>;
  /** Ready units with a range of 2 or more on their current side, in id order. */
  readonly shooters: readonly Ready[];
};

/** A listed attack; `plan` when it has been checked already (a ranged unit's own attack, checked to list it). */
type Candidate = { readonly action: AttackAction; readonly plan?: AttackPlan };

function candidates(ctx: AttackContext, target: number, forces: Forces): Candidate[] {
  const { board } = ctx.state;
  const defenderHex = hexAt(board, target);
  const adjacent = forces.next.get(target) ?? [];
  const list: Candidate[] = adjacent.map((r) => ({ action: { type: 'attack', attackers: [r.id], defenderHex } }));
  // Out of an over-stacked hex, its first unit only (the hexes used kept in a list: there are few).
  const usedStack: number[] = [];
  const combined: string[] = [];
  for (const { id, at } of adjacent) {
    if (ctx.overStacked.has(at)) {
      if (usedStack.includes(at) || ctx.firedFrom.has(at)) continue;
      usedStack.push(at);
    }
    combined.push(id);
  }
  if (combined.length > 1) list.push({ action: { type: 'attack', attackers: combined, defenderHex } });
  // Each ranged unit's own attack is listed when it passes the check, and with the plan that check made.
  const ranged: string[] = [];
  for (const r of forces.shooters) {
    if (adjacent.includes(r) || !mayFireAt(ctx, r, target)) continue;
    const action: AttackAction = { type: 'attack', attackers: [], ranged: [r.id], defenderHex };
    const checked = checkAttackWith(ctx, action);
    if (!checked.ok) continue;
    ranged.push(r.id);
    list.push({ action, plan: checked.plan });
  }
  const limit = Object.hasOwn(board.fireCoordination, ctx.side) ? board.fireCoordination[ctx.side] : 1;
  if (combined.length > 0 && ranged.length > 0 && limit > 0) list.push({ action: { type: 'attack', attackers: combined, ranged: ranged.slice(0, limit), defenderHex } });
  return list;
}

export function attackActions(state: GameState): AttackAction[] {
  return attackPlans(state).map((p) => p.action);
}

/** The listed attacks with their checked plans, for callers that weigh them (the greedy bot). */
export function attackPlans(state: GameState): { action: AttackAction; plan: AttackPlan }[] {
  if (state.phase !== 'ground-attack') return [];
  const ctx = attackContext(state);
  const attacked = combatOf(state).attacked;
  const { board } = state;
  const next = new Map<number, Ready[]>();
  const shooters: Ready[] = [];
  const hexes = unitHexIndexes(state);
  const units = unitStates(state);
  const infos = unitInfos(board);
  for (let i = 0; i < hexes.length; i++) {
    const id = board.unitIds[i];
    if (hexes[i] < 0 || infos[i].sideId !== ctx.side || Object.hasOwn(attacked, id)) continue;
    const ready = { id, at: hexes[i], range: currentStep(infos[i], units[i]).range };
    if (ready.range >= 2) shooters.push(ready);
    for (let dir = 0; dir < 6; dir++) {
      const n = board.neighbourAt[ready.at * 6 + dir];
      if (n < 0) continue;
      const list = next.get(n);
      if (list) list.push(ready);
      else next.set(n, [ready]);
    }
  }
  if (next.size === 0 && shooters.length === 0) return [];
  const plans: { action: AttackAction; plan: AttackPlan }[] = [];
  for (const target of enemyHexes(state, ctx.side)) {
    for (const { action, plan } of candidates(ctx, target, { next, shooters })) {
      if (plan) {
        plans.push({ action, plan });
        continue;
      }
      const checked = checkAttackWith(ctx, action);
      if (checked.ok) plans.push({ action, plan: checked.plan });
    }
  }
  return plans;
}

export function regroupActions(state: GameState): RegroupAction[] {
  if (state.phase !== 'regroup') return [];
  const side = phasingSide(state).id;
  if (cpOf(state, side) < 1) return [];
  // Only the side's disrupted units on the map can pass the check: the others are not asked (a refusal is worded).
  const sides = unitSideIds(state.board);
  const out: RegroupAction[] = [];
  const units = unitStates(state);
  state.board.unitIds.forEach((unitId, i) => {
    const unit = units[i];
    if (sides[i] !== side || !unit.hex || !unit.disrupted) return;
    if (!checkRegroup(state, { type: 'regroup', unitId })) out.push({ type: 'regroup', unitId });
  });
  return out;
}
