// Rules 16.1 (a scenario's arrival order at unit level).
/**
 * Arrival orders at unit level (`Side.arrivalOrder`, model/arrival-orders.ts). The scenario gives a side a pool of
 * units and a schedule (how many items arrive on which turns); the items are the pool's units, or its contingents.
 *  - Before play the order is sealed (`sealArrivalOrder`, by its own side whoever is phasing): written, it lists every
 *    item once; rolled (solo play), the game dice draw it place by place (a 1dN among the N items left, logged), and
 *    nobody sees it. Until every order is sealed nothing else is applied (the `beforePlay` hook).
 *  - The `arrival-order-sealed` event carries only the side, the digest and the number of items; orderFor shows the
 *    order to its own side, and to everyone once the game is over, when `arrival-order-revealed` shows it.
 *  - Held to it: as the side's Reinforcement Phase begins on a turn of the schedule, the next items of the order (as
 *    many as the slot says) go to the reinforcements pool with the order's entry, and only they: a pool unit not yet
 *    due may not enter (the `entryFault` hook says when it is due), may not be placed at set-up, and no arrival or
 *    table may bring it (the setup is refused).
 */
import { arrivalOrderItems, arrivalOrderItemUnits, type ArrivalOrder, type UnitSelector } from '../../../model';
import type { Action } from '../../core/actions';
import type { Board } from '../../core/board';
import { ruleError, type RuleError } from '../../core/errors';
import type { GameEvent } from '../../core/events';
import { hashValue } from '../../core/hash';
import { accept, refusal, type ApplyResult } from '../../core/result';
import type { GameSetup } from '../../scenario/setup-types';
import { phasingSide, type GameState, type UnitState, withParts } from '../../core/state';
import { rollLogged, startWork, type Work } from '../../core/work';
import { deploy } from '../../reinforcements/reinforcement-effects';
import type { ArrivalOrderState, SealArrivalOrderAction } from './arrival-orders-types';

/** The `rule` of this module's errors and events. */
export const ARRIVAL_ORDER_RULE = 'arrival order';

const nameOf = (state: GameState, sideId: string) => state.board.sides.find((s) => s.id === sideId)?.name ?? sideId;

/** The side's arrival order in the scenario, if it has one. */
export function scenarioOrder(board: Board, sideId: string): ArrivalOrder | undefined {
  const { sides } = board.scenario;
  return Object.hasOwn(sides, sideId) ? sides[sideId].arrivalOrder : undefined;
}

const contingentOf = (board: Board) => (unitId: string) => (Object.hasOwn(board.units, unitId) ? board.units[unitId].contingentId : undefined);

/** The items the side orders, in the scenario's order. */
export function orderItems(board: Board, sideId: string): string[] {
  const order = scenarioOrder(board, sideId);
  return order ? arrivalOrderItems(order, contingentOf(board)) : [];
}

/** The pool units an item of the side's order stands for. */
export function itemUnits(board: Board, sideId: string, item: string): string[] {
  const order = scenarioOrder(board, sideId);
  return order ? arrivalOrderItemUnits(order, item, contingentOf(board)) : [];
}

function selects(selector: UnitSelector, board: Board, unitId: string): boolean {
  if (selector.kind === 'units') return selector.unitIds.includes(unitId);
  const c = board.units[unitId].contingentId;
  return c !== undefined && selector.contingentIds.includes(c);
}

/** Sides' arrival orders at the start: the slice, and every reason the setup cannot hold the sides to them. */
export function startArrivalOrders(setup: GameSetup, board: Board, units: Readonly<Record<string, UnitState>>, problems: string[]): { arrivalOrders?: Record<string, ArrivalOrderState> } {
  const out: Record<string, ArrivalOrderState> = {};
  for (const side of board.sides) {
    const order = scenarioOrder(board, side.id);
    if (!order) continue;
    const lead = `${side.name}'s arrival order`;
    const known = order.unitIds.filter((id) => {
      if (!Object.hasOwn(board.units, id)) problems.push(`${lead} names a unit '${id}' that is not in the scenario`);
      else if (board.units[id].sideId !== side.id) problems.push(`${lead} names ${board.units[id].designation}, a unit of another side`);
      else return true;
      return false;
    });
    for (const id of known) {
      const info = board.units[id];
      if (units[id]?.hex) problems.push(`${info.designation} arrives by ${lead}; it may not be placed at set-up`);
      else if (units[id]?.aboard || setup.units.some((u) => u.id === id && u.aboard)) problems.push(`${info.designation} arrives by ${lead}; it may not start aboard a carrier`);
      for (const a of board.scenario.arrivals) if (selects(a.units, board, id)) problems.push(`${info.designation} arrives by ${lead}; the scheduled arrival ${a.id} may not bring it too`);
    }
    if (order.groups === 'contingent') {
      for (const id of known) if (board.units[id].contingentId === undefined) problems.push(`${lead} orders contingents, but ${board.units[id].designation} belongs to none`);
    }
    const items = arrivalOrderItems(order, contingentOf(board)).length;
    const scheduled = order.schedule.reduce((n, s) => n + s.count, 0);
    if (scheduled > items) problems.push(`${lead} schedules ${scheduled} arrivals for ${items} ${order.groups === 'unit' ? 'units' : 'contingents'}`);
    const turns = new Set(board.turns.map((t) => t.index));
    for (const slot of order.schedule) if (!turns.has(slot.turn)) problems.push(`${lead} schedules arrivals on turn ${slot.turn}, which is not on the turn track`);
    if (new Set(order.schedule.map((s) => s.turn)).size !== order.schedule.length) problems.push(`${lead} lists a turn of its schedule twice`);
    out[side.id] = { order: null, digest: null, arrived: [], lastTurn: 0 };
  }
  return Object.keys(out).length === 0 ? {} : { arrivalOrders: out };
}

/** Sides (in player order) whose arrival order is not yet sealed. */
export function ordersMissing(state: GameState): string[] {
  const orders = state.arrivalOrders;
  if (!orders) return [];
  return state.board.sides.filter((s) => Object.hasOwn(orders, s.id) && orders[s.id].order === null).map((s) => s.id);
}

/** The actions that seal an order, built from the scenario alone: written, its items in the scenario's order and reversed; rolled, the dice. */
export function sealActions(state: GameState, side: string): SealArrivalOrderAction[] {
  const order = scenarioOrder(state.board, side);
  if (!order) return [];
  if (order.mode === 'rolled') return [{ type: 'sealArrivalOrder', side }];
  const items = orderItems(state.board, side);
  const reversed = [...items].reverse();
  return (items.length > 1 ? [items, reversed] : [items]).map((o) => ({ type: 'sealArrivalOrder', side, order: o }));
}

/** What play waits for: the orders still to seal. */
export function arrivalOrdersOwed(state: GameState): { sides: string[]; reason: RuleError; actions: Action[] } | null {
  const missing = ordersMissing(state);
  if (missing.length === 0) return null;
  const names = missing.map((id) => nameOf(state, id)).join(' and ');
  const reason = ruleError('arrival-order-missing', `${names} must first seal the order in which ${missing.length === 1 ? 'its' : 'their'} units arrive (arrival order); play waits until then.`, ARRIVAL_ORDER_RULE);
  return { sides: missing, reason, actions: missing.flatMap((side) => sealActions(state, side)) };
}

function orderProblems(items: readonly string[], order: unknown, what: string): string[] {
  if (!Array.isArray(order) || order.some((c) => typeof c !== 'string')) return [`the order must be a list of ${what}`];
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const item of order as string[]) {
    if (seen.has(item)) problems.push(`'${item}' is listed twice`);
    else if (!items.includes(item)) problems.push(`'${item}' is not one of the ${what} of the order`);
    seen.add(item);
  }
  const left = items.filter((i) => !seen.has(i));
  if (left.length > 0) problems.push(`the order must list every one of its ${what}; missing: ${left.join(', ')}`);
  return problems;
}

/** The rolled variant: each place but the last drawn by a 1dN among the N items left (in the scenario's order), logged. */
function rollOrder(work: Work, side: string, items: readonly string[]): string[] {
  const left = [...items];
  const order: string[] = [];
  while (left.length > 1) {
    const face = rollLogged(work, `1d${left.length}`, `${nameOf(work.state, side)}'s arrival order, place ${order.length + 1}: one of the ${left.length} left (sealed)`, ARRIVAL_ORDER_RULE);
    order.push(...left.splice(face - 1, 1));
  }
  return [...order, ...left];
}

export function applySealArrivalOrder(state: GameState, action: SealArrivalOrderAction): ApplyResult {
  const side = action.side;
  const refuse = (code: 'bad-arrival-order' | 'arrival-order-not-required' | 'arrival-order-already-sealed', message: string) => refusal(ruleError(code, message, ARRIVAL_ORDER_RULE));
  if (state.over) return refusal(ruleError('game-over', 'The game is over.', '4.2'));
  if (typeof side !== 'string' || !state.board.sides.some((s) => s.id === side)) return refuse('bad-arrival-order', `An arrival order names its side; there is no side '${String(side)}'.`);
  const setup = scenarioOrder(state.board, side);
  const current = state.arrivalOrders && Object.hasOwn(state.arrivalOrders, side) ? state.arrivalOrders[side] : undefined;
  if (!setup || !current) return refuse('arrival-order-not-required', `${nameOf(state, side)} has no arrival order to seal: the scenario gives it none.`);
  if (current.order !== null) return refuse('arrival-order-already-sealed', `${nameOf(state, side)} has already sealed its arrival order; it cannot be changed.`);
  const items = orderItems(state.board, side);
  const what = setup.groups === 'unit' ? 'units' : 'contingents';
  const work = startWork(state);
  let order: string[];
  if (setup.mode === 'rolled') {
    if (action.order !== undefined) return refuse('bad-arrival-order', `${nameOf(state, side)}'s arrival order is rolled by the dice; the player does not write it.`);
    order = rollOrder(work, side, items);
  } else {
    const problems = orderProblems(items, action.order, what);
    if (problems.length > 0) return refuse('bad-arrival-order', `${nameOf(state, side)}'s arrival order is not valid: ${problems.join('; ')}.`);
    order = [...(action.order as string[])];
  }
  const digest = hashValue(order);
  work.state = withParts(work.state, { arrivalOrders: { ...state.arrivalOrders, [side]: { ...current, order, digest } } });
  work.events.push({ type: 'arrival-order-sealed', side, mode: setup.mode, digest, items: order.length, rule: ARRIVAL_ORDER_RULE });
  // Sealed during the side's own Reinforcement Phase (the game opens in it): this turn's slot is due at once.
  deliver(work);
  return accept(work.state, work.events);
}

/** The slot of the schedule due now, in the phasing side's Reinforcement Phase: the next items of its order go to the pool. */
function deliver(work: Work): void {
  const { state } = work;
  if (state.phase !== 'reinforcement' || !state.arrivalOrders) return;
  const side = phasingSide(state).id;
  const mine = Object.hasOwn(state.arrivalOrders, side) ? state.arrivalOrders[side] : undefined;
  const setup = scenarioOrder(state.board, side);
  if (!mine || !setup || mine.order === null || mine.lastTurn >= state.turn) return;
  const slot = setup.schedule.find((s) => s.turn === state.turn);
  if (!slot) return;
  const from = mine.arrived.length;
  const items = mine.order.slice(from, from + slot.count);
  const units = items.flatMap((item) => itemUnits(state.board, side, item));
  work.state = withParts(state, { arrivalOrders: { ...state.arrivalOrders, [side]: { ...mine, lastTurn: state.turn, arrived: [...mine.arrived, ...items.map((item) => ({ item, turn: state.turn }))] } } });
  work.events.push({ type: 'arrival-order-due', side, turn: state.turn, count: slot.count, items, units, from: from + 1, to: from + items.length, rule: ARRIVAL_ORDER_RULE });
  if (units.length > 0) deploy(work, { kind: 'units', unitIds: units }, setup.entry, { sideId: side, source: ARRIVAL_ORDER_RULE, depth: 0, areas: null });
}

/** As a phase begins: the phasing side's slot of the schedule, in its Reinforcement Phase. */
export function arrivalOrderPhaseStart(state: GameState): { state: GameState; events: readonly GameEvent[] } {
  if (!state.arrivalOrders || state.phase !== 'reinforcement') return { state, events: [] };
  const work = startWork(state);
  deliver(work);
  return work;
}

/** Where in the order a pool unit of `side` stands, and the turn its slot comes; null when it is not in the side's order. */
export function dueTurn(state: GameState, side: string, unitId: string): { place: number; turn: number | null } | null {
  const mine = state.arrivalOrders && Object.hasOwn(state.arrivalOrders, side) ? state.arrivalOrders[side] : undefined;
  const setup = scenarioOrder(state.board, side);
  if (!mine || !setup || mine.order === null) return null;
  const place = mine.order.findIndex((item) => itemUnits(state.board, side, item).includes(unitId));
  if (place < 0) return null;
  let before = mine.arrived.length;
  for (const slot of [...setup.schedule].sort((a, b) => a.turn - b.turn)) {
    if (slot.turn <= mine.lastTurn) continue;
    if (place < before + slot.count) return { place: place + 1, turn: slot.turn };
    before += slot.count;
  }
  return { place: place + 1, turn: null };
}

/** Why a unit of an arrival order that is not in the pool may not enter: its place in the order is still to come. */
export function arrivalOrderEntryFault(state: GameState, unitId: string): RuleError | null {
  if (!state.arrivalOrders) return null;
  const info = state.board.units[unitId];
  const due = dueTurn(state, info.sideId, unitId);
  if (!due || !state.units[unitId] || state.units[unitId].hex || state.units[unitId].eliminated) return null;
  if (state.arrivalOrders[info.sideId].arrived.some((a) => itemUnits(state.board, info.sideId, a.item).includes(unitId))) return null;
  const when = due.turn === null ? 'the schedule brings no more units after those before it, so it never arrives' : `it arrives on turn ${due.turn}`;
  return ruleError('illegal-entry', `${info.designation} is ${ordinal(due.place)} in ${nameOf(state, info.sideId)}'s sealed arrival order: ${when}.`, ARRIVAL_ORDER_RULE);
}

const ordinal = (n: number) => `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;

/** As the game ends: every sealed order revealed, with the turn each item arrived. */
export function revealArrivalOrders(state: GameState): GameEvent[] {
  const orders = state.arrivalOrders;
  if (!orders) return [];
  return state.board.sides.flatMap((side): GameEvent[] => {
    if (!Object.hasOwn(orders, side.id)) return [];
    const { order, digest, arrived } = orders[side.id];
    if (order === null || digest === null) return [];
    const turnOf = new Map(arrived.map((a) => [a.item, a.turn]));
    return [{ type: 'arrival-order-revealed', side: side.id, digest, order: [...order], arrived: order.map((item) => ({ item, turn: turnOf.get(item) ?? null })), rule: ARRIVAL_ORDER_RULE }];
  });
}

/** The side's sealed order as `viewer` may see it: its own side's, or anyone's once the game is over; null while sealed from the viewer or not yet written. */
export function orderFor(state: GameState, viewer: string, side: string = viewer): readonly string[] | null {
  const orders = state.arrivalOrders;
  if (!orders || !Object.hasOwn(orders, side)) return null;
  const { order } = orders[side];
  return order !== null && (viewer === side || state.over) ? [...order] : null;
}

/** The module's reducer: its one action seals an order (listed before play by arrivalOrdersOwed, never after). */
export function applyArrivalOrderAction(state: GameState, action: Action): ApplyResult {
  if (action.type !== 'sealArrivalOrder') return refusal(ruleError('bad-action', `Unknown action type '${action.type}'.`));
  return applySealArrivalOrder(state, action);
}
