/** Unlisted variants of listed actions, for the legalActions/apply agreement property (test-only; never imported by the engine). */
import type { Action } from '../core/actions';
import { canonicalJson } from '../core/hash';
import { emergencyDropsOn } from '../modules/emergency-drops/emergency-drops';
import type { GameState } from '../core/state';
import type { Dice } from './test-random';

/** Kinds that legalActions lists in full: one of these that it does not list must be refused. Air drops are listed
 *  in full unless emergency drops (22.1) are on: then a sample of the hexes away from drop zones is listed. */
const FULLY_LISTED: readonly Action['type'][] = ['moveTo', 'fastMove', 'enter', 'airdrop', 'pursue', 'regroup', 'evacuate'];

/** A listed action of a fully listed kind with its unit, hex or path changed at random, when that is not listed too. */
export function unlistedVariant(d: Dice, state: GameState, legal: readonly Action[]): Action | null {
  const sampledDrops = emergencyDropsOn(state);
  const candidates = legal.filter((a) => FULLY_LISTED.includes(a.type) && !(a.type === 'airdrop' && sampledDrops));
  if (candidates.length === 0) return null;
  const { board } = state;
  const hex = () => ({ col: d.int(board.cols), row: d.int(board.rows) });
  const unitId = () => d.pick(board.unitIds);
  const base = d.pick(candidates);
  let variant: Action;
  switch (base.type) {
    case 'moveTo':
      variant = d.chance(50) ? { ...base, to: hex() } : { ...base, unitId: unitId() };
      break;
    case 'enter':
    case 'airdrop':
      variant = d.chance(50) ? { ...base, hex: hex() } : { ...base, unitId: unitId() };
      break;
    case 'pursue':
      variant = d.chance(50) ? { ...base, path: [hex(), ...base.path.slice(1)] } : { ...base, unitId: unitId() };
      break;
    case 'fastMove':
    case 'regroup':
    case 'evacuate':
      variant = { ...base, unitId: unitId() };
      break;
    default:
      return null;
  }
  const text = canonicalJson(variant);
  return legal.some((a) => canonicalJson(a) === text) ? null : variant;
}
