/** Unit facts the Pacific modules read from unit types (flags are case-insensitive, units.ts). */
import type { UnitInfo } from '../../board';
import { hasFlag } from '../../units';

/** A leader or HQ (OST 12.5, 9.3): flag 'leader' or 'hq', or a unit class naming an HQ. */
export const isLeader = (info: UnitInfo): boolean => hasFlag(info, 'leader') || hasFlag(info, 'hq') || /\b(hq|headquarters)\b/i.test(info.type.unitClass);

/** Artillery and mortars (OST 9.13): flag 'artillery' or 'mortar', or a unit class that names them. */
export function isArtillery(info: UnitInfo): boolean {
  const cls = info.type.unitClass.toLowerCase();
  return hasFlag(info, 'artillery') || hasFlag(info, 'mortar') || cls.includes('artillery') || cls.includes('mortar');
}
