// Rules 6.2, 9.7, 10.1, 10.4, 16.1, 16.2, 16.2.1, 16.3, 23.2, 23.3, OST 9.8, OST 15.12.
/**
 * Reinforcements entering in the Movement Phase (16.2, 16.3), one `enter` action per unit:
 *  - ground: onto a hex of the first entry area in which the enemy does not hold every hex (later areas are
 *    fallbacks); no areas means any map-edge hex. The unit pays the cost of the hex it enters (a unit with an MA
 *    of 1 or more may always enter one hex, 10.4); the hex may not hold enemy units nor be prohibited to it (16.2.1),
 *    and a river boat enters only on a river hex (23.3);
 *  - air-landed: onto an airfield (an `airfield` feature or terrain, or the entry's areas when given) not occupied
 *    by enemy units (16.3), at no MP cost (a river boat, improbably air-landed, still only on a river hex, 23.3);
 * with a fallback delay (a scenario rule, Palembang 23.2), units whose first area the enemy holds as their Movement
 * Phase begins use a fallback only that many turns later (fallbackFrom, set by holdForFallback);
 * entering an enemy ZOC halts the unit (16.2.1, 9.7). The entered unit becomes the unit moving (10.1) and may go on
 * with its MP left. Pacific modules: a foot unit entering a cave hex pays 1 MP more (OST 9.8, caves.ts); no unit
 * enters a hex holding a tank killer of its side, and a tank killer enters no hex holding units of its side (OST 15.12). Units that must arrive this turn hold up the end of the Movement Phase while one of them can
 * still enter (16.1); those that cannot wait in the pool.
 */
import { hexAt, hexIndex, isHexRef, labelOf, onMap } from '../core/board';
import type { EnterAction } from '../core/actions';
import { areaHexes, describeArea } from '../scenario/area-hexes';
import { ruleError, type RuleError } from '../core/errors';
import type { GameEvent } from '../core/events';
import { withProgress } from '../movement/movement';
import { mayStandIn, unitCostTables } from '../movement/movement-cost';
import { firstFault, hooks } from '../core/registry';
import { extraCost, moveMasks } from '../movement/reach';
import { confinementOf } from '../movement/movement-cost';
import { accept, refusal, type ApplyResult } from '../core/result';
import { phasingSide, poolOf, withParts, type GameState, type PoolEntry } from '../core/state';
import { movementAllowance, unitAt, unitInfo, unitsWith } from '../core/units';
import { zocMasks } from '../zoc/zoc';

export type EntryOption = { readonly hex: number; readonly costHalf: number; readonly minimumMove: boolean };

function mapEdge(state: GameState): number[] {
  const { cols, rows } = state.board;
  const out = new Set<number>();
  for (let c = 0; c < cols; c++) [0, rows - 1].forEach((r) => out.add(r * cols + c));
  for (let r = 0; r < rows; r++) [0, cols - 1].forEach((c) => out.add(r * cols + c));
  return [...out].sort((a, b) => a - b);
}

function airfieldHexes(state: GameState): number[] {
  const { board } = state;
  const out = new Set(board.scenario.airfields.filter((h) => onMap(board, h)).map((h) => hexIndex(board, h)));
  for (let at = 0; at < board.size; at++) if (board.terrainIds[board.terrainAt[at]] === 'airfield') out.add(at);
  return [...out].sort((a, b) => a - b);
}

/** The hexes a pool unit may enter now, with what each costs, and a note when a fallback area is in use. */
export function entryOptions(state: GameState, unitId: string): { options: EntryOption[]; note: string | null } {
  const entry = poolOf(state)[unitId];
  const { board } = state;
  const info = board.units[unitId];
  const { enemy } = zocMasks(state, info.sideId);
  const alone = moveMasks(state, unitId);
  // Hexes the unit may not enter: enemy ones (16.2.1), and those a module closes to it (OST 15.12).
  const closed = alone ? (alone.noEnd ? orMasks(alone.blocked, alone.noEnd) : alone.blocked) : enemy;
  if (entry.fromTurn !== undefined && state.turn < entry.fromTurn) return { options: [], note: null };
  if (entry.method === 'airLanded') {
    const hexes = entry.areas.length > 0 ? [...new Set(entry.areas.flatMap((a) => areaHexes(board, a)))].sort((a, b) => a - b) : airfieldHexes(state);
    const river = confinementOf(board, info)?.masks(board).hex ?? null;
    return { options: hexes.filter((h) => closed[h] === 0 && (river === null || river[h] === 1)).map((hex) => ({ hex, costHalf: 0, minimumMove: false })), note: null };
  }
  if (entry.method !== 'ground') return { options: [], note: null };
  const areas = entry.areas.length > 0 ? entry.areas.map((a) => areaHexes(board, a)) : [mapEdge(state)];
  const usable = areas.findIndex((hexes) => hexes.some((h) => enemy[h] === 0));
  if (usable < 0) return { options: [], note: null };
  if (usable > 0 && entry.fallbackDelay !== undefined && (entry.fallbackFrom === undefined || state.turn < entry.fallbackFrom)) return { options: [], note: null };
  const tables = unitCostTables(board, info);
  const caves = extraCost(state, info);
  const budget = Math.round(movementAllowance(info, state.units[unitId]) * 2);
  const options: EntryOption[] = [];
  for (const hex of areas[usable]) {
    if (closed[hex] === 1 || !mayStandIn(board, tables, hex)) continue;
    const cost = tables.terrainHalf[board.terrainAt[hex]] + (caves === null ? 0 : caves[hex]);
    if (cost <= budget) options.push({ hex, costHalf: cost, minimumMove: false });
    else if (budget >= 2) options.push({ hex, costHalf: cost, minimumMove: true });
  }
  const note = usable > 0 ? `the enemy holds every hex of the earlier entry area${usable > 1 ? 's' : ''}: entering by ${describeArea(entry.areas[usable])}` : null;
  return { options, note };
}

function orMasks(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = a.slice();
  for (let i = 0; i < out.length; i++) out[i] |= b[i];
  return out;
}

function checkEnterer(state: GameState, unitId: unknown): RuleError | PoolEntry {
  if (state.phase !== 'movement') return ruleError('wrong-phase', 'Reinforcements enter the map in the Movement Phase.', '16.2');
  const info = typeof unitId === 'string' ? unitInfo(state.board, unitId) : undefined;
  if (!info) return ruleError('unknown-unit', `There is no unit '${String(unitId)}' in this game.`);
  const side = phasingSide(state);
  if (info.sideId !== side.id) return ruleError('not-your-turn', `${info.designation} belongs to ${info.sideId}; only ${side.id} brings on reinforcements now.`, '4.1');
  const entry = poolOf(state)[info.id];
  if (!entry) return firstFault(hooks('entryFault'), state, info.id) ?? ruleError('illegal-entry', `${info.designation} is not waiting in the reinforcements pool.`, '16.1');
  if (entry.method === 'airdrop') return ruleError('illegal-entry', `${info.designation} arrives by air drop, in the Airborne Landing Phase.`, '6.2');
  return entry;
}

export function applyEnter(state: GameState, action: EnterAction): ApplyResult {
  const checked = checkEnterer(state, action.unitId);
  if ('code' in checked) return refusal(checked);
  const { board } = state;
  if (!isHexRef(action.hex) || !onMap(board, action.hex)) return refusal(ruleError('illegal-entry', 'The entry hex must be a hex on the map.', '16.2'));
  const info = board.units[action.unitId];
  const at = hexIndex(board, action.hex);
  const label = labelOf(board, action.hex);
  const { options, note } = entryOptions(state, info.id);
  const option = options.find((o) => o.hex === at);
  const alone = option ? null : firstFault(hooks('stackFault'), state, info.id, at, true);
  if (alone) return refusal({ ...alone, code: 'illegal-entry' });
  const confined = confinementOf(board, info);
  const offRiver = confined ? confined.hexFault(board, at) : null;
  if (!option && confined && offRiver) return refusal(ruleError('illegal-entry', `${info.designation} may not enter at ${label}: ${offRiver}.`, confined.rule));
  if (!option) {
    const where = options.length === 0 ? 'it has no hex to enter now' : `it may enter only ${options.map((o) => labelOf(board, hexAt(board, o.hex))).join(', ')}`;
    const rule = checked.method === 'airLanded' ? '16.3' : '16.2.1';
    return refusal(ruleError('illegal-entry', `${info.designation} may not enter at ${label}: ${where}.`, rule));
  }
  const ezoc = zocMasks(state, info.sideId).ezoc;
  const halted = ezoc[at] === 1;
  const ground = checked.method === 'ground';
  const ma = movementAllowance(info, state.units[info.id]);
  const mpLeft = option.minimumMove ? 0 : ma - option.costHalf / 2;
  const notes: string[] = [];
  if (note) notes.push(note);
  if (ground && (extraCost(state, info)?.[at] ?? 0) > 0) notes.push('entering a cave costs 1 MP more (OST 9.8)');
  if (option.minimumMove) notes.push(`minimum move: the first hex costs ${option.costHalf / 2} MP against an MA of ${ma} (10.4)`);
  if (halted) notes.push('entered an enemy zone of control: the unit halts (16.2.1, 9.7)');
  const moved = withProgress(state, info.id, { mpLeft, hexesEntered: ground ? 1 : 0, halted, fastMoved: false, done: false });
  const { [info.id]: _entered, ...rest } = poolOf(state);
  const next: GameState = withParts(moved, { units: unitsWith(moved, info.id, unitAt(moved.units[info.id], { col: action.hex.col, row: action.hex.row })), pool: rest });
  const event: GameEvent = {
    type: 'unit-entered',
    unitId: info.id,
    method: checked.method,
    hex: label,
    at: { col: action.hex.col, row: action.hex.row },
    cost: option.costHalf / 2,
    mpLeft,
    halted,
    notes,
    rule: ground ? '16.2' : '16.3',
  };
  return accept(Object.keys(rest).length === 0 ? withoutPool(next) : next, [event]);
}

function withoutPool(state: GameState): GameState {
  return withParts(state, { pool: undefined });
}

/** Units of the phasing side that must enter this turn, split into those that can and those that cannot. */
export function mustEnter(state: GameState): { able: string[]; unable: string[] } {
  const side = phasingSide(state).id;
  const able: string[] = [];
  const unable: string[] = [];
  for (const [id, entry] of Object.entries(poolOf(state))) {
    if (entry.mayDelay || entry.method === 'airdrop' || state.board.units[id].sideId !== side) continue;
    if (entry.fromTurn !== undefined && state.turn < entry.fromTurn) continue;
    (entryOptions(state, id).options.length > 0 ? able : unable).push(id);
  }
  return { able: able.sort(), unable: unable.sort() };
}

/** Why the Movement Phase may not end yet: reinforcements due this turn can still enter (16.1). */
export function movementPhaseOpen(state: GameState): RuleError | null {
  const { able } = mustEnter(state);
  if (able.length === 0) return null;
  return ruleError('reinforcements-waiting', `Reinforcements must enter this turn and can: ${able.join(', ')}.`, '16.1');
}

/** Every legal `enter` action: pool units of the phasing side (id order) by entry hex (hex order). */
export function enterActions(state: GameState): EnterAction[] {
  if (state.phase !== 'movement') return [];
  const side = phasingSide(state).id;
  const actions: EnterAction[] = [];
  for (const id of Object.keys(poolOf(state)).sort()) {
    const entry = poolOf(state)[id];
    if (state.board.units[id].sideId !== side || entry.method === 'airdrop') continue;
    for (const o of entryOptions(state, id).options) actions.push({ type: 'enter', unitId: id, hex: hexAt(state.board, o.hex) });
  }
  return actions;
}

/**
 * As the Movement Phase begins: pool units of the phasing side with a fallback delay whose first entry area the enemy
 * holds in full start waiting out the delay (Palembang 23.2: the fallback is used on the next turn).
 */
export function holdForFallback(state: GameState): { state: GameState; events: GameEvent[] } {
  const side = phasingSide(state).id;
  const { board } = state;
  const held: string[] = [];
  const pool = { ...poolOf(state) };
  for (const id of Object.keys(pool).sort()) {
    const entry = pool[id];
    if (entry.fallbackDelay === undefined || entry.fallbackFrom !== undefined || entry.areas.length < 2 || board.units[id].sideId !== side) continue;
    if (entry.fromTurn !== undefined && state.turn < entry.fromTurn) continue;
    const { enemy } = zocMasks(state, side);
    if (areaHexes(board, entry.areas[0]).some((h) => enemy[h] === 0)) continue;
    pool[id] = { ...entry, fallbackFrom: state.turn + entry.fallbackDelay };
    held.push(id);
  }
  if (held.length === 0) return { state, events: [] };
  const delay = pool[held[0]].fallbackDelay ?? 1;
  const reason = `the enemy holds every hex of ${describeArea(pool[held[0]].areas[0])}: they use a fallback entry area after ${delay} turn${delay === 1 ? '' : 's'}`;
  return { state: withParts(state, { pool }), events: [{ type: 'reinforcements-held', side, units: held, reason, rule: '16.2.1' }] };
}
