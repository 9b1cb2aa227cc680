/** Tiny constructors for movement cost entries; each call returns a fresh object. */
import type { HexsideCost, MoveCost } from './schema';

export const mp = (points: number): { mp: number } => ({ mp: points });

/** Enterable, but a vehicle makes a bog roll (OST). */
export const bogMp = (points: number): MoveCost => ({ mp: points, bog: true });

/** Only amphibious units of the class may enter (ocean for vehicles, OST 6.3). */
export const amphibiousMp = (points: number): MoveCost => ({ mp: points, amphibiousOnly: true });

export const prohibited = (): { prohibited: true } => ({ prohibited: true });

/** Hexside crossing open only to amphibious units of the class. */
export const amphibiousCrossing = (points: number): HexsideCost => ({ mp: points, amphibiousOnly: true });
