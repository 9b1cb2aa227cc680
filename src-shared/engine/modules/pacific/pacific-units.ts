/** Unit facts the Pacific modules read from unit types (flags are case-insensitive, units.ts). */
import type { UnitInfo } from '../../core/board';
import { hasFlag } from '../../core/units';

/** A leader or HQ (OST 12.5, 9.3): flag 'leader' or 'hq', or a unit class naming an HQ. */
export const isLeader = (info: UnitInfo): boolean => hasFlag(info, 'leader') || hasFlag(info, 'hq') || /\b(hq|headquarters)\b/i.test(info.type.unitClass);

/** Artillery and mortars (OST 9.13): flag 'artillery' or 'mortar', or a unit class that names them. */
export function isArtillery(info: UnitInfo): boolean {
  const cls = info.type.unitClass.toLowerCase();
  return hasFlag(info, 'artillery') || hasFlag(info, 'mortar') || cls.includes('artillery') || cls.includes('mortar');
}

/**
 * Crew-served weapons (OST 12.8). Atoll reading: flag 'crew-served', 'artillery', 'mortar', 'anti-tank' (or 'antitank') or
 * 'anti-aircraft', or a unit class naming artillery, a mortar, a gun, a howitzer, anti-tank or anti-aircraft.
 * Machine-gun platoons are not: at this scale they are infantry carrying support weapons, which go along as they are
 * (OST 12.10), so "machine gun" in a class does not count as a gun.
 */
export function isCrewServed(info: UnitInfo): boolean {
  if (['crew-served', 'artillery', 'mortar', 'anti-tank', 'antitank', 'anti-aircraft'].some((f) => hasFlag(info, f))) return true;
  const cls = info.type.unitClass.toLowerCase().replace(/machine[- ]?guns?/g, '');
  return /\b(artillery|mortars?|guns?|howitzers?|anti-?tank|anti-?aircraft)\b/.test(cls);
}

/** Snipers (OST 12.9): flag 'sniper' or a unit class naming one. */
export const isSniper = (info: UnitInfo): boolean => hasFlag(info, 'sniper') || /\bsnipers?\b/i.test(info.type.unitClass);
