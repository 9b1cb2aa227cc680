// Rules 6.2, 6.2.1, 6.2.2, 6.2.3, 15.3.
/**
 * Air drops (6.2), one `airdrop` action per unit, in the owner's order: a unit waiting in the pool to arrive by air
 * drop is set down on a friendly drop zone or a hex next to one, then checked on the ruleset's Air Drop Table (6.2.1):
 * the column by the terrain of the hex; one die; +1 when the hex holds an enemy unit or lies next to an enemy AAA or
 * heavy weapons unit (once), +1 at night, cumulative. Results:
 *  - landed; disrupted (15.3 eliminates a one-step unit); eliminated;
 *  - scattered (6.2.2): a die for the direction, the ruleset's dice for the hexes (the planned hex not counted), then
 *    disrupted; prohibited terrain eliminates; off the map, the unit waits off that edge and must enter by it as a
 *    ground reinforcement on the next turn.
 * A unit that comes down among enemy units makes an air assault if it can (air-assault.ts); otherwise it waits for
 * the end of the phase, when every unit sharing a hex with the enemy is eliminated (6.2.3).
 */
import { compassEdgeOf, neighbour, sheetDirectionOf, type HexDirection } from '../../hex';
import type { Area, MapEdge } from '../../model';
import { airDropCategoryOf, airDropResult, scatterDirection, type AirDropResult, type AirDropTable } from '../../ruleset';
import type { AirdropAction } from '../core/actions';
import { airAssault, enemiesInHex, isAirAssaultCapable } from './air-assault';
import { hexAt, hexIndex, isHexRef, labelOf, onMap, type UnitInfo } from '../core/board';
import { disrupt, eliminate, type UnitsDraft } from '../disruption/disruption';
import { dropZonesOf } from './drop-zones';
import { firstFault, hooks } from '../core/registry';
import { ruleError, type RuleError } from '../core/errors';
import type { TableModifier } from '../core/events-scenario';
import { accept, refusal, type ApplyResult } from '../core/result';
import { phasingSide, poolOf, turnRecord, withParts, type GameState } from '../core/state';
import { unitInfos, unitStates, hasFlag, copyUnits, unitAt, unitsWith } from '../core/units';
import { rollText, startWork, type Work } from '../core/work';

const heavyOrAaa = (info: UnitInfo) => ['aaa', 'anti-aircraft', 'flak', 'heavy-weapons', 'heavy weapons'].some((f) => hasFlag(info, f));

/** Hexes a unit of the side may be dropped on: its drop zones and the hexes next to them (6.2). */
export function dropHexes(state: GameState, sideId: string): number[] {
  const { board } = state;
  const out = new Set<number>();
  for (const dz of dropZonesOf(state, sideId)) {
    const at = hexIndex(board, dz);
    out.add(at);
    for (let dir = 0; dir < 6; dir++) if (board.neighbourAt[at * 6 + dir] >= 0) out.add(board.neighbourAt[at * 6 + dir]);
  }
  return [...out].sort((a, b) => a - b);
}

export function checkAirdrop(state: GameState, action: AirdropAction): RuleError | null {
  if (state.phase !== 'airborne-landing') return ruleError('wrong-phase', 'Air drops are made in the Airborne Landing Phase.', '6.2');
  const info = typeof action.unitId === 'string' && Object.hasOwn(state.board.units, action.unitId) ? state.board.units[action.unitId] : undefined;
  if (!info) return ruleError('unknown-unit', `There is no unit '${String(action.unitId)}' in this game.`);
  const side = phasingSide(state).id;
  const entry = poolOf(state)[info.id];
  if (info.sideId !== side || !entry || entry.method !== 'airdrop') return ruleError('illegal-airdrop', `${info.designation} is not waiting to be air dropped.`, '6.2');
  if (!isHexRef(action.hex) || !onMap(state.board, action.hex)) return ruleError('illegal-airdrop', 'The landing hex must be a hex on the map.', '6.2');
  const at = hexIndex(state.board, action.hex);
  if (!dropHexes(state, side).includes(at) && !hooks('dropAllowed').some((allowed) => allowed(state, at))) {
    const fault = firstFault(hooks('dropFault'), state, action.hex);
    if (fault) return fault;
    return ruleError('illegal-airdrop', `${labelOf(state.board, action.hex)} is neither a friendly drop zone nor next to one.`, '6.2');
  }
  return null;
}

/** The Air Drop Table modifiers for a drop by `side` on hex `at` (6.2.1, and 22.1 when that module is on). */
export function landingModifiers(state: GameState, side: string, at: number): TableModifier[] {
  const { board } = state;
  const table = board.ruleset.airDropTable;
  const near = new Set<number>();
  for (let dir = 0; dir < 6; dir++) near.add(board.neighbourAt[at * 6 + dir]);
  let enemyIn = false;
  let heavyNear = false;
  const units = unitStates(state);
  const infos = unitInfos(board);
  for (let i = 0; i < units.length; i++) {
    const hex = units[i].hex;
    if (!hex || infos[i].sideId === side) continue;
    const h = hexIndex(board, hex);
    if (h === at) enemyIn = true;
    if (near.has(h) && heavyOrAaa(infos[i])) heavyNear = true;
  }
  const value = (id: string) => table.modifiers.find((m) => m.id === id)?.value ?? 0;
  return [
    { value: value('aaa'), cause: 'an enemy unit in the landing hex, or an enemy AAA or heavy weapons unit next to it', applies: enemyIn || heavyNear },
    { value: value('night'), cause: 'a night turn', applies: turnRecord(state)?.night === true },
    ...hooks('dropModifiers').flatMap((modifiers) => modifiers(state, side, at)),
  ];
}

/** Where a scatter ends: the hex reached, or the last hex on the map and the edge crossed. */
export function scatterWalk(state: GameState, from: number, dir: number, hexes: number): { at: number; edge: MapEdge | null } {
  const { board } = state;
  let at = from;
  for (let i = 0; i < hexes; i++) {
    const next = board.neighbourAt[at * 6 + dir];
    if (next >= 0) {
      at = next;
      continue;
    }
    const off = neighbour(board.geom, hexAt(board, at), dir as HexDirection);
    const edge: MapEdge = compassEdgeOf(board.north, off.row < 0 ? 'top' : off.row >= board.rows ? 'bottom' : off.col < 0 ? 'left' : 'right');
    return { at, edge };
  }
  return { at, edge: null };
}

/** One roll on the Air Drop Table for a drop by `side` aimed at hex `planned`, with its scatter when the result is one. */
export type LandingRoll = {
  readonly terrain: string;
  readonly modifiers: TableModifier[];
  readonly die: number;
  readonly modified: number;
  readonly result: AirDropResult;
  readonly scatter?: { readonly direction: number; readonly directionDie: number; readonly distance: number };
  /** Where a scatter ends (scatterWalk). */
  readonly walk?: { readonly at: number; readonly edge: MapEdge | null };
};

/** 6.2.1, 6.2.2 (and 18.3 for air supply): the die, its modifiers and the result; a scatter rolls a direction and a distance. */
export function rollLanding(work: Work, side: string, planned: number): LandingRoll {
  const { board } = work.state;
  const table = board.ruleset.airDropTable;
  const terrain = board.terrainIds[board.terrainAt[planned]];
  const modifiers = landingModifiers(work.state, side, planned);
  const die = rollText(work, table.dice).total;
  const modified = die + modifiers.reduce((sum, m) => sum + (m.applies ? m.value : 0), 0);
  const result = landingResult(table, terrain, modified);
  if (result !== 'scattered') return { terrain, modifiers, die, modified, result };
  const directionDie = rollText(work, table.scatter.directionDice).total;
  // The table counts directions by the compass; the sheet may have north elsewhere.
  const direction = sheetDirectionOf(board.geom.orientation, board.north, scatterDirection(table, directionDie) as HexDirection);
  const distance = Math.max(0, rollText(work, table.scatter.distanceDice).total);
  return { terrain, modifiers, die, modified, result, scatter: { direction, directionDie, distance }, walk: scatterWalk(work.state, planned, direction, distance) };
}

/** The table's result; terrain missing from every column reads the first row. */
export function landingResult(table: AirDropTable, terrain: string, modified: number): AirDropResult {
  if (airDropCategoryOf(table, terrain) !== undefined) return airDropResult(table, terrain, modified);
  const results = table.rows[0].results;
  return results[Math.min(results.length - 1, Math.max(0, modified - 1))] as AirDropResult;
}

function place(work: Work, unitId: string, at: number): void {
  const { board } = work.state;
  const { [unitId]: _dropped, ...pool } = poolOf(work.state);
  work.state = withParts(work.state, { pool, units: unitsWith(work.state, unitId, unitAt(work.state.units[unitId], hexAt(board, at))) });
}

export function applyAirdrop(state: GameState, action: AirdropAction): ApplyResult {
  const error = checkAirdrop(state, action);
  if (error) return refusal(error);
  const work = startWork(withParts(state, { airdropsMade: (state.airdropsMade ?? 0) + 1 }));
  const { board } = state;
  const unitId = action.unitId;
  const planned = hexIndex(board, action.hex);
  const table = board.ruleset.airDropTable;
  const { terrain, die, modifiers, modified, result, scatter, walk } = rollLanding(work, board.units[unitId].sideId, planned);
  const notes: string[] = [];
  let landed: number | null = planned;
  if (walk) {
    if (walk.edge) {
      landed = null;
      const area: Area = { kind: 'edge', edge: walk.edge };
      notes.push(`scattered off the ${walk.edge} edge past ${labelOf(board, hexAt(board, walk.at))}: it enters there as a ground reinforcement next turn`);
      const { [unitId]: entry, ...rest } = poolOf(work.state);
      work.state = withParts(work.state, { pool: { ...rest, [unitId]: { ...entry, method: 'ground', areas: [area], mayDelay: false, fromTurn: state.turn + 1 } } });
    } else landed = walk.at;
  }
  work.events.push({
    type: 'unit-air-dropped', unitId, planned: hexAt(board, planned), landed: landed === null ? null : hexAt(board, landed), terrain,
    die, modifiers, modified, result, ...(scatter ? { scatter } : {}), notes, rule: result === 'scattered' ? '6.2.2' : '6.2.1',
  });
  if (landed === null) return accept(work.state, work.events);
  place(work, unitId, landed);
  const units: UnitsDraft = copyUnits(work.state);
  const landedTerrain = board.terrainIds[board.terrainAt[landed]];
  if (result === 'eliminated') eliminate(board, units, unitId, 'air drop result: eliminated', '6.2.1', work.events);
  else if (airDropCategoryOf(table, landedTerrain) === 'prohibited') eliminate(board, units, unitId, `landed in prohibited terrain (${landedTerrain})`, '6.2.2', work.events);
  else if (result === 'disrupted' || (result === 'scattered' && table.scatter.disrupts)) disrupt(board, units, unitId, `air drop result: ${result}`, '6.2.1', work.events);
  work.state = withParts(work.state, { units });
  if (work.state.units[unitId].hex && enemiesInHex(work.state, unitId).length > 0 && isAirAssaultCapable(board.units[unitId])) airAssault(work, unitId);
  return accept(work.state, work.events);
}

/** Each airdrop unit of the phasing side (id order) onto each hex it may be dropped on (hex order). */
export function airdropActions(state: GameState): AirdropAction[] {
  if (state.phase !== 'airborne-landing') return [];
  const side = phasingSide(state).id;
  const hexes = [...dropHexes(state, side), ...hooks('dropHexes').flatMap((more) => more(state, side))].map((at) => hexAt(state.board, at));
  const out: AirdropAction[] = [];
  for (const id of Object.keys(poolOf(state)).sort()) {
    const entry = poolOf(state)[id];
    if (entry.method === 'airdrop' && state.board.units[id].sideId === side) for (const hex of hexes) out.push({ type: 'airdrop', unitId: id, hex });
  }
  return out;
}
