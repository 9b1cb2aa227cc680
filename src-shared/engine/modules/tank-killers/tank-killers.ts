// Rules 7.3, 9.2, 11.4, 11.5, 13.2, OST 15, OST 15.2, OST 15.3, OST 15.4, OST 15.5, OST 15.6, OST 15.8, OST 15.9, OST 15.10, OST 15.12.
/**
 * Tank killers (module `tankKillers`; OST 15): units with the 'tank-killer' flag, spent in one attack on a vehicle.
 *
 * Design: the attack is a reaction the engine resolves by itself, in the same `apply` as the move that causes it;
 * no player decision is left pending. A tank killer has no other use (OST 15.8: no attack on anything but vehicles)
 * and OST 15.4 makes its attack automatic, so the only choice would be whether to wait, which the text does not
 * give; and the engine's sequence has no place for the non-phasing player to act inside the phasing player's
 * turn. After every action:
 *  - a vehicle (a mechanized unit) that changed hex and now stands next to an enemy tank killer is attacked by it
 *    (the hidden tank killer of OST 15.10, and the "moves next to" of this module);
 *  - a tank killer that changed hex and now stands next to an enemy vehicle attacks it (OST 15.4).
 * A move ends on entering the tank killer's ZOC (9.2), so "next to" is where the move ends. When several vehicles
 * qualify, the one with the lowest current combat strength, then by id, is attacked (Atoll interpretation: the best
 * odds). Tank killers react in id order; a vehicle pushed next to another one by a retreat sets that one off too.
 * The attack: strength 5, unmodified (OST 15.6), against the vehicle's current combat strength with the shifts of
 * an adjacent attack on its hex (terrain, hexside, night; 11.4); the result applies to the vehicle (11.5), never to
 * the tank killer, which is removed from play without counting as eliminated (OST 15.2, 15.3: no casualty value).
 * Alone (OST 15.12): a tank killer never shares a hex with another unit of its side. It may not set up in one
 * (createGame refuses the set-up, pacific-setup.ts), no unit of its side may enter its hex (moves, ground entry,
 * pursuit), and it may not end a move in, or enter from off the map, a hex holding a unit of its side; it may pass
 * through one (Atoll reading: units move one at a time here, so moving together with other units can only mean
 * ending the move in their hex). Retreats treat such a hex as over-stacked (13.2: they go on past it when they can), and at the end
 * of each phase with a stacking check a hex where a tank killer stands with other units of its side counts as
 * over-stacked: every unit there is disrupted (7.3; stacking.ts).
 * Opportunity fire (OST 15.9) is not modelled.
 */
import { hexAt, hexIndex, labelOf } from '../../core/board';
import { columnShifts } from '../../combat/combat-shifts';
import { ruleError, type RuleError } from '../../core/errors';
import type { GameEvent } from '../../core/events';
import { type GameState, withParts } from '../../core/state';
import { unitOf, currentStep, hasFlag, isMechanized, unitsWith } from '../../core/units';
import { zocMasks } from '../../zoc/zoc';
import { resolveSingleAttack } from '../../combat/unit-attack';
import { startWork, type Work } from '../../core/work';
import { RecentCache } from '../../core/recent-cache';

export const TANK_KILLER_STRENGTH = 5;

export const isTankKiller = (state: GameState, id: string) => hasFlag(state.board.units[id], 'tank-killer');

export const TANK_KILLER_ALONE = 'OST 15.12';

/** A side's hexes as OST 15.12 sees them; shared between callers, so read them, never write to them. */
export type TankKillerMasks = {
  /** 1 where one of the side's tank killers stands: closed to every other unit of the side. */
  readonly tankKillers: Uint8Array;
  /** 1 where enemy units (7.6) or one of the side's tank killers (OST 15.12) stand: closed to the side's movers. */
  readonly blocked: Uint8Array;
  /** 1 where any unit of the side stands: a tank killer of the side may not end its move there. */
  readonly occupied: Uint8Array;
};

const masksByUnits = new RecentCache<GameState['units'], { board: GameState['board']; bySide: Map<string, TankKillerMasks | null> }>();

/** OST 15.12 for `side`'s movers, or null when the module is off or the side has no tank killer on the map. */
export function tankKillerMasks(state: GameState, side: string): TankKillerMasks | null {
  if (!state.board.ruleset.modules.tankKillers) return null;
  let known = masksByUnits.get(state.units);
  if (!known || known.board !== state.board) masksByUnits.set(state.units, (known = { board: state.board, bySide: new Map() }));
  let masks = known.bySide.get(side);
  if (masks === undefined) known.bySide.set(side, (masks = buildMasks(state, side)));
  return masks;
}

function buildMasks(state: GameState, side: string): TankKillerMasks | null {
  const { board } = state;
  let tankKillers: Uint8Array | null = null;
  const occupied = new Uint8Array(board.size);
  for (const id of board.unitIds) {
    const hex = state.units[id].hex;
    if (!hex || board.units[id].sideId !== side) continue;
    const at = hexIndex(board, hex);
    occupied[at] = 1;
    if (!isTankKiller(state, id)) continue;
    tankKillers ??= new Uint8Array(board.size);
    tankKillers[at] = 1;
  }
  if (tankKillers === null) return null;
  const blocked = zocMasks(state, side).enemy.slice();
  for (let at = 0; at < board.size; at++) blocked[at] |= tankKillers[at];
  return { tankKillers, blocked, occupied };
}

/**
 * OST 15.12: why `unitId` may not enter hex `to` (a board index) on its way, or, when `ends`, stop there; null when
 * it may. A hex the unit stands in itself never counts against it.
 */
export function tankKillerStackFault(state: GameState, unitId: string, to: number, ends: boolean): RuleError | null {
  const { board } = state;
  const masks = tankKillerMasks(state, board.units[unitId].sideId);
  const from = unitOf(state, unitId).hex;
  if (!masks || (from !== null && hexIndex(board, from) === to)) return null;
  const name = board.units[unitId].designation;
  const label = labelOf(board, hexAt(board, to));
  if (masks.tankKillers[to] === 1) return ruleError('illegal-move', `A tank killer of ${board.units[unitId].sideId} holds ${label}: ${name} may not enter it, for a tank killer stands alone.`, TANK_KILLER_ALONE);
  if (ends && masks.occupied[to] === 1 && isTankKiller(state, unitId)) return ruleError('illegal-move', `${name} is a tank killer and may not stop in ${label} with other units of its side.`, TANK_KILLER_ALONE);
  return null;
}

/** OST 15.12 at set-up: a tank killer placed in a hex with another unit of its side (module on) is a set-up problem. */
export function tankKillerSetupProblems(board: GameState['board'], units: GameState['units'], problems: string[]): void {
  if (!board.ruleset.modules.tankKillers) return;
  const here = new Map<string, string[]>();
  for (const id of board.unitIds) {
    const hex = units[id].hex;
    if (!hex) continue;
    const key = `${board.units[id].sideId}@${hex.col},${hex.row}`;
    here.set(key, [...(here.get(key) ?? []), id]);
  }
  for (const ids of here.values()) {
    const killer = ids.find((id) => hasFlag(board.units[id], 'tank-killer'));
    if (killer !== undefined && ids.length > 1) problems.push(`tank killer '${killer}' is set up with other units of its side at ${labelOf(board, units[killer].hex ?? { col: 0, row: 0 })} (${TANK_KILLER_ALONE})`);
  }
}

/** OST 15.8: a tank killer takes no part in ordinary attacks. */
export function tankKillerAttackFault(state: GameState, attackers: readonly string[]): RuleError | null {
  if (!state.board.ruleset.modules.tankKillers) return null;
  const id = attackers.find((a) => Object.hasOwn(state.board.units, a) && isTankKiller(state, a));
  return id === undefined ? null : ruleError('illegal-attack', `${state.board.units[id].designation} is a tank killer: it attacks only a vehicle that comes next to it, by itself.`, 'OST 15.8');
}

const moved = (before: GameState, after: GameState, id: string) => {
  const was = before.units[id].hex;
  const now = after.units[id].hex;
  return now !== null && (!was || was.col !== now.col || was.row !== now.row);
};

function adjacent(state: GameState, a: string, b: string): boolean {
  const { board } = state;
  const ha = state.units[a].hex;
  const hb = state.units[b].hex;
  if (!ha || !hb) return false;
  const from = hexIndex(board, ha);
  const to = hexIndex(board, hb);
  for (let dir = 0; dir < 6; dir++) if (board.neighbourAt[from * 6 + dir] === to) return true;
  return false;
}

/** The vehicle a tank killer attacks now, and why, or null. */
function target(before: GameState, state: GameState, tk: string): { vehicle: string; trigger: string } | null {
  const { board } = state;
  const side = board.units[tk].sideId;
  const tkMoved = moved(before, state, tk);
  const vehicles = board.unitIds.filter(
    (id) => board.units[id].sideId !== side && isMechanized(board, board.units[id]) && adjacent(state, tk, id) && (tkMoved || moved(before, state, id)),
  );
  if (vehicles.length === 0) return null;
  const strength = (id: string) => currentStep(board.units[id], state.units[id]).combat;
  const [vehicle] = vehicles.sort((a, b) => strength(a) - strength(b) || (a < b ? -1 : 1));
  return { vehicle, trigger: tkMoved ? 'the tank killer moved next to it' : 'it moved next to the tank killer' };
}

function detonate(work: Work, tk: string, vehicle: string, trigger: string): void {
  const { board } = work.state;
  const side = board.units[tk].sideId;
  const at = hexIndex(board, work.state.units[vehicle].hex as NonNullable<GameState['units'][string]['hex']>);
  const from = work.state.units[tk].hex as NonNullable<GameState['units'][string]['hex']>;
  work.events.push({ type: 'tank-killer-detonated', unitId: tk, vehicle, hex: labelOf(board, from), at: from, trigger, rule: 'OST 15.2, 15.5' });
  const shifts = columnShifts(work.state, { side, target: at, defenders: [vehicle], adjacent: [tk], ranged: [] });
  work.state = withParts(work.state, { units: unitsWith(work.state, tk, { ...work.state.units[tk], hex: null, removed: 'detonated' }) });
  const notes = ['the tank killer is spent in the attack, whatever the result (OST 15.2)'];
  resolveSingleAttack(work, { kind: 'tank killer', side, attacker: tk, attack: TANK_KILLER_STRENGTH, defender: vehicle, at, shifts, notes, rule: 'OST 15.5' });
}

/** After an action: every tank killer with a vehicle newly next to it attacks (see the file comment). */
export function tankKillerReactions(before: GameState, after: GameState): { state: GameState; events: GameEvent[] } {
  if (!after.board.ruleset.modules.tankKillers) return { state: after, events: [] };
  const killers = after.board.unitIds.filter((id) => isTankKiller(after, id) && after.units[id].hex !== null);
  if (killers.length === 0) return { state: after, events: [] };
  const work = startWork(after);
  for (let fired = true; fired; ) {
    fired = false;
    for (const tk of killers) {
      if (!work.state.units[tk].hex) continue;
      const hit = target(before, work.state, tk);
      if (!hit) continue;
      detonate(work, tk, hit.vehicle, hit.trigger);
      fired = true;
    }
  }
  return { state: work.state, events: work.events };
}
