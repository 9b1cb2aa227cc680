/**
 * The greedy bot's fighting phases. Ground Attack: pursue into the emptied hex unless the unit holds an objective;
 * otherwise make the planned attacks: as the phase opens, every attack legalActions lists is weighed at the column
 * the engine's own arithmetic gives it (assessPlan: strengths, differential, shifts); the best expectation goes first,
 * then the best of those sharing no unit or target with it, and so on, while the expectation is positive. Canister
 * shots are weighed with them (greedy-canister.ts). A Banzai participant that must still attack makes the best attack
 * listed for it, whatever its odds (OST 13.9). Under the morale module no lone leader attacks and a leader's loss
 * counts double (greedy-morale.ts). Strikes: a napalm strike first when it is worth more than an ordinary
 * airstrike (greedy-napalm.ts); then, with 2 CP or more in hand, strike the enemy hex the bot is most likely to attack
 * next. Regroup: an air supply marker that regroups two units or more (greedy-engineering.ts), then the strongest
 * disrupted unit first, while CP last.
 */
import { crtResult, RESULT_EFFECTS } from '../../ruleset';
import type { Action, AttackAction } from '../core/actions';
import type { FireCanisterAction } from '../modules/pacific/pacific-actions';
import { directionTo, hexIndex } from '../core/board';
import { assessPlan } from '../combat/combat';
import { checkAttack, type AttackPlan } from '../combat/combat-check';
import { cpOf } from '../command-points/command-points';
import { attackPlans, regroupActions } from '../combat/legal-combat';
import { pursuitActions } from '../retreat/pursuit';
import { strikeActions } from '../strikes/strike-check';
import { activeBanzai } from '../modules/banzai/banzai';
import { combatOf, type GameState } from '../core/state';
import { lossValue } from './attack-value';
import { canisterShots, canisterStillGood } from './greedy-canister';
import { airSupplyUse } from './greedy-engineering';
import { attackerWeight, loneLeaderAttack } from './greedy-morale';
import { napalmAction } from './greedy-napalm';
import { objectiveSet } from './goals';
import type { PhaseMemory } from './phase-memory';
import { unitInfos, unitStates } from '../core/units';

/**
 * The attack's worth to the attacker, averaged over the die at this CRT column: each result's defender losses, plus a
 * point for emptying an objective hex, less its attacker losses (an exchange costs the one attacker the engine picks,
 * one that survives it when it can; ranged attackers never suffer, 11.2.2).
 */
function expectedValue(state: GameState, plan: AttackPlan, column: number, objective: boolean): number {
  const crt = state.board.ruleset.crt;
  const disrupted = plan.defenders.reduce((sum, id) => sum + lossValue(state, id, false), 0);
  const retreating = 0.5 * plan.defenders.length;
  const losses = plan.adjacent.map((id) => lossValue(state, id, false) * attackerWeight(state, id));
  const allLost = losses.reduce((sum, v) => sum + v, 0);
  const oneLost = losses.length > 0 ? Math.min(...losses) : 0;
  let total = 0;
  for (const row of crt.rows) {
    const result = crtResult(crt, column, row.roll);
    const effects = RESULT_EFFECTS[result];
    if (effects.defenderEliminated) total += 2 * plan.defenders.length;
    else if (effects.defenderDisrupted) total += disrupted;
    if (effects.defenderRetreats) total += retreating;
    if (objective && (effects.defenderEliminated || effects.defenderRetreats)) total += 1;
    if (effects.attackerDisrupted) total -= result === 'EX' ? oneLost : allLost;
  }
  return total / crt.rows.length;
}

type Scored = { action: AttackAction | FireCanisterAction; expected: number; column: number; units: readonly string[]; targets: readonly number[] };

function scored(state: GameState, action: AttackAction, plan: AttackPlan, objectives: ReadonlySet<number>): Scored {
  const column = assessPlan(state, plan).finalColumn.index;
  const expected = expectedValue(state, plan, column, objectives.has(plan.target));
  return { action, expected, column, units: [...plan.adjacent, ...plan.ranged], targets: [plan.target] };
}

/** Best first: the higher expectation, then the better column, then fewer units. */
const better = (a: Scored, b: Scored) => b.expected - a.expected || b.column - a.column || a.units.length - b.units.length;

/**
 * The phase's attacks in one pass over legalActions' candidates: the best one, then the best of those that share no
 * unit and no target with the ones taken, and so on; only those with a positive expectation.
 */
function planAttacks(state: GameState): Action[] {
  const objectives = objectiveSet(state.board);
  // Those worth making, in listing order (attacks, then canister shots), then best first.
  const all: Scored[] = [];
  for (const { action, plan } of attackPlans(state)) {
    if (loneLeaderAttack(state, plan)) continue;
    const s = scored(state, action, plan, objectives);
    if (s.expected > 0) all.push(s);
  }
  for (const shot of canisterShots(state)) if (shot.expected > 0) all.push({ ...shot, units: [shot.action.unitId] });
  all.sort(better);
  const busy = new Set<string>();
  const targets = new Set<number>();
  const planned: Action[] = [];
  for (const s of all) {
    if (s.targets.some((at) => targets.has(at)) || s.units.some((id) => busy.has(id))) continue;
    planned.push(s.action);
    for (const at of s.targets) targets.add(at);
    for (const id of s.units) busy.add(id);
  }
  return planned;
}

/** Still legal, and still worth it, now that earlier combats of the phase are over? */
function stillGood(state: GameState, action: Action): boolean {
  if (action.type === 'fireCanister') return canisterStillGood(state, action);
  if (action.type !== 'attack') return false;
  const checked = checkAttack(state, action);
  return checked.ok && scored(state, action, checked.plan, objectiveSet(state.board)).expected > 0;
}

/** OST 13.9: the best listed attack by a Banzai participant next to an enemy that has not attacked yet, if one must. */
function banzaiAttack(state: GameState, side: string): Action | null {
  const charge = activeBanzai(state, side);
  if (!charge) return null;
  const attacked = combatOf(state).attacked;
  const due = new Set(charge.units.filter((id) => state.units[id].hex !== null && !Object.hasOwn(attacked, id)));
  if (due.size === 0) return null;
  const objectives = objectiveSet(state.board);
  let best: Scored | null = null;
  for (const { action, plan } of attackPlans(state)) {
    if (!plan.adjacent.some((id) => due.has(id))) continue;
    const s = scored(state, action, plan, objectives);
    if (!best || better(s, best) < 0) best = s;
  }
  return best?.action ?? null;
}

export function groundAttackAction(state: GameState, side: string, memory: PhaseMemory): Action | null {
  const objectives = objectiveSet(state.board);
  for (const pursue of pursuitActions(state)) {
    const hex = state.units[pursue.unitId].hex;
    if (pursue.path.length === 1 && hex && !objectives.has(hexIndex(state.board, hex))) return pursue;
  }
  // One plan per phase (weighing every candidate is the dearest thing the bot does); each planned attack is checked
  // again before it is made, since the combats before it may have changed the odds.
  if (memory.plannedIn === null) {
    memory.attacks = planAttacks(state);
    memory.plannedIn = state;
  }
  // In the very state it was planned in, the first attack needs no second look.
  for (let next = memory.attacks.shift(); next; next = memory.attacks.shift()) if (memory.plannedIn === state || stillGood(state, next)) return next;
  return banzaiAttack(state, side);
}

export function strikeAction(state: GameState, side: string): Action | null {
  const napalm = napalmAction(state, side);
  if (napalm) return napalm;
  if (cpOf(state, side) < 2) return null;
  const { board } = state;
  const own: number[] = [];
  const units = unitStates(state);
  const infos = unitInfos(board);
  for (let i = 0; i < units.length; i++) {
    const hex = units[i].hex;
    if (hex && infos[i].sideId === side) own.push(hexIndex(board, hex));
  }
  const objectives = objectiveSet(board);
  let best: Action | null = null;
  let bestScore = -1;
  for (const action of strikeActions(state)) {
    const at = hexIndex(board, action.targets[0].hex);
    const score = (own.some((h) => directionTo(board, h, at) >= 0) ? 10 : 0) + (objectives.has(at) ? 5 : 0);
    if (score > bestScore) {
      best = action;
      bestScore = score;
    }
  }
  return best;
}

export function regroupAction(state: GameState, side: string): Action | null {
  const supplied = airSupplyUse(state, side);
  if (supplied) return supplied;
  let best: Action | null = null;
  let strongest = -1;
  for (const action of regroupActions(state)) {
    const strength = state.board.units[action.unitId].type.steps[0].combat;
    if (strength > strongest) {
      best = action;
      strongest = strength;
    }
  }
  return best;
}
