// Rules 11.0, 11.2.2, 11.3, 11.4, 11.5, 13.0, 14.2, 15.1, 15.3, OST 13.16.
/**
 * Ground combat (11.0), one `attack` action per combat, following 11.3: declare (checked in combat-check.ts),
 * total the attack and defence strengths (current sides, so disrupted units count their back, 15.1), take the
 * differential's CRT column, apply the column shifts (combat-shifts.ts, clamped to the table's ends, 11.4),
 * roll one die from the game dice and apply the result at once (11.5):
 *  - AD: every adjacent attacker is disrupted; EX: one adjacent attacker is disrupted (the action's
 *    `exchangeUnit`, else the engine picks one that survives disruption, then the weakest, then by id) and the
 *    defenders are disrupted. Ranged attackers are never affected by the result (11.2.2);
 *  - DD, DDR: every defender is disrupted; DE: every defender is eliminated; DR, DDR: the survivors retreat (13.0);
 *  - a disrupted unit disrupted again, or a one-step unit disrupted, is eliminated (15.1, 15.3).
 * The attacker's losses are applied before the defender's retreat, so an eliminated attacker exerts no ZOC on it.
 * When the defenders' hex ends empty, pursuit opens for the eligible attackers (pursuit.ts).
 * Lone leaders in a Banzai charge fight at 1 (OST 13.16, banzai.ts); the assessment's notes say so, as they say what
 * defence strength a module adds (a command post's bonus, modules/obstacles).
 * Caves (module `caves`): artillery alone against a cave only rolls for collapse; engineers attacking a cave roll
 * for collapse after the combat (cave-attacks.ts).
 */
import { rollDie } from '../../dice';
import { crtResult, RESULT_EFFECTS, type ResultCode } from '../../ruleset';
import type { AttackAction } from '../core/actions';
import { hexAt, hexIndex, labelOf } from '../core/board';
import { crtArithmetic } from './crt-arithmetic';
import { hooks } from '../core/registry';
import { checkAttack, payRangedFire, type AttackPlan } from './combat-check';
import { columnShifts } from './combat-shifts';
import { disrupt, eliminate, survivesLoss, type UnitsDraft } from '../disruption/disruption';
import type { RuleError } from '../core/errors';
import type { CombatAssessment, CombatantStrength, GameEvent } from '../core/events';
import { pursuers } from '../retreat/pursuit';
import { accept, refusal, type ApplyResult } from '../core/result';
import { retreatDefenders } from '../retreat/retreat';
import { combatOf, withParts, type GameState, type PursuitState } from '../core/state';
import { unitOf, currentStep, copyUnits } from '../core/units';

const NO_STRENGTHS: ReadonlyMap<string, number> = new Map();

/**
 * Strengths the modules set other than the counters' (a lone leader in a Banzai), with their notes; nothing is
 * allocated when no module sets any (nearly every attack a bot weighs).
 */
function moduleStrengths(state: GameState, plan: AttackPlan): { strength: ReadonlyMap<string, number>; notes: readonly string[] } {
  let strength: Map<string, number> | null = null;
  let notes: string[] | null = null;
  for (const hook of hooks('strengths')) {
    const more = hook(state, plan);
    if (more.strength.size > 0) {
      strength ??= new Map();
      for (const [id, value] of more.strength) strength.set(id, value);
    }
    if (more.notes.length > 0) (notes ??= []).push(...more.notes);
  }
  return { strength: strength ?? NO_STRENGTHS, notes: notes ?? [] };
}

/** Defence strength the modules add to the defenders (a command post's bonus), with their notes. */
function featureDefence(state: GameState, plan: AttackPlan): { add: number; notes: string[] } {
  let add = 0;
  const notes: string[] = [];
  for (const hook of hooks('defenceAdd')) {
    const more = hook(state, plan);
    if (!more) continue;
    add += more.add;
    notes.push(...more.notes);
  }
  return { add, notes };
}

/** The arithmetic of a checked attack, before the die (11.3 steps 2–6). */
export function assessPlan(state: GameState, plan: AttackPlan): CombatAssessment {
  const { board } = state;
  const crt = board.ruleset.crt;
  const leaders = moduleStrengths(state, plan);
  const strength = (unitId: string, ranged: boolean): CombatantStrength => ({ unitId, strength: leaders.strength.get(unitId) ?? currentStep(board.units[unitId], unitOf(state, unitId)).combat, ranged });
  const attackers = [...plan.adjacent.map((id) => strength(id, false)), ...plan.ranged.map((id) => strength(id, true))];
  const defenders = plan.defenders.map((id) => strength(id, false));
  const attack = attackers.reduce((sum, a) => sum + a.strength, 0);
  const more = featureDefence(state, plan);
  const defence = defenders.reduce((sum, d) => sum + d.strength, 0) + more.add;
  const notes = [...leaders.notes, ...more.notes];
  return {
    attackers,
    defenders,
    ...crtArithmetic(crt, attack, defence, columnShifts(state, plan)),
    ...(notes.length > 0 ? { notes } : {}),
  };
}

/** The odds of an attack without making it: what the UI shows before the player commits (DESIGN §4.8). */
export function assessAttack(state: GameState, action: AttackAction): { ok: true; assessment: CombatAssessment } | { ok: false; error: RuleError } {
  const checked = checkAttack(state, action);
  return checked.ok ? { ok: true, assessment: assessPlan(state, checked.plan) } : checked;
}

/** EX (11.5): the attacker's choice, else one that survives disruption, then the weakest, then by id. */
function exchangeVictim(state: GameState, plan: AttackPlan, chosen: string | undefined): { unitId: string; why: string } {
  if (chosen !== undefined) return { unitId: chosen, why: 'chosen by the attacker' };
  const { board } = state;
  const survives = (id: string) => survivesLoss(board, state.units[id], id);
  const strength = (id: string) => currentStep(board.units[id], state.units[id]).combat;
  const [unitId] = [...plan.adjacent].sort((a, b) => Number(survives(b)) - Number(survives(a)) || strength(a) - strength(b) || (a < b ? -1 : 1));
  return { unitId, why: 'engine default: a unit that survives disruption, then the weakest, then by id' };
}

function attackerLosses(state: GameState, plan: AttackPlan, result: ResultCode, chosen: string | undefined, units: UnitsDraft, events: GameEvent[], notes: string[]): void {
  const { board } = state;
  if (!RESULT_EFFECTS[result].attackerDisrupted) return;
  if (plan.adjacent.length === 0) {
    notes.push(`${result}: ranged attackers are not affected by the combat result (11.2.2)`);
    return;
  }
  if (result === 'EX') {
    const victim = exchangeVictim(state, plan, chosen);
    notes.push(`exchange: ${board.units[victim.unitId].designation} is disrupted (${victim.why})`);
    disrupt(board, units, victim.unitId, 'exchange (EX)', '11.5', events);
    return;
  }
  for (const id of plan.adjacent) disrupt(board, units, id, `combat result ${result}`, '11.5', events);
}

function defenderLosses(state: GameState, plan: AttackPlan, result: ResultCode, units: UnitsDraft, events: GameEvent[]): void {
  const effects = RESULT_EFFECTS[result];
  for (const id of plan.defenders) {
    if (effects.defenderEliminated) eliminate(state.board, units, id, `combat result ${result}`, '11.5', events);
    else if (effects.defenderDisrupted) disrupt(state.board, units, id, `combat result ${result}`, '11.5', events);
  }
}

export function applyAttack(state: GameState, action: AttackAction): ApplyResult {
  const checked = checkAttack(state, action);
  if (!checked.ok) return refusal(checked.error);
  const { plan } = checked;
  for (const resolve of hooks('resolveAttack')) {
    const resolved = resolve(state, plan);
    if (resolved) return resolved;
  }
  const { board } = state;
  const crt = board.ruleset.crt;
  const paid = payRangedFire(state, plan.side, plan.payRanged);
  if (!paid.ok) return refusal(paid.error);
  const events: GameEvent[] = paid.events;
  let next = paid.state;
  const assessment = assessPlan(next, plan);
  const roll = rollDie(next.rng, 6);
  next = withParts(next, { rng: roll.state });
  const result = crtResult(crt, assessment.finalColumn.index, roll.value);
  const at = hexAt(board, plan.target);
  const hex = labelOf(board, at);
  const attacked = { ...combatOf(state).attacked };
  for (const id of [...plan.adjacent, ...plan.ranged]) attacked[id] = state.units[id].hex as typeof at;
  const notes: string[] = [];
  const lossEvents: GameEvent[] = [];
  const units: UnitsDraft = copyUnits(next);
  attackerLosses(next, plan, result, action.exchangeUnit, units, lossEvents, notes);
  defenderLosses(next, plan, result, units, lossEvents);
  next = withParts(next, { units });
  events.push(
    { type: 'die-rolled', purpose: `combat against ${hex}`, dice: crt.dice, faces: [roll.value], total: roll.value, rule: '11.3' },
    { type: 'combat-resolved', side: plan.side, hex, at, ...assessment, die: roll.value, result, resultLabel: RESULT_EFFECTS[result].label, notes: [...(assessment.notes ?? []), ...notes], rule: '11.3' },
    ...lossEvents,
  );
  if (RESULT_EFFECTS[result].defenderRetreats) {
    const retreat = retreatDefenders(next, plan.target, plan.defenders, action.retreatPaths);
    next = retreat.state;
    events.push(...retreat.events);
  }
  const vacated = plan.defenders.every((id) => {
    const h = next.units[id].hex;
    return !h || hexIndex(board, h) !== plan.target;
  });
  let pursuit: PursuitState | null = null;
  if (vacated) {
    const may = pursuers(next, plan.adjacent, plan.target);
    if (Object.keys(may).length > 0) {
      pursuit = { hex: at, units: may };
      events.push({ type: 'pursuit-open', hex, at, units: Object.entries(may).map(([unitId, maxHexes]) => ({ unitId, maxHexes })), rule: '14.2' });
    }
  }
  next = withParts(next, { combat: { attacked, rangedPaid: combatOf(state).rangedPaid || plan.payRanged, pursuit } });
  for (const hook of hooks('afterAttack')) {
    const step = hook(state, next, plan);
    next = step.state;
    events.push(...step.events);
  }
  return accept(next, events);
}
