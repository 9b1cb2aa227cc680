// Rules 5.3, 5.4, 12.1, 16.1, 16.4, 17.0.
/**
 * What table results and scheduled arrivals do (16.1, 16.4):
 *  - outcomes of a row: every outcome's conditions are read against the state as it was when the table was rolled
 *    (before any outcome of the row applies); an outcome happens when they hold and, if once-only, it has not
 *    happened before; otherwise its fallback happens, or nothing;
 *  - deploy: the selected units not yet in play go to the reinforcements pool with their entry plan; units that
 *    have already entered play are not deployed again (16.4: no effect). A `pick` rolls its count and, when there
 *    are more candidates than that, leaves the choice of units to the owner as a pending decision. An entry
 *    sub-table is rolled only when units arrive; its `entryArea` results are where they enter;
 *  - strikes: markers of that kind go from the reserve to the available display (12.1), none on a night turn
 *    when the result says so (17.0);
 *  - cp: the side's CP change at once, never below zero (5.3, 5.4);
 *  - rollOn: a sub-table is rolled (at most four tables deep);
 *  - choice: a pending decision the owner resolves with a `choose` action.
 */
import type { Area, DieTable, Effect, Entry, SimpleEffect, UnitSelector } from '../../model';
import { usesCp } from '../command-points/command-points';
import { recordArrivals } from './arrival-plan-check';
import { allHold, describeConditions, occupiers } from '../scenario/conditions';
import { rollTableDice } from './die-table-roll';
import { availableStrikes } from '../strikes/strike-state';
import { notYetArrived, poolOf, turnRecord, withPart, withParts, type Decision, type EntryPlan, type PoolEntry } from '../core/state';
import { rollLogged, type Work } from '../core/work';

const MAX_DEPTH = 4;

export type EffectContext = {
  readonly sideId: string;
  readonly source: string;
  readonly depth: number;
  /** Collects `entryArea` results while an entry sub-table is rolled. */
  readonly areas: Area[] | null;
};

/** Units a selector names that have not yet entered play, in id order. */
export function selectable(work: Work, units: UnitSelector): string[] {
  const { state } = work;
  const { board } = state;
  return board.unitIds.filter((id) => {
    if (!notYetArrived(state, id)) return false;
    const info = board.units[id];
    switch (units.kind) {
      case 'contingents':
        return info.contingentId !== undefined && units.contingentIds.includes(info.contingentId);
      case 'units':
        return units.unitIds.includes(id);
      case 'pick':
        return info.contingentId !== undefined && units.contingentIds.includes(info.contingentId) && (units.typeIds.length === 0 || units.typeIds.includes(info.type.id));
    }
  });
}

/**
 * `{ ...entry, turn, source }` for the two shapes entryPlan makes, written out: a spread of the plan, then two keys
 * added, made a new hidden class at each entry, and its stores missed V8's caches (some fifty misses a game).
 */
function poolEntry(entry: EntryPlan, turn: number, source: string): PoolEntry {
  if (entry.fallbackDelay === undefined) return { method: entry.method, areas: entry.areas, mayDelay: entry.mayDelay, turn, source };
  return { method: entry.method, areas: entry.areas, mayDelay: entry.mayDelay, fallbackDelay: entry.fallbackDelay, turn, source };
}

export function addToPool(work: Work, sideId: string, unitIds: readonly string[], entry: EntryPlan, source: string): void {
  const pool = { ...poolOf(work.state) };
  for (const id of unitIds) pool[id] = poolEntry(entry, work.state.turn, source);
  work.state = recordArrivals(withParts(work.state, { pool }), unitIds);
  work.events.push({ type: 'reinforcements-available', side: sideId, source, units: [...unitIds], entry, rule: '16.1' });
}

type NewDecision = Decision extends infer D ? (D extends Decision ? Omit<D, 'id'> : never) : never;

export function addDecision(work: Work, decision: NewDecision): void {
  const current = work.state.reinforcement ?? { pending: [], created: 0 };
  const id = `${work.state.turn}.${decision.sideId}.${current.created + 1}`;
  const full = { ...decision, id } as Decision;
  work.state = withPart(work.state, 'reinforcement', { pending: [...current.pending, full], created: current.created + 1 });
  const options = full.kind === 'choice' ? full.options.map((o) => o.kind) : [...full.candidates];
  work.events.push({ type: 'decision-pending', decisionId: id, side: full.sideId, kind: full.kind, count: full.count, options, rule: '16.4' });
}

/** Where deploying units enter: the entry table's `entryArea` results, else the entry's own areas. */
function entryPlan(work: Work, entry: Entry, ctx: EffectContext): EntryPlan {
  let areas: readonly Area[] = entry.areas;
  const tables = work.state.board.scenario.tables;
  if (entry.entryTableId !== undefined && Object.hasOwn(tables, entry.entryTableId) && ctx.depth < MAX_DEPTH) {
    const collected: Area[] = [];
    runTable(work, tables[entry.entryTableId], { ...ctx, depth: ctx.depth + 1, areas: collected });
    if (collected.length > 0) areas = collected;
  }
  // 16.1: airborne reinforcements are never delayed.
  const plan: EntryPlan = { method: entry.method, areas: [...areas], mayDelay: entry.method !== 'airdrop' && entry.mayDelay };
  return entry.fallbackDelay !== undefined && entry.method === 'ground' ? { ...plan, fallbackDelay: entry.fallbackDelay } : plan;
}

export function deploy(work: Work, units: UnitSelector, entry: Entry, ctx: EffectContext): void {
  const candidates = selectable(work, units);
  if (candidates.length === 0) {
    work.events.push({ type: 'reinforcements-none', side: ctx.sideId, source: ctx.source, reason: 'every unit called for has already entered play: no effect', rule: '16.4' });
    return;
  }
  const count = units.kind === 'pick' ? Math.max(0, rollLogged(work, units.count, `number of units arriving (${ctx.source})`, '16.4')) : candidates.length;
  if (count === 0) {
    work.events.push({ type: 'reinforcements-none', side: ctx.sideId, source: ctx.source, reason: 'the roll calls for no units', rule: '16.4' });
    return;
  }
  const plan = entryPlan(work, entry, ctx);
  if (count < candidates.length) addDecision(work, { kind: 'pick', sideId: ctx.sideId, source: ctx.source, count, candidates, entry: plan });
  else addToPool(work, ctx.sideId, candidates, plan, ctx.source);
}

function bringStrikes(work: Work, effect: Extract<SimpleEffect, { kind: 'strikes' }>, ctx: EffectContext): void {
  const notes: string[] = [];
  const night = turnRecord(work.state)?.night === true;
  if (night && effect.notAtNight) {
    notes.push('not available on a night turn (17.0)');
    work.events.push({ type: 'strikes-available', side: ctx.sideId, kind: effect.strikeKind, strikeIds: [], notes, rule: '17.0' });
    return;
  }
  const reserve = availableStrikes(work.state, ctx.sideId, effect.strikeKind, 'reserve');
  const taken = reserve.slice(0, effect.count);
  if (taken.length < effect.count) notes.push(`${effect.count} called for, ${taken.length} in the reserve`);
  const strikes = { ...(work.state.strikes ?? {}) };
  for (const id of taken) {
    const { usedTurn: _used, ...rest } = strikes[id];
    strikes[id] = { ...rest, status: 'available', arrivedTurn: work.state.turn };
  }
  if (taken.length > 0) work.state = withParts(work.state, { strikes });
  work.events.push({ type: 'strikes-available', side: ctx.sideId, kind: effect.strikeKind, strikeIds: taken, notes, rule: '12.1' });
}

export function changeCp(work: Work, sideId: string, amount: number, reason: string, rule: string): void {
  if (!usesCp(work.state.board)) return;
  const have = Object.hasOwn(work.state.cp, sideId) ? work.state.cp[sideId] : 0;
  const cp = Math.max(0, have + amount);
  work.state = withParts(work.state, { cp: { ...work.state.cp, [sideId]: cp } });
  work.events.push({ type: 'cp-changed', side: sideId, amount: cp - have, cp, reason: cp - have !== amount ? `${reason}; CP never go below zero (5.4)` : reason, rule });
}

export function applyEffect(work: Work, effect: Effect, ctx: EffectContext): void {
  switch (effect.kind) {
    case 'deploy':
      return deploy(work, effect.units, effect.entry, ctx);
    case 'strikes':
      return bringStrikes(work, effect, ctx);
    case 'cp':
      return changeCp(work, ctx.sideId, effect.amount, `table result (${ctx.source})`, '5.3');
    case 'rollOn': {
      const tables = work.state.board.scenario.tables;
      if (ctx.depth >= MAX_DEPTH || !Object.hasOwn(tables, effect.tableId)) return;
      return runTable(work, tables[effect.tableId], { ...ctx, depth: ctx.depth + 1 });
    }
    case 'entryArea':
      ctx.areas?.push(effect.area);
      return;
    case 'noEffect':
      return;
    case 'choice':
      return addDecision(work, { kind: 'choice', sideId: ctx.sideId, source: ctx.source, count: Math.min(effect.count, effect.options.length), options: effect.options });
  }
}

/** Rolls a table and applies the outcomes of the row it reads. */
export function runTable(work: Work, table: DieTable, ctx: EffectContext): void {
  const before = work.state;
  const roll = rollTableDice(work, table, ctx.sideId);
  if (roll.rowIndex < 0) return;
  const row = table.rows[roll.rowIndex];
  const held = occupiers(before);
  const once = new Set(before.once ?? []);
  const toApply: Effect[] = [];
  const used: string[] = [];
  row.outcomes.forEach((outcome, i) => {
    const key = `${table.id}#${roll.rowIndex}.${i}`;
    const holds = allHold(before, outcome.when, held);
    const spent = outcome.onceOnly && once.has(key);
    const conditions = describeConditions(before, outcome.when);
    let happened: 'effect' | 'otherwise' | 'nothing' = 'nothing';
    let why: string;
    if (holds && !spent) {
      happened = 'effect';
      why = outcome.when.length === 0 ? 'no conditions' : `${conditions}: holds`;
      toApply.push(outcome.effect);
      if (outcome.onceOnly) used.push(key);
    } else {
      why = spent ? 'once only, and it has already happened' : `${conditions}: does not hold`;
      if (outcome.otherwise) {
        happened = 'otherwise';
        toApply.push(outcome.otherwise);
      }
    }
    const applied = happened === 'effect' ? outcome.effect.kind : happened === 'otherwise' && outcome.otherwise ? outcome.otherwise.kind : null;
    work.events.push({ type: 'table-outcome', tableId: table.id, rowIndex: roll.rowIndex, outcome: i, effect: outcome.effect.kind, happened, applied, why, rule: '16.4' });
  });
  if (used.length > 0) work.state = withParts(work.state, { once: [...new Set([...(work.state.once ?? []), ...used])].sort() });
  const inner = { ...ctx, source: table.id };
  for (const effect of toApply) applyEffect(work, effect, inner);
}
