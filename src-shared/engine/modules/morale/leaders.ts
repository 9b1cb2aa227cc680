// Rules: issue 14 item 11 (Atoll morale).
/**
 * Who a unit's leaders are, as the morale module's `leaders` param says (Atoll's reading, the reference texts have no
 * such rule):
 *  - `formation` (default): the leader units (flag 'leader' or 'hq', or an HQ class) of its contingent. The formation
 *    has lost its leaders when it had some and none is left in play (all eliminated or removed): then each of its units
 *    rolls. A formation that never had a leader has none to lose and never rolls (the checker warns).
 *  - `nearby`: the friendly leaders on the map (or aboard a carrier on it, at its hex) within `radius` hexes (0: in its
 *    own hex). A unit with none that near
 *    rolls; a side with no leader units at all never rolls (the checker warns).
 * Leaders never roll. With the `japanese` module on, chain (step-loss) units never roll unless the `japanese` param is
 * `step-loss`, in which case any result but normal costs them a step instead (ASL G1.12: they never break).
 */
import { distance } from '../../../hex';
import type { UnitInfo } from '../../core/board';
import type { GameState } from '../../core/state';
import { boardModuleParams, moduleNumber, moduleText } from '../../scenario/special-rules';
import { isLeader } from '../pacific/pacific-units';

export type LeaderScope = 'formation' | 'nearby';

export const leaderScope = (state: GameState): LeaderScope =>
  moduleText(boardModuleParams(state.board, 'morale') ?? {}, 'morale', 'leaders') === 'nearby' ? 'nearby' : 'formation';

/** How the morale module treats Japanese step-loss units. */
export const japaneseMorale = (state: GameState): 'exempt' | 'step-loss' =>
  moduleText(boardModuleParams(state.board, 'morale') ?? {}, 'morale', 'japanese') === 'step-loss' ? 'step-loss' : 'exempt';

/** A chain unit under the `japanese` module: it takes step losses and never breaks (ASL G1.12). */
export const isJapaneseStepUnit = (state: GameState, info: UnitInfo): boolean => state.board.ruleset.modules.japanese && info.type.stepModel === 'chain';

const inPlay = (state: GameState, id: string) => state.units[id].eliminated !== true && state.units[id].removed === undefined;

/**
 * Why the unit must roll for morale now (its leaders are lost), or null when it need not: it is a leader, exempt, off
 * the map, or has a leader.
 */
export function leaderlessWhy(state: GameState, unitId: string): string | null {
  const { board } = state;
  const info = board.units[unitId];
  const hex = state.units[unitId].hex;
  if (!hex || isLeader(info)) return null;
  if (isJapaneseStepUnit(state, info) && japaneseMorale(state) === 'exempt') return null;
  if (leaderScope(state) === 'formation') {
    const formation = info.contingentId;
    const leaders = board.unitIds.filter((id) => board.units[id].sideId === info.sideId && board.units[id].contingentId === formation && isLeader(board.units[id]));
    if (leaders.length === 0 || leaders.some((id) => inPlay(state, id))) return null;
    return 'every leader of its formation is lost';
  }
  const radius = moduleNumber(state, 'morale', 'radius');
  let any = false;
  for (const id of board.unitIds) {
    const other = board.units[id];
    if (other.sideId !== info.sideId || !isLeader(other)) continue;
    any = true;
    // A leader aboard a carrier (transport) leads from the carrier's hex.
    const carrier = state.units[id].aboard;
    const at = state.units[id].hex ?? (carrier !== undefined ? state.units[carrier]?.hex : null);
    if (at && distance(board.geom, at, hex) <= radius) return null;
  }
  if (!any) return null;
  return radius === 0 ? 'no friendly leader is in its hex' : `no friendly leader is within ${radius} hex${radius === 1 ? '' : 'es'}`;
}
