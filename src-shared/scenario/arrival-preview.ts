/**
 * When will each contingent arrive? An exact Markov chain over what can have happened by the end of each turn:
 * which contingents have units in play (none / some / all) and which once-only outcomes have fired. Each turn,
 * side by side in the order they play, that side's scheduled arrivals for the turn enter, then its reinforcement
 * tables in force are rolled in list order, as the engine's Reinforcement Phase does.
 * Tables that share nothing (no contingent, no once-only outcome) run as separate chains, so two sides' tables
 * do not multiply each other's states. Probabilities are exact fractions (BigInt).
 */
import { defaultPlayerOrder } from '../engine/core/phases';
import type { Condition } from '../model/areas';
import type { DieTable } from '../model/arrivals';
import type { ScenarioDocument } from '../model/document';
import { rollTable, tableDice, type Distribution, type RollContext } from './arrival-roll';
import {
  ALL, ChainVars, contingentFacts, contingentVar, initialLevel, onceVar, selectorContingents, SOME, type ContingentFacts,
} from './arrival-state';
import { add, fractionText, fractionValue, multiply, ONE, ZERO, type Fraction } from './fraction';
import { rangeText, tableEffects } from './table-rows';

export type PreviewContext = Pick<ScenarioDocument, 'turns' | 'dieTables' | 'arrivals' | 'contingents' | 'units' | 'sides'>;
export type PreviewOptions = {
  /** How `occupies` conditions are judged; play decides them, so the preview asks (default: not met). */
  assumeOccupies?: boolean;
  /** The sides in the order they play each turn (default: the engine's order, airborne side first). */
  playerOrder?: readonly string[];
  /** Largest number of states one chain may hold before the preview gives up on it (default 2^16). */
  maxStates?: number;
};
export type Chance = { exact: string; value: number };
export type TurnChance = { turnId: string; index: number; label: string; arrived: Chance; complete: Chance };
/** `arrived`: at least one unit of the contingent is in play; `complete`: all of them. `turns` is null when its chain was too large. */
export type ContingentPreview = { contingentId: string; sideId: string; turns: TurnChance[] | null };
export type TablePreview = { tableId: string; sideId: string; contingentIds: string[] };
export type ExceededChain = { tableIds: string[]; contingentIds: string[]; turnIndex: number; states: number; limit: number };
export type ArrivalPreview = { contingents: ContingentPreview[]; tables: TablePreview[]; assumptions: string[]; exceeded: ExceededChain[] };

/** Rolls on sub-tables nest at most this deep, as in the engine. */
const MAX_DEPTH = 4;

const chance = (f: Fraction): Chance => ({ exact: fractionText(f), value: fractionValue(f) });

/** The table and every table its results can roll on. */
function closure(table: DieTable, byId: ReadonlyMap<string, DieTable>): DieTable[] {
  const out = [table];
  for (let i = 0; i < out.length; i++)
    for (const { effect } of tableEffects(out[i]))
      if (effect.kind === 'rollOn') {
        const next = byId.get(effect.tableId);
        if (next && !out.includes(next)) out.push(next);
      }
  return out;
}

function conditionsOf(table: DieTable): Condition[] {
  return [...table.modifiers.flatMap((m) => m.when), ...table.rows.flatMap((r) => r.outcomes.flatMap((o) => o.when))];
}

type Chain = { keys: string[]; tables: DieTable[] };

/** Variables each rolled table reads or changes, grouped into independent chains (union-find). */
function chains(rolled: DieTable[], byId: ReadonlyMap<string, DieTable>, contingentIds: string[], unitContingent: (id: string) => string | undefined) {
  const parent = new Map<string, string>();
  const find = (k: string): string => {
    const p = parent.get(k) ?? k;
    if (p === k) return k;
    const root = find(p);
    parent.set(k, root);
    return root;
  };
  const union = (a: string, b: string) => parent.set(find(a), find(b));
  for (const id of contingentIds) parent.set(contingentVar(id), contingentVar(id));
  const tableVars = new Map<DieTable, string[]>();
  const deploys = new Map<DieTable, string[]>();
  for (const table of rolled) {
    const vars = new Set<string>();
    const brought = new Set<string>();
    for (const t of closure(table, byId)) {
      for (const { effect } of tableEffects(t))
        if (effect.kind === 'deploy') for (const c of selectorContingents(effect.units, unitContingent)) brought.add(c);
      for (const c of conditionsOf(t)) if (c.kind === 'arrived') vars.add(contingentVar(c.contingentId));
      t.rows.forEach((row, r) => row.outcomes.forEach((o, i) => o.onceOnly && vars.add(onceVar(t.id, r, i))));
    }
    for (const c of brought) vars.add(contingentVar(c));
    const list = [...vars];
    for (const v of list) if (!parent.has(v)) parent.set(v, v);
    list.slice(1).forEach((v) => union(v, list[0]));
    tableVars.set(table, list);
    deploys.set(table, [...brought]);
  }
  const byRoot = new Map<string, Chain>();
  for (const key of [...parent.keys()].sort()) {
    const root = find(key);
    if (!byRoot.has(root)) byRoot.set(root, { keys: [], tables: [] });
    byRoot.get(root)?.keys.push(key);
  }
  for (const table of rolled) {
    const [first] = tableVars.get(table) ?? [];
    if (first) byRoot.get(find(first))?.tables.push(table);
  }
  return { list: [...byRoot.values()], deploys };
}

function staticAssumptions(doc: PreviewContext, rolled: DieTable[], byId: ReadonlyMap<string, DieTable>, assumeOccupies: boolean): string[] {
  const out: string[] = [];
  const used = [...new Set(rolled.flatMap((t) => closure(t, byId)))];
  if (used.some((t) => conditionsOf(t).some((c) => c.kind === 'occupies')))
    out.push(`conditions on occupied hexes are taken as ${assumeOccupies ? 'met' : 'not met'}: play decides them`);
  let delay = doc.arrivals.some((a) => a.entry.mayDelay);
  for (const t of used) {
    if (!tableDice({ diceCache: new Map() }, t)) out.push(`table "${t.name}" is left out: its dice text does not parse`);
    for (const { effect, rowIndex } of tableEffects(t)) {
      if (effect.kind === 'choice')
        out.push(`table "${t.name}", result ${rangeText(t.rows[rowIndex].from, t.rows[rowIndex].to)}: the owner is taken to choose the first ${effect.count} option(s) that can still happen`);
      if (effect.kind === 'deploy') {
        delay ||= effect.entry.mayDelay;
        if (effect.units.kind === 'pick' && effect.units.contingentIds.length > 1)
          out.push(`table "${t.name}": a pick from several contingents counts as each of them arriving`);
      }
    }
  }
  if (doc.arrivals.some((a) => a.units.kind === 'pick' && a.units.contingentIds.length > 1))
    out.push('a scheduled pick from several contingents counts as each of them arriving');
  if (delay) out.push('units that may be held back are taken to enter as soon as they may');
  const empty = doc.contingents.filter((c) => !doc.units.some((u) => u.contingentId === c.id));
  for (const c of empty) out.push(`contingent ${c.code || c.name || c.id} has no units yet: it counts as one unit`);
  return out;
}

type RunSetup = {
  doc: PreviewContext;
  track: PreviewContext['turns'];
  order: readonly string[];
  limit: number;
  base: Omit<RollContext, 'vars' | 'turn'>;
  unitContingent: (unitId: string) => string | undefined;
};

function marginal(dist: Distribution, vars: ChainVars, contingentId: string, atLeast: number): Fraction {
  let sum = ZERO;
  for (const [state, p] of dist) if (vars.level(state, contingentId) >= atLeast) sum = add(sum, p);
  return sum;
}

/** Runs one chain over the track: each contingent's chances by turn, or an ExceededChain when it grew too large. */
function runChain(chain: Chain, setup: RunSetup): { series: Map<string, TurnChance[]> } | { exceeded: ExceededChain } {
  const { doc, limit } = setup;
  const facts = new Map<string, ContingentFacts>();
  for (const key of chain.keys) if (key.startsWith('c:')) facts.set(key.slice(2), contingentFacts(doc, key.slice(2)));
  const vars = new ChainVars(chain.keys, facts, setup.unitContingent);
  const initial = chain.keys.map((k) => (k.startsWith('c:') ? String(initialLevel(facts.get(k.slice(2)) as ContingentFacts)) : '0')).join('');
  let dist: Distribution = new Map([[initial, ONE]]);
  const series = new Map<string, TurnChance[]>([...facts.keys()].map((id) => [id, []]));
  for (const turn of setup.track) {
    const ctx: RollContext = { ...setup.base, vars, turn: { index: turn.index, night: turn.night } };
    for (const sideId of setup.order) {
      for (const a of doc.arrivals) {
        if (a.sideId !== sideId || a.turn !== turn.index) continue;
        const next: Distribution = new Map();
        for (const [state, p] of dist) {
          const after = vars.deploy(state, a.units);
          next.set(after, add(next.get(after) ?? ZERO, p));
        }
        dist = next;
      }
      for (const table of chain.tables) {
        if (table.sideId !== sideId || turn.index < table.firstTurn || (table.lastTurn !== undefined && turn.index > table.lastTurn)) continue;
        const next: Distribution = new Map();
        for (const [state, p] of dist)
          for (const [after, q] of rollTable(ctx, table, state, state)) next.set(after, add(next.get(after) ?? ZERO, multiply(p, q)));
        dist = next;
        if (dist.size > limit)
          return { exceeded: { tableIds: chain.tables.map((t) => t.id), contingentIds: [...facts.keys()], turnIndex: turn.index, states: dist.size, limit } };
      }
    }
    for (const [id, list] of series)
      list.push({ turnId: turn.id, index: turn.index, label: turn.label, arrived: chance(marginal(dist, vars, id, SOME)), complete: chance(marginal(dist, vars, id, ALL)) });
  }
  return { series };
}

/** For every contingent, the exact chance that it has arrived by the end of each turn of the track. */
export function previewArrivals(doc: PreviewContext, options: PreviewOptions = {}): ArrivalPreview {
  const assumeOccupies = options.assumeOccupies ?? false;
  const track = doc.turns.map((t, i) => ({ t, i })).sort((a, b) => a.t.index - b.t.index || a.i - b.i).map(({ t }) => t);
  const byId = new Map(doc.dieTables.map((t) => [t.id, t]));
  const rolled = doc.dieTables.filter((t) => t.use === 'reinforcement');
  const contingentOfUnit = new Map(doc.units.map((u) => [u.id, u.contingentId]));
  const unitContingent = (id: string) => contingentOfUnit.get(id);
  const referenced = new Set(doc.contingents.map((c) => c.id));
  for (const a of doc.arrivals) for (const c of selectorContingents(a.units, unitContingent)) referenced.add(c);
  const { list, deploys } = chains(rolled, byId, [...referenced], unitContingent);
  const dynamic = new Set<string>();
  const preferred = options.playerOrder ?? defaultPlayerOrder(doc.sides);
  const sideIds = [...new Set([...doc.arrivals, ...rolled].map((x) => x.sideId))];
  const setup: RunSetup = {
    doc, track, unitContingent,
    order: [...preferred, ...sideIds.filter((id) => !preferred.includes(id))],
    limit: options.maxStates ?? 2 ** 16,
    base: { tables: byId, assumeOccupies, maxDepth: MAX_DEPTH, note: (text) => dynamic.add(text), diceCache: new Map() },
  };
  const results = new Map<string, TurnChance[] | null>();
  const exceeded: ExceededChain[] = [];
  for (const chain of list) {
    const run = runChain(chain, setup);
    if ('exceeded' in run) {
      exceeded.push(run.exceeded);
      for (const id of run.exceeded.contingentIds) results.set(id, null);
    } else for (const [id, s] of run.series) results.set(id, s);
  }
  return {
    contingents: doc.contingents.map((c) => ({ contingentId: c.id, sideId: c.sideId, turns: results.has(c.id) ? (results.get(c.id) ?? null) : [] })),
    tables: rolled.map((t) => ({ tableId: t.id, sideId: t.sideId, contingentIds: deploys.get(t) ?? [] })),
    assumptions: [...new Set([...staticAssumptions(doc, rolled, byId, assumeOccupies), ...dynamic])],
    exceeded,
  };
}
