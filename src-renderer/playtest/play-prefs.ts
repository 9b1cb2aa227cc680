import { makeAutoObservable } from 'mobx';
import { z } from 'zod';

export const BOT_SPEEDS = [
  { ms: 1000, label: 'Slow (1 action/s)' },
  { ms: 300, label: 'Normal (3 actions/s)' },
  { ms: 60, label: 'Fast' },
  { ms: 0, label: 'At once' },
] as const;

const STORE_KEY = 'atoll.playPrefs';

const isBotSpeed = (ms: number) => BOT_SPEEDS.some((s) => s.ms === ms);

const storedPrefs = z.object({
  botSpeed: z.number().refine(isBotSpeed),
  animate: z.boolean(),
});
type Prefs = z.infer<typeof storedPrefs>;

/** Where the preferences are kept between visits (the page's localStorage; none in tests). */
export type PrefsStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * How the playtester likes play to run: the bots' speed and whether moves slide across the map. Chosen once, kept for
 * every game of the visit (a branch or a new game is a new board, not a new choice) and, where the page may store
 * it, for the next visit. A stored value that is not one of the choices is ignored.
 */
export class PlayPrefs {
  botSpeed: number = BOT_SPEEDS[1].ms;
  animate = true;

  constructor(private readonly storage: PrefsStorage | null = null) {
    const stored = readStored(storage);
    if (stored) Object.assign(this, stored);
    makeAutoObservable<PlayPrefs, 'storage'>(this, { storage: false });
  }

  setBotSpeed(ms: number) {
    if (!isBotSpeed(ms)) return;
    this.botSpeed = ms;
    this.save();
  }
  setAnimate(on: boolean) {
    this.animate = on;
    this.save();
  }

  private save() {
    const prefs: Prefs = { botSpeed: this.botSpeed, animate: this.animate };
    try {
      this.storage?.setItem(STORE_KEY, JSON.stringify(prefs));
    } catch {
      // A full or forbidden storage keeps the choice for this visit only.
    }
  }
}

function readStored(storage: PrefsStorage | null): Prefs | null {
  try {
    const text = storage?.getItem(STORE_KEY);
    if (!text) return null;
    const parsed = storedPrefs.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The page's storage where there is one. */
export function pageStorage(): PrefsStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
