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
 * Stacking and moving alone (OST 15.12) and opportunity fire (OST 15.9) are not modelled.
 */
import { hexIndex, labelOf } from '../../board';
import { columnShifts } from '../../combat-shifts';
import { ruleError, type RuleError } from '../../errors';
import type { GameEvent } from '../../events';
import type { GameState } from '../../state';
import { currentStep, hasFlag, isMechanized } from '../../units';
import { resolveSingleAttack } from '../../unit-attack';
import { startWork, type Work } from '../../work';

export const TANK_KILLER_STRENGTH = 5;

export const isTankKiller = (state: GameState, id: string) => hasFlag(state.board.units[id], 'tank-killer');

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
  work.state = { ...work.state, units: { ...work.state.units, [tk]: { ...work.state.units[tk], hex: null, removed: 'detonated' } } };
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
