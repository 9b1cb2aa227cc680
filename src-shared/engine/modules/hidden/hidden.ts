// Rules 6.2.3, 7.6, 9.0, ASL G1.631.
/**
 * Hidden initial placement (module `hip`; ASL G1.631). Units the scenario marks hidden and places on the map at the
 * start stay hidden, up to the side's `hiddenPercent` of its units placed on the map, fractions rounded up (FRU, as
 * in G1.631); a setup that hides more is refused. A side without a `hiddenPercent` has no limit.
 *
 * The engine keeps no secrets from the play-tester: hidden units are in the state like any other, listed in
 * `pacific.hidden`. What hiding does:
 *  - a hex that holds only hidden units cannot be attacked, struck or napalmed, and a Banzai charge does not close
 *    on it: the enemy does not know it is there;
 *  - hidden units still exert their ZOC and still hold their hex (9.0, 7.6): an enemy that comes next to them finds them.
 * A hidden unit is revealed, with a `unit-revealed` event, when an enemy unit stands next to it or in its hex (an air
 * drop, 6.2.3), when it fires
 * (attacks, canister), when it moves (any change of hex), and when a friendly unit that is not hidden shares its hex
 * (Atoll interpretation: hiding is a property of the whole hex). Units that leave the map simply leave the list.
 */
import { hexAt, hexIndex, labelOf, type Board } from '../../core/board';
import { ruleError, type RuleError } from '../../core/errors';
import type { GameEvent } from '../../core/events';
import { pacificOf, withPacific } from '../pacific/pacific-state';
import type { GameSetup } from '../../scenario/setup-types';
import { combatOf, type GameState, type UnitState } from '../../core/state';

export const HIP_RULE = 'ASL G1.631';

export function isHidden(state: GameState, unitId: string): boolean {
  return (pacificOf(state).hidden ?? []).includes(unitId);
}

/** A hex whose units are all hidden cannot be attacked: the enemy does not know they are there. */
export function hiddenTargetFault(state: GameState, target: number, defenders: readonly string[]): RuleError | null {
  if (defenders.length === 0 || !defenders.every((id) => isHidden(state, id))) return null;
  return ruleError('illegal-attack', `${labelOf(state.board, hexAt(state.board, target))} holds no known enemy units: the units there are hidden.`, HIP_RULE);
}

/** Board index -> side of the units there (units of one side per hex, 7.6). */
function occupants(board: Board, units: Readonly<Record<string, UnitState>>): Map<number, string[]> {
  const at = new Map<number, string[]>();
  for (const id of board.unitIds) {
    const hex = units[id].hex;
    if (!hex) continue;
    const i = hexIndex(board, hex);
    at.set(i, [...(at.get(i) ?? []), id]);
  }
  return at;
}

/** Why a hidden unit must be revealed now (see the file comment), or null. */
function revealReason(board: Board, units: Readonly<Record<string, UnitState>>, hidden: ReadonlySet<string>, unitId: string, byHex: Map<number, string[]>): string | null {
  const hex = units[unitId].hex;
  if (!hex) return null;
  const at = hexIndex(board, hex);
  const side = board.units[unitId].sideId;
  for (let dir = 0; dir < 6; dir++) {
    const n = board.neighbourAt[at * 6 + dir];
    if (n >= 0 && (byHex.get(n) ?? []).some((id) => board.units[id].sideId !== side)) return 'an enemy unit is next to it';
  }
  const here = byHex.get(at) ?? [];
  if (here.some((id) => board.units[id].sideId !== side)) return 'an enemy unit is in its hex';
  if (here.some((id) => !hidden.has(id))) return 'a friendly unit that is not hidden shares its hex';
  return null;
}

/** The units hidden at the start (sorted), or undefined when none; problems found are added to `problems`. */
export function initialHidden(setup: GameSetup, board: Board, units: Readonly<Record<string, UnitState>>, problems: string[]): string[] | undefined {
  if (!board.ruleset.modules.hip) return undefined;
  const flagged = new Set(setup.units.filter((u) => u.hidden === true && units[u.id]?.hex).map((u) => u.id));
  for (const side of setup.sides) {
    if (side.hiddenPercent === undefined) continue;
    const placed = board.unitIds.filter((id) => board.units[id].sideId === side.id && units[id].hex);
    const allowed = Math.ceil((placed.length * side.hiddenPercent) / 100);
    const wanted = placed.filter((id) => flagged.has(id)).length;
    if (wanted > allowed) problems.push(`${side.id} sets up ${wanted} units hidden but may hide ${allowed} (${side.hiddenPercent}% of ${placed.length}, rounded up; ASL G1.631)`);
  }
  const byHex = occupants(board, units);
  for (let changed = true; changed; ) {
    changed = false;
    for (const id of [...flagged]) {
      if (!revealReason(board, units, flagged, id, byHex)) continue;
      flagged.delete(id);
      changed = true;
    }
  }
  return flagged.size > 0 ? [...flagged].sort() : undefined;
}

/** After an action: reveals hidden units that moved, fired, met an enemy or were joined (see the file comment). */
export function revealHidden(before: GameState, after: GameState): { state: GameState; events: GameEvent[] } {
  const list = pacificOf(after).hidden ?? [];
  if (list.length === 0) return { state: after, events: [] };
  const { board } = after;
  const fired = combatOf(after).attacked;
  const firedBefore = combatOf(before).attacked;
  const byHex = occupants(board, after.units);
  const hidden = new Set(list.filter((id) => after.units[id].hex !== null));
  const reasons = new Map<string, string>();
  for (const id of hidden) {
    const was = before.units[id].hex;
    const now = after.units[id].hex as NonNullable<typeof was>;
    if (!was || hexIndex(board, was) !== hexIndex(board, now)) reasons.set(id, 'it moved');
    else if (Object.hasOwn(fired, id) && !Object.hasOwn(firedBefore, id)) reasons.set(id, 'it fired');
  }
  for (const id of reasons.keys()) hidden.delete(id);
  // A revealed unit can reveal the hidden units it stacks with: repeat until nothing changes.
  for (let changed = true; changed; ) {
    changed = false;
    for (const id of [...hidden]) {
      const reason = revealReason(board, after.units, hidden, id, byHex);
      if (reason === null) continue;
      reasons.set(id, reason);
      hidden.delete(id);
      changed = true;
    }
  }
  const events: GameEvent[] = list.flatMap((id) => {
    const reason = reasons.get(id);
    const hex = after.units[id].hex;
    return reason && hex ? [{ type: 'unit-revealed' as const, unitId: id, hex: labelOf(board, hex), at: hex, reason, rule: HIP_RULE }] : [];
  });
  const keep = list.filter((id) => hidden.has(id));
  if (keep.length === list.length) return { state: after, events };
  return { state: withPacific(after, 'hidden', keep.length > 0 ? keep : undefined), events };
}
