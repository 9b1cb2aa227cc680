/**
 * The off-map displays of each side (what a printed game keeps beside the map): reinforcements still due by turn, the
 * variable tables still to be rolled, units in the Reinforcements Display (the pool), eliminated units, units out of
 * play for other reasons, units that start off the map, and the strike markers.
 */
import type { EntryPlan, GameState } from '../engine';
import { availableStrikes, inReserve, notYetArrived, poolOf, scenarioOrder, strikeUsable } from '../engine';
import type { Arrival, UnitSelector } from '../model';

/** A scheduled arrival still to come (16.1): its turn and the units it brings that are not yet in play. */
export type DueArrival = {
  readonly arrivalId: string;
  readonly turn: number;
  readonly method: Arrival['entry']['method'];
  readonly unitIds: readonly string[];
  /** "any N of these": how many of `unitIds` come (a number, or dice rolled on arrival); null when all of them do. */
  readonly pick: string | null;
  readonly note: string;
};

/** A variable reinforcement table still rolled in later Reinforcement Phases (16.4). */
export type TableDue = { readonly tableId: string; readonly name: string; readonly fromTurn: number; readonly toTurn: number | null };

export type PoolUnit = {
  readonly unitId: string;
  /** The turn it may enter from (16.1; an air drop put off to the next turn, 6.2.2). */
  readonly fromTurn: number;
  readonly entry: EntryPlan;
  /** What brought it: an arrival's or a table's id (Names.source names it). */
  readonly source: string;
};

export type StrikeView = {
  readonly strikeId: string;
  readonly kind: 'air' | 'naval';
  readonly strength: number;
  /** usable: may fly now; available: on the display but used this turn or not yet; reserve: not arrived or back; eliminated: shot down for good. */
  readonly status: 'usable' | 'available' | 'reserve' | 'eliminated';
};

export type OffMapDisplay = {
  readonly sideId: string;
  readonly due: readonly DueArrival[];
  readonly tables: readonly TableDue[];
  readonly pool: readonly PoolUnit[];
  readonly eliminated: readonly string[];
  readonly removed: readonly { readonly unitId: string; readonly why: 'evacuated' | 'not-dropped' | 'detonated' }[];
  /** Units not in play yet and not due by a scheduled arrival: set up by special-rule text, or brought by a table. */
  readonly offMap: readonly string[];
  readonly strikes: readonly StrikeView[];
  /** Air supply markers not yet dropped (18.3). */
  readonly airSupplyLeft: number;
};

function selected(state: GameState, units: UnitSelector, sideId: string): string[] {
  const { board } = state;
  return board.unitIds.filter((id) => {
    const info = board.units[id];
    if (info.sideId !== sideId || !notYetArrived(state, id)) return false;
    if (units.kind === 'units') return units.unitIds.includes(id);
    const contingent = info.contingentId !== undefined && units.contingentIds.includes(info.contingentId);
    return units.kind === 'contingents' ? contingent : contingent && (units.typeIds.length === 0 || units.typeIds.includes(info.type.id));
  });
}

/** Scheduled arrivals of the side from this turn on that still bring units (this turn's only before its Reinforcement Phase). */
export function dueArrivals(state: GameState, sideId: string): DueArrival[] {
  const { board } = state;
  const player = board.sides.findIndex((s) => s.id === sideId);
  const phases = board.sides[player]?.phases ?? [];
  const reinforcementDone = state.player > player || (state.player === player && phases.indexOf(state.phase) > phases.indexOf('reinforcement'));
  return board.scenario.arrivals
    .filter((a) => a.sideId === sideId && (a.turn > state.turn || (a.turn === state.turn && !reinforcementDone)))
    .map((a): DueArrival => ({ arrivalId: a.id, turn: a.turn, method: a.entry.method, unitIds: selected(state, a.units, sideId), pick: a.units.kind === 'pick' ? a.units.count : null, note: a.note }))
    .filter((a) => a.unitIds.length > 0)
    .concat(orderSlotsDue(state, sideId))
    .sort((a, b) => a.turn - b.turn);
}

/**
 * The slots of the side's arrival order still to come: how many of the units not yet arrived come on each turn, never
 * which (the order is sealed; anyone may read this display).
 */
function orderSlotsDue(state: GameState, sideId: string): DueArrival[] {
  const order = scenarioOrder(state.board, sideId);
  if (!order) return [];
  const done = state.arrivalOrders?.[sideId]?.lastTurn ?? 0;
  const waiting = order.unitIds.filter((id) => Object.hasOwn(state.units, id) && notYetArrived(state, id));
  if (waiting.length === 0) return [];
  return order.schedule
    .filter((slot) => slot.turn > done && slot.turn >= state.turn)
    .map((slot) => ({
      arrivalId: `arrival order, turn ${slot.turn}`,
      turn: slot.turn,
      method: order.entry.method,
      unitIds: waiting,
      pick: order.groups === 'unit' ? String(slot.count) : `${slot.count} ${slot.count === 1 ? 'contingent' : 'contingents'}`,
      note: 'by the sealed arrival order',
    }));
}

export function offMapDisplay(state: GameState, sideId: string): OffMapDisplay {
  const { board } = state;
  const { scenario } = board;
  const pool = poolOf(state);
  const due = dueArrivals(state, sideId);
  const dueIds = new Set(due.flatMap((a) => a.unitIds));
  const mine = board.unitIds.filter((id) => board.units[id].sideId === sideId);
  const strikes: StrikeView[] = scenario.strikeIds
    .filter((id) => scenario.strikes[id].sideId === sideId)
    .map((id) => {
      const s = state.strikes?.[id];
      const status: StrikeView['status'] = s?.status === 'eliminated' ? 'eliminated' : strikeUsable(state, id) ? 'usable' : inReserve(state, id) || !s ? 'reserve' : 'available';
      return { strikeId: id, kind: scenario.strikes[id].kind, strength: scenario.strikes[id].strength, status };
    });
  return {
    sideId,
    due,
    tables: scenario.tableIds
      .map((id) => scenario.tables[id])
      .filter((t) => t.sideId === sideId && t.use === 'reinforcement' && (t.lastTurn === undefined || t.lastTurn >= state.turn))
      .map((t) => ({ tableId: t.id, name: t.name, fromTurn: t.firstTurn, toTurn: t.lastTurn ?? null })),
    pool: Object.keys(pool)
      .filter((id) => board.units[id].sideId === sideId)
      .sort()
      .map((id) => ({ unitId: id, fromTurn: Math.max(pool[id].turn, pool[id].fromTurn ?? 0), entry: pool[id], source: pool[id].source })),
    eliminated: mine.filter((id) => state.units[id].eliminated),
    removed: mine.flatMap((id) => {
      const why = state.units[id].removed;
      return why ? [{ unitId: id, why }] : [];
    }),
    offMap: mine.filter((id) => notYetArrived(state, id) && !dueIds.has(id)),
    strikes,
    airSupplyLeft: state.airSupply?.[sideId]?.left ?? scenario.sides[sideId]?.airSupply ?? 0,
  };
}

/** Strike markers of the side that may fly now, by kind (12.1). */
export function strikesReady(state: GameState, sideId: string): { readonly air: readonly string[]; readonly naval: readonly string[] } {
  return { air: availableStrikes(state, sideId, 'air', 'usable'), naval: availableStrikes(state, sideId, 'naval', 'usable') };
}
