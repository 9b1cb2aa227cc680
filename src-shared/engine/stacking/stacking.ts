// Rules 7.0, 7.1, 7.2, 7.3, OST 15.12.
/**
 * Stacking (7.0). Any number of units may pass through a hex during a phase (7.1); at the end of the Airborne
 * Landing, Movement and Ground Attack Phases every unit in a hex over its side's limit is disrupted (7.3).
 * Limits come from the ruleset (scenario) stacking table (7.2): points per hex, and points per unit size.
 * Under the tankKillers module, a hex where a tank killer stands with any other unit of its side counts as
 * over-stacked whatever its points (OST 15.12, tank-killers.ts).
 */
import { labelOf, type Board } from '../core/board';
import { disrupt, type UnitsDraft } from '../disruption/disruption';
import type { GameEvent } from '../core/events';
import { withParts, type GameState } from '../core/state';
import { hasFlag, unitHexIndexes, unitPoints, copyUnits } from '../core/units';
import { RecentCache } from '../core/recent-cache';

export type StackReport = {
  readonly side: string;
  readonly hexIndex: number;
  readonly units: readonly { readonly unitId: string; readonly points: number }[];
  readonly total: number;
  readonly limit: number;
  /** A tank killer shares the hex with other units of its side (OST 15.12); absent otherwise. */
  readonly tankKiller?: true;
};

const sideIndexByBoard = new WeakMap<Board, Int32Array>();

/** Per unit, in board.unitIds order: the index of its side in board.sides; looked up once per board. */
function sideIndexes(board: Board): Int32Array {
  let indexes = sideIndexByBoard.get(board);
  if (!indexes) {
    indexes = Int32Array.from(board.unitIds, (id) => board.sides.findIndex((side) => side.id === board.units[id].sideId));
    sideIndexByBoard.set(board, indexes);
  }
  return indexes;
}

/** Per board: each unit's stacking points, and scratch totals per hex and side (zero between calls). */
type StackTables = { readonly points: Int32Array; readonly totals: Int32Array; readonly marked: Uint8Array; readonly touched: number[] };
const tablesByBoard = new WeakMap<Board, StackTables>();

function stackTables(board: Board): StackTables {
  let tables = tablesByBoard.get(board);
  if (!tables) {
    const cells = board.size * board.sides.length;
    tables = { points: Int32Array.from(board.unitIds, (id) => unitPoints(board, id)), totals: new Int32Array(cells), marked: new Uint8Array(cells), touched: [] };
    tablesByBoard.set(board, tables);
  }
  return tables;
}

const reportsByUnits = new RecentCache<GameState['units'], { readonly board: Board; readonly reports: readonly StackReport[] }>();

/**
 * Every hex where one side's on-map units count more than the limit, in hex then side order. Worked out once per units
 * record (an attack check and the end of a phase ask about the same positions), so the list is shared: never change it.
 */
export function overStackedHexes(state: GameState): readonly StackReport[] {
  const known = reportsByUnits.get(state.units);
  if (known && known.board === state.board) return known.reports;
  const reports = findOverStacked(state);
  reportsByUnits.set(state.units, { board: state.board, reports });
  return reports;
}

function findOverStacked(state: GameState): StackReport[] {
  const { board } = state;
  const limit = board.stacking.pointsPerHex;
  const killers = board.ruleset.modules.tankKillers;
  const reports: StackReport[] = [];
  // Checked after every attack and phase: total the points per hex and side in one pass over the units, and list
  // the units only where a total is over (or, OST 15.12, where a tank killer has company).
  const sides = board.sides.length;
  const ids = board.unitIds;
  const sideOf = sideIndexes(board);
  const hexes = unitHexIndexes(state);
  const { points, totals, marked, touched } = stackTables(board);
  const counts = killers ? new Map<number, number>() : null;
  const withKiller = new Set<number>();
  for (let i = 0; i < ids.length; i++) {
    if (hexes[i] < 0 || sideOf[i] < 0) continue;
    const key = hexes[i] * sides + sideOf[i];
    if (marked[key] === 0) {
      marked[key] = 1;
      touched.push(key);
    }
    totals[key] += points[i];
    if (counts) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
      if (hasFlag(board.units[ids[i]], 'tank-killer')) withKiller.add(key);
    }
  }
  for (const key of touched) {
    const total = totals[key];
    totals[key] = 0;
    marked[key] = 0;
    const tankKiller = withKiller.has(key) && (counts?.get(key) ?? 0) > 1;
    if (total <= limit && !tankKiller) continue;
    const at = Math.floor(key / sides);
    const side = board.sides[key % sides].id;
    const units = ids.filter((id, i) => hexes[i] === at && board.units[id].sideId === side).map((unitId) => ({ unitId, points: unitPoints(board, unitId) }));
    reports.push({ side, hexIndex: at, units, total, limit, ...(tankKiller ? { tankKiller: true as const } : {}) });
  }
  touched.length = 0;
  return reports.sort((a, b) => a.hexIndex - b.hexIndex || (a.side < b.side ? -1 : a.side > b.side ? 1 : 0));
}

/** 7.3: disrupt every unit of every over-stacked hex (eliminating those already disrupted and one-step units, 15.1, 15.3). */
export function enforceStacking(state: GameState): { state: GameState; events: GameEvent[] } {
  const reports = overStackedHexes(state);
  if (reports.length === 0) return { state, events: [] };
  const events: GameEvent[] = [];
  const units: UnitsDraft = copyUnits(state);
  for (const report of reports) {
    const at = { col: report.hexIndex % state.board.cols, row: Math.floor(report.hexIndex / state.board.cols) };
    const over = report.total > report.limit;
    const why = over ? `over-stacked: ${report.total} points in a hex that allows ${report.limit}` : 'over-stacked: a tank killer stands with other units of its side';
    const extra = report.tankKiller ? { reason: 'a tank killer stands with other units of its side' } : {};
    const rule = report.tankKiller ? (over ? '7.3, OST 15.12' : 'OST 15.12, 7.3') : '7.3';
    events.push({ type: 'over-stacked', side: report.side, hex: labelOf(state.board, at), at, units: report.units, total: report.total, limit: report.limit, ...extra, rule });
    for (const { unitId } of report.units) disrupt(state.board, units, unitId, why, rule, events);
  }
  return { state: withParts(state, { units }), events };
}
