/**
 * The greedy bot's fighting phases. Ground Attack: pursue into the emptied hex unless the unit holds an objective;
 * otherwise make the listed attack (legalActions' candidates) with the best expected result at the column the
 * engine's own arithmetic gives it (assessPlan: strengths, differential, shifts), when that expectation is positive.
 * Strikes: with 2 CP or more in hand, strike the enemy hex the bot is most likely to attack next. Regroup: the
 * strongest disrupted unit first, while CP last.
 */
import { crtResult, RESULT_EFFECTS, type ResultCode } from '../../ruleset';
import type { Action, AttackAction } from '../actions';
import { directionTo, hexIndex } from '../board';
import { assessPlan } from '../combat';
import type { AttackPlan } from '../combat-check';
import { cpOf } from '../command-points';
import { isOneStep } from '../disruption';
import { attackPlans, regroupActions } from '../legal-combat';
import { pursuitActions } from '../pursuit';
import { strikeActions } from '../strike-check';
import type { GameState } from '../state';
import { objectiveHexes } from './goals';

/** What one unit's loss is worth: disruption, or elimination when the unit cannot take another step (15.1, 15.3). */
function lossValue(state: GameState, unitId: string, eliminated: boolean): number {
  const gone = eliminated || state.units[unitId].disrupted || isOneStep(state.board.units[unitId]);
  return gone ? 2 : 1;
}

/** Expected value of one result for the attacker: defenders' losses less attackers' losses. */
function resultValue(state: GameState, plan: AttackPlan, result: ResultCode, objective: boolean): number {
  const effects = RESULT_EFFECTS[result];
  let value = 0;
  for (const id of plan.defenders) {
    if (effects.defenderEliminated) value += lossValue(state, id, true);
    else if (effects.defenderDisrupted) value += lossValue(state, id, false);
    if (effects.defenderRetreats) value += 0.5;
  }
  if (objective && (effects.defenderEliminated || effects.defenderRetreats)) value += 1;
  if (effects.attackerDisrupted && plan.adjacent.length > 0) {
    const losses = plan.adjacent.map((id) => lossValue(state, id, false));
    // EX: the engine disrupts one attacker, one that survives it when it can (combat.ts).
    value -= result === 'EX' ? Math.min(...losses) : losses.reduce((sum, v) => sum + v, 0);
  }
  return value;
}

type Scored = { action: AttackAction; expected: number; column: number; units: number };

function scoreAttacks(state: GameState): Scored[] {
  const crt = state.board.ruleset.crt;
  const objectives = new Set(objectiveHexes(state.board));
  return attackPlans(state).map(({ action, plan }) => {
    const column = assessPlan(state, plan).finalColumn.index;
    const objective = objectives.has(plan.target);
    const expected = crt.rows.reduce((sum, row) => sum + resultValue(state, plan, crtResult(crt, column, row.roll), objective), 0) / crt.rows.length;
    return { action, expected, column, units: plan.adjacent.length + plan.ranged.length };
  });
}

export function groundAttackAction(state: GameState): Action | null {
  const objectives = new Set(objectiveHexes(state.board));
  for (const pursue of pursuitActions(state)) {
    const hex = state.units[pursue.unitId].hex;
    if (pursue.path.length === 1 && hex && !objectives.has(hexIndex(state.board, hex))) return pursue;
  }
  let best: Scored | null = null;
  for (const s of scoreAttacks(state)) {
    if (s.expected <= 0) continue;
    if (!best || s.expected > best.expected || (s.expected === best.expected && (s.column > best.column || (s.column === best.column && s.units < best.units)))) best = s;
  }
  return best?.action ?? null;
}

export function strikeAction(state: GameState, side: string): Action | null {
  if (cpOf(state, side) < 2) return null;
  const { board } = state;
  const own: number[] = [];
  for (const id of board.unitIds) {
    const hex = state.units[id].hex;
    if (hex && board.units[id].sideId === side) own.push(hexIndex(board, hex));
  }
  const objectives = new Set(objectiveHexes(board));
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

export function regroupAction(state: GameState): Action | null {
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
