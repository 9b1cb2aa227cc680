/**
 * Stacking (7.0). Any number of units may pass through a hex during a phase (7.1); at the end of the Airborne
 * Landing, Movement and Ground Attack Phases every unit in a hex over its side's limit is disrupted (7.3).
 * Limits come from the ruleset (scenario) stacking table (7.2): points per hex, and points per unit size.
 */
import type { HexRef } from '../model';
import { hexIndex, labelOf, type Board } from './board';
import { disrupt, type UnitsDraft } from './disruption';
import type { GameEvent } from './events';
import type { GameState } from './state';
import { unitPoints } from './units';

export type StackReport = {
  readonly side: string;
  readonly hexIndex: number;
  readonly units: readonly { readonly unitId: string; readonly points: number }[];
  readonly total: number;
  readonly limit: number;
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

/** Every hex where one side's on-map units count more than the limit, in hex then side order. */
export function overStackedHexes(state: GameState): StackReport[] {
  const { board } = state;
  const limit = board.stacking.pointsPerHex;
  const reports: StackReport[] = [];
  // Checked after every attack and phase: total the points per hex and side in one pass over the units, and list
  // the units only where a total is over.
  const sides = board.sides.length;
  const ids = board.unitIds;
  const sideOf = sideIndexes(board);
  const totals = new Map<number, number>();
  for (let i = 0; i < ids.length; i++) {
    const hex = state.units[ids[i]]?.hex;
    if (!hex || sideOf[i] < 0) continue;
    const key = hexIndex(board, hex) * sides + sideOf[i];
    totals.set(key, (totals.get(key) ?? 0) + unitPoints(board, ids[i]));
  }
  for (const [key, total] of totals) {
    if (total <= limit) continue;
    const at = Math.floor(key / sides);
    const side = board.sides[key % sides].id;
    const units = ids
      .filter((id) => board.units[id].sideId === side && state.units[id]?.hex && hexIndex(board, state.units[id].hex as HexRef) === at)
      .map((unitId) => ({ unitId, points: unitPoints(board, unitId) }));
    reports.push({ side, hexIndex: at, units, total, limit });
  }
  return reports.sort((a, b) => a.hexIndex - b.hexIndex || (a.side < b.side ? -1 : a.side > b.side ? 1 : 0));
}

/** 7.3: disrupt every unit of every over-stacked hex (eliminating those already disrupted and one-step units, 15.1, 15.3). */
export function enforceStacking(state: GameState): { state: GameState; events: GameEvent[] } {
  const reports = overStackedHexes(state);
  if (reports.length === 0) return { state, events: [] };
  const events: GameEvent[] = [];
  const units: UnitsDraft = { ...state.units };
  for (const report of reports) {
    const at = { col: report.hexIndex % state.board.cols, row: Math.floor(report.hexIndex / state.board.cols) };
    events.push({ type: 'over-stacked', side: report.side, hex: labelOf(state.board, at), at, units: report.units, total: report.total, limit: report.limit, rule: '7.3' });
    for (const { unitId } of report.units) {
      disrupt(state.board, units, unitId, `over-stacked: ${report.total} points in a hex that allows ${report.limit}`, '7.3', events);
    }
  }
  return { state: { ...state, units }, events };
}
