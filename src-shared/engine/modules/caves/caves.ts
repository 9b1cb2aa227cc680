// Rules 10.4, 11.2.1, OST 9, OST 9.2, OST 9.3, OST 9.4, OST 9.5, OST 9.6, OST 9.7, OST 9.8, OST 9.12, OST 9.13, OST 9.14.
/**
 * Caves (module `caves`; OST 9). A cave is a feature of a hex, facing one of its hexsides.
 *
 * Atoll interpretation of who is inside (OST 9.3, 9.4): the cave takes one foot unit and one leader (flag
 * 'leader' or 'hq'); vehicles never enter it. Of the units in a cave hex, the strongest non-leader foot unit (then
 * by id) and the first leader by id are inside; any others stand in the hex outside the cave. A ground attack hits
 * the hex's units together (11.2.1), so the cave helps only when every defender is inside; otherwise the stack
 * defends in the open.
 *
 * While the units attacked are all inside a standing cave:
 *  - the cave's defence is its feature rule's column shift (+3 defence → 3 left, OST 9.2; combat-shifts.ts);
 *  - ranged fire is traced into the cave only along its facing: the attacker must stand on the straight row of
 *    hexes leaving the cave across its facing hexside (Atoll reading of the "covered arc of 1 hex", OST 9.5, 9.6);
 *    units inside fire at range out of it the same way; adjacent attacks come from any side, and the unit inside
 *    may attack any adjacent hex (OST 9.7);
 *  - artillery (flag 'artillery' or 'mortar', or an artillery or mortar unit class), airstrikes and naval gunfire
 *    cannot harm them (OST 9.13; naval gunfire counts as artillery: Atoll interpretation), napalm excepted
 *    (napalm.ts). Artillery firing alone at the cave makes a collapse roll only (caveBombardment); strikes attack
 *    the units outside the cave and then roll for collapse.
 * Collapse (OST 9.12, 9.14): after an attack by artillery, an airstrike (napalm included) or naval gunfire on the
 * cave's hex, and after an adjacent attack with an undisrupted engineer (the satchel charge, +1; Atoll
 * interpretation), one die: 5 or more collapses the cave and destroys the units inside. A collapsed cave is gone.
 * A cave without a facing faces hexside 0 (Atoll default, as the map editor draws it).
 *
 * Moving (OST 9.8): entering or leaving a cave costs 1 MP more. Atoll reading: a foot unit that enters a hex with a
 * standing cave enters the cave and one that leaves such a hex leaves it, whether or not it ends up among the two
 * units counted inside (who is inside is worked out only when it matters, above; any foot unit in the hex may be the
 * one). So a foot unit pays 1 MP more to enter a cave hex and 1 MP more to leave one (2 from one cave hex straight
 * into another); vehicles never enter a cave (OST 9.4) and pay nothing. The cost is part of every step's cost
 * (movement-cost.ts), for moves and for ground entry, and the minimum move of 10.4 still takes one hex whatever it costs.
 */
import { rollDie } from '../../../dice';
import { hexAt, hexIndex, labelOf, type Board, type BoardFeature, type UnitInfo } from '../../core/board';
import { eliminate, type UnitsDraft } from '../../disruption/disruption';
import { ruleError, type RuleError } from '../../core/errors';
import type { GameEvent } from '../../core/events';
import { pacificOf, withPacific } from '../pacific/pacific-state';
import { isArtillery, isLeader } from '../pacific/pacific-units';
import { caveHexMask } from '../../movement/movement-cost';
import { type GameState, withParts } from '../../core/state';
import { currentStep, isMechanized, copyUnits } from '../../core/units';

export const CAVE_COLLAPSE_FROM = 5;

/** The standing cave in hex `at`, when the module is on. */
export function caveAt(state: GameState, at: number): BoardFeature | null {
  if (!state.board.ruleset.modules.caves) return null;
  const collapsed = pacificOf(state).collapsedCaves ?? [];
  return (state.board.featuresAt.get(at) ?? []).find((f) => f.type === 'cave' && !collapsed.includes(f.id)) ?? null;
}

const standingByCollapsed = new WeakMap<readonly string[], { board: Board; mask: Uint8Array }>();

/**
 * OST 9.8: the extra half-MP per hex a unit pays for entering and for leaving a standing cave, or null when it pays
 * none (module off, a vehicle, no cave on the board). The board's mask is shared; with collapsed caves, a copy
 * without them is kept with the (immutable) list of collapsed caves. Read it, never write to it.
 */
export function caveCostMask(state: GameState, info: UnitInfo): Uint8Array | null {
  const { board } = state;
  if (!board.ruleset.modules.caves || isMechanized(board, info)) return null;
  const mask = caveHexMask(board);
  const collapsed = pacificOf(state).collapsedCaves;
  if (mask === null || !collapsed || collapsed.length === 0) return mask;
  const known = standingByCollapsed.get(collapsed);
  if (known && known.board === board) return known.mask;
  const standing = mask.slice();
  for (let at = 0; at < board.size; at++) if (standing[at] > 0 && !caveAt(state, at)) standing[at] = 0;
  standingByCollapsed.set(collapsed, { board, mask: standing });
  return standing;
}

function unitsAt(state: GameState, at: number): string[] {
  const { board } = state;
  return board.unitIds.filter((id) => {
    const hex = state.units[id].hex;
    return hex !== null && hexIndex(board, hex) === at;
  });
}

/** The units inside the standing cave of hex `at` (see the file comment), sorted; none without a cave. */
export function caveOccupants(state: GameState, at: number): string[] {
  if (!caveAt(state, at)) return [];
  const { board } = state;
  const here = unitsAt(state, at).filter((id) => !isMechanized(board, board.units[id]));
  const strength = (id: string) => currentStep(board.units[id], state.units[id]).combat;
  const foot = here.filter((id) => !isLeader(board.units[id])).sort((a, b) => strength(b) - strength(a) || (a < b ? -1 : 1));
  const leader = here.find((id) => isLeader(board.units[id]));
  return [...foot.slice(0, 1), ...(leader ? [leader] : [])].sort();
}

/** Every listed unit is inside the standing cave of hex `at` (and there is at least one). */
export function allInsideCave(state: GameState, at: number, unitIds: readonly string[]): boolean {
  if (unitIds.length === 0) return false;
  const inside = caveOccupants(state, at);
  return unitIds.every((id) => inside.includes(id));
}

/** The unit is inside a standing cave. */
export function insideCave(state: GameState, unitId: string): boolean {
  const hex = state.units[unitId].hex;
  return hex !== null && allInsideCave(state, hexIndex(state.board, hex), [unitId]);
}

/** Hex `other` lies on the straight row of hexes leaving the cave in `at` across its facing hexside (OST 9.5, 9.6). */
export function onFacingLine(board: Board, cave: BoardFeature, at: number, other: number): boolean {
  const dir = cave.facing ?? 0;
  for (let h = board.neighbourAt[at * 6 + dir]; h >= 0; h = board.neighbourAt[h * 6 + dir]) if (h === other) return true;
  return false;
}

/**
 * OST 9.6, 9.13: ranged fire into a cave only along its facing; artillery (which does not trace its fire through
 * the facing) only when it fires alone, for a collapse roll; ranged fire out of a cave only along its facing.
 */
export function caveFireFault(state: GameState, target: number, defenders: readonly string[], ranged: readonly string[], adjacent: readonly string[]): RuleError | null {
  const { board } = state;
  // With the module off there is no standing cave (caveAt), so nothing below can refuse: the label is not worded.
  if (!board.ruleset.modules.caves) return null;
  const label = labelOf(board, hexAt(board, target));
  const intoCave = allInsideCave(state, target, defenders);
  const cave = caveAt(state, target);
  for (const id of ranged) {
    const from = hexIndex(board, state.units[id].hex ?? hexAt(board, target));
    const name = board.units[id].designation;
    if (intoCave && cave && !isArtillery(board.units[id]) && !onFacingLine(board, cave, target, from)) {
      return ruleError('illegal-attack', `${name} is not on the line of hexes ${label}'s cave faces; ranged fire reaches a cave only across its facing hexside.`, 'OST 9.6');
    }
    const own = insideCave(state, id) ? caveAt(state, from) : null;
    if (own && !onFacingLine(board, own, from, target)) {
      return ruleError('illegal-attack', `${name} is inside a cave and fires at range only along the line of hexes its cave faces.`, 'OST 9.6');
    }
  }
  const artillery = ranged.filter((id) => isArtillery(board.units[id]));
  if (intoCave && artillery.length > 0 && (adjacent.length > 0 || artillery.length < ranged.length)) {
    return ruleError('illegal-attack', `Artillery cannot harm units inside the cave in ${label}; fire it alone at the cave for a collapse roll.`, 'OST 9.13');
  }
  return null;
}

/** Artillery firing alone at units all inside a cave: the attack is a collapse roll only (OST 9.12, 9.13). */
export function isCaveBombardment(state: GameState, target: number, defenders: readonly string[], ranged: readonly string[], adjacent: readonly string[]): boolean {
  return adjacent.length === 0 && ranged.length > 0 && ranged.every((id) => isArtillery(state.board.units[id])) && allInsideCave(state, target, defenders);
}

/**
 * One collapse roll for the cave of hex `at` (OST 9.12): 5 or more, after the modifier, collapses it and destroys the
 * units inside (OST 9.14). Nothing happens when the hex has no standing cave.
 */
export function rollCaveCollapse(state: GameState, at: number, cause: string, modifier: number): { state: GameState; events: GameEvent[] } {
  const cave = caveAt(state, at);
  if (!cave) return { state, events: [] };
  const { board } = state;
  const hex = hexAt(board, at);
  const label = labelOf(board, hex);
  const inside = caveOccupants(state, at);
  const roll = rollDie(state.rng, 6);
  const total = roll.value + modifier;
  const collapses = total >= CAVE_COLLAPSE_FROM;
  const events: GameEvent[] = [
    { type: 'die-rolled', purpose: `collapse of the cave in ${label}`, dice: '1d6', faces: [roll.value], total: roll.value, rule: 'OST 9.12' },
    { type: 'cave-collapse-roll', featureId: cave.id, hex: label, at: hex, cause, die: roll.value, modifier, total, collapses, rule: 'OST 9.12' },
  ];
  let next: GameState = withParts(state, { rng: roll.state });
  if (!collapses) return { state: next, events };
  const units: UnitsDraft = copyUnits(next);
  for (const id of inside) eliminate(board, units, id, `inside the cave in ${label} when it collapsed`, 'OST 9.14', events);
  next = withPacific(withParts(next, { units }), 'collapsedCaves', [...(pacificOf(next).collapsedCaves ?? []), cave.id].sort());
  return { state: next, events };
}
