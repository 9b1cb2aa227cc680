// Rules 16.1, 16.4.
/**
 * Pending reinforcement decisions (16.4): `choose` takes `count` different options of a choice result and applies
 * them; `pickUnits` names which `count` of the candidate units arrive. Either may leave a new decision (a chosen
 * deploy that picks units).
 */
import type { Action, ChooseAction, PickUnitsAction } from '../core/actions';
import { ruleError, type RuleError } from '../core/errors';
import { addToPool, applyEffect } from './reinforcement-effects';
import { accept, refusal, type ApplyResult } from '../core/result';
import { notYetArrived, withPart, type Decision, type GameState } from '../core/state';
import { startWork, type Work } from '../core/work';

const MAX_LISTED = 24;

function findDecision(state: GameState, id: unknown, kind: Decision['kind']): Decision | RuleError {
  if (state.phase !== 'reinforcement') return ruleError('wrong-phase', 'Reinforcement decisions are made in the Reinforcement Phase.', '16.1');
  const decision = (state.reinforcement?.pending ?? []).find((d) => d.id === id);
  if (!decision) return ruleError('bad-decision', `There is no open decision '${String(id)}'.`, '16.4');
  if (decision.kind !== kind) return ruleError('bad-decision', `Decision ${decision.id} is a ${decision.kind}, not a ${kind}.`, '16.4');
  return decision;
}

function withoutDecision(work: Work, id: string): void {
  const current = work.state.reinforcement ?? { pending: [], created: 0 };
  work.state = withPart(work.state, 'reinforcement', { ...current, pending: current.pending.filter((d) => d.id !== id) });
}

/** Candidates of a pick still free to arrive (another decision may have taken some), and how many to name. */
function pickable(state: GameState, d: Extract<Decision, { kind: 'pick' }>): { units: string[]; count: number } {
  const units = d.candidates.filter((id) => notYetArrived(state, id));
  return { units, count: Math.min(d.count, units.length) };
}

export function applyChoose(state: GameState, action: ChooseAction): ApplyResult {
  const found = findDecision(state, action.decisionId, 'choice');
  if ('code' in found) return refusal(found);
  const decision = found as Extract<Decision, { kind: 'choice' }>;
  const options = action.options;
  const valid = Array.isArray(options) && options.every((o) => Number.isInteger(o) && o >= 0 && o < decision.options.length) && new Set(options).size === options.length;
  if (!valid || options.length !== decision.count) {
    return refuse(`Choose exactly ${decision.count} different option${decision.count === 1 ? '' : 's'}, numbered 0 to ${decision.options.length - 1}.`);
  }
  const work = startWork(state);
  withoutDecision(work, decision.id);
  work.events.push({ type: 'decision-made', decisionId: decision.id, side: decision.sideId, chosen: options.map((o) => `${o}: ${decision.options[o].kind}`), rule: '16.4' });
  for (const o of options) applyEffect(work, decision.options[o], { sideId: decision.sideId, source: decision.source, depth: 1, areas: null });
  return accept(work.state, work.events);
}

export function applyPickUnits(state: GameState, action: PickUnitsAction): ApplyResult {
  const found = findDecision(state, action.decisionId, 'pick');
  if ('code' in found) return refusal(found);
  const decision = found as Extract<Decision, { kind: 'pick' }>;
  const { units, count } = pickable(state, decision);
  const ids = action.unitIds;
  const valid = Array.isArray(ids) && ids.every((id) => typeof id === 'string' && units.includes(id)) && new Set(ids).size === ids.length;
  if (!valid || ids.length !== count) return refuse(`Pick exactly ${count} different units from: ${units.join(', ')}.`);
  const work = startWork(state);
  withoutDecision(work, decision.id);
  work.events.push({ type: 'decision-made', decisionId: decision.id, side: decision.sideId, chosen: [...ids], rule: '16.4' });
  const chosen = state.board.unitIds.filter((id) => ids.includes(id));
  if (chosen.length > 0) addToPool(work, decision.sideId, chosen, decision.entry, decision.source);
  return accept(work.state, work.events);
}

function refuse(message: string): ApplyResult {
  return refusal(ruleError('bad-decision', message, '16.4'));
}

/** Up to `max` k-subsets of 0..n-1 in lexicographic order. */
function combinations(n: number, k: number, max: number): number[][] {
  const out: number[][] = [];
  const pick = (start: number, chosen: number[]) => {
    if (out.length >= max) return;
    if (chosen.length === k) {
      out.push([...chosen]);
      return;
    }
    for (let i = start; i <= n - (k - chosen.length); i++) pick(i + 1, [...chosen, i]);
  };
  pick(0, []);
  return out;
}

/** The resolutions of every open decision: choice subsets in order; for picks, single units or the first and last `count`. */
export function decisionActions(state: GameState): Action[] {
  if (state.phase !== 'reinforcement') return [];
  const actions: Action[] = [];
  for (const d of state.reinforcement?.pending ?? []) {
    if (d.kind === 'choice') {
      for (const options of combinations(d.options.length, d.count, MAX_LISTED)) actions.push({ type: 'choose', decisionId: d.id, options });
      continue;
    }
    const { units, count } = pickable(state, d);
    const sets = count === 1 ? units.slice(0, MAX_LISTED).map((u) => [u]) : [units.slice(0, count), units.slice(units.length - count)];
    const seen = new Set<string>();
    for (const unitIds of sets) {
      const key = unitIds.join('|');
      if (!seen.has(key)) actions.push({ type: 'pickUnits', decisionId: d.id, unitIds });
      seen.add(key);
    }
  }
  return actions;
}
