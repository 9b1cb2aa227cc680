/**
 * One roll on a die-roll table as a step of the arrival chain: from a state to a distribution of states. As in
 * the engine, the modifiers and the outcomes' conditions of a roll are judged on the state before that roll, so
 * "T1 if T1 has not arrived, else T2" never brings both at once; effects then apply in the order the outcomes
 * are listed, and a sub-table is judged on the state when it is rolled.
 */
import { distributionCounts, type DiceCounts } from '../dice/distribution';
import { parseDice } from '../dice/parseDice';
import type { DieTable, Effect, SimpleEffect } from '../model/arrivals';
import { ChainVars, onceVar, SOME } from './arrival-state';
import { allHold, modifierTotal, type ConditionState } from './conditions';
import { add, fraction, multiply, ONE, type Fraction } from './fraction';
import { rowIndexFor } from './table-rows';

export type Distribution = Map<string, Fraction>;

export type RollContext = {
  vars: ChainVars;
  tables: ReadonlyMap<string, DieTable>;
  turn: { index: number; night: boolean };
  assumeOccupies: boolean;
  /** How deep rolls on sub-tables may nest (the engine stops at four). */
  maxDepth: number;
  note: (assumption: string) => void;
  diceCache: Map<string, DiceCounts | null>;
};

export function tableDice(ctx: Pick<RollContext, 'diceCache'>, table: DieTable): DiceCounts | null {
  if (!ctx.diceCache.has(table.id)) {
    const parsed = parseDice(table.dice);
    ctx.diceCache.set(table.id, parsed.ok ? distributionCounts(parsed.expr) : null);
  }
  return ctx.diceCache.get(table.id) ?? null;
}

function addTo(dist: Distribution, state: string, p: Fraction): void {
  const before = dist.get(state);
  dist.set(state, before ? add(before, p) : p);
}

/** Applies `step` to every state of `dist`, weighting what it returns. */
function spread(dist: Distribution, step: (state: string) => Distribution): Distribution {
  const out: Distribution = new Map();
  for (const [state, p] of dist) for (const [next, q] of step(state)) addTo(out, next, multiply(p, q));
  return out;
}

const certain = (state: string): Distribution => new Map([[state, ONE]]);

function conditionState(ctx: RollContext, pre: string): ConditionState {
  return {
    turn: ctx.turn.index,
    night: ctx.turn.night,
    occupies: () => ctx.assumeOccupies,
    arrived: (id) => ctx.vars.level(pre, id) >= SOME,
  };
}

function possible(ctx: RollContext, option: SimpleEffect, work: string): boolean {
  if (option.kind === 'deploy') return ctx.vars.canDeploy(work, option.units);
  if (option.kind === 'strikes') return !(option.notAtNight && ctx.turn.night);
  return true;
}

function applyEffect(ctx: RollContext, effect: Effect, pre: string, work: string, depth: number): Distribution {
  switch (effect.kind) {
    case 'deploy':
      return certain(ctx.vars.deploy(work, effect.units));
    case 'rollOn': {
      const sub = ctx.tables.get(effect.tableId);
      if (!sub) return certain(work);
      if (depth >= ctx.maxDepth) {
        ctx.note(`rolls on sub-tables stop ${ctx.maxDepth} tables deep, so table "${sub.name}" is not rolled there`);
        return certain(work);
      }
      return rollTable(ctx, sub, work, work, depth + 1);
    }
    case 'choice': {
      const chosen = effect.options.filter((o) => possible(ctx, o, work)).slice(0, effect.count);
      return chosen.reduce((dist, option) => spread(dist, (w) => applyEffect(ctx, option, pre, w, depth)), certain(work));
    }
    default:
      return certain(work);
  }
}

function applyRow(ctx: RollContext, table: DieTable, rowIndex: number, pre: string, work: string, depth: number): Distribution {
  const state = conditionState(ctx, pre);
  let dist = certain(work);
  table.rows[rowIndex].outcomes.forEach((outcome, o) => {
    const key = onceVar(table.id, rowIndex, o);
    const at = ctx.vars.position.get(key);
    const used = outcome.onceOnly && at !== undefined && pre[at] === '1';
    const happens = !used && allHold(outcome.when, state);
    const effect = happens ? outcome.effect : outcome.otherwise;
    dist = spread(dist, (w) => {
      const marked = happens && outcome.onceOnly ? ctx.vars.set(w, key, 1) : w;
      return effect ? applyEffect(ctx, effect, pre, marked, depth) : certain(marked);
    });
  });
  return dist;
}

/** The states after rolling `table`, judged on `pre`, applied to `work`. */
export function rollTable(ctx: RollContext, table: DieTable, pre: string, work: string, depth = 0): Distribution {
  const dice = tableDice(ctx, table);
  if (!dice) return certain(work);
  const total = modifierTotal(table.modifiers, conditionState(ctx, pre));
  const byRow = new Map<number, bigint>();
  for (const { value, count } of dice.counts) {
    const row = rowIndexFor(table.rows, value + total);
    byRow.set(row, (byRow.get(row) ?? 0n) + count);
  }
  const out: Distribution = new Map();
  for (const [row, count] of byRow) {
    const p = fraction(count, dice.outcomes);
    const after = row < 0 ? certain(work) : applyRow(ctx, table, row, pre, work, depth);
    for (const [state, q] of after) addTo(out, state, multiply(p, q));
  }
  return out;
}
