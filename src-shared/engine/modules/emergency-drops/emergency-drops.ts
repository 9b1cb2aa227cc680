// Rules 6.0, 22.1.
/**
 * Optional rule 22.1, emergency air drops (module 'emergency-air-drops'): the airborne player may drop airborne units
 * and air supply markers on any hex of the map but all-sea and all-river hexes; a hex neither on nor next to a
 * friendly drop zone adds the Air Drop Table's `emergency` modifier (+1). With the module on, airborne units due this
 * turn can always be dropped, so the Airborne Landing Phase stays open until they are (6.0).
 */
import { closedToDrops, nearDropZone } from '../../airdrops/drop-zones';
import type { TableModifier } from '../../core/events-scenario';
import { moduleOn, SPECIAL_RULE_MODULES } from '../../scenario/special-rules';
import type { GameState } from '../../core/state';

export const emergencyDropsOn = (state: GameState): boolean => moduleOn(state, SPECIAL_RULE_MODULES.emergencyAirDrops);

/** 22.1: with the module on, any hex open to drops is a legal landing hex for airborne units. */
export function emergencyDropAllowed(state: GameState, at: number): boolean {
  return emergencyDropsOn(state) && !closedToDrops(state, at);
}

/** The 22.1 modifier for a drop on hex `at`; none while the module is off (so existing reports keep their shape). */
export function emergencyModifiers(state: GameState, sideId: string, at: number): TableModifier[] {
  if (!emergencyDropsOn(state)) return [];
  const value = state.board.ruleset.airDropTable.modifiers.find((m) => m.id === 'emergency')?.value ?? 0;
  return [{ value, cause: 'emergency drop: the hex is neither on nor next to a friendly drop zone (22.1)', applies: !nearDropZone(state, sideId, at) }];
}

const MAX_LISTED = 8;

/** Up to eight hexes away from every friendly drop zone, spread evenly in hex order, for legalActions. */
export function emergencyDropHexes(state: GameState, sideId: string): number[] {
  if (!emergencyDropsOn(state)) return [];
  const hexes: number[] = [];
  for (let at = 0; at < state.board.size; at++) if (!closedToDrops(state, at) && !nearDropZone(state, sideId, at)) hexes.push(at);
  const stride = Math.max(1, Math.ceil(hexes.length / MAX_LISTED));
  return hexes.filter((_, i) => i % stride === 0);
}
