// Rules 23.3.
/** What the Palembang refinery rules (23.3) share: refinery hexes and the units the rules name. */
import type { UnitInfo } from '../../core/board';
import { hexTargetOf } from '../../engineering/demolition-targets';
import type { GameState } from '../../core/state';
import { hasFlag } from '../../core/units';

/** A hex whose terrain the Demolition Table lists under its `refinery` target. */
export function isRefineryHex(state: GameState, at: number): boolean {
  return hexTargetOf(state.board, at)?.id === 'refinery';
}

const classHas = (info: UnitInfo, words: string) => info.type.unitClass.toLowerCase().includes(words);

/** Oil-refinery technical troops: the unit class of that name, or the flag 'oil-technical-troops'. */
export const isOilTechnicalTroops = (info: UnitInfo): boolean => hasFlag(info, 'oil-technical-troops') || classHas(info, 'technical troops');

/** The flamethrower truck: a unit class naming a flamethrower, or the flag 'flamethrower'. */
export const isFlamethrower = (info: UnitInfo): boolean => hasFlag(info, 'flamethrower') || classHas(info, 'flamethrower');
