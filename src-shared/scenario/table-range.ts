/**
 * Which modified results a die-roll table can produce.
 *
 * Method. A result is a dice value plus the sum of the modifiers whose conditions all hold at that moment. The
 * dice values form one unbroken range [min, max] (sums of dice are consecutive, and flooring a division keeps
 * them so), independent of the moment. So the reachable results are the union, over every possible moment, of
 * [min + total, max + total]. A moment is:
 *   - a turn on which the table can be rolled (its firstTurn..lastTurn on the track; any track turn for a
 *     sub-table; every turn 1..999 when there is no track) with that turn's night flag, known from the track
 *     (both values for a turn the track lacks);
 *   - a value for every condition play decides: for each contingent named by `arrived`, arrived or not; for
 *     each list of hexes named by `occupies` (empty = the objective hexes), how many of them each side holds,
 *     where the sides' counts together never exceed the number of hexes.
 * Turn and night are enumerated first and fix which modifiers can still apply. The remaining modifiers are
 * grouped so that two modifiers share a group when they read the same play-decided quantity; groups vary
 * independently, so the set of totals is the sum-set of each group's totals, and each group is enumerated
 * exhaustively over its quantities. Only counts that matter are tried (0 and each `atLeast` threshold).
 * This is exact, treating the play-decided quantities as free; lists of hexes that overlap without being equal
 * are treated as independent. A group with more than GROUP_LIMIT combinations falls back to "each modifier on
 * or off", a superset, and the result says it is approximate.
 */
import type { DieTable, Modifier } from '../model/arrivals';
import type { HexRef } from '../model/map-refs';
import { parseDice } from '../dice/parseDice';
import { maxValue, minValue } from '../dice/diceExpr';
import type { OccupiesCondition } from './conditions';

export type TrackTurn = { index: number; night: boolean };
export type RangeContext = { track: readonly TrackTurn[]; objectiveCount: number };
export type ResultRange = { from: number; to: number };
export type ReachableResults = {
  /** Disjoint, sorted runs of reachable modified results. */
  runs: ResultRange[];
  /** Every reachable sum of modifiers, sorted. */
  totals: number[];
  approximate: boolean;
};

const GROUP_LIMIT = 4096;
const MAX_TURN = 999;

function hexListKey(hexes: readonly HexRef[]): string {
  if (hexes.length === 0) return 'objectives';
  return [...new Set(hexes.map((h) => `${h.col},${h.row}`))].sort().join(';');
}

/** The turns and night flags on which the table can be rolled. */
function moments(table: DieTable, track: readonly TrackTurn[]): { turn: number; night: boolean }[] {
  const first = table.use === 'reinforcement' ? table.firstTurn : 1;
  const last = table.use === 'reinforcement' ? (table.lastTurn ?? MAX_TURN) : MAX_TURN;
  const onTrack = track.filter((t) => t.index >= first && t.index <= last);
  if (onTrack.length > 0) return onTrack.map((t) => ({ turn: t.index, night: t.night }));
  const out: { turn: number; night: boolean }[] = [];
  for (let turn = first; turn <= Math.min(last, MAX_TURN); turn++) out.push({ turn, night: false }, { turn, night: true });
  return out;
}

type FreeVar = { key: string; domain: ((m: Modifier) => boolean)[] };

/** One play-decided quantity with every value worth trying, each given as "does this modifier's free part hold". */
function freeVar(key: string, modifiers: readonly Modifier[], objectiveCount: number): FreeVar {
  const freeHolds = (m: Modifier, arrived: Map<string, boolean>, held: Map<string, number>) =>
    m.when.every((c) => {
      if (c.kind === 'arrived') return !arrived.has(c.contingentId) || arrived.get(c.contingentId) === c.arrived;
      if (c.kind === 'occupies') return hexListKey(c.hexes) !== key.slice(4) || (held.get(c.sideId) ?? 0) >= c.atLeast;
      return true;
    });
  if (key.startsWith('arr:')) {
    const id = key.slice(4);
    return { key, domain: [true, false].map((v) => (m: Modifier) => freeHolds(m, new Map([[id, v]]), new Map())) };
  }
  const listKey = key.slice(4);
  const conditions = modifiers.flatMap((m) => m.when).filter((c): c is OccupiesCondition => c.kind === 'occupies' && hexListKey(c.hexes) === listKey);
  const size = listKey === 'objectives' ? objectiveCount : listKey.split(';').length;
  const sides = [...new Set(conditions.map((c) => c.sideId))];
  const levels = sides.map((side) => [0, ...new Set(conditions.filter((c) => c.sideId === side).map((c) => c.atLeast))].filter((n) => n <= size));
  const domain: FreeVar['domain'] = [];
  const walk = (i: number, used: number, held: Map<string, number>) => {
    if (i === sides.length) {
      const snapshot = new Map(held);
      domain.push((m) => freeHolds(m, new Map(), snapshot));
      return;
    }
    for (const n of levels[i]) if (used + n <= size) walk(i + 1, used + n, new Map(held).set(sides[i], n));
  };
  walk(0, 0, new Map());
  return { key, domain };
}

function varsOf(m: Modifier): string[] {
  return m.when.flatMap((c) => (c.kind === 'arrived' ? [`arr:${c.contingentId}`] : c.kind === 'occupies' ? [`occ:${hexListKey(c.hexes)}`] : []));
}

function sumSets(a: Set<number>, b: Set<number>): Set<number> {
  const out = new Set<number>();
  for (const x of a) for (const y of b) out.add(x + y);
  return out;
}

/** The totals one group of modifiers can reach; `approximate` when it had to fall back to on/off per modifier. */
function groupTotals(group: readonly Modifier[], all: readonly Modifier[], objectiveCount: number): { totals: Set<number>; approximate: boolean } {
  const vars = [...new Set(group.flatMap(varsOf))].map((key) => freeVar(key, all, objectiveCount));
  const combinations = vars.reduce((n, v) => n * v.domain.length, 1);
  if (combinations > GROUP_LIMIT) {
    const totals = group.reduce((set, m) => sumSets(set, new Set([0, m.value])), new Set([0]));
    return { totals, approximate: true };
  }
  const totals = new Set<number>();
  const walk = (i: number, holds: boolean[]) => {
    if (i === vars.length) {
      totals.add(group.reduce((sum, m, k) => (holds[k] ? sum + m.value : sum), 0));
      return;
    }
    for (const value of vars[i].domain) walk(i + 1, holds.map((h, k) => h && value(group[k])));
  };
  walk(0, group.map(() => true));
  return { totals, approximate: false };
}

/** Modifiers that share a play-decided quantity end up in one group (union-find over the quantities). */
function groups(modifiers: readonly Modifier[]): Modifier[][] {
  const parent = modifiers.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  const owner = new Map<string, number>();
  modifiers.forEach((m, i) => {
    for (const v of varsOf(m)) {
      const j = owner.get(v);
      if (j === undefined) owner.set(v, i);
      else parent[find(i)] = find(j);
    }
  });
  const byRoot = new Map<number, Modifier[]>();
  modifiers.forEach((m, i) => byRoot.set(find(i), [...(byRoot.get(find(i)) ?? []), m]));
  return [...byRoot.values()];
}

/** Every modifier total the table can see, over every moment it can be rolled. */
export function modifierTotals(table: DieTable, ctx: RangeContext): { totals: number[]; approximate: boolean } {
  const all = new Set<number>();
  let approximate = false;
  const seen = new Set<string>();
  for (const { turn, night } of moments(table, ctx.track)) {
    const active = table.modifiers.filter((m) =>
      m.when.every((c) => (c.kind === 'turn' ? turn >= c.from && (c.to === undefined || turn <= c.to) : c.kind === 'night' ? c.night === night : true)),
    );
    const signature = active.map((m) => table.modifiers.indexOf(m)).join(',');
    if (seen.has(signature)) continue;
    seen.add(signature);
    let totals = new Set([0]);
    for (const group of groups(active)) {
      const result = groupTotals(group, active, ctx.objectiveCount);
      approximate ||= result.approximate;
      totals = sumSets(totals, result.totals);
    }
    for (const t of totals) all.add(t);
  }
  return { totals: [...all].sort((a, b) => a - b), approximate };
}

/** The modified results the table can produce, or null when its dice text does not parse. */
export function reachableResults(table: DieTable, ctx: RangeContext): ReachableResults | null {
  const parsed = parseDice(table.dice);
  if (!parsed.ok) return null;
  const low = minValue(parsed.expr);
  const high = maxValue(parsed.expr);
  const { totals, approximate } = modifierTotals(table, ctx);
  const runs: ResultRange[] = [];
  for (const t of totals) {
    const last = runs[runs.length - 1];
    if (last && low + t <= last.to + 1) last.to = Math.max(last.to, high + t);
    else runs.push({ from: low + t, to: high + t });
  }
  return { runs, totals, approximate };
}
